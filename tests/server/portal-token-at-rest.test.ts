// Cancel tokens are stored hashed everywhere, the idempotent replay of a public booking included
// (docs/decisions.md, Pages and mails): after a booking with an Idempotency-Key no row of any
// table holds the token in clear, and a replay still gives the client a cancel link that works.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalBookingSchema } from '../../contract/portal.js';
import { openDatabase } from '../../server/db/database.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { registerVerifyAndLogin } from './helpers/accounts.js';
import { insertService, slugOf } from './helpers/diary.js';
import { createPostgresDatabase, createTestApp, type TestApp } from './helpers/test-app.js';

// Monday 23 November 2026, 11:00 in Oslo; Wednesday is open 10:00-19:00 (default hours).
const NOW = new Date('2026-11-23T10:00:00Z');
const WEDNESDAY = '2026-11-25';

let t: TestApp;
let slug: string;
let serviceId: number;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  const owner = await registerVerifyAndLogin(t.app, t.dataDir, { timezone: 'Europe/Oslo' });
  slug = await slugOf(t.app.db, owner.id);
  serviceId = await insertService(t.app.db, owner.id, {
    name: 'Cut',
    priceCents: 100,
    minutes: 30,
  });
});

afterAll(async () => {
  await t.close();
});

const booking = (time: string) => ({
  firstName: 'Kari',
  lastName: 'Nordmann',
  phone: '+47 900 00 000',
  email: 'kari@example.com',
  services: [serviceId],
  date: WEDNESDAY,
  time,
});

async function book(time: string, key: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/public/${slug}/bookings`,
    payload: booking(time),
    headers: { 'idempotency-key': key },
  });
  return { status: response.statusCode, headers: response.headers, body: response.json() };
}

const cancel = (token: string, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/public/bookings/cancel',
    payload: { token },
    headers: key ? { 'idempotency-key': key } : {},
  });

/** Every row of every table of the database, as text. */
async function everyRow(): Promise<string> {
  const tables = await t.app.db.introspection.getTables();
  const dumps: string[] = [];
  for (const table of tables) {
    // A table name from the database's own catalogue; the rows are read whole.
    const rows = await t.app.db
      .selectFrom(table.name as 'users')
      .selectAll()
      .execute();
    dumps.push(`${table.name}: ${JSON.stringify(rows)}`);
  }
  expect(dumps.some((dump) => dump.startsWith('idempotency_keys: [{'))).toBe(true);
  return dumps.join('\n');
}

describe('a public booking with an Idempotency-Key', () => {
  it('stores no cancel token in clear; the replay gives a cancel link that works', async () => {
    const key = 'a5f1c0de-7b9e-4c1d-9e7f-0123456789ab';
    const first = await book('12:00', key);
    expect(first.status).toBe(201);
    const token = portalBookingSchema.parse(first.body).cancelToken;
    expect(token.length).toBeGreaterThanOrEqual(40);

    const dump = await everyRow();
    expect(dump).not.toContain(token);
    // Nor the key that the token would be derived from.
    expect(dump).not.toContain(key);

    const replay = await book('12:00', key);
    expect(replay.status).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const replayed = portalBookingSchema.parse(replay.body);
    expect({ ...replayed, cancelToken: '' }).toEqual({ ...first.body, cancelToken: '' });
    expect(await everyRow()).not.toContain(replayed.cancelToken);

    const cancelled = await cancel(replayed.cancelToken, 'cancel-key-0001');
    expect(cancelled.statusCode).toBe(200);
    expect(await everyRow()).not.toContain(replayed.cancelToken);
    // Spent once: the first answer's link, if another, is spent with the booking too.
    expect((await cancel(token)).statusCode).toBe(404);
  });

  it('refuses the same key with another request, and books again under a new key', async () => {
    const key = 'b5f1c0de-7b9e-4c1d-9e7f-0123456789ab';
    expect((await book('13:00', key)).status).toBe(201);
    expect((await book('14:00', key)).status).toBe(422);
    const other = await book('14:00', 'c5f1c0de-7b9e-4c1d-9e7f-0123456789ab');
    expect(other.status).toBe(201);
    const token = portalBookingSchema.parse(other.body).cancelToken;
    expect((await cancel(token)).statusCode).toBe(200);
  });
});

describe('migration 010', () => {
  it('deletes stored booking answers that hold a cancel token, and nothing else', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'salon-token-migration-'));
    const base = process.env.TEST_DATABASE_URL;
    const postgres = base ? await createPostgresDatabase(base) : undefined;
    const opened = openDatabase({ databaseUrl: postgres?.url, dataDir });
    try {
      await migrateToLatest(opened.db, opened.kind, '007-business-locale');
      const row = (key: string, business_id: number, body: object) => ({
        business_id,
        key,
        request_hash: 'h',
        status_code: 201,
        response_body: JSON.stringify(body),
        created_at: NOW.toISOString(),
      });
      await opened.db
        .insertInto('idempotency_keys')
        .values([
          row('old-booking', 0, { date: WEDNESDAY, cancelToken: 'clear-token' }),
          row('old-cancel', 0, { msg: 'Your booking is cancelled' }),
          row('owner-change', 5, { msg: 'Updated', cancelToken: 'a field of its own' }),
        ])
        .execute();
      await migrateToLatest(opened.db, opened.kind);
      const kept = await opened.db.selectFrom('idempotency_keys').select('key').execute();
      expect(kept.map((r) => r.key).sort()).toEqual(['old-cancel', 'owner-change']);
    } finally {
      await opened.db.destroy();
      await postgres?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
