// GET /api/appointments/free-times: the start times still free on one date for the chosen
// services, for the owner's "New booking" form. The booking portal's engine and reads
// (contract/availability/slot-engine.ts, server/repositories/slot-settings.ts), with the owner's
// rules: no minimum notice and no horizon, only the times already past are left out
// (docs/decisions.md, Free times in the owner's form). Offered, not enforced: the owner may
// still book any time, and the diary's own checks decide (booking-checks.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findSlots } from '../../../contract/availability/slot-engine.js';
import { apiPaths } from '../../../contract/api-paths.js';
import { errorResponseSchema } from '../../../contract/common.js';
import {
  ownerFreeTimesQuerySchema,
  ownerFreeTimesSchema,
  type OwnerFreeTimes,
} from '../../../contract/owner-free-times.js';
import { readCapacity } from '../../repositories/booking-plan.js';
import { servicesMinutes, slotSettings } from '../../repositories/slot-settings.js';
import { BEARER_SECURITY } from '../signed-in-schema.js';

/** "No horizon": the engine needs a last date, so it is a century after the business's today. */
const OWNER_HORIZON_DAYS = 100 * 366;

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
          "as the step and the business's capacity, but with no minimum notice and no horizon. " +
          'Times already past are left out. 400 for a bad date or a service that is not the ' +
          "business's.",
        security: BEARER_SECURITY,
        querystring: ownerFreeTimesQuerySchema,
        response: {
          200: ownerFreeTimesSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    async (request): Promise<OwnerFreeTimes> => {
      const { date } = request.query;
      const { id, timezone } = request.user;
      const serviceIds = request.query.services.split(',').map(Number);
      const durationMinutes = await servicesMinutes(app.db, id, serviceIds);
      const business = {
        id,
        timezone,
        capacity: await readCapacity(app.db, id),
        minNoticeMinutes: 0,
        horizonDays: OWNER_HORIZON_DAYS,
      };
      const settings = await slotSettings(app.db, business, date, date);
      const [day] = findSlots({
        ...settings,
        durationMinutes,
        from: date,
        to: date,
        now: app.config.clock().toISOString(),
      });
      return { date, timeZone: timezone, durationMinutes, slots: day?.slots ?? [] };
    },
  );
};
