// The salon the diary's call tests book in (diary-bookings and diary-booking-changes): an owner
// with three services (one free of charge), another business with one of its own, Oslo's default
// hours and a clock fixed on Monday 23 November 2026. The bindings below are set by the hooks
// `useDiarySalon()` adds to the calling file, which gets a fresh database of its own.
import { afterAll, beforeAll } from 'vitest';
import { registerVerifyAndLogin, type Owner } from './accounts.js';
import { insertService } from './diary.js';
import { createTestApp, type TestApp } from './test-app.js';

// Monday 23 November 2026, 11:00 in Oslo. Oslo's default hours: Monday to Friday 10:00-19:00.
export const NOW = new Date('2026-11-23T10:00:00Z');
export const TUESDAY = '2026-11-24';

export let t: TestApp;
export let owner: Owner;
export let other: Owner;
export let cut: number; // 60 minutes, 450.00
export let colour: number; // 30 minutes, 200.50
export let free: number; // 15 minutes, no price
export let othersService: number;

export async function call(
  who: Owner | undefined,
  method: string,
  url: string,
  payload?: unknown,
  headers = {},
) {
  const response = await t.app.inject({
    method: method as 'GET',
    url,
    headers: { ...who?.auth, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

export const book = (body: object, who: Owner = owner, headers = {}) =>
  call(who, 'POST', '/api/appointments', body, headers);

export const walkIn = (time: string, extra: object = {}) =>
  book({
    client: { firstName: 'Kari', lastName: 'Nordmann' },
    serviceIds: [cut],
    date: TUESDAY,
    time,
    ...extra,
  });

export function clashBody(time: string) {
  return {
    client: { firstName: 'Kari', lastName: 'Nordmann' },
    serviceIds: [cut],
    date: TUESDAY,
    time,
  };
}

/** The app on a fresh database and the two businesses, for the calling file. */
export function useDiarySalon() {
  beforeAll(async () => {
    t = await createTestApp({ clock: () => NOW });
    owner = await registerVerifyAndLogin(t.app, t.dataDir, { timezone: 'Europe/Oslo' });
    other = await registerVerifyAndLogin(t.app, t.dataDir, { timezone: 'Europe/Oslo' });
    cut = await insertService(t.app.db, owner.id, { name: 'Cut', priceCents: 45000, minutes: 60 });
    colour = await insertService(t.app.db, owner.id, {
      name: 'Colour',
      priceCents: 20050,
      minutes: 30,
    });
    free = await insertService(t.app.db, owner.id, {
      name: 'Fringe',
      priceCents: null,
      minutes: 15,
    });
    othersService = await insertService(t.app.db, other.id, {
      name: 'Theirs',
      priceCents: 100,
      minutes: 60,
    });
  });

  afterAll(async () => {
    await t.close();
  });
}
