// The report's indexes (docs/decisions.md, Reports): every column the report reads of a booking
// and of its items, so its passes over a period are read from the index alone, without a read of
// each wide row (notes, items_json, names). Bookings go by business and date, then member, so the
// sums by day and member come out in their groups' order.
//
// The bookings' index is partial, on `source >= ''`, which every booking's is (NOT NULL text, and
// no text sorts before ''): only a query that says so may use it, and only the report's do. Without that, SQLite
// took it for the diary's counts, which then left their (business, date, time) index
// (docs/decisions.md, Lists at scale); and that index could not carry these columns itself: after
// them, its pages by start and id would be sorted again.
import { sql, type Kysely, type Migration, type SqlBool } from 'kysely';

// Kysely migrations work on an untyped database: the schema is being changed here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const reportIndexesMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createIndex('appointments_report')
      .on('appointments')
      .columns([
        'business_id',
        'book_date',
        'member_id',
        'status',
        'source',
        'payment_status',
        'amount_cents',
        'start_at',
        'client_id',
        'book_time',
      ])
      .where(sql<SqlBool>`source >= ''`)
      .execute();
    await db.schema
      .createIndex('appointment_items_report')
      .on('appointment_items')
      .columns(['appointment_id', 'business_id', 'service_id', 'price_cents'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('appointment_items_report').execute();
    await db.schema.dropIndex('appointments_report').execute();
  },
};
