// GET all_upcoming and all_past with limit, offset, sort, dir and q: pages of the spec's array,
// X-Total-Count, refusals of bad values, the business's own rows only, and without parameters
// the same answer as before.
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointmentListResponseSchema,
  appointmentMonthResponseSchema,
  type AppointmentListQuery,
  type AppointmentResponse,
} from '../../contract/appointments.js';
import { appointmentPageQueries } from '../../server/routes/appointments/appointment-pages-repository.js';
import {
  listPastAppointments,
  listUpcomingAppointments,
} from '../../server/routes/appointments/appointments-repository.js';
import { insertMember } from '../../server/repositories/team-members.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';
import { insertAppointment, type SeedItem } from './helpers/diary.js';

// 10:00 UTC is 11:00 in Oslo.
const NOW = new Date('2026-11-23T10:00:00Z');
const OSLO = 'Europe/Oslo';

let t: TestApp;
let owner: Owner;
let other: Owner;
const ids: Record<string, number> = {};

const item = (cents: number, minutes = 30): SeedItem[] => [
  { id: 1, name: 'Cut', price_cents: cents, duration: minutes },
];

interface Booking {
  key: string;
  date: string;
  time: string;
  first: string;
  last: string;
  cents: number;
  status?: 'booked' | 'cancelled' | 'no_show';
  pay?: 'unpaid' | 'refunded';
}

// Upcoming from 2026-11-23 11:00 Oslo; two bookings share a start to show the ties.
const BOOKINGS: Booking[] = [
  {
    key: 'pastOld',
    date: '2026-10-01',
    time: '09:00',
    first: 'Ola',
    last: 'Nordmann',
    cents: 3000,
    pay: 'unpaid',
  },
  {
    key: 'pastCancelled',
    date: '2026-10-15',
    time: '12:00',
    first: 'Nora',
    last: 'Hansen',
    cents: 9000,
    status: 'cancelled',
  },
  {
    key: 'pastNoShow',
    date: '2026-11-02',
    time: '10:00',
    first: 'ada',
    last: 'Berg',
    cents: 1500,
    status: 'no_show',
  },
  {
    key: 'pastA',
    date: '2026-11-20',
    time: '14:30',
    first: 'Zofia',
    last: 'Kowalski',
    cents: 6000,
    pay: 'refunded',
  },
  { key: 'pastB', date: '2026-11-20', time: '14:30', first: 'Emma', last: 'Dahl', cents: 4500 },
  {
    key: 'pastToday',
    date: '2026-11-23',
    time: '10:59',
    first: 'Nora',
    last: 'Olsen',
    cents: 2500,
  },
  {
    key: 'nowToday',
    date: '2026-11-23',
    time: '11:00',
    first: 'Nora',
    last: 'Hansen',
    cents: 3500,
  },
  {
    key: 'tomorrowA',
    date: '2026-11-24',
    time: '09:00',
    first: 'Ola',
    last: 'Nordmann',
    cents: 12000,
    pay: 'unpaid',
  },
  {
    key: 'tomorrowB',
    date: '2026-11-24',
    time: '09:00',
    first: 'Hanne',
    last: 'Noraker',
    cents: 800,
  },
  {
    key: 'later',
    date: '2026-12-01',
    time: '16:15',
    first: 'ada',
    last: 'Berg',
    cents: 5000,
    pay: 'refunded',
  },
  { key: 'latest', date: '2027-01-05', time: '13:00', first: 'Björn', last: 'Ås', cents: 7000 },
  {
    key: 'upcomingCancelled',
    date: '2026-11-25',
    time: '10:00',
    first: 'Nora',
    last: 'Hansen',
    cents: 3500,
    status: 'cancelled',
  },
];

async function get(who: Owner, url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: who.auth });
  return {
    status: response.statusCode,
    body: response.json(),
    payload: response.payload,
    total: response.headers['x-total-count'],
  };
}

async function list(who: Owner, url: string): Promise<{ keys: string[]; total: unknown }> {
  const answer = await get(who, url);
  expect(answer.status, answer.payload).toBe(200);
  const appointments = appointmentListResponseSchema.parse(answer.body);
  return { keys: appointments.map(keyOf), total: answer.total };
}

const keyOf = (appointment: AppointmentResponse) =>
  Object.keys(ids).find((key) => ids[key] === appointment.id) ?? `other:${appointment.id}`;

// Bookings were inserted last first, so of two at the same start the later in BOOKINGS has the
// smaller id: upcoming ties go by id ascending, past ones (latest first) by id descending.
const upcomingByStart = ['nowToday', 'tomorrowB', 'tomorrowA', 'later', 'latest'];
const pastByStartDesc = ['pastToday', 'pastA', 'pastB', 'pastNoShow', 'pastCancelled', 'pastOld'];

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  owner = await registerVerifyAndLogin(t.app, t.dataDir, { timezone: OSLO });
  other = await registerVerifyAndLogin(t.app, t.dataDir, { timezone: OSLO });
  // Inserted out of time order, so ids do not follow starts.
  for (const booking of [...BOOKINGS].reverse()) {
    ids[booking.key] = await insertAppointment(t.app.db, {
      businessId: owner.id,
      timezone: OSLO,
      date: booking.date,
      time: booking.time,
      firstName: booking.first,
      lastName: booking.last,
      status: booking.status,
      paymentStatus: booking.pay,
      items: item(booking.cents),
    });
  }
  // Same start and name as one of the owner's, and a Nora in the past: never in their answers.
  for (const [date, time] of [
    ['2026-11-24', '09:00'],
    ['2026-11-20', '14:30'],
  ] as const) {
    await insertAppointment(t.app.db, {
      businessId: other.id,
      timezone: OSLO,
      date,
      time,
      firstName: 'Nora',
      lastName: 'Hansen',
      items: item(100),
    });
  }
});

afterAll(async () => {
  await t.close();
});

describe('appointment lists without parameters', () => {
  it('answer every appointment as before, without X-Total-Count', async () => {
    const business = { id: owner.id, timezone: OSLO };
    for (const [path, expected, read] of [
      ['all_upcoming', upcomingByStart, listUpcomingAppointments],
      ['all_past', pastByStartDesc, listPastAppointments],
    ] as const) {
      const answer = await get(owner, `/api/appointments/${path}`);
      expect(answer.status).toBe(200);
      expect(answer.total).toBeUndefined();
      expect(answer.body.map(keyOf)).toEqual(expected);
      expect(answer.body).toEqual(await read(t.app.db, business, NOW));
      // A parameter the call does not know changes nothing (a cache-buster, say).
      const unknown = await get(owner, `/api/appointments/${path}?_=123`);
      expect(unknown.payload).toBe(answer.payload);
      expect(unknown.total).toBeUndefined();
    }
  });
});

describe('pages', () => {
  it('split the list in its own order, each page counting every match', async () => {
    for (const [path, expected] of [
      ['all_upcoming', upcomingByStart],
      ['all_past', pastByStartDesc],
    ] as const) {
      const whole = await get(owner, `/api/appointments/${path}`);
      const pages: unknown[] = [];
      for (let offset = 0; offset < expected.length + 2; offset += 2) {
        const page = await get(owner, `/api/appointments/${path}?limit=2&offset=${offset}`);
        expect(page.status).toBe(200);
        expect(page.total).toBe(String(expected.length));
        expect(page.body.length).toBe(Math.max(0, Math.min(2, expected.length - offset)));
        pages.push(...page.body);
      }
      // The pages put together are the unparameterised answer, item for item.
      expect(pages).toEqual(whole.body);
    }
  });

  it('default to 50 rows from the start when only another parameter is given', async () => {
    expect(await list(owner, '/api/appointments/all_upcoming?sort=start')).toEqual({
      keys: upcomingByStart,
      total: '5',
    });
    expect(await list(owner, '/api/appointments/all_past?q=')).toEqual({
      keys: pastByStartDesc,
      total: '6',
    });
    expect(await list(owner, '/api/appointments/all_past?offset=99')).toEqual({
      keys: [],
      total: '6',
    });
  });

  it('go either way', async () => {
    expect((await list(owner, '/api/appointments/all_upcoming?dir=desc')).keys).toEqual(
      [...upcomingByStart].reverse(),
    );
    expect((await list(owner, '/api/appointments/all_past?dir=asc&limit=3')).keys).toEqual(
      [...pastByStartDesc].reverse().slice(0, 3),
    );
  });

  it('sort by client name ignoring case, ties by start then id in the same direction', async () => {
    const ascending = await list(owner, '/api/appointments/all_upcoming?sort=client&dir=asc');
    // ada Berg, Björn Ås, Hanne Noraker, Nora Hansen, Ola Nordmann.
    expect(ascending).toEqual({
      keys: ['later', 'latest', 'tomorrowB', 'nowToday', 'tomorrowA'],
      total: '5',
    });
    const past = await list(owner, '/api/appointments/all_past?sort=client&dir=desc');
    // Zofia, Ola, Nora Olsen, Nora Hansen, Emma, ada.
    expect(past.keys).toEqual([
      'pastA',
      'pastOld',
      'pastToday',
      'pastCancelled',
      'pastB',
      'pastNoShow',
    ]);
  });

  it('sort by payment status: paid, refunded, unpaid', async () => {
    expect((await list(owner, '/api/appointments/all_upcoming?sort=payment')).keys).toEqual([
      'nowToday',
      'tomorrowB',
      'latest',
      'later',
      'tomorrowA',
    ]);
    expect((await list(owner, '/api/appointments/all_past?sort=payment')).keys).toEqual([
      'pastOld',
      'pastA',
      'pastToday',
      'pastB',
      'pastNoShow',
      'pastCancelled',
    ]);
  });

  it('sort by total and by booking id', async () => {
    expect((await list(owner, '/api/appointments/all_upcoming?sort=total&dir=desc')).keys).toEqual([
      'tomorrowA',
      'latest',
      'later',
      'nowToday',
      'tomorrowB',
    ]);
    expect((await list(owner, '/api/appointments/all_past?sort=total&dir=asc')).keys).toEqual([
      'pastNoShow',
      'pastToday',
      'pastOld',
      'pastB',
      'pastA',
      'pastCancelled',
    ]);
    const byId = (keys: string[]) => [...keys].sort((a, b) => (ids[a] ?? 0) - (ids[b] ?? 0));
    expect((await list(owner, '/api/appointments/all_upcoming?sort=id')).keys).toEqual(
      byId(upcomingByStart),
    );
    expect((await list(owner, '/api/appointments/all_past?sort=id')).keys).toEqual(
      byId(pastByStartDesc).reverse(),
    );
  });
});

describe('search', () => {
  it('finds a prefix of the first or last name, or of both, in any case', async () => {
    expect(await list(owner, '/api/appointments/all_upcoming?q=nora')).toEqual({
      // Nora Hansen (not her cancelled booking) and Hanne Noraker (last name).
      keys: ['nowToday', 'tomorrowB'],
      total: '2',
    });
    expect(await list(owner, '/api/appointments/all_past?q=NORA')).toEqual({
      keys: ['pastToday', 'pastCancelled'],
      total: '2',
    });
    expect((await list(owner, '/api/appointments/all_past?q=nora%20%20hans')).keys).toEqual([
      'pastCancelled',
    ]);
    expect((await list(owner, '/api/appointments/all_past?q=hansen%20n')).keys).toEqual([
      'pastCancelled',
    ]);
    expect((await list(owner, '/api/appointments/all_upcoming?q=%C3%A5s')).keys).toEqual([
      'latest',
    ]);
    expect((await list(owner, '/api/appointments/all_upcoming?q=ora')).keys).toEqual([]);
  });

  it('finds a booking id as the app shows it or bare, in its own list only', async () => {
    const id = ids.tomorrowB as number;
    for (const q of [`BID${id}`, `bid${id}`, String(id), `%20BID%20${id}%20`]) {
      expect(await list(owner, `/api/appointments/all_upcoming?q=${q}`)).toEqual({
        keys: ['tomorrowB'],
        total: '1',
      });
    }
    expect((await list(owner, `/api/appointments/all_past?q=BID${id}`)).keys).toEqual([]);
    expect(
      (await list(owner, `/api/appointments/all_upcoming?q=${ids.upcomingCancelled}`)).keys,
    ).toEqual([]);
    expect((await list(owner, '/api/appointments/all_upcoming?q=99999999999')).keys).toEqual([]);
  });

  it('pages and sorts what it found', async () => {
    expect(
      await list(owner, '/api/appointments/all_past?q=n&sort=client&dir=asc&limit=1&offset=1'),
    ).toEqual({ keys: ['pastToday'], total: '3' });
  });
});

describe('another owner', () => {
  it('never sees the first owner’s bookings, nor the first theirs', async () => {
    const upcoming = await list(other, '/api/appointments/all_upcoming?limit=200&q=nora');
    const past = await list(other, '/api/appointments/all_past?limit=200&sort=client');
    expect(upcoming.total).toBe('1');
    expect(past.total).toBe('1');
    for (const key of [...upcoming.keys, ...past.keys]) expect(key).toMatch(/^other:/);
    const mine = await list(owner, '/api/appointments/all_upcoming?limit=200&q=nora%20hansen');
    expect(mine.keys).toEqual(['nowToday']);
    const theirId = Number(upcoming.keys[0]?.slice('other:'.length));
    expect((await list(owner, `/api/appointments/all_upcoming?q=BID${theirId}`)).keys).toEqual([]);
  });
});

describe('bad values', () => {
  it.each([
    ['limit=0', 'limit must be at least 1'],
    ['limit=500', 'limit must be at most 200'],
    ['limit=abc', 'limit must be a number'],
    ['limit=2.5', 'limit must be a whole number'],
    ['limit=', 'limit must be at least 1'],
    ['limit=1&limit=2', 'limit must be a number'],
    ['offset=-1', 'offset must not be negative'],
    ['offset=1e12', 'offset must be at most 1000000'],
    ['sort=price', 'sort must be one of start, client, id, total, payment'],
    ['dir=up', 'dir must be asc or desc'],
    [`q=${'a'.repeat(101)}`, 'q must be at most 100 characters'],
    ['q=nora%00', 'Text must not contain NUL characters'],
    ['q=a&q=b', 'q must be text'],
  ])('refuses %s with 400', async (query, msg) => {
    for (const path of ['all_upcoming', 'all_past']) {
      const answer = await get(owner, `/api/appointments/${path}?${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ errors: [{ msg, code: 'invalid' }] });
      expect(answer.total).toBeUndefined();
    }
  });

  it('refuses a caller without a session', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/appointments/all_upcoming?limit=10',
    });
    expect(response.statusCode).toBe(401);
  });
});

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
    ['from=2026-11-01&to=2027-01-05&perDay=2', 'The range must be at most 62 days'],
    ['from=2026-02-30&to=2026-03-01&perDay=2', 'Date is not a calendar date'],
  ])('refuses %s with 400', async (query, msg) => {
    const answer = await month(owner, query);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ errors: [{ msg, code: 'invalid' }] });
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
