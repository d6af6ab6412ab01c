// Reads of a business's appointments: the spec's lists and the diary's date range. Cancelled
// appointments are left out of everything but the past list, where they show with their status.
import type { AppointmentResponse } from '../../../contract/appointments.js';
import type { Db } from '../../db/database.js';
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

/** Appointments that start now or later in the business's time zone, soonest first. */
export async function listUpcomingAppointments(
  db: Db,
  business: { id: number; timezone: string },
  now: Date,
  limit?: number,
): Promise<AppointmentResponse[]> {
  const local = localDateTime(now, business.timezone);
  let query = db
    .selectFrom('appointments')
    .select(APPOINTMENT_COLUMNS)
    .select(diaryJson(db))
    .where('business_id', '=', business.id)
    // Redundant with the OR below, but lets the (business, date, time) index skip the past.
    .where('book_date', '>=', local.date)
    .where((eb) =>
      eb.or([
        eb('book_date', '>', local.date),
        eb.and([eb('book_date', '=', local.date), eb('book_time', '>=', local.time)]),
      ]),
    )
    .where('status', '<>', 'cancelled')
    .orderBy('book_date')
    .orderBy('book_time')
    .orderBy('id');
  if (limit !== undefined) query = query.limit(limit);
  return withItems(await query.execute(), now);
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
