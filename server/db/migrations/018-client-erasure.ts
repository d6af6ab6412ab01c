// A client's erasure (docs/decisions.md, Client data): `clients.erased_at` marks a client whose
// name, contact and notes were removed while their visits stay for the accounts, and
// `client_erasures` records when and by whom, with no personal data at all (only ids).
import type { Kysely, Migration } from 'kysely';
import type { DbKind } from '../database.js';

// Kysely migrations work on an untyped database: the schema is being changed here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export function clientErasureMigration(kind: DbKind): Migration {
  const idType = kind === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('clients').addColumn('erased_at', 'text').execute();
      await db.schema
        .createTable('client_erasures')
        .addColumn('id', idType, (col) =>
          kind === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement(),
        )
        .addColumn('business_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        // No foreign key: the record outlives nothing it names, and says only which id it was.
        .addColumn('client_id', 'integer', (c) => c.notNull())
        .addColumn('erased_at', 'text', (c) => c.notNull())
        .addColumn('erased_by', 'integer', (c) => c.notNull())
        .addUniqueConstraint('client_erasures_once', ['business_id', 'client_id'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('client_erasures').execute();
      await db.schema.alterTable('clients').dropColumn('erased_at').execute();
    },
  };
}
