// A period's figures, aggregated by the database on both engines (docs/decisions.md, Reports).
// A booking belongs to the period of its local date (book_date), so a period is whole days on the
// business's clock whatever the offset did in between (the DST changes included). Here: the
// period's bookings with what each took, the sums and clients its headline figures are made of,
// and those figures. The period's own sums, by day and team member, are in period-sums.ts; what
// each service took in takings-figures.ts; the bookings by weekday and hour in time-figures.ts.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { PeriodFigures, ReportQuery } from '@contract/reports.js';
import { localToInstant } from '@contract/booking-time.js';
import type { Db } from '../../db/database.js';

/** pg answers sums and counts of integers as text (bigint, numeric): read them as numbers. */
export const n = (value: string | number | bigint | null | undefined): number => Number(value ?? 0);

export const cents = (value: number): number => value / 100;

/**
 * True of every booking (its `source` is NOT NULL text, and no text sorts before ''); said, it lets
 * a query read the report's own index, which only such a query may use (migration
 * 022-report-indexes.ts). A literal, not a parameter: SQLite matches a partial index's condition
 * as written. (`is not null` would not do: SQLite drops it for a NOT NULL column.)
 */
export const onReportIndex = (source: 'source' | 'a.source') =>
  sql<SqlBool>`${sql.ref(source)} >= ''`;

/**
 * The period's bookings with what each took: its payment rows when it has any (payments plus
 * tips, less refunds), or, for a booking settled before the checkout existed, its booked total
 * when paid, and that total back out when refunded (docs/decisions.md, Checkout).
 */
export function bookedInPeriod(db: Db, businessId: number, period: ReportQuery) {
  return db
    .selectFrom('appointments as a')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('payments')
          .select((p) => [
            'appointment_id',
            p.fn
              .sum<number>(sql`case when kind = 'payment' then amount_cents + tip_cents else 0 end`)
              .as('paid'),
            p.fn
              .sum<number>(sql`case when kind = 'refund' then amount_cents else 0 end`)
              .as('refunded'),
          ])
          .where('business_id', '=', businessId)
          .where('appointment_id', 'in', (sub) =>
            sub
              .selectFrom('appointments')
              .select('id')
              .where('business_id', '=', businessId)
              .where('book_date', '>=', period.from)
              .where('book_date', '<=', period.to),
          )
          .groupBy('appointment_id')
          .as('p'),
      (join) => join.onRef('p.appointment_id', '=', 'a.id'),
    )
    .select([
      'a.id',
      'a.client_id',
      'a.member_id',
      'a.source',
      'a.status',
      'a.payment_status',
      'a.amount_cents',
      'a.start_at',
      'a.book_date',
      'a.book_time',
    ])
    .select([
      sql<number>`case when p.appointment_id is not null then p.paid
        when a.payment_status in ('paid', 'refunded') then a.amount_cents else 0 end`.as(
        'paid_cents',
      ),
      sql<number>`case when p.appointment_id is not null then p.refunded
        when a.payment_status = 'refunded' then a.amount_cents else 0 end`.as('refund_cents'),
    ])
    .where('a.business_id', '=', businessId)
    .where('a.book_date', '>=', period.from)
    .where('a.book_date', '<=', period.to)
    .where(onReportIndex('a.source'));
}

const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

/** The first instant of a local date: its midnight, or 01:00 where the clocks skip midnight. */
function firstInstantOf(date: string, timeZone: string): string {
  const start = localToInstant(date, '00:00', timeZone) ?? localToInstant(date, '01:00', timeZone);
  if (!start) throw new RangeError(`${date} has no first hour in ${timeZone}`);
  return start.toISOString();
}

/** The sums a period's headline figures are made of, as numbers (`n`). */
export interface PeriodTotals {
  bookings: number;
  cancellations: number;
  noShows: number;
  online: number;
  paid: number;
  refunds: number;
  paidBookings: number;
  outstanding: number;
  outstandingBookings: number;
}

const count = (condition: RawBuilder<SqlBool>) =>
  sql<number>`sum(case when ${condition} then 1 else 0 end)`;

/**
 * The sums of `PeriodTotals` over rows of `bookedInPeriod` (selected from it by its column names),
 * one select list for the period before (`periodFigures`) and the period's pass by day and member
 * (period-sums.ts). `nowIso` decides which unpaid bookings are past.
 */
export function totalsColumns(nowIso: string) {
  const pastUnpaid = sql<SqlBool>`status = 'booked' and payment_status = 'unpaid'
    and start_at < ${nowIso}`;
  return [
    sql<number>`count(*)`.as('bookings'),
    count(sql<SqlBool>`status = 'cancelled'`).as('cancellations'),
    count(sql<SqlBool>`status = 'no_show'`).as('no_shows'),
    count(sql<SqlBool>`source = 'online'`).as('online'),
    sql<number>`sum(paid_cents)`.as('paid'),
    sql<number>`sum(refund_cents)`.as('refunds'),
    count(sql<SqlBool>`paid_cents - refund_cents > 0`).as('paid_bookings'),
    sql<number>`sum(case when ${pastUnpaid} then amount_cents else 0 end)`.as('outstanding'),
    count(pastUnpaid).as('outstanding_bookings'),
  ] as const;
}

type TotalsRow = Record<
  | 'bookings'
  | 'cancellations'
  | 'no_shows'
  | 'online'
  | 'paid'
  | 'refunds'
  | 'paid_bookings'
  | 'outstanding'
  | 'outstanding_bookings',
  string | number | bigint | null
>;

/** A row of `totalsColumns` as numbers. */
export function totalsOf(row: TotalsRow): PeriodTotals {
  return {
    bookings: n(row.bookings),
    cancellations: n(row.cancellations),
    noShows: n(row.no_shows),
    online: n(row.online),
    paid: n(row.paid),
    refunds: n(row.refunds),
    paidBookings: n(row.paid_bookings),
    outstanding: n(row.outstanding),
    outstandingBookings: n(row.outstanding_bookings),
  };
}

/** The headline figures of the period before; the period's own come from period-sums.ts. */
export async function periodFigures(
  db: Db,
  business: { id: number; timezone: string },
  period: ReportQuery,
  nowIso: string,
): Promise<PeriodFigures> {
  const [row, clients] = await Promise.all([
    db
      .with('booked', () => bookedInPeriod(db, business.id, period))
      .selectFrom('booked')
      .select(totalsColumns(nowIso))
      .executeTakeFirstOrThrow(),
    clientCounts(db, business, period),
  ]);
  return figuresOf(period, totalsOf(row), clients);
}

/** How many clients the period had (bookings not cancelled), and how many of them were new. */
export async function clientCounts(
  db: Db,
  business: { id: number; timezone: string },
  period: ReportQuery,
): Promise<{ clients: number; newClients: number }> {
  const businessId = business.id;
  // A client is new in the period when they had no booking (not cancelled) before it. Only the
  // period's clients are looked up, each along the (client, start) index by the instant the
  // period starts (the same test as book_date < from): a week costs a week, not the history.
  const periodStart = firstInstantOf(period.from, business.timezone);
  const clients = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('appointments')
        .select('client_id')
        .distinct()
        .where('business_id', '=', businessId)
        .where('book_date', '>=', period.from)
        .where('book_date', '<=', period.to)
        .where('status', '!=', 'cancelled')
        .where(onReportIndex('source'))
        .as('c'),
    )
    .select((eb) => [
      eb.fn.countAll<number>().as('clients'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(
              eb.exists(
                eb
                  .selectFrom('appointments as e')
                  .select(sql`1`.as('one'))
                  .where('e.business_id', '=', businessId)
                  .whereRef('e.client_id', '=', 'c.client_id')
                  .where('e.status', '!=', 'cancelled')
                  .where('e.start_at', '<', periodStart),
              ),
            )
            .then(0)
            .else(1)
            .end(),
        )
        .as('new_clients'),
    ])
    .executeTakeFirstOrThrow();

  return { clients: n(clients.clients), newClients: n(clients.new_clients) };
}

/** A period's headline figures from its sums and its clients. */
export function figuresOf(
  period: ReportQuery,
  totals: PeriodTotals,
  clients: { clients: number; newClients: number },
): PeriodFigures {
  const { bookings, paidBookings } = totals;
  const takings = totals.paid - totals.refunds;
  return {
    from: period.from,
    to: period.to,
    takings: cents(takings),
    refunds: cents(totals.refunds),
    outstanding: cents(totals.outstanding),
    outstandingBookings: totals.outstandingBookings,
    bookings,
    cancellations: totals.cancellations,
    cancellationRate: ratio(totals.cancellations, bookings),
    noShows: totals.noShows,
    noShowRate: ratio(totals.noShows, bookings),
    averageBookingValue: paidBookings === 0 ? 0 : cents(Math.round(takings / paidBookings)),
    newClients: clients.newClients,
    returningClients: clients.clients - clients.newClients,
    onlineBookings: totals.online,
    ownerBookings: bookings - totals.online,
  };
}
