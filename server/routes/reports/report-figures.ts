// A period's figures, aggregated by the database on both engines (docs/decisions.md, Reports).
// A booking belongs to the period of its local date (book_date), so a period is whole days on the
// business's clock whatever the offset did in between (the DST changes included). Here: the
// period's bookings with what each took, and its headline figures; what each service and member
// took is in takings-figures.ts, the bookings by weekday, hour and day in time-figures.ts.
import { sql, type Expression, type SqlBool } from 'kysely';
import type { PeriodFigures, ReportQuery } from '../../../contract/reports.js';
import { localToInstant } from '../../../contract/booking-time.js';
import type { Db } from '../../db/database.js';

/** pg answers sums and counts of integers as text (bigint, numeric): read them as numbers. */
export const n = (value: string | number | bigint | null | undefined): number => Number(value ?? 0);

export const cents = (value: number): number => value / 100;

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
    .where('a.book_date', '<=', period.to);
}

const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

/** The first instant of a local date: its midnight, or 01:00 where the clocks skip midnight. */
function firstInstantOf(date: string, timeZone: string): string {
  const start = localToInstant(date, '00:00', timeZone) ?? localToInstant(date, '01:00', timeZone);
  if (!start) throw new RangeError(`${date} has no first hour in ${timeZone}`);
  return start.toISOString();
}

/** The headline figures of one period; `nowIso` decides which unpaid bookings are past. */
export async function periodFigures(
  db: Db,
  business: { id: number; timezone: string },
  period: ReportQuery,
  nowIso: string,
): Promise<PeriodFigures> {
  const businessId = business.id;
  const count = (condition: Expression<SqlBool>) =>
    sql<number>`sum(case when ${condition} then 1 else 0 end)`;
  const totals = await db
    .with('booked', () => bookedInPeriod(db, businessId, period))
    .selectFrom('booked')
    .select((eb) => [
      eb.fn.countAll<number>().as('bookings'),
      count(eb('status', '=', 'cancelled')).as('cancellations'),
      count(eb('status', '=', 'no_show')).as('no_shows'),
      count(eb('source', '=', 'online')).as('online'),
      eb.fn.sum<number>('paid_cents').as('paid'),
      eb.fn.sum<number>('refund_cents').as('refunds'),
      count(sql<SqlBool>`paid_cents - refund_cents > 0`).as('paid_bookings'),
      sql<number>`sum(case when status = 'booked' and payment_status = 'unpaid'
        and start_at < ${nowIso} then amount_cents else 0 end)`.as('outstanding'),
      count(
        sql<SqlBool>`status = 'booked' and payment_status = 'unpaid' and start_at < ${nowIso}`,
      ).as('outstanding_bookings'),
    ])
    .executeTakeFirstOrThrow();
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

  const bookings = n(totals.bookings);
  const takings = n(totals.paid) - n(totals.refunds);
  const paidBookings = n(totals.paid_bookings);
  const newClients = n(clients.new_clients);
  return {
    from: period.from,
    to: period.to,
    takings: cents(takings),
    refunds: cents(n(totals.refunds)),
    outstanding: cents(n(totals.outstanding)),
    outstandingBookings: n(totals.outstanding_bookings),
    bookings,
    cancellations: n(totals.cancellations),
    cancellationRate: ratio(n(totals.cancellations), bookings),
    noShows: n(totals.no_shows),
    noShowRate: ratio(n(totals.no_shows), bookings),
    averageBookingValue: paidBookings === 0 ? 0 : cents(Math.round(takings / paidBookings)),
    newClients,
    returningClients: n(clients.clients) - newClients,
    onlineBookings: n(totals.online),
    ownerBookings: bookings - n(totals.online),
  };
}
