// `npm run demo`: creates or refreshes a verified demo business with a catalogue, hours, an
// interval, about 150 clients and 600 appointments, then prints how to sign in. Running it again
// updates the same business instead of adding a second one. `--today YYYY-MM-DD` fixes the dates (tests).
import { loadConfig } from '../config.js';
import { openDatabase, type Db } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { hashPassword } from '../security/passwords.js';
import { createBusinessDefaults } from '../repositories/business-defaults.js';
import { itemsJson } from '../repositories/appointment-reads.js';
import { addMinutes, instantToLocal, localToInstant } from '../../contract/booking-time.js';
import { clientSearchColumns } from '../db/client-search.js';
import { DEMO_CATALOGUE } from './demo-catalogue.js';
import { generateAppointments, generateClients, type DemoServiceRef } from './demo-appointments.js';

export const DEMO_EMAIL = 'demo@salon.example';
export const DEMO_PASSWORD = 'demo-salon-2026';
const DEMO_TIMEZONE = 'Europe/Oslo';

async function upsertDemoOwner(db: Db, now: string): Promise<number> {
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_EMAIL)
    .executeTakeFirst();
  if (existing) {
    await db
      .updateTable('users')
      .set({ email_verified_at: now })
      .where('id', '=', existing.id)
      .execute();
    return existing.id;
  }
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        first_name: 'Maria',
        last_name: 'Nordmann',
        business_name: 'Studio Nord Hair & Nails',
        email: DEMO_EMAIL,
        password_hash: await hashPassword(DEMO_PASSWORD),
        country: '+47',
        mobile: '912 34 567',
        timezone: DEMO_TIMEZONE,
        brand_logo: null,
        email_verified_at: now,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await createBusinessDefaults(trx, user.id);
    return user.id;
  });
}

async function upsertCatalogue(db: Db, businessId: number, now: string): Promise<DemoServiceRef[]> {
  const [priceTypes, serviceTypes, durations] = await Promise.all([
    db.selectFrom('price_types').selectAll().execute(),
    db.selectFrom('service_types').selectAll().execute(),
    db.selectFrom('durations').selectAll().execute(),
  ]);
  const idOf = <T extends { id: number }>(rows: T[], match: (row: T) => boolean, what: string) => {
    const row = rows.find(match);
    if (!row) throw new Error(`demo data refers to an unknown ${what}`);
    return row.id;
  };
  const refs: DemoServiceRef[] = [];
  for (const category of DEMO_CATALOGUE) {
    let categoryRow = await db
      .selectFrom('categories')
      .select('id')
      .where('business_id', '=', businessId)
      .where('name', '=', category.name)
      .executeTakeFirst();
    categoryRow ??= await db
      .insertInto('categories')
      .values({
        business_id: businessId,
        name: category.name,
        description: category.description,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const service of category.services) {
      let serviceRow = await db
        .selectFrom('services')
        .select('id')
        .where('business_id', '=', businessId)
        .where('category_id', '=', categoryRow.id)
        .where('name', '=', service.name)
        .executeTakeFirst();
      serviceRow ??= await db
        .insertInto('services')
        .values({
          business_id: businessId,
          category_id: categoryRow.id,
          name: service.name,
          description: service.description,
          after_description: '',
          service_type_id: idOf(
            serviceTypes,
            (row) => row.name === service.serviceType,
            'service type',
          ),
          duration_id: idOf(durations, (row) => row.minutes === service.minutes, 'duration'),
          price_type_id: idOf(priceTypes, (row) => row.name === service.priceType, 'price type'),
          price_cents: service.priceCents,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      refs.push({
        id: serviceRow.id,
        name: service.name,
        priceCents: service.priceCents,
        minutes: service.minutes,
      });
    }
  }
  return refs;
}

async function setHours(db: Db, businessId: number): Promise<void> {
  // Open Monday to Saturday; late opening on Thursday, short Saturday.
  const hours: Record<number, [string, string] | null> = {
    1: ['09:00', '18:00'],
    2: ['09:00', '18:00'],
    3: ['09:00', '18:00'],
    4: ['10:00', '20:00'],
    5: ['09:00', '18:00'],
    6: ['09:00', '16:00'],
    7: null,
  };
  for (const [day, times] of Object.entries(hours)) {
    await db
      .updateTable('business_days')
      .set({
        open: times ? 1 : 0,
        opening_time: times?.[0] ?? null,
        closing_time: times?.[1] ?? null,
      })
      .where('business_id', '=', businessId)
      .where('day_of_week', '=', Number(day))
      .execute();
  }
}

export async function seedDemo(
  db: Db,
  today: string,
): Promise<{ businessId: number; appointments: number }> {
  const now = new Date().toISOString();
  const businessId = await upsertDemoOwner(db, now);
  const services = await upsertCatalogue(db, businessId, now);
  await setHours(db, businessId);
  const interval = await db
    .selectFrom('interval_types')
    .select('id')
    .where('minutes', '=', 15)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('service_intervals')
    .set({ interval_type_id: interval.id })
    .where('business_id', '=', businessId)
    .execute();

  const appointments = generateAppointments(today, services);
  const clients = generateClients();
  await db.transaction().execute(async (trx) => {
    // Items go with their appointments (on delete cascade).
    await trx.deleteFrom('appointments').where('business_id', '=', businessId).execute();
    await trx.deleteFrom('clients').where('business_id', '=', businessId).execute();
    const clientIds: number[] = [];
    for (const client of clients) {
      const row = await trx
        .insertInto('clients')
        .values({
          business_id: businessId,
          ...client,
          ...clientSearchColumns({
            firstName: client.first_name,
            lastName: client.last_name,
            phone: client.phone,
            email: client.email,
          }),
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      clientIds.push(row.id);
    }
    const items = [];
    for (const { items: booked, client, ...appointment } of appointments) {
      // Demo times are 09:00 to 17:30, never in a skipped hour.
      const start = (
        localToInstant(appointment.book_date, appointment.book_time, DEMO_TIMEZONE) as Date
      ).toISOString();
      const minutes = booked.reduce((sum, item) => sum + item.duration_min, 0);
      const person = clients[client] as (typeof clients)[number];
      const row = await trx
        .insertInto('appointments')
        .values({
          ...appointment,
          business_id: businessId,
          client_id: clientIds[client] as number,
          first_name: person.first_name,
          last_name: person.last_name,
          start_at: start,
          end_at: addMinutes(start, minutes),
          notes: '',
          items_json: itemsJson(booked),
          version: 1,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      items.push(
        ...booked.map((item, position) => ({
          ...item,
          appointment_id: row.id,
          business_id: businessId,
          position,
        })),
      );
    }
    // Insert in chunks: SQLite caps the number of bound parameters in one statement.
    for (let start = 0; start < items.length; start += 100) {
      await trx
        .insertInto('appointment_items')
        .values(items.slice(start, start + 100))
        .execute();
    }
  });
  return { businessId, appointments: appointments.length };
}

function todayArgument(): string {
  const index = process.argv.indexOf('--today');
  const value = index >= 0 ? process.argv[index + 1] : undefined;
  if (value && !/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new Error('--today must be YYYY-MM-DD');
  return value ?? instantToLocal(new Date(), DEMO_TIMEZONE).date;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const { db, kind } = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(db, kind);
    const result = await seedDemo(db, todayArgument());
    console.log(`Demo business ready (${result.appointments} appointments, ${kind}).`);
    console.log(`Sign in at ${config.publicUrl}/login with:`);
    console.log(`  e-mail:   ${DEMO_EMAIL}`);
    console.log(`  password: ${DEMO_PASSWORD}`);
  } finally {
    await db.destroy();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
}
