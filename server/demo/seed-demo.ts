// `npm run demo`: creates or refreshes a verified demo business with a catalogue, hours, an
// interval, a team of three (demo-team.ts), about 150 clients and 600 appointments, then prints
// how to sign in. Running it again
// updates the same business instead of adding a second one. `--today YYYY-MM-DD` fixes the dates (tests).
// `--years N` fills it instead with N years of a busy 3-chair salon's history and about 1,200
// bookings in the next eight weeks (about 15,000 bookings a year and 300 + 1,400 clients a year:
// 46,000 and 4,500 for three; demo-history.ts), written in batches in one transaction;
// `--seed N` varies that data. `--locale en-US` shows it in dollars on a 12-hour clock instead of
// the Oslo salon's kroner and 24-hour clock (demo-locale.ts). With NODE_ENV=production it refuses
// to run unless given `--force`.
// The business's owner, catalogue and hours are set up by demo-business.ts, the history written
// by demo-history-writer.ts, and the flags read by demo-arguments.ts.
import { PostgresAdapter, sql } from 'kysely';
import { loadConfig } from '../config.js';
import { openDatabase, type Db } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { itemsJson } from '../repositories/appointment-reads.js';
import { addMinutes, isoWeekday, localToInstant } from '../../contract/booking-time.js';
import { clientSearchColumns } from '../../contract/client-search.js';
import { assignDemoMembers, upsertDemoTeam } from './demo-team.js';
import { DEFAULT_DEMO_LOCALE, demoLocaleSummary, setDemoLocale } from './demo-locale.js';
import { generateAppointments, generateClients } from './demo-appointments.js';
import { generateHistory, HISTORY_CHAIRS } from './demo-history.js';
import {
  DEMO_EMAIL,
  DEMO_HOURS,
  DEMO_PASSWORD,
  DEMO_TIMEZONE,
  setHours,
  upsertCatalogue,
  upsertDemoOwner,
} from './demo-business.js';
import { writeHistory } from './demo-history-writer.js';
import { demoArguments, productionRefusal, type DemoOptions } from './demo-arguments.js';

// This file stays the demo's one import path for tests and benches.
export { DEMO_EMAIL, DEMO_HOURS, DEMO_PASSWORD } from './demo-business.js';
export { demoArguments, productionRefusal, type DemoOptions } from './demo-arguments.js';

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
