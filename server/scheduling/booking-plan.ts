// What the diary (server/routes/appointments/) and the booking portal (server/routes/public/) both
// do before they write a booking, inside the transaction that writes it: lock the business, plan
// the booking from its services, and count the bookings it would overlap against the business's
// capacity. SQLite's transactions take the write lock at BEGIN (server/db/database.ts); on
// PostgreSQL the business's row is locked first, which serialises its bookings across processes.
import { peakLoad } from '../../contract/availability/peak-load.js';
import { addMinutes, localToInstant, totalMinutes } from '../../contract/booking-time.js';
import type { Db, DbKind } from '../db/database.js';
import { withValues } from '../plugins/errors.js';

export interface Business {
  id: number;
  timezone: string;
}

export interface PlannedItem {
  service_id: number;
  name: string;
  price_cents: number;
  duration_min: number;
}

export interface PlannedBooking {
  book_date: string;
  book_time: string;
  start_at: string;
  end_at: string;
  amount_cents: number;
  items: PlannedItem[];
}

export async function lockBusiness(trx: Db, kind: DbKind, businessId: number): Promise<void> {
  if (kind === 'postgres') {
    await trx.selectFrom('users').select('id').where('id', '=', businessId).forUpdate().execute();
  }
}

/** The start, end and items of a booking at a local date and time, from the business's services. */
export async function planBooking(
  trx: Db,
  business: Business,
  request: { date: string; time: string; serviceIds: number[] },
): Promise<PlannedBooking> {
  const start = localToInstant(request.date, request.time, business.timezone);
  if (!start) {
    throw withValues(
      400,
      `${request.time} does not exist on ${request.date} in ${business.timezone}: ` +
        'the clocks skip it. Choose another time.',
      { time: request.time, date: request.date, timeZone: business.timezone },
    );
  }
  const services = await trx
    .selectFrom('services')
    .innerJoin('durations', 'durations.id', 'services.duration_id')
    .select(['services.id', 'services.name', 'services.price_cents', 'durations.minutes'])
    .where('services.business_id', '=', business.id)
    .where('services.id', 'in', [...new Set(request.serviceIds)])
    .execute();
  const byId = new Map(services.map((service) => [service.id, service]));
  const items = request.serviceIds.map((id) => {
    const service = byId.get(id);
    if (!service) {
      throw withValues(400, `Service ${id} is not one of your services`, { serviceId: id });
    }
    return {
      service_id: service.id,
      name: service.name,
      // A Free service has no price: it costs nothing.
      price_cents: service.price_cents ?? 0,
      duration_min: service.minutes,
    };
  });
  const start_at = start.toISOString();
  return {
    book_date: request.date,
    book_time: request.time,
    start_at,
    end_at: addMinutes(
      start_at,
      totalMinutes(items.map((item) => ({ duration: item.duration_min }))),
    ),
    amount_cents: items.reduce((sum, item) => sum + item.price_cents, 0),
    items,
  };
}

/** "Clients at the same time": 1 unless the business set it (migration 004). */
export async function readCapacity(db: Db, businessId: number): Promise<number> {
  const row = await db
    .selectFrom('business_availability')
    .select('capacity')
    .where('business_id', '=', businessId)
    .executeTakeFirst();
  return Math.max(1, row?.capacity ?? 1);
}

export interface OverlappingBooking {
  id: number;
  book_date: string;
  book_time: string;
  start_at: string;
  end_at: string;
  first_name: string;
  last_name: string;
}

/**
 * The first booking (by start) the plan overlaps when the business's capacity is already reached
 * somewhere within the plan's time; undefined when the plan fits. Cancelled bookings hold no time;
 * touching is not overlapping. Capacity 1 refuses any overlap, as the diary always did.
 */
export async function findOverload(
  trx: Db,
  businessId: number,
  plan: { start_at: string; end_at: string },
  excludeId?: number,
): Promise<OverlappingBooking | undefined> {
  let query = trx
    .selectFrom('appointments')
    .select(['id', 'book_date', 'book_time', 'start_at', 'end_at', 'first_name', 'last_name'])
    .where('business_id', '=', businessId)
    .where('end_at', '>', plan.start_at)
    .where('start_at', '<', plan.end_at)
    .where('status', '<>', 'cancelled')
    .orderBy('start_at')
    .orderBy('id');
  if (excludeId !== undefined) query = query.where('id', '<>', excludeId);
  const overlapping = await query.execute();
  const first = overlapping[0];
  if (!first) return undefined;
  const capacity = await readCapacity(trx, businessId);
  // The slot engine's count, so what the portal offers and what this accepts agree.
  const spans = overlapping.map((row) => ({
    start: Date.parse(row.start_at),
    end: Date.parse(row.end_at),
  }));
  const load = peakLoad(spans, Date.parse(plan.start_at), Date.parse(plan.end_at));
  return load >= capacity ? first : undefined;
}
