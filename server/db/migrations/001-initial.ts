// The initial schema and reference data, written once for SQLite and PostgreSQL.
import { sql, type Kysely, type Migration } from 'kysely';
import type { DbKind } from '../database.js';
import {
  durationMinutes,
  INTERVAL_MINUTES,
  PRICE_TYPES,
  SERVICE_TYPES,
} from '../reference-data.js';

// Kysely migrations work on an untyped database: the schema is being created here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export function initialMigration(kind: DbKind): Migration {
  const idType = kind === 'postgres' ? 'serial' : 'integer';
  // SQLite needs AUTOINCREMENT on INTEGER PRIMARY KEY (ids never reused); PostgreSQL gets SERIAL.
  const withId = (table: AnyTableBuilder) =>
    table.addColumn('id', idType, (col) =>
      kind === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement(),
    );

  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('users'))
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('business_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('country', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('mobile', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('timezone', 'text', (c) => c.notNull().defaultTo('UTC'))
        .addColumn('brand_logo', 'text')
        .addColumn('email_verified_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('email_verifications'))
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('email_verifications_user')
        .on('email_verifications')
        .column('user_id')
        .execute();

      await withId(db.schema.createTable('sessions'))
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_used_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

      for (const table of ['price_types', 'service_types'] as const) {
        await db.schema
          .createTable(table)
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('name', 'text', (c) => c.notNull())
          .execute();
      }
      for (const table of ['durations', 'interval_types'] as const) {
        await db.schema
          .createTable(table)
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('minutes', 'integer', (c) => c.notNull())
          .execute();
      }
      await db
        .insertInto('price_types')
        .values(PRICE_TYPES.map((name, i) => ({ id: i + 1, name })))
        .execute();
      await db
        .insertInto('service_types')
        .values(SERVICE_TYPES.map((name, i) => ({ id: i + 1, name })))
        .execute();
      await db
        .insertInto('durations')
        .values(durationMinutes().map((minutes, i) => ({ id: i + 1, minutes })))
        .execute();
      await db
        .insertInto('interval_types')
        .values(INTERVAL_MINUTES.map((minutes, i) => ({ id: i + 1, minutes })))
        .execute();

      await withId(db.schema.createTable('categories'))
        .addColumn('business_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      // A business cannot have two categories of the same name, whatever their case.
      await db.schema
        .createIndex('categories_business_name')
        .on('categories')
        .unique()
        .expression(sql`business_id, lower(name)`)
        .execute();

      await withId(db.schema.createTable('services'))
        .addColumn('business_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('category_id', 'integer', (c) =>
          c.notNull().references('categories.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('after_description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('service_type_id', 'integer', (c) => c.notNull().references('service_types.id'))
        .addColumn('duration_id', 'integer', (c) => c.notNull().references('durations.id'))
        .addColumn('price_type_id', 'integer', (c) => c.notNull().references('price_types.id'))
        .addColumn('price_cents', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('services_business_category')
        .on('services')
        .columns(['business_id', 'category_id'])
        .execute();

      await withId(db.schema.createTable('business_days'))
        .addColumn('business_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('day_of_week', 'integer', (c) => c.notNull())
        .addColumn('open', 'integer', (c) => c.notNull())
        .addColumn('opening_time', 'text')
        .addColumn('closing_time', 'text')
        .execute();
      await db.schema
        .createIndex('business_days_business_day')
        .on('business_days')
        .unique()
        .columns(['business_id', 'day_of_week'])
        .execute();

      await withId(db.schema.createTable('service_intervals'))
        .addColumn('business_id', 'integer', (c) =>
          c.notNull().unique().references('users.id').onDelete('cascade'),
        )
        .addColumn('interval_type_id', 'integer', (c) =>
          c.notNull().references('interval_types.id'),
        )
        .execute();

      await withId(db.schema.createTable('appointments'))
        .addColumn('business_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('book_date', 'text', (c) => c.notNull())
        .addColumn('book_time', 'text', (c) => c.notNull())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('payment_status', 'text', (c) => c.notNull())
        .addColumn('book_items', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('appointments_business_when')
        .on('appointments')
        .columns(['business_id', 'book_date', 'book_time'])
        .execute();

      await db.schema
        .createTable('idempotency_keys')
        .addColumn('business_id', 'integer', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('request_hash', 'text', (c) => c.notNull())
        .addColumn('status_code', 'integer', (c) => c.notNull())
        .addColumn('response_body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['business_id', 'key'])
        .execute();
      await db.schema
        .createIndex('idempotency_keys_created')
        .on('idempotency_keys')
        .column('created_at')
        .execute();
    },

    async down(db: AnyDb) {
      for (const table of [
        'idempotency_keys',
        'appointments',
        'service_intervals',
        'business_days',
        'services',
        'categories',
        'interval_types',
        'durations',
        'service_types',
        'price_types',
        'sessions',
        'email_verifications',
        'users',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}

type AnyTableBuilder = ReturnType<AnyDb['schema']['createTable']>;
