// The online booking portal: a public slug per business, its availability settings
// (capacity, notice, horizon, portal on or off), breaks per weekday, closed date ranges, special
// hours per date, and the cancel tokens sent to clients. A business without a settings row has the
// defaults, so nothing else has to be written at registration. Existing businesses get their slug
// here, derived from their name as registration derives it (server/repositories/business-slug.ts).
import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { DbKind } from '../database.js';

// Kysely migrations work on an untyped database: the schema is being changed here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const RESERVED = new Set(['bookings', 'book', 'api', 'admin']);

/** The same rule as slugFromName, written out: a migration must not change when the app does. */
function slugBase(name: string): string {
  const ascii = name
    .toLowerCase()
    .replace(/[æ]/g, 'ae')
    .replace(/[øœ]/g, 'o')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  const slug = ascii
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'salon';
}

export function portalMigration(kind: DbKind): Migration {
  const idType = kind === 'postgres' ? 'serial' : 'integer';
  const id = (col: ColumnDefinitionBuilder) =>
    kind === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement();

  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('users').addColumn('slug', 'text').execute();
      // Reserved names get a suffix like a clash: they would read as the portal's own paths.
      const taken = new Set<string>(RESERVED);
      const users = await db
        .selectFrom('users')
        .select(['id', 'business_name'])
        .orderBy('id')
        .execute();
      for (const user of users) {
        const base = slugBase(String(user.business_name));
        let slug = base;
        for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
        taken.add(slug);
        await db.updateTable('users').set({ slug }).where('id', '=', user.id).execute();
      }
      await db.schema.createIndex('users_slug').unique().on('users').column('slug').execute();

      await db.schema
        .createTable('business_availability')
        .addColumn('business_id', 'integer', (c) =>
          c.primaryKey().references('users.id').onDelete('cascade'),
        )
        .addColumn('capacity', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('min_notice_minutes', 'integer', (c) => c.notNull().defaultTo(120))
        .addColumn('horizon_days', 'integer', (c) => c.notNull().defaultTo(60))
        .addColumn('online_booking', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();

      await db.schema
        .createTable('business_breaks')
        .addColumn('id', idType, id)
        .addColumn('business_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('day_of_week', 'integer', (c) => c.notNull())
        .addColumn('start_time', 'text', (c) => c.notNull())
        .addColumn('end_time', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('business_breaks_business')
        .on('business_breaks')
        .columns(['business_id', 'day_of_week'])
        .execute();

      await db.schema
        .createTable('business_closures')
        .addColumn('id', idType, id)
        .addColumn('business_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('from_date', 'text', (c) => c.notNull())
        .addColumn('to_date', 'text', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .createIndex('business_closures_business')
        .on('business_closures')
        .columns(['business_id', 'to_date'])
        .execute();

      await db.schema
        .createTable('business_special_hours')
        .addColumn('id', idType, id)
        .addColumn('business_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('open', 'integer', (c) => c.notNull())
        .addColumn('opening_time', 'text')
        .addColumn('closing_time', 'text')
        .execute();
      await db.schema
        .createIndex('business_special_hours_date')
        .unique()
        .on('business_special_hours')
        .columns(['business_id', 'date'])
        .execute();

      await db.schema
        .createTable('booking_cancel_tokens')
        .addColumn('id', idType, id)
        .addColumn('appointment_id', 'integer', (c) =>
          c.notNull().references('appointments.id').onDelete('cascade'),
        )
        .addColumn('business_id', 'integer', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },

    async down(db: AnyDb) {
      await db.schema.dropTable('booking_cancel_tokens').execute();
      await db.schema.dropTable('business_special_hours').execute();
      await db.schema.dropTable('business_closures').execute();
      await db.schema.dropTable('business_breaks').execute();
      await db.schema.dropTable('business_availability').execute();
      await db.schema.dropIndex('users_slug').execute();
      await db.schema.alterTable('users').dropColumn('slug').execute();
    },
  };
}
