// GET /api/appointments/free-times: the start times still free on one date for the chosen
// services, for the owner's "New booking" form. The booking page's team free times
// (server/scheduling/team-free-times.ts: one engine and one read of the members for both), with
// the owner's rules: no minimum notice and no horizon, only the times already past are left out,
// and no salon ceiling, as the owner's diary has none (docs/decisions.md, Free times in the
// owner's form; Team). Offered, not enforced: the owner may still book any time, and the diary's
// own checks decide (booking-checks.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@contract/api-paths.js';
import { OWNER_SLOT_RULES } from '@contract/availability/owner-slots.js';
import { errorResponseSchema } from '@contract/common.js';
import {
  ownerFreeTimesQuerySchema,
  ownerFreeTimesSchema,
  type OwnerFreeTimes,
} from '@contract/owner-free-times.js';
import { assertTeamMember } from '../../repositories/team-members.js';
import { servicesMinutes, type SlotBusiness } from '../../scheduling/slot-settings.js';
import { teamFreeTimes } from '../../scheduling/team-free-times.js';
import { BEARER_SECURITY } from '../signed-in-schema.js';

/** The owner's rules (contract/availability/owner-slots.ts, which the device's offline times use). */
const OWNER_RULES = OWNER_SLOT_RULES satisfies Omit<SlotBusiness, 'id' | 'timezone'>;

export const appointmentFreeTimeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.ownerFreeTimes,
    {
      schema: {
        tags: ['appointments'],
        description:
          'The start times still free on a local date (YYYY-MM-DD) for the services (ids ' +
          'separated by commas, their durations added up), as the booking portal would offer ' +
          'them: opening hours, breaks, closed dates and special hours, the service interval ' +
          'as the step, but with no minimum notice and no horizon. With memberId, the times ' +
          'that team member is free (their hours, breaks, time off, capacity and bookings; 404 ' +
          'for a member not of the business); without, the times any active member who does ' +
          'every service is free. Times already past are left out. 400 for a bad date or a ' +
          "service that is not the business's.",
        security: BEARER_SECURITY,
        querystring: ownerFreeTimesQuerySchema,
        response: {
          200: ownerFreeTimesSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request): Promise<OwnerFreeTimes> => {
      const { date, memberId } = request.query;
      const { id, timezone } = request.business;
      const serviceIds = request.query.services.split(',').map(Number);
      const durationMinutes = await servicesMinutes(app.db, id, serviceIds);
      // A member of the business who is inactive or does not do the services is free at no
      // time; one of another business is unknown.
      if (memberId !== undefined) await assertTeamMember(app.db, id, memberId);
      const { days } = await teamFreeTimes(
        app.db,
        { id, timezone, ...OWNER_RULES },
        {
          from: date,
          to: date,
          serviceIds,
          durationMinutes,
          memberId,
          now: app.config.clock(),
        },
      );
      return {
        date,
        timeZone: timezone,
        durationMinutes,
        // Times only, as the answer always was: who is free is the server's to decide.
        slots: (days[0]?.slots ?? []).map(({ time, start, end }) => ({ time, start, end })),
      };
    },
  );
};
