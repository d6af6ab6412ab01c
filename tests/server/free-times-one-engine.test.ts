// The owner's free times and the booking page's slots are one engine (docs/decisions.md, Free
// times in the owner's form; Team): on one business with two members of different hours and
// services, bookings and time off, the owner's "New booking" times of a date are the booking
// page's slots of that date once the page's own limits are out of the way (no minimum notice, a
// wide horizon, a salon ceiling the members' capacities never reach), for "Anyone available" and
// for each member.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../contract/booking-time.js';
import { ownerFreeTimesSchema } from '../../contract/owner-free-times.js';
import { portalSlotsSchema } from '../../contract/portal.js';
import { teamListSchema, teamMemberSavedSchema, type TeamMember } from '../../contract/team.js';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';
import { insertService, slugOf } from './helpers/diary.js';
import { ownerCallOn } from './helpers/owner-call.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Monday 23 November 2026, 11:00 in Oslo (UTC+1): the morning is already past today. The
// business is open Monday to Friday 10:00-19:00.
const NOW = new Date('2026-11-23T10:00:00Z');
const MONDAY = '2026-11-23';
const TUESDAY = addDays(MONDAY, 1);
const WEDNESDAY = addDays(MONDAY, 2);
const THURSDAY = addDays(MONDAY, 3);
const SATURDAY = addDays(MONDAY, 5);

let t: TestApp;
let owner: Owner;
let slug: string;
/** 60 and 30 minutes. */
let cut: number;
let colour: number;
/** The owner: every service, the business's hours, away on Thursday. */
let ada: TeamMember;
/** Cuts only, 12:15-17:00 on weekdays (off the half-hour grid) with a break on Tuesday. */
let bo: TeamMember;

const call = ownerCallOn(() => t.app);

async function ok(method: 'POST' | 'PUT', url: string, payload: object) {
  const { status, body } = await call(owner, method, url, payload);
  expect(status, JSON.stringify(body)).toBeLessThan(300);
  return body;
}

/** The owner's free times of a date, as 'HH:mm start end' lines. */
async function ownerTimes(date: string, services: number[], member?: number): Promise<string[]> {
  const memberQuery = member === undefined ? '' : `&memberId=${member}`;
  const { status, body } = await call(
    owner,
    'GET',
    `/api/appointments/free-times?date=${date}&services=${services.join(',')}${memberQuery}`,
  );
  expect(status, JSON.stringify(body)).toBe(200);
  return ownerFreeTimesSchema
    .parse(body)
    .slots.map((slot) => `${slot.time} ${slot.start} ${slot.end}`);
}

/** The booking page's slots of the date; a member who does not do the services has none. */
async function pageTimes(date: string, services: number[], member?: number): Promise<string[]> {
  const memberQuery = member === undefined ? '' : `&member=${member}`;
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/public/${slug}/slots?from=${date}&to=${date}&services=${services.join(',')}${memberQuery}`,
  });
  // The page refuses such a member (400) where the owner's form offers them nothing.
  if (response.statusCode === 400) return [];
  expect(response.statusCode, response.body).toBe(200);
  const [day] = portalSlotsSchema.parse(response.json()).days;
  return day?.slots.map((slot) => `${slot.time} ${slot.start} ${slot.end}`) ?? [];
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  owner = await registerVerifyAndLogin(t.app, t.dataDir, {
    firstname: 'Ada',
    lastname: 'Lie',
    timezone: 'Europe/Oslo',
  });
  slug = await slugOf(t.app.db, owner.id);
  cut = await insertService(t.app.db, owner.id, { name: 'Cut', priceCents: 45000, minutes: 60 });
  colour = await insertService(t.app.db, owner.id, {
    name: 'Colour',
    priceCents: 20000,
    minutes: 30,
  });
  // The page's own limits out of the way: no notice, a year ahead, and a salon ceiling above
  // what the two members take together (the owner's diary has no ceiling: docs/decisions.md, Team).
  await ok('PUT', '/api/business-settings/availability', {
    capacity: 5,
    minNoticeMinutes: 0,
    horizonDays: 365,
    onlineBooking: true,
  });
  // A half-hour grid, so Bo's 12:15 start lies off it.
  const thirty = await t.app.db
    .selectFrom('interval_types')
    .select('id')
    .where('minutes', '=', 30)
    .executeTakeFirstOrThrow();
  const { status, body } = await call(owner, 'GET', '/api/service_interval/');
  expect(status).toBe(200);
  await ok('PUT', '/api/service_interval/update', {
    id: body.id,
    intervalTypeID: thirty.id,
  });

  const [first] = teamListSchema.parse((await call(owner, 'GET', '/api/team')).body);
  if (!first) throw new Error('registration made no member');
  ada = first;
  bo = teamMemberSavedSchema.parse(
    await ok('POST', '/api/team', { name: 'Bo', color: 'teal', serviceIds: [cut] }),
  ).member;
  await ok('PUT', `/api/team/${bo.id}/hours`, {
    hours: [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
      dayOfWeek,
      open: dayOfWeek <= 5,
      startTime: dayOfWeek <= 5 ? '12:15' : null,
      endTime: dayOfWeek <= 5 ? '17:00' : null,
    })),
    breaks: [{ dayOfWeek: 2, startTime: '14:00', endTime: '14:30' }],
  });
  await ok('POST', `/api/team/${ada.id}/time-off`, { from: THURSDAY, to: THURSDAY, note: '' });
  await ok('POST', `/api/team/${bo.id}/time-off`, { from: WEDNESDAY, to: WEDNESDAY, note: '' });

  const book = (date: string, time: string, memberId: number, serviceIds = [cut]) =>
    ok('POST', '/api/appointments', {
      client: { firstName: 'Kari', lastName: 'Nordmann' },
      serviceIds,
      date,
      time,
      memberId,
    });
  await book(MONDAY, '13:00', ada.id);
  await book(MONDAY, '12:45', bo.id);
  await book(TUESDAY, '10:00', ada.id);
  await book(TUESDAY, '13:30', ada.id, [colour]);
  await book(TUESDAY, '15:15', bo.id);
  await book(THURSDAY, '16:00', bo.id);
  const cancelled = await book(TUESDAY, '16:00', ada.id);
  await ok('POST', `/api/appointments/${String(cancelled.id)}/cancel`, {});
});

afterAll(async () => {
  await t?.close();
});

describe("the owner's free times are the booking page's slots", () => {
  const dates = [MONDAY, TUESDAY, WEDNESDAY, THURSDAY, SATURDAY];
  const serviceSets = () => [[cut], [colour], [cut, colour]];

  it.each(dates)('for "Anyone available" on %s', async (date) => {
    for (const services of serviceSets()) {
      const page = await pageTimes(date, services);
      expect(await ownerTimes(date, services), `services ${services.join(',')}`).toEqual(page);
    }
  });

  it.each(dates)('for each member on %s', async (date) => {
    for (const member of [ada, bo]) {
      for (const services of serviceSets()) {
        const page = await pageTimes(date, services, member.id);
        expect(
          await ownerTimes(date, services, member.id),
          `${member.name}, services ${services.join(',')}`,
        ).toEqual(page);
      }
    }
  });

  it('compares days that offer something', async () => {
    // A comparison of empty lists would prove nothing: Tuesday offers both members' times.
    expect((await pageTimes(TUESDAY, [cut], ada.id)).length).toBeGreaterThan(0);
    expect((await pageTimes(TUESDAY, [cut], bo.id)).length).toBeGreaterThan(0);
  });
});
