// No member booked twice by a race on the booking page (docs/decisions.md, Team): against the
// real entry point with two server processes (WEB_CONCURRENCY=2), on SQLite or on PostgreSQL
// with TEST_DATABASE_URL. The member is chosen, or assigned for "No preference", inside the
// booking's transaction after the business's lock, so 20 clients at once asking for a time when
// exactly two members are free get exactly two bookings, one each; 20 asking for one member's
// time get one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database.js';
import { firstActiveMemberId, insertMember } from '../../server/repositories/team-members.js';
import { insertService, slugOf } from './helpers/diary.js';
import { startRaceSalon } from './helpers/race-salon.js';
import { WITH_PROCESS_START, type TwoProcessServer } from './helpers/server-processes.js';

const TUESDAY = '2026-11-24';

let server: TwoProcessServer | undefined;
let base = '';
let slug = '';
let cut = 0;
let maria = 0;
let bo = 0;
let cleo = 0;
let businessId = 0;
let databaseUrl: string | undefined;
let dataDir = '';

beforeAll(async () => {
  const salon = await startRaceSalon(
    async (db, id) => {
      businessId = id;
      const now = new Date('2026-11-23T09:00:00Z');
      // The salon takes three at once, each member one: the members are the limit here.
      await db
        .insertInto('business_availability')
        .values({ business_id: businessId, capacity: 3 })
        .execute();
      cut = await insertService(db, businessId, { name: 'Cut', priceCents: 45000, minutes: 60 });
      maria = await firstActiveMemberId(db, businessId);
      bo = await insertMember(db, businessId, { name: 'Bo' }, now);
      cleo = await insertMember(db, businessId, { name: 'Cleo' }, now);
      // Cleo is away on Tuesday: at any Tuesday time exactly Maria and Bo are free.
      await db
        .insertInto('team_member_time_off')
        .values({ member_id: cleo, business_id: businessId, from_date: TUESDAY, to_date: TUESDAY })
        .execute();
      slug = await slugOf(db, businessId);
    },
    { business_name: 'Team Race Salon' },
  );
  server = salon.server;
  ({ base, databaseUrl, dataDir } = server);
}, WITH_PROCESS_START);

afterAll(async () => {
  await server?.stop();
}, 30_000);

/** 20 clients at once book `time` on Tuesday, with `memberId` or "No preference". */
async function twentyAtOnce(time: string, memberId?: number) {
  return Promise.all(
    Array.from({ length: 20 }, async (_, index) => {
      const response = await fetch(`${base}/api/public/${slug}/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          services: [cut],
          date: TUESDAY,
          time,
          ...(memberId === undefined ? {} : { memberId }),
          firstName: 'Kari',
          lastName: `Race${time.replace(':', '')}${index}`,
          phone: `+47 901 ${time.replace(':', '')} ${String(index).padStart(3, '0')}`,
          email: `race${time.replace(':', '')}-${index}@example.com`,
        }),
      });
      return {
        status: response.status,
        body: (await response.json()) as { member?: { id: number } },
      };
    }),
  );
}

async function membersBookedAt(start: string): Promise<number[]> {
  const { db } = openDatabase({ databaseUrl, dataDir });
  try {
    const rows = await db
      .selectFrom('appointments')
      .select('member_id')
      .where('business_id', '=', businessId)
      .where('start_at', '=', start)
      .where('status', '=', 'booked')
      .execute();
    return rows.map((row) => row.member_id ?? 0).sort((a, b) => a - b);
  } finally {
    await db.destroy();
  }
}

describe('concurrent bookings with a team, on two processes', () => {
  it('20 "No preference" bookings where two members are free: 2 bookings, one each', async () => {
    const answers = await twentyAtOnce('12:00');
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(18);
    const given = answers.flatMap((answer) => (answer.body.member ? [answer.body.member.id] : []));
    expect(given.sort((a, b) => a - b)).toEqual([maria, bo].sort((a, b) => a - b));
    expect(await membersBookedAt('2026-11-24T11:00:00.000Z')).toEqual(
      [maria, bo].sort((a, b) => a - b),
    );
  }, 60_000);

  it("20 bookings of one member's time: 1 booking, 19 refusals", async () => {
    const answers = await twentyAtOnce('15:00', bo);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await membersBookedAt('2026-11-24T14:00:00.000Z')).toEqual([bo]);
  }, 60_000);
});
