// On PostgreSQL, a connection the database closes while it sits idle in the pool (a restart, a
// terminated backend) must not bring the server down: the pool drops it and the next query gets
// a new one. Without the pool's error listener the closed connection's 'error' event is unhandled
// and fails this run.
import os from 'node:os';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';

const baseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!baseUrl)('PostgreSQL connections', () => {
  it('survive the database closing an idle connection', async () => {
    const { db } = openDatabase({ databaseUrl: baseUrl, dataDir: os.tmpdir() });
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      await admin.end();
      const query = () =>
        sql<{ one: number }>`select 1 as one`.execute(db).then(
          (result) => result.rows[0]!.one,
          () => 'refused',
        );
      await expect.poll(query).toBe(1);
    } finally {
      await db.destroy();
    }
  });
});
