// No double booking by a race: 20 requests for one free slot at once, from separate
// connections, against the real entry point with two server processes (WEB_CONCURRENCY=2). The
// overlap check and the write share one transaction: SQLite's write lock, or on PostgreSQL (with
// TEST_DATABASE_URL) the business's row lock, lets exactly one through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertService } from './helpers/diary.js';
import { startRaceSalon } from './helpers/race-salon.js';
import { WITH_PROCESS_START, type TwoProcessServer } from './helpers/server-processes.js';

let server: TwoProcessServer | undefined;
let base = '';
let auth: Record<string, string> = {};
let cut = 0;

beforeAll(async () => {
  const salon = await startRaceSalon((db, businessId) =>
    insertService(db, businessId, { name: 'Cut', priceCents: 45000, minutes: 60 }),
  );
  ({ server, headers: auth, seeded: cut } = salon);
  base = salon.server.base;
}, WITH_PROCESS_START);

afterAll(async () => {
  await server?.stop();
}, 30_000);

async function bookAll(times: string[], date: string) {
  return Promise.all(
    times.map(async (time, index) => {
      const response = await fetch(`${base}/api/appointments`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({
          client: { firstName: 'Kari', lastName: `Nordmann${index}` },
          serviceIds: [cut],
          date,
          time,
        }),
      });
      return { status: response.status, body: (await response.json()) as Record<string, never> };
    }),
  );
}

function expectOneWinner(answers: { status: number; body: Record<string, never> }[]) {
  const created = answers.filter((answer) => answer.status === 201);
  const refused = answers.filter((answer) => answer.status === 409);
  expect(created).toHaveLength(1);
  expect(refused).toHaveLength(19);
  const winner = created[0]?.body as unknown as { id: number; firstName: string; lastName: string };
  for (const answer of refused) {
    const body = answer.body as unknown as { errors: { msg: string }[]; conflict: object };
    expect(body.errors[0]?.msg).toMatch(
      new RegExp(`^This time overlaps BID${winner.id}, ${winner.firstName} ${winner.lastName} `),
    );
    expect(body.conflict).toMatchObject({ reason: 'overlap' });
  }
  return winner;
}

describe('20 concurrent bookings of one slot on two server processes', () => {
  it('creates exactly one; the other 19 get 409 naming it', async () => {
    const answers = await bookAll(Array(20).fill('10:00'), '2026-11-24');
    const winner = expectOneWinner(answers);
    const range = await fetch(`${base}/api/appointments/range?from=2026-11-24&to=2026-11-24`, {
      headers: auth,
    });
    expect(((await range.json()) as { id: number }[]).map((a) => a.id)).toEqual([winner.id]);
  }, 60_000);

  it('creates exactly one when half start inside the other half (10:00-11:00 and 10:30)', async () => {
    const times = Array.from({ length: 20 }, (_, i) => (i % 2 ? '10:30' : '10:00'));
    expectOneWinner(await bookAll(times, '2026-11-25'));
    const range = await fetch(`${base}/api/appointments/range?from=2026-11-25&to=2026-11-25`, {
      headers: auth,
    });
    expect((await range.json()) as unknown[]).toHaveLength(1);
  }, 60_000);
});
