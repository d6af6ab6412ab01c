// Rate-limit counters in the database, so every server process (WEB_CONCURRENCY) counts the same
// hits: a per-process memory store would let each worker allow the whole limit again.
import type { Kysely, Migration } from 'kysely';

// Kysely migrations work on an untyped database: the schema is being created here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const rateLimitsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('rate_limit_hits')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('hits', 'integer', (c) => c.notNull())
      .addColumn('window_started_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('rate_limit_hits_window')
      .on('rate_limit_hits')
      .column('window_started_ms')
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('rate_limit_hits').execute();
  },
};
