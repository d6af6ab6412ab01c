// How an appointment row becomes the API's answer, shared by the appointments and clients routes.
// Items live in their own table (the truth); a read gets them, with the diary's fields, as one
// JSON text built by the database beside each row (diaryJson below, measured in bench/README.md).
import type {
  AppointmentDetail,
  AppointmentResponse,
  PaymentStatus,
} from '../../contract/appointments.js';
import { to12Hour } from '../../contract/booking-time.js';
import type { Db } from '../db/database.js';
import type { AppointmentSource, AppointmentStatus, AppointmentsTable } from '../db/schema.js';
import { PostgresAdapter, sql, type Selectable } from 'kysely';

/** The spec's fields, read as columns. */
export const APPOINTMENT_COLUMNS = [
  'id',
  'book_date',
  'book_time',
  'first_name',
  'last_name',
  'amount_cents',
  'payment_status',
] as const;

export type AppointmentRow = Pick<
  Selectable<AppointmentsTable>,
  (typeof APPOINTMENT_COLUMNS)[number]
> & { diary: string };

/**
 * The diary's fields and the items, as one JSON array the database builds next to each row:
 * [start_at, end_at, status, source, client_id, version, notes, cancel_reason,
 *  [[service_id, name, price_cents, duration_min], ...]]. The cost of a list is mostly per value
 * handed from the database to JavaScript: eight more columns and a second query for the items
 * halved the requests per second of GET all_upcoming; one JSON text costs about a third instead
 * (bench/README.md, Diary).
 */
export function diaryJson(db: Db) {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    return sql<string>`json_build_array(
      start_at, end_at, status, source, client_id, version, notes, cancel_reason,
      (select coalesce(json_agg(
          json_build_array(i.service_id, i.name, i.price_cents, i.duration_min)
          order by i.position), '[]')
        from appointment_items i where i.appointment_id = appointments.id))::text`.as('diary');
  }
  return sql<string>`json_array(
    start_at, end_at, status, source, client_id, version, notes, cancel_reason,
    (select json_group_array(
        json_array(i.service_id, i.name, i.price_cents, i.duration_min) order by i.position)
      from appointment_items i where i.appointment_id = appointments.id))`.as('diary');
}

type StoredItem = [number | null, string, number, number];
type Diary = [
  string,
  string,
  AppointmentStatus,
  AppointmentSource,
  number,
  number,
  string,
  string | null,
  StoredItem[],
];

/** At most 1440 distinct times: each is formatted once (it was 4% of an appointment list). */
const twelveHourTexts = new Map<string, string>();

function twelveHour(time: string): string {
  let text = twelveHourTexts.get(time);
  if (text === undefined) {
    text = to12Hour(time);
    if (/^\d{2}:\d{2}$/.test(time)) twelveHourTexts.set(time, text);
  }
  return text;
}

export function toAppointment(row: AppointmentRow, nowIso: string): AppointmentResponse {
  const [start, end, status, source, clientId, version, notes, cancelReason, items] = JSON.parse(
    row.diary,
  ) as Diary;
  return {
    id: row.id,
    book_date: row.book_date,
    book_time: twelveHour(row.book_time),
    firstName: row.first_name,
    lastName: row.last_name,
    amount: row.amount_cents / 100,
    payment_status: row.payment_status as PaymentStatus,
    book_items: items.map(([id, name, cents, minutes]) => ({
      // 0 for an item whose service was never known (migrated from text without an id).
      id: id ?? 0,
      name,
      price: cents / 100,
      duration: minutes,
    })),
    // "completed" is not stored: a booked appointment becomes it when its start has passed.
    status: status === 'booked' && start < nowIso ? 'completed' : status,
    source,
    clientId,
    start,
    end,
    version,
    notes,
    cancelReason: cancelReason ?? '',
  };
}

/**
 * "Now" to the minute: the spec's lists split upcoming from past at the current local minute
 * (book_time is HH:mm), so the status says completed exactly when all_past would list it.
 */
export function minuteIso(now: Date): string {
  return new Date(Math.floor(now.getTime() / 60_000) * 60_000).toISOString();
}

export function withItems(rows: AppointmentRow[], now: Date): AppointmentResponse[] {
  const nowIso = minuteIso(now);
  return rows.map((row) => toAppointment(row, nowIso));
}

/** One appointment of the business, or undefined (another business's id reads as missing). */
export async function findAppointment(
  db: Db,
  businessId: number,
  id: number,
  now: Date,
): Promise<AppointmentResponse | undefined> {
  const row = await db
    .selectFrom('appointments')
    .select(APPOINTMENT_COLUMNS)
    .select(diaryJson(db))
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? withItems([row], now)[0] : undefined;
}

/** A client's appointments: upcoming (not cancelled) soonest first, past latest first. */
export async function listClientAppointments(
  db: Db,
  businessId: number,
  clientId: number,
  now: Date,
): Promise<{ upcoming: AppointmentResponse[]; past: AppointmentResponse[] }> {
  const rows = await db
    .selectFrom('appointments')
    .select(APPOINTMENT_COLUMNS)
    .select(diaryJson(db))
    .where('business_id', '=', businessId)
    .where('client_id', '=', clientId)
    .orderBy('start_at')
    .orderBy('id')
    .execute();
  const all = withItems(rows, now);
  const nowIso = minuteIso(now);
  return {
    upcoming: all.filter((a) => a.start >= nowIso && a.status !== 'cancelled'),
    past: all.filter((a) => a.start < nowIso).reverse(),
  };
}

/** One appointment with its client's contact details, or undefined. */
export async function findAppointmentDetail(
  db: Db,
  businessId: number,
  id: number,
  now: Date,
): Promise<AppointmentDetail | undefined> {
  const appointment = await findAppointment(db, businessId, id, now);
  if (!appointment) return undefined;
  const client = await db
    .selectFrom('clients')
    .select(['id', 'first_name', 'last_name', 'phone', 'email'])
    .where('business_id', '=', businessId)
    .where('id', '=', appointment.clientId)
    .executeTakeFirst();
  return {
    ...appointment,
    client: {
      id: appointment.clientId,
      firstName: client?.first_name ?? appointment.firstName,
      lastName: client?.last_name ?? appointment.lastName,
      phone: client?.phone ?? '',
      email: client?.email ?? '',
    },
  };
}
