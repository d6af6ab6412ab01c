// How an appointment row becomes the API's answer, shared by the appointments and clients routes.
// Items live in their own table (the truth) and, as a read copy written with them, in
// appointments.items_json; a read gets that copy with the diary's fields as one JSON text built by
// the database beside each row (diaryJson below, measured in bench/README.md, Diary).
import { PostgresAdapter, sql, type Selectable } from 'kysely';
import type {
  AppointmentDetail,
  AppointmentResponse,
  PaymentStatus,
} from '../../contract/appointments.js';
import { to12Hour } from '../../contract/booking-time.js';
import type { Db } from '../db/database.js';
import type { AppointmentSource, AppointmentStatus, AppointmentsTable } from '../db/schema.js';
import { takingsOf } from '../../contract/checkout.js';
import { listPayments } from './payments-repository.js';

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
 * The diary's list fields and the items, as one JSON array the database builds next to each row:
 * [start_at, end_at, status, client_id, version, member_id, source,
 *  [[service_id, name, price_cents, duration_min], ...]].
 * The cost of a list is mostly per value handed from the database to JavaScript, so one text
 * beats six columns; plain concatenation beats json_array(), which parses items_json again.
 */
export function diaryJson(db: Db) {
  const quote = db.getExecutor().adapter instanceof PostgresAdapter ? 'to_json' : 'json_quote';
  const q = (column: string) => sql`${sql.raw(quote)}(${sql.ref(column)})`;
  return sql<string>`'[' || ${q('start_at')} || ',' || ${q('end_at')} || ',' || ${q('status')}
    || ',' || ${sql.ref('client_id')} || ',' || ${sql.ref('version')} || ','
    || ${sql.ref('member_id')} || ',' || ${q('source')} || ',' || ${sql.ref('items_json')}
    || ']'`.as('diary');
}

/** The read copy of an appointment's items (appointments.items_json), in their order. */
export function itemsJson(
  items: readonly {
    service_id: number | null;
    name: string;
    price_cents: number;
    duration_min: number;
  }[],
): string {
  return JSON.stringify(
    items.map((item) => [item.service_id, item.name, item.price_cents, item.duration_min]),
  );
}

type StoredItem = [number | null, string, number, number];
type Diary = [
  string,
  string,
  AppointmentStatus,
  number,
  number,
  number,
  AppointmentSource,
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
  const [start, end, status, clientId, version, memberId, source, items] = JSON.parse(
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
    clientId,
    start,
    end,
    version,
    memberId,
    source,
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

/** One appointment with its detail fields and its client's contact details, or undefined. */
export async function findAppointmentDetail(
  db: Db,
  businessId: number,
  id: number,
  now: Date,
): Promise<AppointmentDetail | undefined> {
  const row = await db
    .selectFrom('appointments')
    .leftJoin('clients', 'clients.id', 'appointments.client_id')
    .select(APPOINTMENT_COLUMNS.map((column) => `appointments.${column}` as const))
    .select(diaryJson(db))
    .select([
      'appointments.source',
      'appointments.notes',
      'appointments.client_note',
      'appointments.cancel_reason',
      'clients.first_name as client_first_name',
      'clients.last_name as client_last_name',
      'clients.phone as client_phone',
      'clients.email as client_email',
    ])
    .where('appointments.business_id', '=', businessId)
    .where('appointments.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const appointment = toAppointment(row, minuteIso(now));
  const payments = await listPayments(db, businessId, id);
  return {
    ...appointment,
    source: row.source,
    notes: row.notes,
    clientNote: row.client_note,
    cancelReason: row.cancel_reason ?? '',
    payments,
    takings: takingsOf(payments),
    client: {
      id: appointment.clientId,
      firstName: row.client_first_name ?? appointment.firstName,
      lastName: row.client_last_name ?? appointment.lastName,
      phone: row.client_phone ?? '',
      email: row.client_email ?? '',
    },
  };
}
