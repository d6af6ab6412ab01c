// GET /api/appointments/free-times: the start times still free on one date for the chosen
// services, for the owner's "New booking" form. The booking portal's engine and reads
// (contract/availability/slot-engine.ts, server/scheduling/slot-settings.ts), with the owner's
// rules: no minimum notice and no horizon, only the times already past are left out
// (docs/decisions.md, Free times in the owner's form). Offered, not enforced: the owner may
// still book any time, and the diary's own checks decide (booking-checks.ts). Free times are per
// team member (docs/decisions.md, Team).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findSlots } from '../../../contract/availability/slot-engine.js';
import { apiPaths } from '../../../contract/api-paths.js';
import { errorResponseSchema } from '../../../contract/common.js';
import {
  ownerFreeTimesQuerySchema,
  ownerFreeTimesSchema,
  type OwnerFreeTimes,
} from '../../../contract/owner-free-times.js';
import { addDays, type TimeSpan } from '../../../contract/booking-time.js';
import type { Db } from '../../db/database.js';
import { notFound } from '../../plugins/errors.js';
import { readMemberRules, servicesNotPerformed } from '../../scheduling/member-rules.js';
import { memberSlotSettings } from '../../scheduling/member-slots.js';
import { servicesMinutes, slotSettings } from '../../scheduling/slot-settings.js';
import { BEARER_SECURITY } from '../signed-in-schema.js';

/** "No horizon": the engine needs a last date, so it is a century after the business's today. */
const OWNER_HORIZON_DAYS = 100 * 366;

/** Each member's bookings around the date (a day either side covers any zone's offset). */
async function memberBookings(
  db: Db,
  businessId: number,
  memberIds: readonly number[],
  date: string,
): Promise<Map<number, TimeSpan[]>> {
  const byMember = new Map<number, TimeSpan[]>();
  if (memberIds.length === 0) return byMember;
  const rows = await db
    .selectFrom('appointments')
    .select(['member_id', 'start_at', 'end_at'])
    .where('business_id', '=', businessId)
    .where('member_id', 'in', memberIds)
    .where('status', '<>', 'cancelled')
    .where('end_at', '>', `${addDays(date, -1)}T00:00:00.000Z`)
    .where('start_at', '<', `${addDays(date, 2)}T00:00:00.000Z`)
    .execute();
  for (const row of rows) {
    if (row.member_id === null) continue;
    const spans = byMember.get(row.member_id) ?? [];
    spans.push({ start: row.start_at, end: row.end_at });
    byMember.set(row.member_id, spans);
  }
  return byMember;
}

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
      const members = await readMemberRules(
        app.db,
        id,
        { from: date, to: date },
        memberId === undefined ? undefined : [memberId],
      );
      if (memberId !== undefined && members.length === 0) throw notFound('Team member');
      // A named member is asked about even when they do not do these services: none is free.
      const eligible = members.filter(
        (member) => member.active && servicesNotPerformed(member, serviceIds).length === 0,
      );
      const business = {
        id,
        timezone,
        // Each member's own capacity replaces it (memberSlotSettings).
        capacity: 1,
        minNoticeMinutes: 0,
        horizonDays: OWNER_HORIZON_DAYS,
      };
      const [settings, bookings] = await Promise.all([
        slotSettings(app.db, business, date, date),
        memberBookings(
          app.db,
          id,
          eligible.map((member) => member.id),
          date,
        ),
      ]);
      const now = app.config.clock().toISOString();
      const slots = new Map<string, OwnerFreeTimes['slots'][number]>();
      for (const member of eligible) {
        const [day] = findSlots({
          ...memberSlotSettings(settings, member, date, bookings.get(member.id) ?? []),
          durationMinutes,
          from: date,
          to: date,
          now,
        });
        for (const slot of day?.slots ?? []) slots.set(slot.start, slot);
      }
      return {
        date,
        timeZone: timezone,
        durationMinutes,
        slots: [...slots.values()].sort((a, b) => (a.start < b.start ? -1 : 1)),
      };
    },
  );
};
