// A database that ran a later-numbered migration before an earlier one existed still migrates:
// main had 012-checkout for a while before 011-team was merged, and an installation updated in
// between held 001–010 and 012. Kysely refuses such a database unless unordered migrations are
// allowed (docs/decisions.md, Data). SQLite in a temporary folder, or PostgreSQL with
// TEST_DATABASE_URL.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database.js';
import { migrateToLatest, migrationsFor, pendingMigrations } from '../../server/db/migrate.js';
import { hashPassword } from '../../server/security/passwords.js';
import { createPostgresDatabase } from './helpers/test-app.js';

const cleanUps: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
});

it('runs 011-team on a database that already ran 012-checkout, and the owner gets a member', async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'salon-migration-order-'));
  cleanUps.push(() => fs.rm(dataDir, { recursive: true, force: true }));
  const postgres = process.env.TEST_DATABASE_URL
    ? await createPostgresDatabase(process.env.TEST_DATABASE_URL)
    : undefined;
  if (postgres) cleanUps.push(() => postgres.drop());
  const { db, kind } = openDatabase({ databaseUrl: postgres?.url, dataDir });
  cleanUps.push(() => db.destroy());

  // The set main had at the checkout's merge: 001 to 010, then 012.
  const all = migrationsFor(kind);
  const names = Object.keys(all).filter((name) => name <= '012-checkout' && name !== '011-team');
  const then = new Migrator({
    db,
    provider: { getMigrations: async () => Object.fromEntries(names.map((n) => [n, all[n]!])) },
  });
  const { error } = await then.migrateToLatest();
  expect(error).toBeUndefined();
  await sql`insert into users (first_name, last_name, business_name, slug, email, password_hash,
    country, mobile, timezone, email_verified_at, created_at)
    values ('Kari', 'Nordmann', 'Kari''s', 'kari', 'kari@example.com',
    ${await hashPassword('correct horse battery')}, '+47', '1', 'Europe/Oslo',
    '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`.execute(db);

  await migrateToLatest(db, kind);

  expect(await pendingMigrations(db, kind)).toBe(0);
  const members = await sql<{ business_id: number }>`select business_id from team_members`.execute(
    db,
  );
  expect(members.rows).toHaveLength(1);
});
