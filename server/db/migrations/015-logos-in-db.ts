// Logos move from each host's DATA_DIR/uploads into the database (docs/architecture.md, Operations),
// so every server on one PostgreSQL database serves every logo, and a backup of the database holds
// them. The files already on a host's disk are read in by that host at its start
// (server/plugins/uploads.ts): a migration runs once, on one host, while the files sit on each.
import type { Kysely, Migration } from 'kysely';
import type { DbKind } from '../database.js';

// Kysely migrations work on an untyped database: the schema is being changed here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export function logosInDbMigration(kind: DbKind): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('logos')
        // The random file name the business's brand_logo holds, as in /uploads/{name}.
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('bytes', kind === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('logos').execute();
    },
  };
}
