// Writes appointments straight into the database, as an online booking or older data would be,
// so the reads can be tested on rows the diary's calls did not write.
import { addMinutes, localToInstant } from '@contract/booking-time.js';
import type { Db } from '@server/db/database.js';
import { clientSearchColumns } from '@contract/client-search.js';
import { itemsJson } from '@server/repositories/appointment-reads.js';
import { firstActiveMemberId, giveServiceToMembers } from '@server/repositories/team-members.js';

export interface SeedItem {
  id: number | null;
  name: string;
  price_cents: number;
  duration: number;
}

export const BALAYAGE_AND_TONER: SeedItem[] = [
  { id: 1, name: 'Balayage', price_cents: 16000, duration: 180 },
  { id: 2, name: 'Toner & gloss', price_cents: 4050, duration: 45 },
];

export interface SeedAppointment {
  businessId: number;
  timezone: string;
  date: string;
  time: string;
  firstName?: string;
  lastName?: string;
  paymentStatus?: 'paid' | 'unpaid' | 'refunded';
  status?: 'booked' | 'cancelled' | 'no_show';
  source?: 'owner' | 'online';
  items?: SeedItem[];
  clientId?: number;
  /** The business's first active member when absent. */
  memberId?: number;
}

export async function insertClient(
  db: Db,
  businessId: number,
  client: { firstName: string; lastName: string; phone?: string; email?: string },
): Promise<number> {
  const at = '2026-01-01T00:00:00.000Z';
  const row = await db
    .insertInto('clients')
    .values({
      business_id: businessId,
      first_name: client.firstName,
      last_name: client.lastName,
      phone: client.phone ?? '',
      email: client.email ?? '',
      ...clientSearchColumns(client),
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertAppointment(db: Db, seed: SeedAppointment): Promise<number> {
  const firstName = seed.firstName ?? 'Nora';
  const lastName = seed.lastName ?? 'Hansen';
  const items = seed.items ?? BALAYAGE_AND_TONER;
  const clientId =
    seed.clientId ?? (await insertClient(db, seed.businessId, { firstName, lastName }));
  const start = localToInstant(seed.date, seed.time, seed.timezone);
  if (!start) throw new Error(`${seed.date} ${seed.time} does not exist in ${seed.timezone}`);
  const startAt = start.toISOString();
  const at = '2026-01-01T00:00:00.000Z';
  const row = await db
    .insertInto('appointments')
    .values({
      business_id: seed.businessId,
      book_date: seed.date,
      book_time: seed.time,
      start_at: startAt,
      end_at: addMinutes(
        startAt,
        items.reduce((sum, item) => sum + item.duration, 0),
      ),
      status: seed.status ?? 'booked',
      source: seed.source ?? 'online',
      client_id: clientId,
      member_id: seed.memberId ?? (await firstActiveMemberId(db, seed.businessId)),
      first_name: firstName,
      last_name: lastName,
      amount_cents: items.reduce((sum, item) => sum + item.price_cents, 0),
      payment_status: seed.paymentStatus ?? 'paid',
      items_json: itemsJson(
        items.map((item) => ({
          service_id: item.id,
          name: item.name,
          price_cents: item.price_cents,
          duration_min: item.duration,
        })),
      ),
      cancel_reason: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('appointment_items')
    .values(
      items.map((item, position) => ({
        appointment_id: row.id,
        business_id: seed.businessId,
        position,
        service_id: item.id,
        name: item.name,
        price_cents: item.price_cents,
        duration_min: item.duration,
      })),
    )
    .execute();
  return row.id;
}

/** A service of the business with a price and one of the durations on offer, for bookings. */
export async function insertService(
  db: Db,
  businessId: number,
  service: { name: string; priceCents: number | null; minutes: number },
): Promise<number> {
  const at = '2026-01-01T00:00:00.000Z';
  let category = await db
    .selectFrom('categories')
    .select('id')
    .where('business_id', '=', businessId)
    .executeTakeFirst();
  category ??= await db
    .insertInto('categories')
    .values({
      business_id: businessId,
      name: 'Hair',
      description: 'Hair',
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const duration = await db
    .selectFrom('durations')
    .select('id')
    .where('minutes', '=', service.minutes)
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('services')
    .values({
      business_id: businessId,
      category_id: category.id,
      name: service.name,
      description: service.name,
      after_description: '',
      service_type_id: 1,
      duration_id: duration.id,
      price_type_id: 1,
      price_cents: service.priceCents,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Every active member performs it, as the catalogue's create gives it (docs/decisions.md, Team).
  await giveServiceToMembers(db, businessId, row.id);
  return row.id;
}

/** The business's booking-page slug, as migration 004 or registration gave it. */
export async function slugOf(db: Db, businessId: number): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select('slug')
    .where('id', '=', businessId)
    .executeTakeFirstOrThrow();
  return row.slug ?? '';
}
