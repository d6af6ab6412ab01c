// No overbooking by a race on the portal: 30 clients book one slot at once, from
// separate connections, against the real entry point with two server processes (WEB_CONCURRENCY=2)
// and a capacity of 2. The portal shares the diary's lock (SQLite's write lock, or the business's
// row lock on PostgreSQL with TEST_DATABASE_URL), so exactly two get it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database.js';
import { readVerificationLink, registrationBody } from './helpers/accounts.js';
import { insertService } from './helpers/diary.js';
import { startServerProcesses, type ServerProcesses } from './helpers/server-processes.js';
import { createPostgresDatabase } from './helpers/test-app.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-portal-race-'));
let server: ServerProcesses | undefined;
let base = '';
let slug = '';
let cut = 0;
let drop: (() => Promise<void>) | undefined;
let databaseUrl: string | undefined;

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) {
    const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL);
    databaseUrl = created.url;
    drop = created.drop;
  }
  server = startServerProcesses(dataDir, {
    RATE_LIMIT: 'off',
    // Monday 23 November 2026, 10:00 in Oslo.
    FIXED_NOW: '2026-11-23T09:00:00Z',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  base = await server.waitUntilListening(2, 30_000);

  const body = registrationBody({ timezone: 'Europe/Oslo', business_name: 'Race Salon' });
  const registered = await fetch(`${base}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(registered.status).toBe(201);
  const link = await readVerificationLink(dataDir, body.email);
  const businessId = Number(link.id);

  const { db } = openDatabase({ databaseUrl, dataDir });
  try {
    cut = await insertService(db, businessId, { name: 'Cut', priceCents: 45000, minutes: 60 });
    await db
      .insertInto('business_availability')
      .values({ business_id: businessId, capacity: 2 })
      .execute();
    const row = await db
      .selectFrom('users')
      .select('slug')
      .where('id', '=', businessId)
      .executeTakeFirstOrThrow();
    slug = row.slug ?? '';
  } finally {
    await db.destroy();
  }
}, 90_000);

afterAll(async () => {
  await server?.stop();
  await drop?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

describe('30 concurrent portal bookings of one slot with capacity 2 on two processes', () => {
  it('creates exactly 2; the other 28 get 409 with the nearest free times', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, async (_, index) => {
        const response = await fetch(`${base}/api/public/${slug}/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            services: [cut],
            date: '2026-11-24',
            time: '12:00',
            firstName: 'Kari',
            lastName: `Nordmann${index}`,
            phone: `+47 900 00 ${String(index).padStart(3, '0')}`,
            email: `kari${index}@example.com`,
          }),
        });
        return {
          status: response.status,
          body: (await response.json()) as Record<string, unknown>,
        };
      }),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(28);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.body.nearest).toHaveLength(3);
    }

    const { db } = openDatabase({ databaseUrl, dataDir });
    try {
      const rows = await db
        .selectFrom('appointments')
        .select(['source', 'status'])
        .where('book_date', '=', '2026-11-24')
        .execute();
      expect(rows).toEqual([
        { source: 'online', status: 'booked' },
        { source: 'online', status: 'booked' },
      ]);
    } finally {
      await db.destroy();
    }
  }, 60_000);
});
