// A real checkout (docs/decisions.md, Checkout): each payment and refund of a booking is a row
// of its own, in minor units, with its method, discount and tip; a refund names the payment it
// returns. The business chooses which methods it takes (`users.payment_methods`, every method to
// start with). Existing bookings get no rows: their `payment_status` stays the truth of whether
// they are paid, so they read exactly as before.
import { sql, type Kysely, type Migration } from 'kysely';
import type { DbKind } from '../database.js';

// Kysely migrations work on an untyped database: the schema is being changed here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export function checkoutMigration(kind: DbKind): Migration {
  const idType = kind === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('users')
        .addColumn('payment_methods', 'text', (c) => c.notNull().defaultTo('cash,card,vipps,other'))
        .execute();
      await db.schema
        .createTable('payments')
        .addColumn('id', idType, (col) =>
          kind === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement(),
        )
        .addColumn('business_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('appointment_id', 'integer', (c) =>
          c.notNull().references('appointments.id').onDelete('cascade'),
        )
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('payment', 'refund')`))
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('discount_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('tip_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('refund_of', 'integer', (c) => c.references('payments.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('payments_business_appointment')
        .on('payments')
        .columns(['business_id', 'appointment_id', 'id'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('payments').execute();
      await db.schema.alterTable('users').dropColumn('payment_methods').execute();
    },
  };
}
