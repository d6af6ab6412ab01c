// Reads of a business's appointments. Clients book elsewhere; the back office only reads them.
import type { Appointment, PaymentStatus } from '../../../contract/appointments.js';
import type { Db } from '../../db/database.js';
import type { AppointmentsTable } from '../../db/schema.js';
import type { Selectable } from 'kysely';
import { localDateTime, to12Hour } from './local-time.js';

/** How book_items is stored: prices in cents, like every amount in the database. */
export interface StoredBookItem {
  id: number;
  name: string;
  price_cents: number;
  duration: number;
}

type AppointmentRow = Pick<
  Selectable<AppointmentsTable>,
  | 'id'
  | 'book_date'
  | 'book_time'
  | 'first_name'
  | 'last_name'
  | 'amount_cents'
  | 'payment_status'
  | 'book_items'
>;

const COLUMNS = [
  'id',
  'book_date',
  'book_time',
  'first_name',
  'last_name',
  'amount_cents',
  'payment_status',
  'book_items',
] as const;

function toAppointment(row: AppointmentRow): Appointment {
  const items = JSON.parse(row.book_items) as StoredBookItem[];
  return {
    id: row.id,
    book_date: row.book_date,
    book_time: to12Hour(row.book_time),
    firstName: row.first_name,
    lastName: row.last_name,
    amount: row.amount_cents / 100,
    payment_status: row.payment_status as PaymentStatus,
    book_items: items.map((item) => ({
      id: item.id,
      name: item.name,
      price: item.price_cents / 100,
      duration: item.duration,
    })),
  };
}

export async function countAppointments(db: Db, businessId: number): Promise<number> {
  const row = await db
    .selectFrom('appointments')
    .select((eb) => eb.fn.countAll<number>().as('cnt'))
    .where('business_id', '=', businessId)
    .executeTakeFirstOrThrow();
  return Number(row.cnt);
}

export async function listAllAppointments(db: Db, businessId: number): Promise<Appointment[]> {
  const rows = await db
    .selectFrom('appointments')
    .select(COLUMNS)
    .where('business_id', '=', businessId)
    .orderBy('book_date')
    .orderBy('book_time')
    .orderBy('id')
    .execute();
  return rows.map(toAppointment);
}

/** Appointments that start now or later in the business's time zone, soonest first. */
export async function listUpcomingAppointments(
  db: Db,
  business: { id: number; timezone: string },
  now: Date,
  limit?: number,
): Promise<Appointment[]> {
  const local = localDateTime(now, business.timezone);
  let query = db
    .selectFrom('appointments')
    .select(COLUMNS)
    .where('business_id', '=', business.id)
    // Redundant with the OR below, but lets the (business, date, time) index skip the past.
    .where('book_date', '>=', local.date)
    .where((eb) =>
      eb.or([
        eb('book_date', '>', local.date),
        eb.and([eb('book_date', '=', local.date), eb('book_time', '>=', local.time)]),
      ]),
    )
    .orderBy('book_date')
    .orderBy('book_time')
    .orderBy('id');
  if (limit !== undefined) query = query.limit(limit);
  return (await query.execute()).map(toAppointment);
}

/** Appointments that started before now in the business's time zone, latest first. */
export async function listPastAppointments(
  db: Db,
  business: { id: number; timezone: string },
  now: Date,
): Promise<Appointment[]> {
  const local = localDateTime(now, business.timezone);
  const rows = await db
    .selectFrom('appointments')
    .select(COLUMNS)
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
  return rows.map(toAppointment);
}
