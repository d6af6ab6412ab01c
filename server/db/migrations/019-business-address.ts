// The business's address, who the booking page asks for a phone or an e-mail, and a client's own
// note on an online booking (docs/decisions.md, Address and booking page). Existing businesses
// have no address and keep asking for both, as the page always did; existing bookings have no note.
import type { Kysely, Migration } from 'kysely';

// Kysely migrations work on an untyped database: the schema is being changed here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const ADDRESS_COLUMNS = ['street_address', 'postal_code', 'city'] as const;

export const businessAddressMigration: Migration = {
  async up(db: AnyDb) {
    // One column per statement: SQLite's ALTER TABLE adds one at a time.
    for (const column of ADDRESS_COLUMNS) {
      await db.schema
        .alterTable('users')
        .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    }
    await db.schema
      .alterTable('users')
      .addColumn('booking_contact', 'text', (c) => c.notNull().defaultTo('both'))
      .execute();
    await db.schema
      .alterTable('appointments')
      .addColumn('client_note', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('appointments').dropColumn('client_note').execute();
    for (const column of [...ADDRESS_COLUMNS, 'booking_contact']) {
      await db.schema.alterTable('users').dropColumn(column).execute();
    }
  },
};
