// The checks a booking passes before it is written, inside the transaction that writes it, so two
// bookings of one business cannot both see the slot free (issue 10, "No double booking by a
// race"): SQLite's transactions take the write lock at BEGIN (server/db/database.ts), and on
// PostgreSQL the business's row is locked first, which serialises its bookings across processes.
import {
  instantToLocal,
  isoWeekday,
  to12Hour,
  WEEKDAY_NAMES,
  withinOpeningHours,
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
  // Overlapping is allowed while fewer than the business's capacity are held at once (issue 11).
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

  const weekday = isoWeekday(plan.book_date);
  const day = await trx
    .selectFrom('business_days')
    .select(['open', 'opening_time', 'closing_time'])
    .where('business_id', '=', business.id)
    .where('day_of_week', '=', weekday)
    .executeTakeFirst();
  const hours = {
    open: day?.open === 1,
    openingTime: day?.opening_time ?? null,
    closingTime: day?.closing_time ?? null,
  };
  if (!withinOpeningHours(plan.start_at, plan.end_at, business.timezone, hours)) {
    const name = WEEKDAY_NAMES[weekday - 1] ?? '';
    const when =
      hours.open && hours.openingTime && hours.closingTime
        ? `${name} ${to12Hour(hours.openingTime)}–${to12Hour(hours.closingTime)}`
        : `closed on ${name}`;
    throw new HttpError(409, `Outside opening hours (${when})`, {
      conflict: { reason: 'outside_hours' },
    });
  }
}
