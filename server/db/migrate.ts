// Runs the one set of migrations on whichever database is open.
import { Migrator, type Migration } from 'kysely';
import type { Db, DbKind } from './database.js';
import { initialMigration } from './migrations/001-initial.js';
import { rateLimitsMigration } from './migrations/002-rate-limits.js';

function migrationsFor(kind: DbKind): Record<string, Migration> {
  return { '001-initial': initialMigration(kind), '002-rate-limits': rateLimitsMigration };
}

export async function migrateToLatest(db: Db, kind: DbKind): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrationsFor(kind) },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
