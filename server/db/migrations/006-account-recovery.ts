// Account recovery: the password reset links an owner asks for by e-mail. Like the
// verification links, each is stored only as a SHA-256 hash of its random token, works once and
// expires (after one hour); the hourly purge deletes expired ones (docs/decisions.md, Accounts).
import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { DbKind } from '../database.js';

// Kysely migrations work on an untyped database: the schema is being changed here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export function accountRecoveryMigration(kind: DbKind): Migration {
  const idType = kind === 'postgres' ? 'serial' : 'integer';
  const id = (col: ColumnDefinitionBuilder) =>
    kind === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement();

  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('password_resets')
        .addColumn('id', idType, id)
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema
        .createIndex('password_resets_user')
        .on('password_resets')
        .column('user_id')
        .execute();
      await db.schema
        .createIndex('password_resets_expires')
        .on('password_resets')
        .column('expires_at')
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('password_resets').execute();
    },
  };
}
