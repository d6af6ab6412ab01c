// A period's figures, aggregated by the database on both engines (docs/decisions.md, Reports).
// A booking belongs to the period of its local date (book_date), so a period is whole days on the
// business's clock whatever the offset did in between (the DST changes included).
import { PostgresAdapter, sql, type Expression, type SqlBool } from 'kysely';
import type {
  CategoryTakings,
  HeatCell,
  MemberTakings,
  ReportDay,
  PeriodFigures,
  ReportQuery,
  ServiceTakings,
} from '../../../contract/reports.js';
import { UNKNOWN_CATEGORY, UNKNOWN_MEMBER, UNKNOWN_SERVICE } from '../../../contract/reports.js';
import { localToInstant } from '../../../contract/booking-time.js';
import type { Db } from '../../db/database.js';

/** pg answers sums and counts of integers as text (bigint, numeric): read them as numbers. */
const n = (value: string | number | bigint | null | undefined): number => Number(value ?? 0);

const cents = (value: number): number => value / 100;

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

/**
 * What each service sold: its items on the period's bookings that were not cancelled, and the
 * bookings' takings shared among their items by price (evenly when the booking was free),
 * rounded down per item in integer arithmetic on both databases.
 */
export async function serviceTakings(
  db: Db,
  businessId: number,
  period: ReportQuery,
): Promise<{ services: ServiceTakings[]; categories: CategoryTakings[] }> {
  const rows = await db
    .with('booked', () =>
      bookedInPeriod(db, businessId, period).where('a.status', '!=', 'cancelled'),
    )
    .selectFrom('appointment_items as i')
    .innerJoin('booked as b', 'b.id', 'i.appointment_id')
    .leftJoin('services as s', (join) =>
      join.onRef('s.id', '=', 'i.service_id').on('s.business_id', '=', businessId),
    )
    .leftJoin('categories as c', 'c.id', 's.category_id')
    .select((eb) => [
      'i.service_id',
      's.name as service_name',
      eb.fn.max('i.name').as('item_name'),
      's.category_id',
      'c.name as category_name',
      eb.fn.countAll<number>().as('items'),
      sql<number>`sum(case when b.amount_cents > 0
        then cast(b.paid_cents - b.refund_cents as bigint) * i.price_cents / b.amount_cents
        else (b.paid_cents - b.refund_cents) / (select count(*) from appointment_items n
          where n.appointment_id = b.id) end)`.as('takings'),
    ])
    .where('i.business_id', '=', businessId)
    .groupBy(['i.service_id', 's.name', 's.category_id', 'c.name'])
    .execute();
  const services = rows
    .map((row) => ({
      serviceId: row.service_name === null ? null : row.service_id,
      name: row.service_name ?? UNKNOWN_SERVICE,
      categoryId: row.category_id,
      category: row.category_name ?? UNKNOWN_CATEGORY,
      items: n(row.items),
      takingsCents: n(row.takings),
    }))
    // Items of services that no longer exist make one group, whatever their ids were.
    .reduce<(Omit<ServiceTakings, 'takings'> & { takingsCents: number })[]>((all, row) => {
      const same = all.find((other) => other.serviceId === row.serviceId);
      if (same) {
        same.items += row.items;
        same.takingsCents += row.takingsCents;
      } else all.push({ ...row });
      return all;
    }, []);
  const categories = new Map<number | null, CategoryTakings & { takingsCents: number }>();
  for (const service of services) {
    const category = categories.get(service.categoryId) ?? {
      categoryId: service.categoryId,
      name: service.category,
      items: 0,
      takings: 0,
      takingsCents: 0,
    };
    category.items += service.items;
    category.takingsCents += service.takingsCents;
    categories.set(service.categoryId, category);
  }
  const byTakings = (a: { takingsCents: number; name: string }, b: typeof a) =>
    b.takingsCents - a.takingsCents || a.name.localeCompare(b.name);
  return {
    services: services
      .sort(byTakings)
      .map(({ takingsCents, ...service }) => ({ ...service, takings: cents(takingsCents) })),
    categories: [...categories.values()]
      .sort(byTakings)
      .map(({ takingsCents, ...category }) => ({ ...category, takings: cents(takingsCents) })),
  };
}

/** Each team member's bookings (not cancelled) in the period and what they took. */
export async function memberTakings(
  db: Db,
  businessId: number,
  period: ReportQuery,
): Promise<MemberTakings[]> {
  const rows = await db
    .with('booked', () =>
      bookedInPeriod(db, businessId, period).where('a.status', '!=', 'cancelled'),
    )
    .selectFrom('booked as b')
    .leftJoin('team_members as m', (join) =>
      join.onRef('m.id', '=', 'b.member_id').on('m.business_id', '=', businessId),
    )
    .select((eb) => [
      'm.id as member_id',
      'm.name',
      'm.position',
      eb.fn.countAll<number>().as('bookings'),
      sql<number>`sum(b.paid_cents - b.refund_cents)`.as('takings'),
    ])
    .groupBy(['m.id', 'm.name', 'm.position'])
    .orderBy('m.position')
    .execute();
  return rows.map((row) => ({
    memberId: row.member_id,
    name: row.name ?? UNKNOWN_MEMBER,
    bookings: n(row.bookings),
    takings: cents(n(row.takings)),
  }));
}

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

/**
 * Each local day of the period that had a booking or money: its bookings (not cancelled) and
 * takings (any booking's, so the days add up to the period's takings), by date.
 */
export async function dailyFigures(
  db: Db,
  businessId: number,
  period: ReportQuery,
): Promise<ReportDay[]> {
  const rows = await db
    .with('booked', () => bookedInPeriod(db, businessId, period))
    .selectFrom('booked')
    .select([
      'book_date',
      sql<number>`sum(case when status <> 'cancelled' then 1 else 0 end)`.as('bookings'),
      sql<number>`sum(paid_cents - refund_cents)`.as('takings'),
    ])
    .groupBy('book_date')
    .orderBy('book_date')
    .execute();
  return rows.map((row) => ({
    date: row.book_date,
    bookings: n(row.bookings),
    takings: cents(n(row.takings)),
  }));
}
