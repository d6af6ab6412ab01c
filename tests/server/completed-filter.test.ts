// The Completed tab's "Hide cancelled and no-shows" (docs/decisions.md, Lists at scale): GET
// all_past and all_upcoming with `hide` leave out those statuses from the page and its
// X-Total-Count, a bad value is a 400 in the envelope, and every list row says whether the
// client booked it online (`source`, the calendar's "Online" blocks).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentListResponseSchema } from '../../contract/appointments.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';
import { insertAppointment } from './helpers/diary.js';

// 10:00 UTC is 11:00 in Oslo.
const NOW = new Date('2026-11-23T10:00:00Z');
const OSLO = 'Europe/Oslo';

let t: TestApp;
let owner: Owner;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  owner = await registerVerifyAndLogin(t.app, t.dataDir, { timezone: OSLO });
  const seeds = [
    { key: 'kept', date: '2026-11-20', time: '09:00', source: 'owner' as const },
    { key: 'online', date: '2026-11-19', time: '09:00', source: 'online' as const },
    { key: 'cancelled', date: '2026-11-18', time: '09:00', status: 'cancelled' as const },
    { key: 'noShow', date: '2026-11-17', time: '09:00', status: 'no_show' as const },
    { key: 'ahead', date: '2026-11-30', time: '09:00' },
    { key: 'aheadCancelled', date: '2026-12-01', time: '09:00', status: 'cancelled' as const },
  ];
  for (const seed of seeds) {
    ids[seed.key] = await insertAppointment(t.app.db, {
      businessId: owner.id,
      timezone: OSLO,
      ...seed,
    });
  }
});

afterAll(async () => {
  await t.close();
});

async function page(url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: owner.auth });
  expect(response.statusCode, response.payload).toBe(200);
  const rows = appointmentListResponseSchema.parse(response.json());
  const keyOf = (id: number) => Object.keys(ids).find((key) => ids[key] === id);
  return {
    keys: rows.map((row) => keyOf(row.id)),
    rows,
    total: response.headers['x-total-count'],
  };
}

describe('hide cancelled and no-show bookings', () => {
  it('lists every past booking without it', async () => {
    const past = await page('/api/appointments/all_past?limit=10');
    expect(past.keys).toEqual(['kept', 'online', 'cancelled', 'noShow']);
    expect(past.total).toBe('4');
  });

  it('leaves them out of the page and its count', async () => {
    const past = await page('/api/appointments/all_past?limit=1&hide=cancelled,no_show');
    expect(past.keys).toEqual(['kept']);
    expect(past.total).toBe('2');
    const rest = await page('/api/appointments/all_past?limit=10&offset=1&hide=cancelled,no_show');
    expect(rest.keys).toEqual(['online']);
  });

  it('hides one status alone, and works on the upcoming list too', async () => {
    const past = await page('/api/appointments/all_past?limit=10&hide=no_show');
    expect(past.keys).toEqual(['kept', 'online', 'cancelled']);
    const upcoming = await page('/api/appointments/all_upcoming?limit=10&hide=cancelled');
    expect(upcoming.keys).toEqual(['ahead']);
  });

  it('refuses a value it does not know in the error envelope', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/appointments/all_past?limit=10&hide=paid',
      headers: owner.auth,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [expect.objectContaining({ msg: 'hide must list cancelled or no_show' })],
    });
  });
});

describe('source on the list rows', () => {
  it('says which bookings the client made online', async () => {
    const past = await page('/api/appointments/all_past?limit=10');
    const sourceOf = (key: string) => past.rows.find((row) => row.id === ids[key])?.source;
    expect(sourceOf('online')).toBe('online');
    expect(sourceOf('kept')).toBe('owner');
  });

  it('comes with the range the calendar reads', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/appointments/range?from=2026-11-19&to=2026-11-19',
      headers: owner.auth,
    });
    expect(response.statusCode, response.payload).toBe(200);
    expect(appointmentListResponseSchema.parse(response.json())[0]?.source).toBe('online');
  });
});
