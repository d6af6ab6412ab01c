// The checks a booking passes before it is written, inside the transaction that writes it, so two
// bookings of one business cannot both see the slot free: SQLite's transactions take the write lock
// at BEGIN (server/db/database.ts), and on PostgreSQL the business's row is locked first, which
// serialises its bookings across processes.
import {
  instantToLocal,
  isoWeekday,
  to12Hour,
  WEEKDAY_NAMES,
  withinOpeningHours,
  type OpeningDay,
} from '../../../contract/booking-time.js';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../plugins/errors.js';
import {
  findOverload,
  type Business,
  type PlannedBooking,
} from '../../repositories/booking-plan.js';

// Shared with the booking portal, so they live in server/repositories/booking-plan.ts.
export {
  lockBusiness,
  planBooking,
  type Business,
  type PlannedBooking,
  type PlannedItem,
} from '../../repositories/booking-plan.js';

/** "10:00 AM", the API's 12-hour text of an instant's local time. */
const localTime12 = (instant: string, timeZone: string) =>
  to12Hour(instantToLocal(new Date(instant), timeZone).time);

/**
 * Refuses with 409 a booking that overlaps others of the business not cancelled (touching is
 * not overlapping) where its capacity is already reached, or lies outside its day's opening
 * hours, unless `force`.
 */
export async function checkSlot(
  trx: Db,
  business: Business,
  plan: PlannedBooking,
  options: { force?: boolean; excludeId?: number },
): Promise<void> {
  if (options.force) return;
  // Overlapping is allowed while fewer than the business's capacity are held at once.
  const other = await findOverload(trx, business.id, plan, options.excludeId);
  if (other) {
    const from = localTime12(other.start_at, business.timezone);
    const to = localTime12(other.end_at, business.timezone);
    throw new HttpError(
      409,
      `This time overlaps BID${other.id}, ${other.first_name} ${other.last_name} ${from}–${to}`,
      {
        conflict: {
          reason: 'overlap',
          appointment: {
            id: other.id,
            book_date: other.book_date,
            book_time: to12Hour(other.book_time),
            start: other.start_at,
            end: other.end_at,
            firstName: other.first_name,
            lastName: other.last_name,
          },
        },
      },
    );
  }

  const { hours, name } = await hoursOfDate(trx, business.id, plan.book_date);
  if (!withinOpeningHours(plan.start_at, plan.end_at, business.timezone, hours)) {
    const when =
      hours.open && hours.openingTime && hours.closingTime
        ? `${name} ${to12Hour(hours.openingTime)}–${to12Hour(hours.closingTime)}`
        : `closed on ${name}`;
    throw new HttpError(409, `Outside opening hours (${when})`, {
      conflict: { reason: 'outside_hours' },
    });
  }
}

/**
 * A date's hours as the slot engine reads them (contract/availability/slot-engine.ts), so the
 * owner's free times and this check agree: a closed date is closed, a date with special hours has
 * those, any other its weekday's. `name` says which in the message: "Tuesday", "2026-12-24".
 */
async function hoursOfDate(
  trx: Db,
  businessId: number,
  date: string,
): Promise<{ hours: OpeningDay; name: string }> {
  const [closure, special, weekly] = await Promise.all([
    trx
      .selectFrom('business_closures')
      .select('note')
      .where('business_id', '=', businessId)
      .where('from_date', '<=', date)
      .where('to_date', '>=', date)
      .executeTakeFirst(),
    trx
      .selectFrom('business_special_hours')
      .select(['open', 'opening_time', 'closing_time'])
      .where('business_id', '=', businessId)
      .where('date', '=', date)
      .executeTakeFirst(),
    trx
      .selectFrom('business_days')
      .select(['open', 'opening_time', 'closing_time'])
      .where('business_id', '=', businessId)
      .where('day_of_week', '=', isoWeekday(date))
      .executeTakeFirst(),
  ]);
  if (closure) {
    const name = closure.note ? `${date}, ${closure.note}` : date;
    return { hours: { open: false, openingTime: null, closingTime: null }, name };
  }
  const day = special ?? weekly;
  return {
    hours: {
      open: day?.open === 1,
      openingTime: day?.opening_time ?? null,
      closingTime: day?.closing_time ?? null,
    },
    name: special ? date : (WEEKDAY_NAMES[isoWeekday(date) - 1] ?? ''),
  };
}
