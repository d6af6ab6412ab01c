// Reads of a business's appointments: the spec's whole lists, the dashboard's next few, the
// diary's date range and month. A page of a list is in appointment-pages-repository.ts. Cancelled
// appointments are left out of everything but the past list, where they show with their status.
import type { AppointmentResponse } from '@contract/appointments.js';
import type { Db } from '../../db/database.js';
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
 * only the listed rows are built into answers (docs/decisions.md, Lists at scale). With a
 * member, both keep to that member's rows: the member id is matched within the business, so
 * another business's member finds nothing.
 */
export async function listMonthCells(
  db: Db,
  businessId: number,
  range: { from: string; to: string; perDay: number; memberId?: number },
  now: Date,
): Promise<{ bookings: AppointmentResponse[]; dayTotals: Record<string, number> }> {
  const { memberId } = range;
  const dated = db
    .selectFrom('appointments')
    .where('business_id', '=', businessId)
    .where('book_date', '>=', range.from)
    .where('book_date', '<=', range.to)
    .where('status', '<>', 'cancelled');
  const inRange = memberId === undefined ? dated : dated.where('member_id', '=', memberId);
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
            'source',
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
