// "Upcoming" and "past" as the spec's lists split them: by the local date and time of a booking
// (book_date, book_time) against "now" in the business's time zone (docs/decisions.md, Data).
// Upcoming leaves cancelled bookings out; past keeps them, with their status. Each is written
// with a plain range on book_date first, redundant with the test after it, so the (business,
// date, time) index skips the other side on either database.
import type { ExpressionBuilder } from 'kysely';
import { instantToLocal } from '../../contract/booking-time.js';
import type { Database } from '../db/schema.js';

/** A local date 'YYYY-MM-DD' and wall-clock time 'HH:mm'. */
export interface LocalMoment {
  date: string;
  time: string;
}

/** "Now" on the business's wall clock. */
export const localNow = (now: Date, timeZone: string): LocalMoment => instantToLocal(now, timeZone);

type Appointments = ExpressionBuilder<Database, 'appointments'>;

/**
 * The spec's two lists on either side of `local`: "upcoming" starts then or later and leaves
 * cancelled bookings out, "past" started before and keeps them.
 */
export const onSideOf = (list: 'upcoming' | 'past', local: LocalMoment) => (eb: Appointments) => {
  const upcoming = list === 'upcoming';
  const side = eb.or([
    eb('book_date', upcoming ? '>' : '<', local.date),
    eb.and([eb('book_date', '=', local.date), eb('book_time', upcoming ? '>=' : '<', local.time)]),
  ]);
  return upcoming
    ? eb.and([eb('book_date', '>=', local.date), side, eb('status', '<>', 'cancelled')])
    : eb.and([eb('book_date', '<=', local.date), side]);
};
