// What each service, category and team member took in a period (docs/decisions.md, Reports), from
// the period's bookings of report-figures.ts.
import { sql } from 'kysely';
import type {
  CategoryTakings,
  MemberTakings,
  ReportQuery,
  ServiceTakings,
} from '../../../contract/reports.js';
import { UNKNOWN_CATEGORY, UNKNOWN_MEMBER, UNKNOWN_SERVICE } from '../../../contract/reports.js';
import type { Db } from '../../db/database.js';
import { bookedInPeriod, cents, n } from './report-figures.js';

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
