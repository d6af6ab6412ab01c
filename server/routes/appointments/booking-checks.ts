// The checks a booking passes before it is written, inside the transaction that writes it, so two
// bookings of one business cannot both see the slot free (issue 10, "No double booking by a
// race"): SQLite's transactions take the write lock at BEGIN (server/db/database.ts), and on
// PostgreSQL the business's row is locked first, which serialises its bookings across processes.
import {
  addMinutes,
  instantToLocal,
  isoWeekday,
  localToInstant,
  to12Hour,
  totalMinutes,
  WEEKDAY_NAMES,
  withinOpeningHours,
} from '../../../contract/booking-time.js';
import type { Db, DbKind } from '../../db/database.js';
import { HttpError } from '../../plugins/errors.js';

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
    throw new HttpError(
      400,
      `${request.time} does not exist on ${request.date} in ${business.timezone}: ` +
        'the clocks skip it. Choose another time.',
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
    if (!service) throw new HttpError(400, `Service ${id} is not one of your services`);
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

/** "10:00 AM", the API's 12-hour text of an instant's local time. */
const localTime12 = (instant: string, timeZone: string) =>
  to12Hour(instantToLocal(new Date(instant), timeZone).time);

/**
 * Refuses with 409 a booking that overlaps another of the business not cancelled (touching is
 * not overlapping) or lies outside its day's opening hours, unless `force`.
 */
export async function checkSlot(
  trx: Db,
  business: Business,
  plan: PlannedBooking,
  options: { force?: boolean; excludeId?: number },
): Promise<void> {
  if (options.force) return;
  let overlapping = trx
    .selectFrom('appointments')
    .select(['id', 'book_date', 'book_time', 'start_at', 'end_at', 'first_name', 'last_name'])
    .where('business_id', '=', business.id)
    .where('end_at', '>', plan.start_at)
    .where('start_at', '<', plan.end_at)
    .where('status', '<>', 'cancelled')
    .orderBy('start_at')
    .limit(1);
  if (options.excludeId !== undefined)
    overlapping = overlapping.where('id', '<>', options.excludeId);
  const other = await overlapping.executeTakeFirst();
  if (other) {
    const from = localTime12(other.start_at, business.timezone);
    const to = localTime12(other.end_at, business.timezone);
    throw new HttpError(
      409,
      `This time overlaps BID${other.id}, ${other.first_name} ${other.last_name} ${from}–${to}`,
      {
        conflict: {
          reason: 'overlap',
          appointment: {
            id: other.id,
            book_date: other.book_date,
            book_time: to12Hour(other.book_time),
            start: other.start_at,
            end: other.end_at,
            firstName: other.first_name,
            lastName: other.last_name,
          },
        },
      },
    );
  }

  const weekday = isoWeekday(plan.book_date);
  const day = await trx
    .selectFrom('business_days')
    .select(['open', 'opening_time', 'closing_time'])
    .where('business_id', '=', business.id)
    .where('day_of_week', '=', weekday)
    .executeTakeFirst();
  const hours = {
    open: day?.open === 1,
    openingTime: day?.opening_time ?? null,
    closingTime: day?.closing_time ?? null,
  };
  if (!withinOpeningHours(plan.start_at, plan.end_at, business.timezone, hours)) {
    const name = WEEKDAY_NAMES[weekday - 1] ?? '';
    const when =
      hours.open && hours.openingTime && hours.closingTime
        ? `${name} ${to12Hour(hours.openingTime)}–${to12Hour(hours.closingTime)}`
        : `closed on ${name}`;
    throw new HttpError(409, `Outside opening hours (${when})`, {
      conflict: { reason: 'outside_hours' },
    });
  }
}
