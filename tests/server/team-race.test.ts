// No double booking of a team member by a race (docs/decisions.md, Team): 20 owner bookings at
// once against the real entry point with two server processes (WEB_CONCURRENCY=2). The member's
// overlap check and the write share one transaction under the business's lock (SQLite's write
// lock, or on PostgreSQL with TEST_DATABASE_URL the business's row lock), so one member's slot
// is booked once, two members' slots once each, and "Anyone available" fills each free member once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertService } from './helpers/diary.js';
import { startRaceSalon } from './helpers/race-salon.js';
import { WITH_PROCESS_START, type TwoProcessServer } from './helpers/server-processes.js';

let server: TwoProcessServer | undefined;
let base = '';
let auth: Record<string, string> = {};
let cut = 0;
let ada = 0;
let bo = 0;

interface Answer {
  status: number;
  body: { id?: number; memberId?: number; conflict?: { reason: string; memberId?: number } };
}

beforeAll(async () => {
  const salon = await startRaceSalon((db, businessId) =>
    insertService(db, businessId, { name: 'Cut', priceCents: 45000, minutes: 60 }),
  );
  ({ server, headers: auth, seeded: cut } = salon);
  base = salon.server.base;
  const team = (await (await fetch(`${base}/api/team`, { headers: auth })).json()) as {
    id: number;
  }[];
  ada = team[0]?.id ?? 0;
  const added = await fetch(`${base}/api/team`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ name: 'Bo', color: 'teal' }),
  });
  expect(added.status).toBe(201);
  bo = ((await added.json()) as { member: { id: number } }).member.id;
}, WITH_PROCESS_START);

afterAll(async () => {
  await server?.stop();
}, 30_000);

/** One booking per entry of `members` (undefined: "Anyone available"), all sent at once. */
async function bookAll(members: (number | undefined)[], date: string): Promise<Answer[]> {
  return Promise.all(
    members.map(async (memberId, index) => {
      const response = await fetch(`${base}/api/appointments`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({
          client: { firstName: 'Kari', lastName: `Nordmann${index}` },
          serviceIds: [cut],
          date,
          time: '10:00',
          ...(memberId === undefined ? {} : { memberId }),
        }),
      });
      return { status: response.status, body: (await response.json()) as Answer['body'] };
    }),
  );
}

async function bookedOn(date: string): Promise<{ id: number; memberId: number }[]> {
  const range = await fetch(`${base}/api/appointments/range?from=${date}&to=${date}`, {
    headers: auth,
  });
  return (await range.json()) as { id: number; memberId: number }[];
}

const created = (answers: Answer[]) => answers.filter((answer) => answer.status === 201);
const refused = (answers: Answer[]) => answers.filter((answer) => answer.status === 409);

describe('20 concurrent owner bookings on two server processes', () => {
  it('books one member’s slot exactly once; the other 19 are refused', async () => {
    const answers = await bookAll(Array<number>(20).fill(ada), '2026-11-24');
    expect(created(answers)).toHaveLength(1);
    expect(refused(answers)).toHaveLength(19);
    for (const answer of refused(answers)) {
      expect(answer.body.conflict).toMatchObject({ reason: 'overlap', memberId: ada });
    }
    expect((await bookedOn('2026-11-24')).map((row) => row.memberId)).toEqual([ada]);
  }, 60_000);

  it('books the same slot for two different members, once each', async () => {
    const members = Array.from({ length: 20 }, (_, index) => (index % 2 ? bo : ada));
    const answers = await bookAll(members, '2026-11-25');
    expect(
      created(answers)
        .map((answer) => answer.body.memberId)
        .sort(),
    ).toEqual([ada, bo].sort());
    expect(refused(answers)).toHaveLength(18);
    expect(await bookedOn('2026-11-25')).toHaveLength(2);
  }, 60_000);

  it('gives 20 "Anyone available" bookings of a slot two members are free at to both, once', async () => {
    const answers = await bookAll(Array<undefined>(20).fill(undefined), '2026-11-26');
    expect(
      created(answers)
        .map((answer) => answer.body.memberId)
        .sort(),
    ).toEqual([ada, bo].sort());
    expect(refused(answers)).toHaveLength(18);
    expect(await bookedOn('2026-11-26')).toHaveLength(2);
  }, 60_000);
});
