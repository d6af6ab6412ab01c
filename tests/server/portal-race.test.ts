// No overbooking by a race on the portal: 30 clients book one slot at once, from
// separate connections, against the real entry point with two server processes (WEB_CONCURRENCY=2)
// and a capacity of 2. The portal shares the diary's lock (SQLite's write lock, or the business's
// row lock on PostgreSQL with TEST_DATABASE_URL), so exactly two get it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database.js';
import { insertService, slugOf } from './helpers/diary.js';
import { startRaceSalon } from './helpers/race-salon.js';
import { WITH_PROCESS_START, type TwoProcessServer } from './helpers/server-processes.js';

let server: TwoProcessServer | undefined;
let base = '';
let slug = '';
let cut = 0;
let databaseUrl: string | undefined;
let dataDir = '';

beforeAll(async () => {
  const salon = await startRaceSalon(
    async (db, businessId) => {
      cut = await insertService(db, businessId, { name: 'Cut', priceCents: 45000, minutes: 60 });
      await db
        .insertInto('business_availability')
        .values({ business_id: businessId, capacity: 2 })
        .execute();
      // The one member, the owner, serves two at once too (docs/decisions.md, Team).
      await db
        .updateTable('team_members')
        .set({ capacity: 2 })
        .where('business_id', '=', businessId)
        .execute();
      slug = await slugOf(db, businessId);
    },
    { business_name: 'Race Salon' },
  );
  server = salon.server;
  ({ base, databaseUrl, dataDir } = server);
}, WITH_PROCESS_START);

afterAll(async () => {
  await server?.stop();
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
