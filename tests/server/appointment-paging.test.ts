// GET all_upcoming and all_past with limit, offset, sort, dir and q: pages of the spec's array,
// X-Total-Count, refusals of bad values, the business's own rows only, and without parameters
// the same answer as before. The month's read is appointment-month.test.ts; the bookings both
// read are helpers/paging-salon.ts.
import { describe, expect, it } from 'vitest';
import {
  listPastAppointments,
  listUpcomingAppointments,
} from '../../server/routes/appointments/appointments-repository.js';
import {
  NOW,
  OSLO,
  t,
  owner,
  other,
  ids,
  get,
  list,
  keyOf,
  upcomingByStart,
  pastByStartDesc,
  usePagingSalon,
} from './helpers/paging-salon.js';

usePagingSalon();

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
