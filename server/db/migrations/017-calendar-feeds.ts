// The calendar feeds: a secret address per business and per team member that calendars
// subscribe to, and the business's choice of names in them (docs/decisions.md, Calendar feed).
import { sql, type Kysely, type Migration } from 'kysely';
import type { DbKind } from '../database.js';

// Kysely migrations work on an untyped database: the schema is being changed here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export function calendarFeedsMigration(kind: DbKind): Migration {
  const idType = kind === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('calendar_feeds')
        .addColumn('id', idType, (col) =>
          kind === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement(),
        )
        .addColumn('business_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        // Null: the whole business's feed; else one member's.
        .addColumn('member_id', 'integer', (c) =>
          c.references('team_members.id').onDelete('cascade'),
        )
        // Kept so the owner can copy the address again; a request is looked up by the hash.
        .addColumn('token', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      // One feed of the business and one per member: two partial indexes, as NULLs never clash.
      await db.schema
        .createIndex('calendar_feeds_business_one')
        .on('calendar_feeds')
        .column('business_id')
        .unique()
        .where(sql.ref('member_id'), 'is', null)
        .execute();
      await db.schema
        .createIndex('calendar_feeds_member_one')
        .on('calendar_feeds')
        .column('member_id')
        .unique()
        .where(sql.ref('member_id'), 'is not', null)
        .execute();
      await db.schema
        .alterTable('users')
        .addColumn('calendar_feed_full_names', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('users').dropColumn('calendar_feed_full_names').execute();
      await db.schema.dropTable('calendar_feeds').execute();
    },
  };
}
