// Norway's public holidays offered as closed dates (docs/decisions.md, Public holidays): the
// Easter-based ones computed for the right dates, twelve months from the business's own today, and
// offered only to a Norwegian business (+47 or Europe/Oslo).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicHolidaysSchema } from '../../contract/public-holidays.js';
import {
  easterSunday,
  norwegianHolidaysOfYear,
} from '../../server/scheduling/norwegian-holidays.js';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Friday 27 November 2026, 23:30 in Oslo (UTC+1): still the 27th there, the 27th in New York.
const NOW = Date.parse('2026-11-27T22:30:00Z');
const HOLIDAYS = '/api/business-settings/public-holidays';

let t: TestApp;
let oslo: Owner;
let newYork: Owner;
let norwegianAbroad: Owner;

async function holidaysOf(who: Owner) {
  const response = await t.app.inject({ method: 'GET', url: HOLIDAYS, headers: who.auth });
  expect(response.statusCode, response.body).toBe(200);
  return publicHolidaysSchema.parse(response.json());
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date(NOW) });
  oslo = await registerVerifyAndLogin(t.app, t.dataDir, { timezone: 'Europe/Oslo' });
  newYork = await registerVerifyAndLogin(t.app, t.dataDir, {
    country: '+1',
    mobile: '212 555 0123',
    timezone: 'America/New_York',
  });
  norwegianAbroad = await registerVerifyAndLogin(t.app, t.dataDir, {
    country: '+47',
    timezone: 'Europe/London',
  });
});

afterAll(async () => {
  await t.close();
});

describe('the Easter computation', () => {
  it('gives the published Easter Sundays', () => {
    // Church calendars: 2024-03-31, 2025-04-20, 2026-04-05, 2027-03-28, 2038-04-25 (the latest
    // this century but one), 2285-03-22 (the earliest possible date).
    expect(easterSunday(2024)).toEqual([3, 31]);
    expect(easterSunday(2025)).toEqual([4, 20]);
    expect(easterSunday(2026)).toEqual([4, 5]);
    expect(easterSunday(2027)).toEqual([3, 28]);
    expect(easterSunday(2038)).toEqual([4, 25]);
    expect(easterSunday(2285)).toEqual([3, 22]);
  });

  it("gives 2027's twelve holidays on their days, across month ends", () => {
    expect(norwegianHolidaysOfYear(2027).map((day) => `${day.date} ${day.localName}`)).toEqual([
      '2027-01-01 1. nyttårsdag',
      '2027-03-25 Skjærtorsdag',
      '2027-03-26 Langfredag',
      '2027-03-28 1. påskedag',
      '2027-03-29 2. påskedag',
      '2027-05-01 Arbeidernes dag',
      '2027-05-06 Kristi himmelfartsdag',
      '2027-05-16 1. pinsedag',
      '2027-05-17 Grunnlovsdag',
      '2027-05-17 2. pinsedag',
      '2027-12-25 1. juledag',
      '2027-12-26 2. juledag',
    ]);
  });
});

describe('GET /api/business-settings/public-holidays', () => {
  it('offers a Norwegian business the coming twelve months from its own today', async () => {
    const answer = await holidaysOf(oslo);
    expect(answer.region).toBe('NO');
    expect(answer.holidays.map((day) => day.date)).toEqual([
      '2026-12-25',
      '2026-12-26',
      '2027-01-01',
      '2027-03-25',
      '2027-03-26',
      '2027-03-28',
      '2027-03-29',
      '2027-05-01',
      '2027-05-06',
      '2027-05-16',
      '2027-05-17',
      '2027-05-17',
    ]);
    expect(answer.holidays[3]).toEqual({
      date: '2027-03-25',
      localName: 'Skjærtorsdag',
      name: 'Maundy Thursday',
    });
  });

  it('offers them by the dialling code when the time zone is elsewhere', async () => {
    const answer = await holidaysOf(norwegianAbroad);
    expect(answer.region).toBe('NO');
    expect(answer.holidays).toHaveLength(12);
  });

  it('offers none to a business outside Norway', async () => {
    expect(await holidaysOf(newYork)).toEqual({ region: null, holidays: [] });
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: HOLIDAYS });
    expect(response.statusCode).toBe(401);
  });
});
