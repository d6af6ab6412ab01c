// Reads of a business's appointments: the spec's lists and the diary's date range. Cancelled
// appointments are left out of everything but the past list, where they show with their status.
import type { AppointmentResponse } from '../../../contract/appointments.js';
import type { Db } from '../../db/database.js';
import { compiledOnce } from '../../db/compiled-once.js';
import { APPOINTMENT_COLUMNS, diaryJson, withItems } from '../../repositories/appointment-reads.js';
import { localDateTime } from './local-time.js';

export async function countAppointments(db: Db, businessId: number): Promise<number> {
  const row = await db
    .selectFrom('appointments')
    .select((eb) => eb.fn.countAll<number>().as('cnt'))
    .where('business_id', '=', businessId)
    .where('status', '<>', 'cancelled')
    .executeTakeFirstOrThrow();
  return Number(row.cnt);
}

export async function listAllAppointments(
  db: Db,
  businessId: number,
  now: Date,
): Promise<AppointmentResponse[]> {
  const rows = await db
    .selectFrom('appointments')
    .select(APPOINTMENT_COLUMNS)
    .select(diaryJson(db))
    .where('business_id', '=', businessId)
    .where('status', '<>', 'cancelled')
    .orderBy('book_date')
    .orderBy('book_time')
    .orderBy('id')
    .execute();
  return withItems(rows, now);
}

/** Non-cancelled appointments on the local dates `from` to `to`, inclusive, in time order. */
export async function listAppointmentsInRange(
  db: Db,
  businessId: number,
  range: { from: string; to: string },
  now: Date,
): Promise<AppointmentResponse[]> {
  const rows = await db
    .selectFrom('appointments')
    .select(APPOINTMENT_COLUMNS)
    .select(diaryJson(db))
    .where('business_id', '=', businessId)
    .where('book_date', '>=', range.from)
    .where('book_date', '<=', range.to)
    .where('status', '<>', 'cancelled')
    .orderBy('start_at')
    .orderBy('id')
    .execute();
  return withItems(rows, now);
}

function upcomingQuery(db: Db, p: { businessId: number; date: string; time: string }) {
  return (
    db
      .selectFrom('appointments')
      .select(APPOINTMENT_COLUMNS)
      .select(diaryJson(db))
      .where('business_id', '=', p.businessId)
      // Redundant with the OR below, but lets the (business, date, time) index skip the past.
      .where('book_date', '>=', p.date)
      .where((eb) =>
        eb.or([
          eb('book_date', '>', p.date),
          eb.and([eb('book_date', '=', p.date), eb('book_time', '>=', p.time)]),
        ]),
      )
      .where('status', '<>', 'cancelled')
      .orderBy('book_date')
      .orderBy('book_time')
      .orderBy('id')
  );
}

// The spec's two hottest reads (the dashboard and the table): compiled once (server/db/compiled-once.ts).
const upcoming = compiledOnce(upcomingQuery);
const nextFew = compiledOnce(
  (db, p: { businessId: number; date: string; time: string; limit: number }) =>
    upcomingQuery(db, p).limit(p.limit),
);

/** Appointments that start now or later in the business's time zone, soonest first. */
export async function listUpcomingAppointments(
  db: Db,
  business: { id: number; timezone: string },
  now: Date,
  limit?: number,
): Promise<AppointmentResponse[]> {
  const local = localDateTime(now, business.timezone);
  const params = { businessId: business.id, date: local.date, time: local.time };
  const rows =
    limit === undefined ? await upcoming(db, params) : await nextFew(db, { ...params, limit });
  return withItems(rows, now);
}

/** Appointments that started before now in the business's time zone, latest first. */
export async function listPastAppointments(
  db: Db,
  business: { id: number; timezone: string },
  now: Date,
): Promise<AppointmentResponse[]> {
  const local = localDateTime(now, business.timezone);
  const rows = await db
    .selectFrom('appointments')
    .select(APPOINTMENT_COLUMNS)
    .select(diaryJson(db))
    .where('business_id', '=', business.id)
    .where((eb) =>
      eb.or([
        eb('book_date', '<', local.date),
        eb.and([eb('book_date', '=', local.date), eb('book_time', '<', local.time)]),
      ]),
    )
    .orderBy('book_date', 'desc')
    .orderBy('book_time', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return withItems(rows, now);
}
