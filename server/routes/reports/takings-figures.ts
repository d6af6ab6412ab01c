// What each service and category took in a period (docs/decisions.md, Reports), from the period's
// bookings of report-figures.ts; what each team member took is summed in period-sums.ts.
import { sql } from 'kysely';
import type { CategoryTakings, ReportQuery, ServiceTakings } from '@contract/reports.js';
import { UNKNOWN_CATEGORY, UNKNOWN_SERVICE } from '@contract/reports.js';
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
  // The items are summed per service first; the few groups then take their service's and
  // category's names, instead of every item looking them up.
  const rows = await db
    .with('booked', () =>
      bookedInPeriod(db, businessId, period).where('a.status', '!=', 'cancelled'),
    )
    .with('sold', (qb) =>
      qb
        .selectFrom('appointment_items as i')
        .innerJoin('booked as b', 'b.id', 'i.appointment_id')
        .select((eb) => [
          'i.service_id',
          eb.fn.countAll<number>().as('items'),
          sql<number>`sum(case when b.amount_cents > 0
            then cast(b.paid_cents - b.refund_cents as bigint) * i.price_cents / b.amount_cents
            else (b.paid_cents - b.refund_cents) / (select count(*) from appointment_items n
              where n.appointment_id = b.id) end)`.as('takings'),
        ])
        .where('i.business_id', '=', businessId)
        .groupBy('i.service_id'),
    )
    .selectFrom('sold as g')
    .leftJoin('services as s', (join) =>
      join.onRef('s.id', '=', 'g.service_id').on('s.business_id', '=', businessId),
    )
    .leftJoin('categories as c', 'c.id', 's.category_id')
    .select([
      'g.service_id',
      's.name as service_name',
      's.category_id',
      'c.name as category_name',
      'g.items',
      'g.takings',
    ])
    .orderBy('g.service_id')
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
