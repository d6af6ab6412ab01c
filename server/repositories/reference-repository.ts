// Reads of the reference tables seeded by the first migration, in the contract's shapes. The
// reference routes list them and the catalogue shows durations the same way, so both import this.
import type { Duration, IntervalType, PriceType, ServiceType } from '../../contract/reference.js';
import type { Db } from '../db/database.js';

/** Durations are stored in minutes; the screens show hours and minutes (spec 9). */
export function splitMinutes(minutes: number): { hrs: number; min: number } {
  return { hrs: Math.floor(minutes / 60), min: minutes % 60 };
}

export async function listServiceTypes(db: Db): Promise<ServiceType[]> {
  const rows = await db.selectFrom('service_types').select(['id', 'name']).orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, serviceTypeName: row.name }));
}

export async function listPriceTypes(db: Db): Promise<PriceType[]> {
  const rows = await db.selectFrom('price_types').select(['id', 'name']).orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, priceTypeName: row.name }));
}

export async function listDurations(db: Db): Promise<Duration[]> {
  const rows = await db.selectFrom('durations').select(['id', 'minutes']).orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    ...splitMinutes(row.minutes),
    durationValue: row.minutes,
  }));
}

export async function listIntervalTypes(db: Db): Promise<IntervalType[]> {
  const rows = await db
    .selectFrom('interval_types')
    .select(['id', 'minutes'])
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, duration: row.minutes }));
}
