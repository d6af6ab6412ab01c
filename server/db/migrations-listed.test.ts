// A migration file that migrate.ts does not list never runs, and nothing else would notice until
// a query met the missing column (docs/architecture.md, Server). Every file in migrations/ must
// have run on a fresh database, under its own name, in the order of the names.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-migrations-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('migrations', () => {
  it('every file in server/db/migrations runs on a fresh database', async () => {
    const files = fs
      .readdirSync(path.join(import.meta.dirname, 'migrations'))
      .filter((file) => /^\d{3}-[\w-]+\.ts$/.test(file) && !file.includes('.test.'))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    const { db, kind } = openDatabase({ dataDir });
    try {
      await migrateToLatest(db, kind);
      const ran = await sql<{
        name: string;
      }>`select name from kysely_migration order by name`.execute(db);
      expect(files.length).toBeGreaterThan(6);
      expect(ran.rows.map((row) => row.name)).toEqual(files);
    } finally {
      await db.destroy();
    }
  });
});
