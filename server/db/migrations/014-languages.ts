// Languages (docs/decisions.md, Languages): the owner's own (the back office and the owner's
// mails), the business's default for its booking page, and on each booking the language its
// client booked in. Existing owners and businesses keep English, what they have read so far;
// existing bookings get none, which reads as the business's default.
import type { Kysely, Migration } from 'kysely';

// Kysely migrations work on an untyped database: the schema is being changed here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const languagesMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable('users')
      .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
      .execute();
    await db.schema
      .alterTable('users')
      .addColumn('booking_language', 'text', (c) => c.notNull().defaultTo('en'))
      .execute();
    // Null: the business's default at the time a mail is written (an owner's booking).
    await db.schema.alterTable('appointments').addColumn('language', 'text').execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('appointments').dropColumn('language').execute();
    for (const column of ['booking_language', 'language']) {
      await db.schema.alterTable('users').dropColumn(column).execute();
    }
  },
};
