// The booking page's business the portal's call tests book with (portal-api, portal-bookings):
// two businesses in Oslo with look-alike names, services, someone else's booking whose details
// must never show, and the calls the page makes. The bindings below are set by the hooks
// `usePortalSalon()` adds to the calling file, which gets a fresh database of its own.
import { afterAll, beforeAll, expect } from 'vitest';
import { portalSlotsSchema } from '@contract/portal.js';
import { registerVerifyAndLogin, type Owner } from './accounts.js';
import { insertAppointment, insertClient, insertService } from './diary.js';
import { createTestApp, type TestApp } from './test-app.js';

// Monday 23 November 2026, 11:00 in Oslo (UTC+1). Default hours: Monday to Friday 10:00-19:00,
// a 15-minute interval; notice 120 minutes, horizon 60 days.
export const NOW_MS = Date.parse('2026-11-23T10:00:00Z');
export const MONDAY = '2026-11-23';
export const TUESDAY = '2026-11-24';
export const WEDNESDAY = '2026-11-25';
export const THURSDAY = '2026-11-26';
export const FRIDAY = '2026-11-27';
export const SATURDAY = '2026-11-28';

export let t: TestApp;
export let owner: Owner;
export let other: Owner;
export let slug: string;
export let cut: number; // 60 minutes, 450.00
export let colour: number; // 30 minutes, 200.50
export let othersService: number;

export const SECRET = {
  firstName: 'Zebediah',
  lastName: 'Quillfeather',
  phone: '+47 555 12 345',
  email: 'zebediah.secret@example.org',
};

export async function call(method: string, url: string, payload?: unknown, headers = {}) {
  const response = await t.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return {
    status: response.statusCode,
    body: response.json<Record<string, unknown>>(),
    text: response.body,
    headers: response.headers,
  };
}

export const slots = (query: string, which = slug) =>
  call('GET', `/api/public/${which}/slots?${query}`);

export const timesOn = async (date: string, services = `${cut}`) => {
  const { status, body } = await slots(`from=${date}&to=${date}&services=${services}`);
  expect(status).toBe(200);
  const parsed = portalSlotsSchema.parse(body);
  return parsed.days[0]?.slots.map((slot) => slot.time) ?? [];
};

export let people = 0;
export function client(overrides: object = {}) {
  people += 1;
  return {
    firstName: 'Kari',
    lastName: `Nordmann${people}`,
    phone: `+47 900 00 ${String(people).padStart(3, '0')}`,
    email: `kari${people}@example.com`,
    ...overrides,
  };
}

export const book = (body: object, headers = {}, which = slug) =>
  call('POST', `/api/public/${which}/bookings`, body, headers);

export async function ownerRange(date: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/appointments/range?from=${date}&to=${date}`,
    headers: owner.auth,
  });
  return response.json<{ id: number; firstName: string; lastName: string; status: string }[]>();
}

export async function slugOf(id: number) {
  const row = await t.app.db
    .selectFrom('users')
    .select('slug')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.slug ?? '';
}

/** The app on a fresh database with the two businesses and the hidden booking, for the calling file; `clock` is "now" (NOW_MS unless the file moves it). */
export function usePortalSalon(clock: () => Date = () => new Date(NOW_MS)) {
  beforeAll(async () => {
    t = await createTestApp({ clock });
    owner = await registerVerifyAndLogin(t.app, t.dataDir, {
      business_name: 'Ådne Hår & Skjønnhet',
      timezone: 'Europe/Oslo',
    });
    other = await registerVerifyAndLogin(t.app, t.dataDir, {
      business_name: 'ÅDNE hår — skjønnhet!',
      timezone: 'Europe/Oslo',
    });
    slug = await slugOf(owner.id);
    cut = await insertService(t.app.db, owner.id, { name: 'Cut', priceCents: 45000, minutes: 60 });
    colour = await insertService(t.app.db, owner.id, {
      name: 'Colour',
      priceCents: 20050,
      minutes: 30,
    });
    othersService = await insertService(t.app.db, other.id, {
      name: 'Theirs',
      priceCents: 100,
      minutes: 60,
    });
    const secretClient = await insertClient(t.app.db, owner.id, SECRET);
    // Someone else's booking on Friday 10:00-13:45 (the helper's 3 h 45 min of items).
    await insertAppointment(t.app.db, {
      businessId: owner.id,
      timezone: 'Europe/Oslo',
      date: FRIDAY,
      time: '10:00',
      firstName: SECRET.firstName,
      lastName: SECRET.lastName,
      clientId: secretClient,
    });
  });

  afterAll(async () => {
    await t.close();
  });
}
