// Catalogue edits: a service may be hidden from the booking page without being deleted
// (docs/decisions.md, Catalogue edits). Existing services stay offered. Deleting needs no column:
// appointment_items keep a snapshot and have no foreign key to services (migration 003).
import type { Kysely, Migration } from 'kysely';

// Kysely migrations work on an untyped database: the schema is being changed here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const catalogueEditsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable('services')
      .addColumn('online_booking', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('services').dropColumn('online_booking').execute();
  },
};
