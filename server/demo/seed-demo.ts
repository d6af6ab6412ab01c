// `npm run demo`: creates or refreshes a verified demo business with a catalogue, hours, an
// interval, a team of three (demo-team.ts), about 150 clients and 600 appointments, then prints
// how to sign in. Running it again
// updates the same business instead of adding a second one. `--today YYYY-MM-DD` fixes the dates (tests).
// `--years N` fills it instead with N years of a busy 3-chair salon's history and about 1,200
// bookings in the next eight weeks (about 15,000 bookings a year and 300 + 1,400 clients a year:
// 46,000 and 4,500 for three; demo-appointments.ts), written in batches in one transaction;
// `--seed N` varies that data. `--locale en-US` shows it in dollars on a 12-hour clock instead of
// the Oslo salon's kroner and 24-hour clock (demo-locale.ts). With NODE_ENV=production it refuses
// to run unless given `--force`.
import { PostgresAdapter, sql, type Insertable } from 'kysely';
import { loadConfig } from '../config.js';
import { openDatabase, type Db } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import type { AppointmentItemsTable, AppointmentsTable } from '../db/schema.js';
import { hashPassword } from '../security/passwords.js';
import { createBusinessDefaults } from '../repositories/business-defaults.js';
import { uniqueSlug } from '../repositories/business-slug.js';
import { createOwnerMember } from '../repositories/team-members.js';
import { itemsJson } from '../repositories/appointment-reads.js';
import {
  addMinutes,
  instantToLocal,
  isoWeekday,
  localToInstant,
  zoneOffsetMs,
} from '../../contract/booking-time.js';
import { localDateSchema } from '../../contract/appointments.js';
import { clientSearchColumns } from '../../contract/client-search.js';
import { DEMO_CATALOGUE } from './demo-catalogue.js';
import { assignDemoMembers, upsertDemoTeam, type DemoMember } from './demo-team.js';
import {
  DEFAULT_DEMO_LOCALE,
  demoLocaleArgument,
  demoLocaleSummary,
  demoPriceCents,
  setDemoLocale,
  type DemoLocaleName,
} from './demo-locale.js';
import {
  generateAppointments,
  generateClients,
  generateHistory,
  HISTORY_CHAIRS,
  type DemoClient,
  type DemoHistory,
  type DemoServiceRef,
  type OpeningHours,
} from './demo-appointments.js';

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
        slug: await uniqueSlug(trx, 'Studio Nord Hair & Nails'),
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
    await createOwnerMember(
      trx,
      user.id,
      { firstName: 'Maria', lastName: 'Nordmann' },
      new Date(now),
    );
    return user.id;
  });
}

async function upsertCatalogue(
  db: Db,
  businessId: number,
  now: string,
  locale: DemoLocaleName,
): Promise<DemoServiceRef[]> {
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
      const priceCents = demoPriceCents(service.priceCents, locale);
      let serviceRow = await db
        .selectFrom('services')
        .select('id')
        .where('business_id', '=', businessId)
        .where('category_id', '=', categoryRow.id)
        .where('name', '=', service.name)
        .executeTakeFirst();
      // A refresh in another locale asks that country's prices.
      if (serviceRow) {
        await db
          .updateTable('services')
          .set({ price_cents: priceCents })
          .where('id', '=', serviceRow.id)
          .execute();
      }
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
          price_cents: priceCents,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      refs.push({
        id: serviceRow.id,
        name: service.name,
        priceCents,
        minutes: service.minutes,
      });
    }
  }
  return refs;
}

/** Open Monday to Saturday; late opening on Thursday, short Saturday. */
export const DEMO_HOURS: OpeningHours = {
  1: ['09:00', '18:00'],
  2: ['09:00', '18:00'],
  3: ['09:00', '18:00'],
  4: ['10:00', '20:00'],
  5: ['09:00', '18:00'],
  6: ['09:00', '16:00'],
  7: null,
};

async function setHours(db: Db, businessId: number): Promise<void> {
  for (const [day, times] of Object.entries(DEMO_HOURS)) {
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

export interface DemoOptions {
  /** Years of history instead of the default five months (a fraction is allowed). */
  years?: number;
  /** Varies the history's data; the same seed and today give the same data. */
  seed?: number;
  /** Money, clock and week: the Oslo salon's (nb-NO) unless told otherwise. */
  locale?: DemoLocaleName;
}

export async function seedDemo(
  db: Db,
  today: string,
  options: DemoOptions = {},
): Promise<{ businessId: number; appointments: number; clients: number }> {
  const now = new Date().toISOString();
  const businessId = await upsertDemoOwner(db, now);
  const locale = options.locale ?? DEFAULT_DEMO_LOCALE;
  await setDemoLocale(db, businessId, locale);
  const services = await upsertCatalogue(db, businessId, now, locale);
  await setHours(db, businessId);
  const team = await upsertDemoTeam(db, businessId, services, DEMO_HOURS, new Date(now));
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

  if (options.years !== undefined) {
    const history = generateHistory(today, services, DEMO_HOURS, {
      years: options.years,
      seed: options.seed,
      team,
    });
    await db.transaction().execute((trx) => writeHistory(trx, businessId, history, team));
    // Its chairs are its "clients at the same time", or the booking page would find it full.
    await db
      .insertInto('business_availability')
      .values({ business_id: businessId, capacity: HISTORY_CHAIRS })
      .onConflict((conflict) =>
        conflict.column('business_id').doUpdateSet({ capacity: HISTORY_CHAIRS }),
      )
      .execute();
    // Fresh statistics, or PostgreSQL plans the lists as if the tables were still small.
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`analyze appointments, appointment_items, clients`.execute(db);
    }
    return {
      businessId,
      appointments: history.appointments.length,
      clients: history.clients.length,
    };
  }

  const appointments = generateAppointments(today, services);
  const clients = generateClients();
  const memberIds = assignDemoMembers(
    appointments.map((appointment) => ({
      ...appointment,
      weekday: isoWeekday(appointment.book_date),
    })),
    team,
  );
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
    for (const [index, { items: booked, client, ...appointment }] of appointments.entries()) {
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
          member_id: memberIds[index] as number,
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
  return { businessId, appointments: appointments.length, clients: clients.length };
}

/**
 * `count` ids for new rows of `table`, taken from its sequence so the rows can be written in
 * batches with their items (a batch's RETURNING order is not guaranteed). On SQLite the
 * transaction holds the write lock (begin immediate), so no one else takes an id meanwhile.
 */
async function reserveIds(
  db: Db,
  table: 'appointments' | 'clients',
  count: number,
): Promise<number[]> {
  if (count === 0) return [];
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const { rows } = await sql<{ id: number }>`
      select nextval(pg_get_serial_sequence(${table}, 'id'))::integer as id
      from generate_series(1, ${count})`.execute(db);
    return rows.map((row) => row.id);
  }
  // AUTOINCREMENT never reuses an id, even a deleted row's: start after the largest ever given.
  const { rows } = await sql<{ seq: number | null; largest: number | null }>`
    select (select seq from sqlite_sequence where name = ${table}) as seq,
      (select max(id) from ${sql.table(table)}) as largest`.execute(db);
  const first = Math.max(rows[0]?.seq ?? 0, rows[0]?.largest ?? 0) + 1;
  return Array.from({ length: count }, (_, index) => first + index);
}

/** Inserts `rows` a batch at a time: a statement may bind at most 32,766 values on SQLite. */
async function insertBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += size) {
    await insert(rows.slice(start, start + size));
  }
}

/** Replaces the business's clients and appointments with the generated history. */
async function writeHistory(
  db: Db,
  businessId: number,
  history: DemoHistory,
  team: readonly DemoMember[],
): Promise<void> {
  await db.deleteFrom('appointment_items').where('business_id', '=', businessId).execute();
  await db.deleteFrom('appointments').where('business_id', '=', businessId).execute();
  await db.deleteFrom('clients').where('business_id', '=', businessId).execute();

  const since = `${history.firstDay}T08:00:00.000Z`;
  const clientIds = await reserveIds(db, 'clients', history.clients.length);
  const clientRows = history.clients.map((client, index) => ({
    id: clientIds[index] as number,
    business_id: businessId,
    first_name: client.first_name,
    last_name: client.last_name,
    phone: client.phone,
    email: client.email,
    ...clientSearchColumns({
      firstName: client.first_name,
      lastName: client.last_name,
      phone: client.phone,
      email: client.email,
    }),
    created_at: since,
    updated_at: since,
  }));
  await insertBatches(clientRows, 500, (batch) => db.insertInto('clients').values(batch).execute());

  // Opening hours never hold a clock change (Oslo's are at night), so one offset serves a whole
  // day: the one at noon UTC. One Intl call per day instead of several per booking.
  const offsetOf = new Map<string, number>();
  const instantOf = (date: string, time: string): number => {
    const wall = Date.parse(`${date}T${time}:00.000Z`);
    let offset = offsetOf.get(date);
    if (offset === undefined) {
      offset = zoneOffsetMs(Date.parse(`${date}T12:00:00.000Z`), DEMO_TIMEZONE);
      offsetOf.set(date, offset);
    }
    return wall - offset;
  };
  // Nothing was written after the morning of "today", when the demo is seeded.
  const seededAt = instantOf(history.today, '08:00');

  const appointmentIds = await reserveIds(db, 'appointments', history.appointments.length);
  const appointmentRows: Insertable<AppointmentsTable>[] = [];
  const itemRows: Insertable<AppointmentItemsTable>[] = [];
  // Rows are spelled out field by field: spreading 50,000 objects took seconds.
  for (const [index, booking] of history.appointments.entries()) {
    const id = appointmentIds[index] as number;
    const start = instantOf(booking.book_date, booking.book_time);
    const minutes = booking.items.reduce((sum, item) => sum + item.duration_min, 0);
    const createdAt = Math.min(start - booking.bookedDaysBefore * 86_400_000, seededAt);
    // A cancellation or a no-show is one change after booking (version 2), made by its start.
    const changed = booking.status !== 'booked';
    const person = history.clients[booking.client] as DemoClient;
    appointmentRows.push({
      id,
      business_id: businessId,
      book_date: booking.book_date,
      book_time: booking.book_time,
      start_at: new Date(start).toISOString(),
      end_at: new Date(start + minutes * 60_000).toISOString(),
      status: booking.status,
      cancel_reason: booking.cancel_reason,
      source: booking.source,
      notes: '',
      client_id: clientIds[booking.client] as number,
      member_id: team[booking.member ?? 0]?.id ?? null,
      first_name: person.first_name,
      last_name: person.last_name,
      amount_cents: booking.amount_cents,
      items_json: itemsJson(booking.items),
      payment_status: booking.payment_status,
      version: changed ? 2 : 1,
      created_at: new Date(createdAt).toISOString(),
      updated_at: new Date(
        changed ? Math.max(createdAt, Math.min(start, seededAt)) : createdAt,
      ).toISOString(),
    });
    booking.items.forEach((item, position) =>
      itemRows.push({
        appointment_id: id,
        business_id: businessId,
        position,
        service_id: item.service_id,
        name: item.name,
        price_cents: item.price_cents,
        duration_min: item.duration_min,
      }),
    );
  }
  await insertBatches(appointmentRows, 500, (batch) =>
    db.insertInto('appointments').values(batch).execute(),
  );
  await insertBatches(itemRows, 1000, (batch) =>
    db.insertInto('appointment_items').values(batch).execute(),
  );
}

/**
 * The flags of `npm run demo -- ...`: --today YYYY-MM-DD, --years N (0 to 10), --seed N,
 * --locale nb-NO or en-US.
 */
export function demoArguments(argv: readonly string[]): { today: string } & DemoOptions {
  const valueOf = (flag: string) => {
    const index = argv.indexOf(flag);
    return index >= 0 ? (argv[index + 1] ?? '') : undefined;
  };
  const today = valueOf('--today');
  if (today !== undefined && !localDateSchema.safeParse(today).success) {
    throw new Error('--today must be a calendar date YYYY-MM-DD, e.g. --today 2026-11-23');
  }
  const yearsText = valueOf('--years');
  const years = yearsText === undefined ? undefined : Number(yearsText);
  if (years !== undefined && !(yearsText !== '' && years > 0 && years <= 10)) {
    throw new Error('--years must be a number above 0 and at most 10, e.g. --years 3');
  }
  const seedText = valueOf('--seed');
  const seed = seedText === undefined ? undefined : Number(seedText);
  if (seed !== undefined && !(seedText !== '' && Number.isSafeInteger(seed))) {
    throw new Error('--seed must be a whole number');
  }
  return {
    today: today ?? instantToLocal(new Date(), DEMO_TIMEZONE).date,
    years,
    seed,
    locale: demoLocaleArgument(argv),
  };
}

/**
 * The demo owner has a published password: on a production server's database it would be an
 * account anyone can sign in to. `--force` is for a deliberate demo server run in production mode.
 */
export function productionRefusal(
  env: NodeJS.ProcessEnv,
  argv: readonly string[],
): string | undefined {
  if (env.NODE_ENV !== 'production' || argv.includes('--force')) return undefined;
  return (
    'refusing to run with NODE_ENV=production: it adds an account with a published password ' +
    '(npm run demo -- --force to run it anyway)'
  );
}

async function main(): Promise<void> {
  const refusal = productionRefusal(process.env, process.argv.slice(2));
  if (refusal) throw new Error(refusal);
  const config = loadConfig();
  const { today, ...options } = demoArguments(process.argv.slice(2));
  const { db, kind } = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(db, kind);
    const started = performance.now();
    const result = await seedDemo(db, today, options);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Demo business ready (${result.appointments} appointments, ${result.clients} clients, ` +
        `${kind}, ${seconds} s).`,
    );
    console.log(demoLocaleSummary(options.locale ?? DEFAULT_DEMO_LOCALE));
    console.log(`Sign in at ${config.publicUrl}/login with:`);
    console.log(`  e-mail:   ${DEMO_EMAIL}`);
    console.log(`  password: ${DEMO_PASSWORD}`);
    const { slug } = await db
      .selectFrom('users')
      .select('slug')
      .where('id', '=', result.businessId)
      .executeTakeFirstOrThrow();
    if (slug) console.log(`Its booking page for clients: ${config.publicUrl}/book/${slug}`);
  } finally {
    await db.destroy();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // A mistyped flag or an unreachable database is said in one line, not as a stack trace.
  await main().catch((error: unknown) => {
    console.error(`npm run demo: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
