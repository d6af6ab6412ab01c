// The business the availability settings' call tests work in (availability-settings,
// availability-dates): a new business in Oslo with a service and its booking link, another
// business, a clock fixed on Monday 23 November 2026, and the calls both files make. The bindings
// below are set by the hooks `useAvailabilitySalon()` adds to the calling file, which gets a fresh
// database of its own.
import { afterAll, beforeAll, expect } from 'vitest';
import {
  availabilitySettingsSchema,
  breakCreatedResponseSchema,
  closureCreatedResponseSchema,
  specialHoursSavedResponseSchema,
  type AvailabilitySettings,
} from '@contract/availability-settings.js';
import { errorResponseSchema } from '@contract/common.js';
import { portalSlotsSchema } from '@contract/portal.js';
import { registerVerifyAndLogin, type Owner } from './accounts.js';
import { insertService } from './diary.js';
import { createTestApp, type TestApp } from './test-app.js';

// Monday 23 November 2026, 11:00 in Oslo (UTC+1). A new business: Monday to Friday 10:00-19:00,
// a 15-minute interval, notice 120 minutes, horizon 60 days, capacity 1, online booking on.
export const NOW = Date.parse('2026-11-23T10:00:00Z');
export const MONDAY = '2026-11-23';
export const TUESDAY = '2026-11-24';
export const WEDNESDAY = '2026-11-25';
export const THURSDAY = '2026-11-26';

export const SETTINGS = '/api/business-settings/availability';
export const BREAKS = '/api/business-settings/breaks';
export const CLOSURES = '/api/business-settings/closures';
export const SPECIAL_HOURS = '/api/business-settings/special-hours';

export let t: TestApp;
export let owner: Owner;
export let other: Owner;
export let slug: string;
/** 30 minutes. */
export let trim: number;

export type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

export async function call(
  who: Owner | undefined,
  method: Method,
  url: string,
  payload?: unknown,
  headers = {},
) {
  const response = await t.app.inject({
    method,
    url,
    headers: { ...who?.auth, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return {
    status: response.statusCode,
    body: response.json<Record<string, unknown>>(),
    headers: response.headers,
  };
}

export async function settingsOf(who: Owner): Promise<AvailabilitySettings> {
  const { status, body } = await call(who, 'GET', SETTINGS);
  expect(status).toBe(200);
  return availabilitySettingsSchema.parse(body);
}

/** The refusal's messages, after checking it is a 4xx in the envelope. */
export async function refused(
  expected: number,
  method: Method,
  url: string,
  payload?: unknown,
  who: Owner = owner,
): Promise<string[]> {
  const { status, body } = await call(who, method, url, payload);
  expect(status, JSON.stringify(body)).toBe(expected);
  return errorResponseSchema.parse(body).errors.map((error) => error.msg);
}

export async function addBreak(dayOfWeek: number, startTime: string, endTime: string, who = owner) {
  const { status, body } = await call(who, 'POST', BREAKS, { dayOfWeek, startTime, endTime });
  expect(status, JSON.stringify(body)).toBe(201);
  return breakCreatedResponseSchema.parse(body).break;
}

export async function addClosure(fromDate: string, toDate: string, note?: string, who = owner) {
  const { status, body } = await call(who, 'POST', CLOSURES, { fromDate, toDate, note });
  expect(status, JSON.stringify(body)).toBe(201);
  return closureCreatedResponseSchema.parse(body).closure;
}

export async function saveSpecialHours(payload: object, who = owner) {
  const { status, body } = await call(who, 'POST', SPECIAL_HOURS, payload);
  expect(status, JSON.stringify(body)).toBe(200);
  return specialHoursSavedResponseSchema.parse(body).specialHours;
}

export const rules = (overrides: object = {}) => ({
  capacity: 1,
  minNoticeMinutes: 120,
  horizonDays: 60,
  onlineBooking: true,
  ...overrides,
});

export async function putRules(overrides: object = {}, who = owner) {
  const { status, body } = await call(who, 'PUT', SETTINGS, rules(overrides));
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
}

/** The start times the portal offers on `date` for the 30-minute service. */
export async function portalTimes(date: string): Promise<string[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/public/${slug}/slots?from=${date}&to=${date}&services=${trim}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return portalSlotsSchema.parse(response.json()).days[0]?.slots.map((slot) => slot.time) ?? [];
}

/** The app on a fresh database, the owner with a service and another business, for the calling file. */
export function useAvailabilitySalon() {
  beforeAll(async () => {
    t = await createTestApp({ clock: () => new Date(NOW) });
    owner = await registerVerifyAndLogin(t.app, t.dataDir, {
      business_name: 'Availability Studio',
      timezone: 'Europe/Oslo',
    });
    other = await registerVerifyAndLogin(t.app, t.dataDir, {
      business_name: 'Other Studio',
      timezone: 'Europe/Oslo',
    });
    slug = (await settingsOf(owner)).slug ?? '';
    trim = await insertService(t.app.db, owner.id, { name: 'Trim', priceCents: 3000, minutes: 30 });
  });

  afterAll(async () => {
    await t.close();
  });
}
