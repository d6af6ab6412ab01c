import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-db-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('SQLite shared by several server processes', () => {
  it('a transaction holds the write lock from its start, so no other write slips in', async () => {
    const { db, kind } = openDatabase({ dataDir });
    await migrateToLatest(db, kind);
    // Another process's connection; it gives up at once instead of waiting for the lock.
    const other = new SQLite(path.join(dataDir, 'salon.db'), { timeout: 0 });
    const otherWrite = other.prepare(
      "INSERT INTO rate_limit_hits (key, hits, window_started_ms) VALUES ('other', 1, 0)",
    );
    try {
      await db.transaction().execute(async (trx) => {
        await trx.selectFrom('rate_limit_hits').select('key').execute();
        // With a plain `begin` this write would succeed and the transaction's own write below
        // would fail with SQLITE_BUSY.
        expect(() => otherWrite.run()).toThrow(/locked|busy/i);
        await trx
          .insertInto('rate_limit_hits')
          .values({ key: 'mine', hits: 1, window_started_ms: 0 })
          .execute();
      });
      otherWrite.run();
      const keys = await db.selectFrom('rate_limit_hits').select('key').orderBy('key').execute();
      expect(keys.map((row) => row.key)).toEqual(['mine', 'other']);
    } finally {
      other.close();
      await db.destroy();
    }
  });
});
