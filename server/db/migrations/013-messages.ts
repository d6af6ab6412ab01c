// Messages to clients kept in the database (docs/decisions.md, Messages to clients): a row per
// reminder, change notice or cancellation notice, written in the transaction of the booking
// change that causes it and sent later by the sender inside the server
// (server/messages/message-sender.ts). The business chooses its reminders: the first one 24
// hours before unless set (0 is off), a second one optional.
import { sql, type Kysely, type Migration } from 'kysely';
import type { DbKind } from '../database.js';

// Kysely migrations work on an untyped database: the schema is being changed here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export function messagesMigration(kind: DbKind): Migration {
  const idType = kind === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('users')
        .addColumn('reminder_hours', 'integer', (c) => c.notNull().defaultTo(24))
        .execute();
      await db.schema.alterTable('users').addColumn('second_reminder_hours', 'integer').execute();
      await db.schema
        .createTable('scheduled_messages')
        .addColumn('id', idType, (col) =>
          kind === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement(),
        )
        .addColumn('business_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('appointment_id', 'integer', (c) =>
          c.notNull().references('appointments.id').onDelete('cascade'),
        )
        .addColumn('kind', 'text', (c) =>
          c.notNull().check(sql`kind in ('reminder', 'change', 'cancellation')`),
        )
        .addColumn('channel', 'text', (c) => c.notNull().defaultTo('email'))
        .addColumn('recipient', 'text', (c) => c.notNull())
        .addColumn('lead_hours', 'integer')
        .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('due_at', 'text', (c) => c.notNull())
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) =>
          c.notNull().check(sql`state in ('scheduled', 'sending', 'sent', 'failed', 'cancelled')`),
        )
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('note', 'text')
        .addColumn('sent_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      // The sender's one query: rows waiting or whose claim ran out, oldest first.
      await db.schema
        .createIndex('scheduled_messages_due')
        .on('scheduled_messages')
        .columns(['state', 'next_attempt_at'])
        .execute();
      await db.schema
        .createIndex('scheduled_messages_appointment')
        .on('scheduled_messages')
        .columns(['business_id', 'appointment_id', 'id'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('scheduled_messages').execute();
      await db.schema.alterTable('users').dropColumn('second_reminder_hours').execute();
      await db.schema.alterTable('users').dropColumn('reminder_hours').execute();
    },
  };
}
