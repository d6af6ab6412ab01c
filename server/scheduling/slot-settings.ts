// What the slot engine (contract/availability/slot-engine.ts) needs from the database: the length
// of the chosen services, the business's opening rules (opening-rules.ts), interval and bookings.
// The booking portal and the owner's "New booking" form both ask it through the team's free
// times (team-free-times.ts; docs/architecture.md, Server). Bookings
// are read as start, end and member only: nothing here carries a client's name or contact.
import type { SlotQuery } from '../../contract/availability/slot-engine.js';
import { addDays, type TimeSpan } from '../../contract/booking-time.js';
import type { Db } from '../db/database.js';
import { withValues } from '../plugins/errors.js';
import { readOpeningRules } from './opening-rules.js';

/** The business as the engine sees it; the caller decides notice and horizon (portal or owner). */
export interface SlotBusiness {
  id: number;
  timezone: string;
  capacity: number;
  minNoticeMinutes: number;
  horizonDays: number;
}

/** A booking as the engines read it: when, and which member holds it (the team's engine). */
export interface MemberBooking extends TimeSpan {
  memberId: number | null;
}

/** The engine's input except the dates, the duration and `now`. */
export type SlotSettings = Omit<SlotQuery, 'durationMinutes' | 'from' | 'to' | 'now'>;

/** The business's settings as read: each booking with its member, for the team's engine. */
export type BusinessSlotSettings = SlotSettings & { bookings: MemberBooking[] };

/**
 * Total minutes of the chosen services; 400 naming one the business does not offer. `online`:
 * the booking page asks, so a service hidden from it (migration 005) is not offered either; the
 * owner's form still books it (docs/decisions.md, Catalogue edits).
 */
export async function servicesMinutes(
  db: Db,
  businessId: number,
  serviceIds: readonly number[],
  { online = false }: { online?: boolean } = {},
): Promise<number> {
  let query = db
    .selectFrom('services')
    .innerJoin('durations', 'durations.id', 'services.duration_id')
    .select(['services.id', 'durations.minutes'])
    .where('services.business_id', '=', businessId)
    .where('services.id', 'in', [...new Set(serviceIds)]);
  if (online) query = query.where('services.online_booking', '=', 1);
  const rows = await query.execute();
  const minutes = new Map(rows.map((row) => [row.id, row.minutes]));
  let total = 0;
  for (const id of serviceIds) {
    const found = minutes.get(id);
    if (found === undefined) {
      throw withValues(400, `Service ${id} is not offered here`, { serviceId: id });
    }
    total += found;
  }
  return total;
}

/** Everything but the dates and duration the slot engine needs, read for the dates asked. */
export async function slotSettings(
  db: Db,
  business: SlotBusiness,
  from: string,
  to: string,
): Promise<BusinessSlotSettings> {
  const [rules, interval, bookings] = await Promise.all([
    readOpeningRules(db, business.id, from, to),
    db
      .selectFrom('service_intervals')
      .innerJoin('interval_types', 'interval_types.id', 'service_intervals.interval_type_id')
      .select('interval_types.minutes')
      .where('service_intervals.business_id', '=', business.id)
      .executeTakeFirst(),
    // When and which member, never which client. A day either side covers any zone's offset.
    db
      .selectFrom('appointments')
      .select(['start_at', 'end_at', 'member_id'])
      .where('business_id', '=', business.id)
      .where('status', '<>', 'cancelled')
      .where('end_at', '>', `${addDays(from, -1)}T00:00:00.000Z`)
      .where('start_at', '<', `${addDays(to, 2)}T00:00:00.000Z`)
      .execute(),
  ]);
  return {
    ...rules,
    timeZone: business.timezone,
    stepMinutes: interval?.minutes ?? 15,
    bookings: bookings.map((booking) => ({
      start: booking.start_at,
      end: booking.end_at,
      memberId: booking.member_id,
    })),
    capacity: business.capacity,
    minNoticeMinutes: business.minNoticeMinutes,
    horizonDays: business.horizonDays,
  };
}
