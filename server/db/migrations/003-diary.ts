// The diary: clients, appointments with start and end instants, a status, a source,
// notes, a version and their items as rows. Existing appointments are migrated in place: each gets
// its instants from its local date and time in the business's zone, a client per distinct name,
// and item rows from its `book_items` JSON text, which is then dropped (items are the truth).
import { sql, type Kysely, type Migration } from 'kysely';
import { decodeBookItems } from '@contract/appointments.js';
import { addMinutes, localToInstant, zoneOffsetMs } from '@contract/booking-time.js';
import { clientSearchColumns } from '@contract/client-search.js';
import type { DbKind } from '../database.js';

// Kysely migrations work on an untyped database: the schema is being changed here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

interface OldItem {
  id?: number;
  name?: string;
  price_cents?: number;
  duration?: number;
}

/** A local time the clocks skipped is taken at the offset in force before the change. */
function startInstant(date: string, time: string, timeZone: string): string {
  const exact = localToInstant(date, time, timeZone);
  if (exact) return exact.toISOString();
  const wall = Date.parse(`${date}T${time}:00.000Z`);
  return new Date(wall - zoneOffsetMs(wall - 86_400_000, timeZone)).toISOString();
}

function validZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

async function chunked<T>(rows: T[], size: number, run: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += size)
    await run(rows.slice(start, start + size));
}

export function diaryMigration(kind: DbKind): Migration {
  const idType = kind === 'postgres' ? 'serial' : 'integer';
  // Search columns compare byte by byte on both databases, so a prefix is a plain index range
  // (PostgreSQL's default collation would sort by language rules and break the range).
  const searchText = kind === 'postgres' ? sql`text collate "C"` : sql`text`;

  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('clients')
        .addColumn('id', idType, (col) =>
          kind === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement(),
        )
        .addColumn('business_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('search_name', searchText, (c) => c.notNull())
        .addColumn('search_last', searchText, (c) => c.notNull())
        .addColumn('phone_digits', searchText, (c) => c.notNull().defaultTo(''))
        .addColumn('email_lower', searchText, (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      for (const column of ['search_name', 'search_last', 'phone_digits', 'email_lower']) {
        await db.schema
          .createIndex(`clients_business_${column}`)
          .on('clients')
          .columns(['business_id', column])
          .execute();
      }

      // SQLite adds a NOT NULL column only with a default; the rows are filled in just below.
      const columns: [string, string, string | number | null][] = [
        ['start_at', 'text', ''],
        ['end_at', 'text', ''],
        ['status', 'text', 'booked'],
        ['source', 'text', 'owner'],
        ['notes', 'text', ''],
        ['version', 'integer', 1],
        ['updated_at', 'text', ''],
      ];
      for (const [name, type, fallback] of columns) {
        await db.schema
          .alterTable('appointments')
          .addColumn(name, sql.raw(type), (c) => c.notNull().defaultTo(fallback))
          .execute();
      }
      await db.schema.alterTable('appointments').addColumn('cancel_reason', 'text').execute();
      // A read copy of the item rows, written with them: the lists read one text per row instead
      // of gathering rows (docs/decisions.md, Appointments and clients; bench/README.md, Diary).
      await db.schema
        .alterTable('appointments')
        .addColumn('items_json', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
      // Nullable only because SQLite cannot add a NOT NULL column that references another
      // table; every migrated row gets a client below and every new booking is written with one.
      await db.schema
        .alterTable('appointments')
        .addColumn('client_id', 'integer', (c) => c.references('clients.id'))
        .execute();

      await db.schema
        .createTable('appointment_items')
        .addColumn('id', idType, (col) =>
          kind === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement(),
        )
        .addColumn('appointment_id', 'integer', (c) =>
          c.notNull().references('appointments.id').onDelete('cascade'),
        )
        .addColumn('business_id', 'integer', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        // No foreign key: a service may be deleted later and the booking keeps its snapshot.
        .addColumn('service_id', 'integer')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('price_cents', 'integer', (c) => c.notNull())
        .addColumn('duration_min', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('appointment_items_appointment')
        .on('appointment_items')
        .columns(['appointment_id', 'position'])
        .execute();

      await migrateRows(db);

      await db.schema.alterTable('appointments').dropColumn('book_items').execute();
      // The overlap check looks for bookings that end after the new one starts.
      await db.schema
        .createIndex('appointments_business_end')
        .on('appointments')
        .columns(['business_id', 'end_at'])
        .execute();
      // The count leaves cancelled ones out: with the status in the index it is still counted
      // from the index alone, without reading each row.
      await db.schema
        .createIndex('appointments_business_status')
        .on('appointments')
        .columns(['business_id', 'status'])
        .execute();
      await db.schema
        .createIndex('appointments_client')
        .on('appointments')
        .columns(['client_id', 'start_at'])
        .execute();
    },

    async down(db: AnyDb) {
      await db.schema.dropIndex('appointments_client').execute();
      await db.schema.dropIndex('appointments_business_status').execute();
      await db.schema.dropIndex('appointments_business_end').execute();
      await db.schema
        .alterTable('appointments')
        .addColumn('book_items', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
      await db.schema.dropTable('appointment_items').execute();
      for (const column of [
        'items_json',
        'client_id',
        'cancel_reason',
        'updated_at',
        'version',
        'notes',
        'source',
        'status',
        'end_at',
        'start_at',
      ]) {
        await db.schema.alterTable('appointments').dropColumn(column).execute();
      }
      await db.schema.dropTable('clients').execute();
    },
  };
}

async function migrateRows(db: AnyDb): Promise<void> {
  const zones = new Map<number, string>();
  for (const user of await db.selectFrom('users').select(['id', 'timezone']).execute()) {
    zones.set(Number(user.id), validZone(String(user.timezone)));
  }
  const rows = await db
    .selectFrom('appointments')
    .select(['id', 'business_id', 'book_date', 'book_time', 'first_name', 'last_name'])
    .select(['book_items', 'created_at'])
    .orderBy('id')
    .execute();

  const clientIds = new Map<string, number>();
  for (const row of rows) {
    const key = JSON.stringify([Number(row.business_id), row.first_name, row.last_name]);
    if (clientIds.has(key)) continue;
    const inserted = await db
      .insertInto('clients')
      .values({
        business_id: row.business_id,
        first_name: row.first_name,
        last_name: row.last_name,
        ...clientSearchColumns({ firstName: row.first_name, lastName: row.last_name }),
        created_at: row.created_at,
        updated_at: row.created_at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    clientIds.set(key, Number(inserted.id));
  }

  const items: Record<string, unknown>[] = [];
  for (const row of rows) {
    const decoded = decodeBookItems(row.book_items);
    const oldItems = (Array.isArray(decoded) ? decoded : []) as OldItem[];
    let minutes = 0;
    const copy: unknown[] = [];
    oldItems.forEach((item, position) => {
      const duration = Math.max(0, Math.round(Number(item.duration ?? 0)));
      minutes += duration;
      const stored = {
        service_id: typeof item.id === 'number' ? item.id : null,
        name: String(item.name ?? ''),
        price_cents: Math.round(Number(item.price_cents ?? 0)),
        duration_min: duration,
      };
      items.push({ appointment_id: row.id, business_id: row.business_id, position, ...stored });
      // The same shape as itemsJson (server/repositories/appointment-reads.ts), written out here:
      // a migration must not change when the app's code does.
      copy.push([stored.service_id, stored.name, stored.price_cents, stored.duration_min]);
    });
    const start = startInstant(
      row.book_date,
      row.book_time,
      zones.get(Number(row.business_id)) ?? 'UTC',
    );
    const key = JSON.stringify([Number(row.business_id), row.first_name, row.last_name]);
    await db
      .updateTable('appointments')
      .set({
        start_at: start,
        end_at: addMinutes(start, minutes),
        client_id: clientIds.get(key),
        items_json: JSON.stringify(copy),
        // The back office could only read bookings before: every existing one came in online.
        source: 'online',
        updated_at: row.created_at,
      })
      .where('id', '=', row.id)
      .execute();
  }
  await chunked(items, 100, (chunk) => db.insertInto('appointment_items').values(chunk).execute());
}
