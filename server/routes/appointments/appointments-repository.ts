// Reads of a business's appointments: the spec's lists (whole or a page at a time) and the
// diary's date range. Cancelled appointments are left out of everything but the past list, where
// they show with their status.
import { PostgresAdapter, sql, type Expression } from 'kysely';
import {
  APPOINTMENT_PAGE_DEFAULT,
  type AppointmentListQuery,
  type AppointmentResponse,
} from '../../../contract/appointments.js';
import { MAX_ID } from '../../../contract/common.js';
import type { Db } from '../../db/database.js';
import { prefixRange } from '../../db/client-search.js';
import { compiledOnce } from '../../db/compiled-once.js';
import { APPOINTMENT_COLUMNS, diaryJson, withItems } from '../../repositories/appointment-reads.js';
import { localNow, onSideOf } from '../../scheduling/upcoming.js';

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

/**
 * The month view's read: on each local date from..to, the first `perDay` bookings not cancelled
 * (by start), and every date's count. Both read the (business, date, time) index over the range;
 * only the listed rows are built into answers (docs/decisions.md, Lists at scale).
 */
export async function listMonthCells(
  db: Db,
  businessId: number,
  range: { from: string; to: string; perDay: number },
  now: Date,
): Promise<{ bookings: AppointmentResponse[]; dayTotals: Record<string, number> }> {
  const inRange = db
    .selectFrom('appointments')
    .where('business_id', '=', businessId)
    .where('book_date', '>=', range.from)
    .where('book_date', '<=', range.to)
    .where('status', '<>', 'cancelled');
  const [rows, totals] = await Promise.all([
    db
      .selectFrom(
        inRange
          .select(APPOINTMENT_COLUMNS)
          .select([
            'start_at',
            'client_id',
            'status',
            'end_at',
            'version',
            'member_id',
            'items_json',
          ])
          .select((eb) =>
            eb.fn
              .agg<number>('row_number')
              .over((over) => over.partitionBy('book_date').orderBy('start_at').orderBy('id'))
              .as('place'),
          )
          .as('ranked'),
      )
      .select(APPOINTMENT_COLUMNS)
      .select(diaryJson(db))
      .where('place', '<=', range.perDay)
      .orderBy('start_at')
      .orderBy('id')
      .execute(),
    inRange
      .select((eb) => ['book_date', eb.fn.countAll<number | string>().as('cnt')])
      .groupBy('book_date')
      .execute(),
  ]);
  const dayTotals: Record<string, number> = {};
  for (const total of totals) dayTotals[total.book_date] = Number(total.cnt);
  return { bookings: withItems(rows, now), dayTotals };
}

function upcomingQuery(db: Db, p: { businessId: number; date: string; time: string }) {
  return db
    .selectFrom('appointments')
    .select(APPOINTMENT_COLUMNS)
    .select(diaryJson(db))
    .where('business_id', '=', p.businessId)
    .where(onSideOf('upcoming', p))
    .orderBy('book_date')
    .orderBy('book_time')
    .orderBy('id');
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
  const local = localNow(now, business.timezone);
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
  const rows = await db
    .selectFrom('appointments')
    .select(APPOINTMENT_COLUMNS)
    .select(diaryJson(db))
    .where('business_id', '=', business.id)
    .where(onSideOf('past', localNow(now, business.timezone)))
    .orderBy('book_date', 'desc')
    .orderBy('book_time', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return withItems(rows, now);
}

export type AppointmentListName = 'upcoming' | 'past';

/** Whether a list call asked for a page (any parameter) rather than the whole list. */
export function isPageQuery(query: AppointmentListQuery): boolean {
  return Object.values(query).some((value) => value !== undefined);
}

/** The id a search names, as the app shows it ("BID12") or bare ("12"); undefined otherwise. */
export function bookingIdOf(q: string): number | undefined {
  const match = /^(?:bid)?\s*(\d{1,10})$/i.exec(q);
  const id = Number(match?.[1] ?? 0);
  return id >= 1 && id <= MAX_ID ? id : undefined;
}

/**
 * The rows of a list and its search, scoped to the business: a range on its (business, date,
 * time) index. The search is a prefix range of the clients' indexed names
 * (server/db/client-search.ts), as GET /api/clients finds them, or the booking id.
 */
function listRows(
  db: Db,
  business: { id: number; timezone: string },
  now: Date,
  list: AppointmentListName,
  q: string,
) {
  const local = localNow(now, business.timezone);
  const query = db
    .selectFrom('appointments')
    .where('business_id', '=', business.id)
    .where(onSideOf(list, local));
  const text = q.trim().replace(/\s+/g, ' ').toLowerCase();
  if (!text) return query;
  const names = prefixRange(text);
  const clients = db
    .selectFrom('clients')
    .select('id')
    .where('business_id', '=', business.id)
    .where('search_name', '>=', names.from)
    .where('search_name', '<', names.to)
    .union(
      db
        .selectFrom('clients')
        .select('id')
        .where('business_id', '=', business.id)
        .where('search_last', '>=', names.from)
        .where('search_last', '<', names.to),
    );
  const id = bookingIdOf(text);
  return query.where((eb) =>
    id === undefined
      ? eb('client_id', 'in', clients)
      : eb.or([eb('id', '=', id), eb('client_id', 'in', clients)]),
  );
}

/**
 * The queries of one page of the upcoming or past list: its rows and the count of every match.
 * Ties go by start and then id, in the same direction. By start, the page is read along the
 * (business, date, time) index, in its order. By client, id, total or payment, the matching rows
 * are sorted: their ids first, with only the sort's columns, and then the page's rows by id (on
 * SQLite, sorting whole rows cost three times as much: 56 against 22 ms for 45,000 past
 * bookings by id, 209 against 59 ms at offset 20,000 by total).
 */
export function appointmentPageQueries(
  db: Db,
  business: { id: number; timezone: string },
  now: Date,
  list: AppointmentListName,
  query: AppointmentListQuery,
) {
  const dir = query.dir ?? (list === 'upcoming' ? 'asc' : 'desc');
  const limit = query.limit ?? APPOINTMENT_PAGE_DEFAULT;
  const offset = query.offset ?? 0;
  const rows = listRows(db, business, now, list, query.q ?? '');
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // Byte order on both databases, as the clients' search columns are (PostgreSQL's default
  // collation would order by language rules, SQLite by bytes).
  const lowered = (column: 'first_name' | 'last_name'): Expression<string> =>
    postgres ? sql`lower(${sql.ref(column)}) collate "C"` : sql`lower(${sql.ref(column)})`;
  const first: Expression<unknown>[] =
    query.sort === 'client'
      ? [lowered('first_name'), lowered('last_name')]
      : query.sort === 'total'
        ? [sql.ref('amount_cents')]
        : query.sort === 'payment'
          ? [sql.ref('payment_status')]
          : [];
  const order: Expression<unknown>[] =
    query.sort === 'id'
      ? [sql.ref('id')]
      : [...first, sql.ref('book_date'), sql.ref('book_time'), sql.ref('id')];
  const count = rows.select((eb) => eb.fn.countAll<number>().as('total'));

  if (query.sort === undefined || query.sort === 'start') {
    let page = rows.select(APPOINTMENT_COLUMNS).select(diaryJson(db));
    for (const expression of order) page = page.orderBy(expression, dir);
    return { page: page.limit(limit).offset(offset), count };
  }
  let ids = rows.select('id');
  for (const expression of order) ids = ids.orderBy(expression, dir);
  // No business_id here: the ids are the business's already, and with it SQLite would scan the
  // business's rows for them instead of looking each one up.
  let page = db
    .selectFrom('appointments')
    .select(APPOINTMENT_COLUMNS)
    .select(diaryJson(db))
    .where('id', 'in', ids.limit(limit).offset(offset));
  for (const expression of order) page = page.orderBy(expression, dir);
  return { page, count };
}

/** One page of the upcoming or past list and how many rows match in all. */
export async function listAppointmentPage(
  db: Db,
  business: { id: number; timezone: string },
  now: Date,
  list: AppointmentListName,
  query: AppointmentListQuery,
): Promise<{ appointments: AppointmentResponse[]; total: number }> {
  const limit = query.limit ?? APPOINTMENT_PAGE_DEFAULT;
  const offset = query.offset ?? 0;
  const { page, count } = appointmentPageQueries(db, business, now, list, query);
  const found = await page.execute();
  // A short page that is not past the end tells the total itself: no count needed.
  const total =
    found.length < limit && (found.length > 0 || offset === 0)
      ? offset + found.length
      : Number((await count.executeTakeFirstOrThrow()).total);
  return { appointments: withItems(found, now), total };
}
