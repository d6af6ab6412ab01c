// Breaks on several weekdays (docs/decisions.md, Working hours shortcuts): the app adds one break
// per weekday, and the server refuses a break that overlaps another of the same weekday with a
// 409 naming it, in one statement, so a lunch added twice from two devices is there once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availabilitySettingsSchema,
  breakCreatedResponseSchema,
} from '../../contract/availability-settings.js';
import { errorResponseSchema } from '../../contract/common.js';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const NOW = Date.parse('2026-11-23T10:00:00Z');
const BREAKS = '/api/business-settings/breaks';

let t: TestApp;
let owner: Owner;
let other: Owner;

const post = (who: Owner, payload: object) =>
  t.app.inject({ method: 'POST', url: BREAKS, headers: who.auth, payload });

async function breaksOf(who: Owner) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/business-settings/availability',
    headers: who.auth,
  });
  return availabilitySettingsSchema
    .parse(response.json())
    .breaks.map((entry) => `${entry.dayOfWeek} ${entry.startTime}-${entry.endTime}`);
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date(NOW) });
  owner = await registerVerifyAndLogin(t.app, t.dataDir, { timezone: 'Europe/Oslo' });
  other = await registerVerifyAndLogin(t.app, t.dataDir, { timezone: 'Europe/Oslo' });
});

afterAll(async () => {
  await t.close();
});

describe('POST /api/business-settings/breaks and overlaps', () => {
  it('adds lunch on five weekdays, one break each', async () => {
    for (const dayOfWeek of [1, 2, 3, 4, 5]) {
      const response = await post(owner, { dayOfWeek, startTime: '12:00', endTime: '12:30' });
      expect(response.statusCode, response.body).toBe(201);
      expect(breakCreatedResponseSchema.parse(response.json()).break.dayOfWeek).toBe(dayOfWeek);
    }
    expect(await breaksOf(owner)).toEqual([
      '1 12:00-12:30',
      '2 12:00-12:30',
      '3 12:00-12:30',
      '4 12:00-12:30',
      '5 12:00-12:30',
    ]);
  });

  it('refuses a break overlapping one of the same weekday, naming it, and adds nothing', async () => {
    for (const [startTime, endTime] of [
      ['12:00', '12:30'],
      ['12:15', '13:00'],
      ['11:00', '12:01'],
      ['11:00', '14:00'],
    ]) {
      const response = await post(owner, { dayOfWeek: 3, startTime, endTime });
      expect(response.statusCode, `${startTime}-${endTime}`).toBe(409);
      expect(errorResponseSchema.parse(response.json()).errors).toEqual([
        expect.objectContaining({
          msg: 'Wednesday already has a break from 12:00 to 12:30 that overlaps this one',
          code: 'break_overlap',
          param: 'startTime',
          params: { weekday: 3, startTime: '12:00', endTime: '12:30' },
        }),
      ]);
    }
    expect(await breaksOf(owner)).toHaveLength(5);
  });

  it('accepts a break that only touches another, one on another day, and another business', async () => {
    expect(
      (await post(owner, { dayOfWeek: 3, startTime: '12:30', endTime: '13:00' })).statusCode,
    ).toBe(201);
    expect(
      (await post(owner, { dayOfWeek: 6, startTime: '12:00', endTime: '12:30' })).statusCode,
    ).toBe(201);
    expect(
      (await post(other, { dayOfWeek: 3, startTime: '12:00', endTime: '12:30' })).statusCode,
    ).toBe(201);
    expect(await breaksOf(other)).toEqual(['3 12:00-12:30']);
  });
});
