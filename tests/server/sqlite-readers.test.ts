// Reads are not queued behind a writer (docs/architecture.md, Server): on
// SQLite a write transaction holds the writer connection across awaits, and a signed-in read must
// still be answered meanwhile, from the WAL reader connection. On PostgreSQL the pool's other
// connections answer it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let testApp: TestApp;
let owner: Owner;

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await registerVerifyAndLogin(testApp.app, testApp.dataDir);
});
afterAll(async () => testApp.close());

/** Resolves with `work`'s value, or rejects once `ms` have passed without it. */
function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} was not answered within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

describe('a read while a write transaction is open', () => {
  it('is answered before the transaction ends, and sees only what was committed', async () => {
    const { app } = testApp;
    const read = () => app.inject({ method: 'GET', url: '/api/categories/', headers: owner.auth });
    await app.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('categories')
        .values({
          business_id: owner.id,
          name: 'Uncommitted',
          description: '',
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
        })
        .execute();
      // Waits on the read itself: before this change it queued behind this very transaction,
      // which never ended, so only the bound below could end the wait.
      const answer = await within(read(), 10_000, 'the read');
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain('Uncommitted');
    });
    expect((await read()).body).toContain('Uncommitted');
  });

  it('and a write outside it waits for the commit, then lands', async () => {
    const { app } = testApp;
    let committing = false;
    let outside: Promise<boolean> | undefined;
    await app.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ first_name: 'Inside' })
        .where('id', '=', owner.id)
        .execute();
      outside = app.db
        .updateTable('users')
        .set({ first_name: 'Outside' })
        .where('id', '=', owner.id)
        .execute()
        .then(() => committing);
      // Let the write outside try its luck before this transaction ends.
      await new Promise((resolve) => setImmediate(resolve));
      committing = true;
    });
    // It ran after the transaction's work, never inside it.
    expect(await outside).toBe(true);
    const row = await app.db
      .selectFrom('users')
      .select('first_name')
      .where('id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(row.first_name).toBe('Outside');
  });
});
