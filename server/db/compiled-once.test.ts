import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { compiledOnce } from './compiled-once.js';
import { openDatabase, type Db } from './database.js';
import { migrateToLatest } from './migrate.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-compiled-'));
let db: Db;

beforeAll(async () => {
  const opened = openDatabase({ dataDir });
  db = opened.db;
  await migrateToLatest(db, opened.kind);
  await db
    .insertInto('rate_limit_hits')
    .values([
      { key: 'a', hits: 1, window_started_ms: 10 },
      { key: 'b', hits: 2, window_started_ms: 20 },
      { key: 'c', hits: 1, window_started_ms: 30 },
    ])
    .execute();
});

afterAll(async () => {
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('compiledOnce', () => {
  it('builds the query once and binds each call’s values, in a transaction too', async () => {
    let builds = 0;
    const hitsOf = compiledOnce((d, p: { key: string; since: number }) => {
      builds += 1;
      return (
        d
          .selectFrom('rate_limit_hits')
          .select(['key', 'hits'])
          .where('key', '=', p.key)
          .where('window_started_ms', '>=', p.since)
          // A value the builder writes itself is compiled in as it is.
          .where('hits', '<', 5)
      );
    });
    expect(await hitsOf(db, { key: 'a', since: 0 })).toEqual([{ key: 'a', hits: 1 }]);
    expect(await hitsOf(db, { key: 'b', since: 0 })).toEqual([{ key: 'b', hits: 2 }]);
    expect(await hitsOf(db, { key: 'b', since: 25 })).toEqual([]);
    await db.transaction().execute(async (trx) => {
      expect(await hitsOf(trx, { key: 'c', since: 30 })).toEqual([{ key: 'c', hits: 1 }]);
    });
    expect(builds).toBe(1);
  });

  it('runs a write with RETURNING and hands back the changed rows', async () => {
    const bump = compiledOnce((d, p: { key: string }) =>
      d
        .updateTable('rate_limit_hits')
        .set((eb) => ({ hits: eb('hits', '+', 1) }))
        .where('key', '=', p.key)
        .returning(['key', 'hits']),
    );
    expect(await bump(db, { key: 'a' })).toEqual([{ key: 'a', hits: 2 }]);
    expect(await bump(db, { key: 'nothing' })).toEqual([]);
  });

  // On SQLite a compiled query runs at once, without Kysely's path, when that cannot put it inside
  // somebody else's transaction (server/db/database.ts, runCompiledNow): a read on the reader
  // connection always, a write only while no transaction holds the writer.
  it('runs at once when no transaction is open, and never inside another caller’s', async () => {
    const hitsOf = compiledOnce((d, p: { key: string }) =>
      d.selectFrom('rate_limit_hits').select(['key', 'hits']).where('key', '=', p.key),
    );
    const add = compiledOnce((d, p: { key: string }) =>
      d.insertInto('rate_limit_hits').values({ key: p.key, hits: 1, window_started_ms: 0 }),
    );
    const throughKysely = vi.spyOn(db, 'executeQuery');
    try {
      expect(await hitsOf(db, { key: 'c' })).toEqual([{ key: 'c', hits: 1 }]);
      expect(throughKysely).not.toHaveBeenCalled();

      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let inserted = () => {};
      const insertDone = new Promise<void>((resolve) => (inserted = resolve));
      const transaction = db.transaction().execute(async (trx) => {
        await trx
          .insertInto('rate_limit_hits')
          .values({ key: 'uncommitted', hits: 7, window_started_ms: 0 })
          .execute();
        // The transaction's own queries see its row.
        expect(await hitsOf(trx, { key: 'uncommitted' })).toEqual([
          { key: 'uncommitted', hits: 7 },
        ]);
        inserted();
        await held;
        throw new Error('roll back');
      });
      await insertDone;
      // Another caller's read runs at once on the reader and sees only what is committed; its
      // write waits for the transaction to end, so it is not rolled back with it.
      expect(await hitsOf(db, { key: 'uncommitted' })).toEqual([]);
      const write = add(db, { key: 'outside' });
      release();
      await expect(transaction).rejects.toThrow('roll back');
      await write;
      expect(await hitsOf(db, { key: 'outside' })).toEqual([{ key: 'outside', hits: 1 }]);
      expect(await hitsOf(db, { key: 'uncommitted' })).toEqual([]);
      expect(throughKysely).toHaveBeenCalledTimes(1);
    } finally {
      throughKysely.mockRestore();
    }
  });
});
