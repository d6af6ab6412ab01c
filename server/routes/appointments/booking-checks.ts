// The checks a booking passes before it is written, inside the transaction that writes it, so two
// bookings of one business cannot both see the slot free: SQLite's transactions take the write lock
// at BEGIN (server/db/database.ts), and on PostgreSQL the business's row is locked first, which
// serialises its bookings across processes. A date's hours are the slot engine's
// (server/scheduling/opening-rules.ts), so a chip the owner's form offers is accepted; breaks are
// not checked here (docs/decisions.md, Free times in the owner's form).
import { instantToLocal, to12Hour, withinOpeningHours } from '../../../contract/booking-time.js';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../plugins/errors.js';
import { findOverload, type Business, type PlannedBooking } from '../../scheduling/booking-plan.js';
import { hoursOfDate } from '../../scheduling/opening-rules.js';

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
