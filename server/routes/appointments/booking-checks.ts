// The business-wide check a booking the owner makes or moves passes before it is written, inside
// the transaction that writes it, after the member's own checks (member-checks.ts): the date's
// opening hours. SQLite's transactions take the write lock at BEGIN (server/db/database.ts), and
// on PostgreSQL the business's row is locked first, which serialises its bookings across
// processes. A date's hours are the slot engine's (server/scheduling/opening-rules.ts), so a chip
// the owner's form offers is accepted; breaks are not checked here (docs/decisions.md, Free times
// in the owner's form).
import { openingRanges, to12Hour, withinOpeningHours } from '@contract/booking-time.js';
import { conflictCode } from '@contract/appointments.js';
import type { Db } from '../../db/database.js';
import { coded } from '../../plugins/errors.js';
import type { Business, PlannedBooking } from '../../scheduling/booking-plan.js';
import { hoursOfDate } from '../../scheduling/opening-rules.js';

/** Refuses with 409 a booking outside its day's opening hours, unless `force`. */
export async function checkOpeningHours(
  trx: Db,
  business: Business,
  plan: PlannedBooking,
  options: { force?: boolean; memberId: number },
): Promise<void> {
  if (options.force) return;
  const { hours, name } = await hoursOfDate(trx, business.id, plan.book_date);
  if (!withinOpeningHours(plan.start_at, plan.end_at, business.timezone, hours)) {
    // A split day names both ranges: "Saturday 09:00 AM–01:00 PM, 03:00 PM–07:00 PM".
    const ranges = openingRanges(hours);
    const spelled = (clock: (time: string) => string) =>
      ranges.map((range) => `${clock(range.start)}–${clock(range.end)}`).join(', ');
    const when = ranges.length > 0 ? `${name} ${spelled(to12Hour)}` : `closed on ${name}`;
    throw coded(
      409,
      conflictCode('outside_hours'),
      `Outside opening hours (${when})`,
      { conflict: { reason: 'outside_hours', memberId: options.memberId } },
      // The values on the 24-hour clock the app formats times from (docs/decisions.md, API).
      { date: plan.book_date, ranges: ranges.length, hours: spelled((time) => time) },
    );
  }
}
