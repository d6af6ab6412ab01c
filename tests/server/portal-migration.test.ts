// Migration 004 gives every existing business a slug from its name, unique, with a
// number on a clash; the portal's settings default for them without a row.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../../server/db/database.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { createPostgresDatabase } from './helpers/test-app.js';

let dataDir: string;
let drop: (() => Promise<void>) | undefined;
let opened: OpenedDatabase;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'salon-portal-migration-'));
  let databaseUrl: string | undefined;
  if (process.env.TEST_DATABASE_URL) {
    const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL);
    databaseUrl = created.url;
    drop = created.drop;
  }
  opened = openDatabase({ databaseUrl, dataDir });
  await migrateToLatest(opened.db, opened.kind, '003-diary');
  for (const [index, name] of [
    'Studio Ønskeklipp',
    'studio ønskeklipp',
    'Bookings',
    '!!!',
  ].entries()) {
    await opened.db
      .insertInto('users')
      .values({
        first_name: 'Old',
        last_name: 'Owner',
        business_name: name,
        email: `old-${index}@example.com`,
        password_hash: 'x',
        country: '+47',
        mobile: '1',
        timezone: 'Europe/Oslo',
        brand_logo: null,
        email_verified_at: null,
        created_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
  }
  await migrateToLatest(opened.db, opened.kind);
});

afterAll(async () => {
  await opened.db.destroy();
  await drop?.();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('migration 004', () => {
  it('backfills a unique slug for every business', async () => {
    const rows = await opened.db.selectFrom('users').select('slug').orderBy('id').execute();
    expect(rows.map((row) => row.slug)).toEqual([
      'studio-onskeklipp',
      'studio-onskeklipp-2',
      'bookings-2',
      'salon',
    ]);
  });

  it('refuses a duplicate slug', async () => {
    await expect(
      opened.db
        .updateTable('users')
        .set({ slug: 'salon' })
        .where('slug', '=', 'bookings-2')
        .execute(),
    ).rejects.toThrow();
  });
});
