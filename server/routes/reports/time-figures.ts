// A period's bookings by when they fall, per local weekday and hour (docs/decisions.md, Reports);
// per day they are summed in period-sums.ts.
import { PostgresAdapter, sql } from 'kysely';
import type { HeatCell, ReportQuery } from '@contract/reports.js';
import type { Db } from '../../db/database.js';
import { n, onReportIndex } from './report-figures.js';

/** Bookings (not cancelled) per local weekday and starting hour. */
export async function heatMap(
  db: Db,
  businessId: number,
  period: ReportQuery,
): Promise<HeatCell[]> {
  // 0 = Sunday on both: SQLite's strftime('%w') and PostgreSQL's extract(dow).
  const weekday =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? sql<number>`cast(extract(dow from cast(book_date as date)) as integer)`
      : sql<number>`cast(strftime('%w', book_date) as integer)`;
  const hour = sql<string>`substr(book_time, 1, 2)`;
  const rows = await db
    .selectFrom('appointments')
    .select((eb) => [
      weekday.as('weekday'),
      hour.as('hour'),
      eb.fn.countAll<number>().as('bookings'),
    ])
    .where('business_id', '=', businessId)
    .where('book_date', '>=', period.from)
    .where('book_date', '<=', period.to)
    .where('status', '!=', 'cancelled')
    .where(onReportIndex('source'))
    .groupBy([weekday, hour])
    .execute();
  return rows
    .map((row) => ({
      weekday: n(row.weekday) === 0 ? 7 : n(row.weekday),
      hour: Number(row.hour),
      bookings: n(row.bookings),
    }))
    .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour);
}
