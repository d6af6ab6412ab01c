// A business's own opening paragraph ("intro") of each client e-mail, per language
// (docs/decisions.md, Message texts). No row: the default text. The rest of a mail stays generated.
import { sql, type Kysely, type Migration } from 'kysely';
import type { DbKind } from '../database.js';

// Kysely migrations work on an untyped database: the schema is being changed here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export function messageTextsMigration(kind: DbKind): Migration {
  const idType = kind === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('business_message_texts')
        .addColumn('id', idType, (col) =>
          kind === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement(),
        )
        .addColumn('business_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('kind', 'text', (c) =>
          c.notNull().check(sql`kind in ('reminder', 'confirmation', 'change', 'cancellation')`),
        )
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('intro', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('business_message_texts_one', ['business_id', 'kind', 'language'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('business_message_texts').execute();
    },
  };
}
