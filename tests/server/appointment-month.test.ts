// GET /api/appointments/month: a few bookings a day with each day's total, for the business or
// one member, and refusals of bad values. The pages of the lists are
// appointment-paging.test.ts; the bookings both read are helpers/paging-salon.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery } from 'kysely';
import {
  appointmentMonthResponseSchema,
  type AppointmentListQuery,
} from '../../contract/appointments.js';
import { appointmentPageQueries } from '../../server/routes/appointments/appointment-pages-repository.js';
import { insertMember } from '../../server/repositories/team-members.js';
import { type Owner } from './helpers/accounts.js';
import { insertAppointment } from './helpers/diary.js';
import {
  NOW,
  OSLO,
  t,
  owner,
  other,
  item,
  get,
  keyOf,
  usePagingSalon,
} from './helpers/paging-salon.js';

usePagingSalon();

describe('GET /api/appointments/month', () => {
  const month = (who: Owner, query: string) => get(who, `/api/appointments/month?${query}`);

  it('lists the first perDay bookings of each day by start and counts every one', async () => {
    const answer = await month(owner, 'from=2026-11-20&to=2026-11-24&perDay=1');
    expect(answer.status, answer.payload).toBe(200);
    const body = appointmentMonthResponseSchema.parse(answer.body);
    // Ties at a start go by id: tomorrowB was inserted before tomorrowA.
    expect(body.bookings.map(keyOf)).toEqual(['pastB', 'pastToday', 'tomorrowB']);
    // Cancelled bookings are in neither; other businesses' never.
    expect(body.dayTotals).toEqual({ '2026-11-20': 2, '2026-11-23': 2, '2026-11-24': 2 });
  });

  it('lists every booking of a day that has no more than perDay', async () => {
    const answer = await month(owner, 'from=2026-11-01&to=2026-12-12&perDay=2');
    const body = appointmentMonthResponseSchema.parse(answer.body);
    expect(body.bookings.map(keyOf)).toEqual([
      'pastNoShow',
      'pastB',
      'pastA',
      'pastToday',
      'nowToday',
      'tomorrowB',
      'tomorrowA',
      'later',
    ]);
    expect(body.dayTotals['2026-11-25']).toBeUndefined();
    // The same rows, in the same shape, as the range call gives for those days.
    const range = await get(owner, '/api/appointments/range?from=2026-11-01&to=2026-12-12');
    expect(body.bookings).toEqual(range.body);
  });

  it.each([
    ['from=2026-11-01&to=2026-11-30', 'perDay must be a number'],
    ['from=2026-11-01&to=2026-11-30&perDay=0', 'perDay must be at least 1'],
    ['from=2026-11-01&to=2026-11-30&perDay=11', 'perDay must be at most 10'],
    ['from=2026-11-01&to=2026-11-30&perDay=1.5', 'perDay must be a whole number'],
    ['from=2026-11-30&to=2026-11-01&perDay=2', 'from must not be after to'],
    [
      'from=2026-11-01&to=2027-01-05&perDay=2',
      'The range must be at most 62 days',
      { maxDays: 62 },
    ],
    ['from=2026-02-30&to=2026-03-01&perDay=2', 'Date is not a calendar date'],
  ])('refuses %s with 400', async (query, msg, params?: object) => {
    const answer = await month(owner, query);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ errors: [{ msg, code: 'invalid', ...(params && { params }) }] });
  });

  it("answers another business's days without this one's bookings, and none without a session", async () => {
    const answer = await month(other, 'from=2026-11-20&to=2026-11-24&perDay=2');
    const body = appointmentMonthResponseSchema.parse(answer.body);
    expect(body.bookings.map(keyOf).every((key) => key.startsWith('other:'))).toBe(true);
    expect(body.dayTotals).toEqual({ '2026-11-20': 1, '2026-11-24': 1 });
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/appointments/month?from=2026-11-20&to=2026-11-24&perDay=2',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/appointments/month?memberId', () => {
  // A day of its own (no other booking of the owner's) with three bookings of A and two of B,
  // A's all earlier, so a filter on the device would list only A's and count five.
  const DAY = '2026-12-08';
  let memberA: number;
  let memberB: number;
  const memberIds: Record<string, number> = {};

  beforeAll(async () => {
    memberA = await insertMember(t.app.db, owner.id, { name: 'Anne' }, NOW);
    memberB = await insertMember(t.app.db, owner.id, { name: 'Bo' }, NOW);
    const day: [string, string, number][] = [
      ['a1', '09:00', memberA],
      ['a2', '09:30', memberA],
      ['a3', '10:00', memberA],
      ['b1', '11:00', memberB],
      ['b2', '12:00', memberB],
    ];
    for (const [key, time, memberId] of day) {
      memberIds[key] = await insertAppointment(t.app.db, {
        businessId: owner.id,
        timezone: OSLO,
        date: DAY,
        time,
        firstName: 'Kari',
        lastName: key,
        memberId,
        items: item(1000),
      });
    }
  });

  const idsOf = (body: unknown) =>
    appointmentMonthResponseSchema.parse(body).bookings.map((booking) => booking.id);

  it("lists and counts only the member's bookings", async () => {
    const everyone = await get(owner, `/api/appointments/month?from=${DAY}&to=${DAY}&perDay=2`);
    expect(idsOf(everyone.body)).toEqual([memberIds.a1, memberIds.a2]);
    expect(everyone.body.dayTotals).toEqual({ [DAY]: 5 });
    const answer = await get(
      owner,
      `/api/appointments/month?from=${DAY}&to=${DAY}&perDay=2&memberId=${memberB}`,
    );
    expect(answer.status, answer.payload).toBe(200);
    expect(idsOf(answer.body)).toEqual([memberIds.b1, memberIds.b2]);
    expect(answer.body.dayTotals).toEqual({ [DAY]: 2 });
    const byA = await get(
      owner,
      `/api/appointments/month?from=${DAY}&to=${DAY}&perDay=2&memberId=${memberA}`,
    );
    expect(idsOf(byA.body)).toEqual([memberIds.a1, memberIds.a2]);
    expect(byA.body.dayTotals).toEqual({ [DAY]: 3 });
  });

  it("finds nothing for another business's member", async () => {
    // The other business asks with this business's member: their own bookings are not B's.
    const answer = await get(
      other,
      `/api/appointments/month?from=2026-11-01&to=${DAY}&perDay=2&memberId=${memberB}`,
    );
    expect(answer.status, answer.payload).toBe(200);
    expect(answer.body).toEqual({ bookings: [], dayTotals: {} });
  });

  it.each([
    ['memberId=abc', 'memberId: Must be a number'],
    ['memberId=0', 'memberId: Must be chosen'],
    ['memberId=1.5', 'memberId: Must be a number'],
    ['memberId=99999999999', 'memberId: Is not a known id'],
  ])('refuses %s with 400', async (param, msg) => {
    const answer = await get(
      owner,
      `/api/appointments/month?from=${DAY}&to=${DAY}&perDay=2&${param}`,
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ errors: [{ msg, code: 'invalid' }] });
  });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('query plans on SQLite', () => {
  async function plan(list: 'upcoming' | 'past', query: AppointmentListQuery) {
    const { page, count } = appointmentPageQueries(
      t.app.db,
      { id: owner.id, timezone: OSLO },
      NOW,
      list,
      query,
    );
    const details = async (compiled: CompiledQuery) => {
      const explained = await t.app.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
      );
      return explained.rows.map((row) => row.detail).join('\n');
    };
    return { page: await details(page.compile()), count: await details(count.compile()) };
  }

  it('reads a page by start along the business/date index, without sorting', async () => {
    for (const [list, dir] of [
      ['upcoming', 'asc'],
      ['past', 'desc'],
      ['past', 'asc'],
    ] as const) {
      const { page, count } = await plan(list, { limit: 50, offset: 100, dir });
      expect(page).toMatch(/USING (COVERING )?INDEX appointments_business_when \(business_id=\?/);
      expect(page).not.toMatch(/TEMP B-TREE/);
      expect(count).toMatch(/INDEX appointments_business_when \(business_id=\?/);
    }
  });

  it('narrows other sorts and searches with the same indexes, clients’ names too', async () => {
    const { page } = await plan('past', { limit: 50, sort: 'client', q: 'nora' });
    expect(page).toMatch(/INDEX appointments_business_when \(business_id=\?/);
    expect(page).toMatch(/INDEX clients_business_search_name/);
    expect(page).toMatch(/INDEX clients_business_search_last/);
    expect(page).not.toMatch(/SCAN appointments/);
  });
});
