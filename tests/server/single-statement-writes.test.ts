// The weekday and service-interval changes are each one UPDATE ... RETURNING: without an
// Idempotency-Key they run without BEGIN/COMMIT, and answer as before, scoped to the business.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WeekDay } from '../../contract/business-settings.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';

let t: TestApp;
let owner: Owner;
let other: Owner;

const put = (who: Owner, url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url, payload, headers: { ...who.auth, ...headers } });

async function monday(who: Owner): Promise<WeekDay> {
  const response = await t.app.inject({ method: 'GET', url: '/api/day_weeks/', headers: who.auth });
  return response.json<WeekDay[]>().find((d) => d.dayOfWeek === 1)!;
}

async function intervalTypeId(minutes: number): Promise<number> {
  const row = await t.app.db
    .selectFrom('interval_types')
    .select('id')
    .where('minutes', '=', minutes)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function intervalId(who: Owner): Promise<number> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/service_interval/',
    headers: who.auth,
  });
  return response.json<{ id: number }>().id;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerVerifyAndLogin(t.app, t.dataDir);
  other = await registerVerifyAndLogin(t.app, t.dataDir);
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  await t.close();
});

describe('single-statement writes', () => {
  it('run without a transaction, unless an Idempotency-Key needs one', async () => {
    const day = await monday(owner);
    const transaction = vi.spyOn(t.app.db, 'transaction');
    const calls = [
      ['/api/businessDays/update', { id: day.id, open: 1 }],
      ['/api/businessHours/update1', { tid: day.id, openingTime: '09:30' }],
      ['/api/businessHours/update2', { ctid: day.id, closingTime: '18:30' }],
      [
        '/api/service_interval/update',
        { id: await intervalId(owner), intervalTypeID: await intervalTypeId(30) },
      ],
    ] as const;
    for (const [url, payload] of calls) {
      expect((await put(owner, url, payload)).statusCode).toBe(200);
    }
    expect(transaction).not.toHaveBeenCalled();
    for (const [index, [url, payload]] of calls.entries()) {
      const keyed = await put(owner, url, payload, { 'idempotency-key': `single-key-${index}` });
      expect(keyed.statusCode).toBe(200);
    }
    expect(transaction).toHaveBeenCalledTimes(calls.length);
  });

  it('answer with the day as it now stands', async () => {
    const day = await monday(owner);
    const opening = await put(owner, '/api/businessHours/update1', {
      tid: day.id,
      openingTime: '08:15',
    });
    expect(opening.json()).toEqual({ msg: 'Updated', day: await monday(owner) });
    expect(opening.json().day.openingTime).toBe('08:15');
    const closed = await put(owner, '/api/businessDays/update', { id: day.id, open: 0 });
    expect(closed.json()).toEqual({
      msg: 'Updated',
      day: { ...day, open: false, openingTime: null, closingTime: null },
    });
    const reopened = await put(owner, '/api/businessDays/update', { id: day.id, open: 1 });
    expect(reopened.json().day).toEqual({
      ...day,
      open: true,
      openingTime: '10:00',
      closingTime: '19:00',
    });
  });

  it('answer with the interval and its length', async () => {
    const id = await intervalId(owner);
    const response = await put(owner, '/api/service_interval/update', {
      id,
      intervalTypeID: await intervalTypeId(45),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      msg: expect.any(String),
      serviceInterval: { id, intervalTypeID: await intervalTypeId(45), duration: 45 },
    });
  });

  it('answer 404 for another business’s interval, whatever the type sent', async () => {
    const theirs = await intervalId(other);
    for (const intervalTypeID of [await intervalTypeId(60), 999_999]) {
      const response = await put(owner, '/api/service_interval/update', {
        id: theirs,
        intervalTypeID,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        errors: [{ msg: 'Service interval not found', code: 'not_found' }],
      });
    }
  });

  it('refuse an unknown interval type of the business’s own interval and change nothing', async () => {
    const id = await intervalId(owner);
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/service_interval/',
      headers: owner.auth,
    });
    const response = await put(owner, '/api/service_interval/update', {
      id,
      intervalTypeID: 999_999,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [{ msg: 'Time interval is not one of the options', code: 'invalid' }],
    });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/service_interval/',
      headers: owner.auth,
    });
    expect(after.json()).toEqual(before.json());
  });
});
