// Weekdays and their hours: GET /api/day_weeks/, PUT /api/businessDays/update, update1 and update2.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { weekDayListSchema, type WeekDay } from '../../contract/business-settings.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';

let t: TestApp;
let owner: Owner;
let other: Owner;

const put = (
  who: Owner | undefined,
  url: string,
  payload: object,
  headers: Record<string, string> = {},
) => t.app.inject({ method: 'PUT', url, payload, headers: { ...who?.auth, ...headers } });

async function weekDays(who: Owner): Promise<WeekDay[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/day_weeks/', headers: who.auth });
  expect(response.statusCode).toBe(200);
  return weekDayListSchema.parse(response.json());
}

async function day(who: Owner, dayOfWeek: number): Promise<WeekDay> {
  const found = (await weekDays(who)).find((d) => d.dayOfWeek === dayOfWeek);
  if (!found) throw new Error(`no day ${dayOfWeek}`);
  return found;
}

/** Puts the owner's days back to the registration defaults, so tests do not depend on order. */
async function resetDays(who: Owner): Promise<void> {
  for (const d of await weekDays(who)) {
    await put(who, '/api/businessDays/update', { id: d.id, open: 0 });
    if (d.dayOfWeek <= 5) await put(who, '/api/businessDays/update', { id: d.id, open: 1 });
  }
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerVerifyAndLogin(t.app, t.dataDir);
  other = await registerVerifyAndLogin(t.app, t.dataDir);
});

afterAll(async () => {
  await t.close();
});

beforeEach(async () => {
  await resetDays(owner);
});

describe('weekday list', () => {
  it('gives a new business Monday to Friday open 10:00 to 19:00 and the weekend closed', async () => {
    const days = await weekDays(other);
    expect(
      days.map((d) => [d.dayOfWeek, d.weekName, d.open, d.openingTime, d.closingTime]),
    ).toEqual([
      [1, 'Monday', true, '10:00', '19:00'],
      [2, 'Tuesday', true, '10:00', '19:00'],
      [3, 'Wednesday', true, '10:00', '19:00'],
      [4, 'Thursday', true, '10:00', '19:00'],
      [5, 'Friday', true, '10:00', '19:00'],
      [6, 'Saturday', false, null, null],
      [7, 'Sunday', false, null, null],
    ]);
  });

  it('lists only the business’s own days', async () => {
    const mine = (await weekDays(owner)).map((d) => d.id);
    const theirs = (await weekDays(other)).map((d) => d.id);
    expect(mine.filter((id) => theirs.includes(id))).toEqual([]);
  });
});

describe('opening and closing a day', () => {
  it('clears the hours of a day it closes', async () => {
    const monday = await day(owner, 1);
    const response = await put(owner, '/api/businessDays/update', { id: monday.id, open: 0 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      msg: 'Updated',
      day: { ...monday, open: false, openingTime: null, closingTime: null },
    });
    expect(await day(owner, 1)).toMatchObject({
      open: false,
      openingTime: null,
      closingTime: null,
    });
  });

  it('gives a day it opens the default hours 10:00 to 19:00', async () => {
    const saturday = await day(owner, 6);
    const response = await put(owner, '/api/businessDays/update', { id: saturday.id, open: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().day).toMatchObject({
      open: true,
      openingTime: '10:00',
      closingTime: '19:00',
    });
    expect(await day(owner, 6)).toMatchObject({
      open: true,
      openingTime: '10:00',
      closingTime: '19:00',
    });
  });

  it('keeps the hours of a day that is already open', async () => {
    const tuesday = await day(owner, 2);
    await put(owner, '/api/businessHours/update1', { tid: tuesday.id, openingTime: '08:30' });
    const response = await put(owner, '/api/businessDays/update', { id: tuesday.id, open: 1 });
    expect(response.json().day).toMatchObject({
      open: true,
      openingTime: '08:30',
      closingTime: '19:00',
    });
  });

  it('refuses an open value that is not 1, 0 or a boolean', async () => {
    const monday = await day(owner, 1);
    const response = await put(owner, '/api/businessDays/update', { id: monday.id, open: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].msg).toBe('open must be 1 or 0');
  });
});

describe('opening and closing times', () => {
  it('sets the opening time with update1 and the closing time with update2', async () => {
    const wednesday = await day(owner, 3);
    const opening = await put(owner, '/api/businessHours/update1', {
      tid: wednesday.id,
      openingTime: '09:15',
    });
    expect(opening.statusCode).toBe(200);
    expect(opening.json()).toEqual({ msg: 'Updated', day: { ...wednesday, openingTime: '09:15' } });
    const closing = await put(owner, '/api/businessHours/update2', {
      ctid: wednesday.id,
      closingTime: '17:45',
    });
    expect(closing.statusCode).toBe(200);
    expect(closing.json().day).toMatchObject({ openingTime: '09:15', closingTime: '17:45' });
    expect(await day(owner, 3)).toMatchObject({
      open: true,
      openingTime: '09:15',
      closingTime: '17:45',
    });
  });

  it('stores the defaults for a cleared time, empty or null', async () => {
    const thursday = await day(owner, 4);
    await put(owner, '/api/businessHours/update1', { tid: thursday.id, openingTime: '08:00' });
    await put(owner, '/api/businessHours/update2', { ctid: thursday.id, closingTime: '21:00' });
    expect(
      (await put(owner, '/api/businessHours/update1', { tid: thursday.id, openingTime: '' })).json()
        .day,
    ).toMatchObject({
      openingTime: '10:00',
    });
    expect(
      (
        await put(owner, '/api/businessHours/update2', { ctid: thursday.id, closingTime: null })
      ).json().day,
    ).toMatchObject({
      closingTime: '19:00',
    });
  });

  it('refuses hours for a closed day, which stays closed', async () => {
    const sunday = await day(owner, 7);
    for (const [url, payload] of [
      ['/api/businessHours/update1', { tid: sunday.id, openingTime: '09:00' }],
      ['/api/businessHours/update2', { ctid: sunday.id, closingTime: '18:00' }],
    ] as const) {
      const response = await put(owner, url, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errors: [{ msg: 'This day is closed: open it before setting its hours', code: 'invalid' }],
      });
    }
    expect(await day(owner, 7)).toMatchObject({
      open: false,
      openingTime: null,
      closingTime: null,
    });
  });

  it('refuses a closing time at or before the opening time, from either side', async () => {
    const friday = await day(owner, 5);
    const early = await put(owner, '/api/businessHours/update2', {
      ctid: friday.id,
      closingTime: '09:00',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({
      errors: [{ msg: 'Closing time must be after opening time', code: 'invalid' }],
    });
    const same = await put(owner, '/api/businessHours/update2', {
      ctid: friday.id,
      closingTime: '10:00',
    });
    expect(same.statusCode).toBe(400);
    const late = await put(owner, '/api/businessHours/update1', {
      tid: friday.id,
      openingTime: '19:30',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors[0].msg).toBe('Closing time must be after opening time');
    expect(await day(owner, 5)).toMatchObject({ openingTime: '10:00', closingTime: '19:00' });
  });

  it.each(['25:00', '9:00', '10:00:00', '10.30', 'noon'])(
    'refuses the time %s with the HH:mm message',
    async (time) => {
      const monday = await day(owner, 1);
      const response = await put(owner, '/api/businessHours/update1', {
        tid: monday.id,
        openingTime: time,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errors: [
          { msg: 'Time must be HH:mm (00:00 to 23:59)', code: 'invalid', param: 'openingTime' },
        ],
      });
    },
  );
});

describe('scoping and authentication', () => {
  it('answers 404 for another business’s day and leaves that day alone', async () => {
    const theirMonday = await day(other, 1);
    for (const [url, payload] of [
      ['/api/businessDays/update', { id: theirMonday.id, open: 0 }],
      ['/api/businessHours/update1', { tid: theirMonday.id, openingTime: '06:00' }],
      ['/api/businessHours/update2', { ctid: theirMonday.id, closingTime: '23:00' }],
    ] as const) {
      const response = await put(owner, url, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        errors: [{ msg: 'Business day not found', code: 'not_found' }],
      });
    }
    expect(await day(other, 1)).toEqual(theirMonday);
  });

  it('answers 404 for a day id that does not exist', async () => {
    const response = await put(owner, '/api/businessDays/update', { id: 999_999, open: 1 });
    expect(response.statusCode).toBe(404);
  });

  it.each([
    ['GET', '/api/day_weeks/'],
    ['PUT', '/api/businessDays/update'],
    ['PUT', '/api/businessHours/update1'],
    ['PUT', '/api/businessHours/update2'],
  ] as const)('refuses %s %s without a valid token', async (method, url) => {
    const monday = await day(owner, 1);
    const payload =
      method === 'PUT'
        ? {
            id: monday.id,
            tid: monday.id,
            ctid: monday.id,
            open: 0,
            openingTime: '09:00',
            closingTime: '18:00',
          }
        : undefined;
    for (const headers of [{}, { authorization: 'Bearer garbage' }]) {
      const response = await t.app.inject({ method, url, payload, headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().errors[0].msg).toEqual(expect.any(String));
    }
    expect(await day(owner, 1)).toEqual(monday);
  });
});

describe('Idempotency-Key', () => {
  it('replays the first answer for a repeat without applying it again', async () => {
    const monday = await day(owner, 1);
    const key = { 'idempotency-key': 'hours-replay-0001' };
    const first = await put(
      owner,
      '/api/businessHours/update1',
      { tid: monday.id, openingTime: '11:00' },
      key,
    );
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    await put(owner, '/api/businessHours/update1', { tid: monday.id, openingTime: '12:00' });

    const repeat = await put(
      owner,
      '/api/businessHours/update1',
      { tid: monday.id, openingTime: '11:00' },
      key,
    );
    expect(repeat.statusCode).toBe(200);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
    expect((await day(owner, 1)).openingTime).toBe('12:00');
  });

  it('refuses the same key with a different body', async () => {
    const monday = await day(owner, 1);
    const key = { 'idempotency-key': 'hours-replay-0002' };
    expect(
      (
        await put(
          owner,
          '/api/businessHours/update1',
          { tid: monday.id, openingTime: '11:00' },
          key,
        )
      ).statusCode,
    ).toBe(200);
    const changed = await put(
      owner,
      '/api/businessHours/update1',
      { tid: monday.id, openingTime: '11:30' },
      key,
    );
    expect(changed.statusCode).toBe(422);
    expect((await day(owner, 1)).openingTime).toBe('11:00');
  });
});
