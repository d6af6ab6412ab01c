// A member's own split day (docs/decisions.md, Team; Split days): Tuesday 10:00-12:00 and
// 14:00-18:00 in the business's 10:00-19:00. Saved and read back through the team's calls, checked
// as the business's split day is (same messages, same code), and the gap is refused for the owner's
// booking and the booking page's, and offered neither among the owner's free times nor on the
// booking page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SECOND_RANGE_AFTER_FIRST_MESSAGE,
  SECOND_RANGE_INCOMPLETE_MESSAGE,
  SECOND_RANGE_ORDER_MESSAGE,
} from '../../contract/business-settings.js';
import { errorResponseSchema } from '../../contract/common.js';
import { ownerFreeTimesSchema } from '../../contract/owner-free-times.js';
import { SLOT_NOT_BOOKABLE_CODE } from '../../contract/portal-refusals.js';
import { portalSlotsSchema } from '../../contract/portal.js';
import { teamListSchema, teamMemberSavedSchema, type TeamMember } from '../../contract/team.js';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';
import { insertService, slugOf } from './helpers/diary.js';
import { ownerCallOn } from './helpers/owner-call.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Monday 23 November 2026, 11:00 in Oslo. The business is open Monday to Friday 10:00-19:00 on a
// 15-minute grid; the booking page's notice (120 minutes) is over long before Tuesday next week.
const NOW = new Date('2026-11-23T10:00:00Z');
const TUESDAY = '2026-12-01';
const WEDNESDAY = '2026-12-02';
const SPLIT_TUESDAY = {
  dayOfWeek: 2,
  open: true,
  startTime: '10:00',
  endTime: '12:00',
  secondStartTime: '14:00',
  secondEndTime: '18:00',
};

let t: TestApp;
let owner: Owner;
let slug: string;
let cut: number; // 60 minutes
let ada: TeamMember; // the owner's member, the business's only one

const call = ownerCallOn(() => t.app);

/** Every 'HH:mm' from `first` to `last` in 15-minute steps. */
function quarterHours(first: string, last: string): string[] {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  const times: string[] = [];
  for (let at = minutes(first); at <= minutes(last); at += 15) {
    times.push(
      `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`,
    );
  }
  return times;
}

/** Seven rows: Monday to Friday 10:00-19:00 with `tuesday` in its place, the weekend off. */
function week(tuesday: object) {
  return [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) =>
    dayOfWeek === 2
      ? tuesday
      : {
          dayOfWeek,
          open: dayOfWeek <= 5,
          startTime: dayOfWeek <= 5 ? '10:00' : null,
          endTime: dayOfWeek <= 5 ? '19:00' : null,
        },
  );
}

const setHours = (tuesday: object) =>
  call(owner, 'PUT', `/api/team/${ada.id}/hours`, { hours: week(tuesday), breaks: [] });

async function bookingPageTimes(date: string, member?: number): Promise<string[]> {
  const { status, body } = await t.app
    .inject({
      method: 'GET',
      url: `/api/public/${slug}/slots?from=${date}&to=${date}&services=${cut}${member === undefined ? '' : `&member=${member}`}`,
    })
    .then((response) => ({ status: response.statusCode, body: response.json<unknown>() }));
  expect(status, JSON.stringify(body)).toBe(200);
  return portalSlotsSchema.parse(body).days[0]?.slots.map((slot) => slot.time) ?? [];
}

async function ownerTimes(date: string): Promise<string[]> {
  const { status, body } = await call(
    owner,
    'GET',
    `/api/appointments/free-times?date=${date}&services=${cut}&memberId=${ada.id}`,
  );
  expect(status, JSON.stringify(body)).toBe(200);
  return ownerFreeTimesSchema.parse(body).slots.map((slot) => slot.time);
}

const ownerBooking = (date: string, time: string) =>
  call(owner, 'POST', '/api/appointments', {
    client: { firstName: 'Kari', lastName: 'Nordmann' },
    serviceIds: [cut],
    date,
    time,
    memberId: ada.id,
  });

let people = 0;
async function bookingPageBooking(date: string, time: string) {
  people += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/public/${slug}/bookings`,
    payload: {
      services: [cut],
      date,
      time,
      firstName: 'Siri',
      lastName: `Holm${people}`,
      phone: `+47 933 00 ${String(people).padStart(3, '0')}`,
      email: `split${people}@example.com`,
    },
  });
  return { status: response.statusCode, body: response.json<unknown>() };
}

/** The refusal's messages and codes, checked against the error envelope. */
const refusal = (body: unknown) =>
  errorResponseSchema.parse(body).errors.map(({ msg, code }) => ({ msg, code }));

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  owner = await registerVerifyAndLogin(t.app, t.dataDir, {
    firstname: 'Ada',
    lastname: 'Lie',
    timezone: 'Europe/Oslo',
  });
  slug = await slugOf(t.app.db, owner.id);
  cut = await insertService(t.app.db, owner.id, { name: 'Cut', priceCents: 45000, minutes: 60 });
  const [first] = teamListSchema.parse((await call(owner, 'GET', '/api/team')).body);
  if (!first) throw new Error('registration made no member');
  ada = first;
});

afterAll(async () => {
  await t?.close();
});

describe("a member's split day", () => {
  it('is saved and read back with both ranges; a day of one range has no second', async () => {
    const saved = await setHours(SPLIT_TUESDAY);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const member = teamMemberSavedSchema.parse(saved.body).member;
    expect(member.hours?.[1]).toEqual(SPLIT_TUESDAY);
    expect(member.hours?.[2]).toEqual({
      dayOfWeek: 3,
      open: true,
      startTime: '10:00',
      endTime: '19:00',
      secondStartTime: null,
      secondEndTime: null,
    });
    const [listed] = teamListSchema.parse((await call(owner, 'GET', '/api/team')).body);
    expect(listed?.hours?.[1]).toEqual(SPLIT_TUESDAY);
  });

  it.each([
    ['overlapping', { secondStartTime: '11:00' }, SECOND_RANGE_AFTER_FIRST_MESSAGE],
    ['touching', { secondStartTime: '12:00' }, SECOND_RANGE_AFTER_FIRST_MESSAGE],
    ['reversed', { secondStartTime: '18:00', secondEndTime: '14:00' }, SECOND_RANGE_ORDER_MESSAGE],
    ['half', { secondEndTime: null }, SECOND_RANGE_INCOMPLETE_MESSAGE],
  ])('refuses a %s second range with a 400 and its code', async (_, change, message) => {
    const refused = await setHours({ ...SPLIT_TUESDAY, ...change });
    expect(refused.status).toBe(400);
    expect(refusal(refused.body)).toContainEqual({
      msg: expect.stringContaining(message),
      code: 'invalid',
    });
  });

  it('refuses a time outside the day', async () => {
    const late = await setHours({ ...SPLIT_TUESDAY, secondEndTime: '24:30' });
    expect(late.status).toBe(400);
    expect(refusal(late.body)[0]?.code).toBe('invalid');
  });

  it('keeps no second range on a day off', async () => {
    const saved = await setHours({ ...SPLIT_TUESDAY, open: false });
    expect(saved.status).toBe(200);
    expect(teamMemberSavedSchema.parse(saved.body).member.hours?.[1]).toEqual({
      dayOfWeek: 2,
      open: false,
      startTime: null,
      endTime: null,
      secondStartTime: null,
      secondEndTime: null,
    });
    expect((await setHours(SPLIT_TUESDAY)).status).toBe(200);
  });
});

describe('the gap of a member’s split day', () => {
  it('is never offered on the booking page, with or without the member chosen', async () => {
    const expected = [...quarterHours('10:00', '11:00'), ...quarterHours('14:00', '17:00')];
    expect(await bookingPageTimes(TUESDAY)).toEqual(expected);
    expect(await bookingPageTimes(TUESDAY, ada.id)).toEqual(expected);
    // A day of one range is the business's whole day.
    expect(await bookingPageTimes(WEDNESDAY)).toEqual(quarterHours('10:00', '18:00'));
  });

  it("is never offered among the owner's free times, and both ranges are", async () => {
    // The owner's form asks the booking page's engine (docs/decisions.md, Free times in the
    // owner's form): the same times, the second range included.
    expect(await ownerTimes(TUESDAY)).toEqual([
      ...quarterHours('10:00', '11:00'),
      ...quarterHours('14:00', '17:00'),
    ]);
  });

  it("refuses the owner's booking in the gap or across it, and takes one in a range", async () => {
    const inGap = await ownerBooking(TUESDAY, '12:30');
    expect(inGap.status).toBe(409);
    expect(inGap.body).toEqual({
      errors: [
        {
          msg: "Outside Ada Lie's hours (Tuesday 10:00 AM–12:00 PM, 02:00 PM–06:00 PM)",
          code: 'member_away',
          // Both ranges, 24-hour, for the app's own wording (docs/decisions.md, API).
          params: {
            kind: 'hours',
            member: 'Ada Lie',
            weekday: 2,
            hours: '10:00–12:00, 14:00–18:00',
          },
        },
      ],
      conflict: { reason: 'member_away', memberId: ada.id },
    });
    expect((await ownerBooking(TUESDAY, '11:30')).status).toBe(409);
    expect((await ownerBooking(TUESDAY, '17:30')).status).toBe(409);
    expect((await ownerBooking(TUESDAY, '14:00')).status).toBe(201);
  });

  it("refuses the booking page's booking in the gap", async () => {
    const inGap = await bookingPageBooking(TUESDAY, '12:30');
    expect(inGap.status).toBe(409);
    expect(refusal(inGap.body)[0]?.code).toBe(SLOT_NOT_BOOKABLE_CODE);
    expect((await bookingPageBooking(TUESDAY, '15:00')).status).toBe(201);
  });
});
