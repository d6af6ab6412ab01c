// Split days (docs/decisions.md, Split days): a weekday, or a date's special hours, open 09-13 and
// 15-19. Saved in one call or by the spec's calls for the first range; refused when the ranges
// are out of order or overlap; and neither the booking page nor the owner's free times offer
// anything in the gap, where the owner's own booking is "outside opening hours".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLOSING_BEFORE_OPENING_MESSAGE,
  DAY_CLOSED_MESSAGE,
  SECOND_RANGE_AFTER_FIRST_MESSAGE,
  SECOND_RANGE_INCOMPLETE_MESSAGE,
  SECOND_RANGE_ORDER_MESSAGE,
  weekDayListSchema,
  weekDayUpdateResponseSchema,
  type WeekDay,
} from '../../contract/business-settings.js';
import { specialHoursSavedResponseSchema } from '../../contract/availability-settings.js';
import { errorResponseSchema } from '../../contract/common.js';
import { ownerFreeTimesSchema } from '../../contract/owner-free-times.js';
import { portalProfileSchema, portalSlotsSchema } from '../../contract/portal.js';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';
import { insertService } from './helpers/diary.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Monday 23 November 2026, 11:00 in Oslo. Saturday the 28th is closed by default; Tuesday the
// 1st of December is open 10:00-19:00 by its weekday. The interval is 15 minutes.
const NOW = new Date('2026-11-23T10:00:00Z');
const SATURDAY = '2026-11-28';
const NEXT_SATURDAY = '2026-12-05';
const TUESDAY = '2026-12-01';
const SPLIT = {
  openingTime: '09:00',
  closingTime: '13:00',
  secondOpeningTime: '15:00',
  secondClosingTime: '19:00',
};

let t: TestApp;
let owner: Owner;
let other: Owner;
let slug: string;
let cut: number; // 60 minutes

async function call(
  who: Owner | null,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: object,
) {
  const response = await t.app.inject({
    method,
    url,
    headers: who?.auth ?? {},
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json<unknown>() };
}

async function weekDay(who: Owner, dayOfWeek: number): Promise<WeekDay> {
  const { body } = await call(who, 'GET', '/api/day_weeks/');
  const day = weekDayListSchema.parse(body).find((row) => row.dayOfWeek === dayOfWeek);
  if (!day) throw new Error(`no weekday ${dayOfWeek}`);
  return day;
}

const setRanges = (who: Owner, body: object) => call(who, 'PUT', '/api/businessHours/ranges', body);

/** The refusal's messages and codes, checked against the error envelope. */
function refusal(body: unknown) {
  return errorResponseSchema.parse(body).errors.map(({ msg, code }) => ({ msg, code }));
}

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

async function bookingPageTimes(date: string): Promise<string[]> {
  const { status, body } = await call(
    null,
    'GET',
    `/api/public/${slug}/slots?from=${date}&to=${date}&services=${cut}`,
  );
  expect(status).toBe(200);
  return portalSlotsSchema.parse(body).days[0]?.slots.map((slot) => slot.time) ?? [];
}

async function ownerTimes(date: string): Promise<string[]> {
  const { status, body } = await call(
    owner,
    'GET',
    `/api/appointments/free-times?date=${date}&services=${cut}`,
  );
  expect(status).toBe(200);
  return ownerFreeTimesSchema.parse(body).slots.map((slot) => slot.time);
}

const ownerBooking = (date: string, time: string) =>
  call(owner, 'POST', '/api/appointments', {
    client: { firstName: 'Kari', lastName: 'Nordmann' },
    serviceIds: [cut],
    date,
    time,
  });

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  owner = await registerVerifyAndLogin(t.app, t.dataDir, { timezone: 'Europe/Oslo' });
  other = await registerVerifyAndLogin(t.app, t.dataDir, { timezone: 'Europe/Oslo' });
  cut = await insertService(t.app.db, owner.id, { name: 'Cut', priceCents: 45000, minutes: 60 });
  const row = await t.app.db
    .selectFrom('users')
    .select('slug')
    .where('id', '=', owner.id)
    .executeTakeFirstOrThrow();
  slug = row.slug ?? '';
  const saturday = await weekDay(owner, 6);
  expect(
    (await call(owner, 'PUT', '/api/businessDays/update', { id: saturday.id, open: 1 })).status,
  ).toBe(200);
});

afterAll(async () => {
  await t.close();
});

describe('a weekday with two ranges', () => {
  it('saves Saturday 09:00-13:00 and 15:00-19:00 in one call and lists both', async () => {
    const saturday = await weekDay(owner, 6);
    const saved = await setRanges(owner, { id: saturday.id, ...SPLIT });
    expect(saved.status).toBe(200);
    expect(weekDayUpdateResponseSchema.parse(saved.body)).toEqual({
      msg: 'Updated',
      day: { ...saturday, ...SPLIT },
    });
    expect(await weekDay(owner, 6)).toEqual({ ...saturday, ...SPLIT });
    // Another business's day is not found, as an unknown one.
    expect((await setRanges(other, { id: saturday.id, ...SPLIT })).status).toBe(404);
  });

  it.each([
    ['overlapping', { secondOpeningTime: '12:00' }, SECOND_RANGE_AFTER_FIRST_MESSAGE],
    ['touching', { secondOpeningTime: '13:00' }, SECOND_RANGE_AFTER_FIRST_MESSAGE],
    [
      'reversed',
      { secondOpeningTime: '19:00', secondClosingTime: '15:00' },
      SECOND_RANGE_ORDER_MESSAGE,
    ],
    ['half', { secondClosingTime: null }, SECOND_RANGE_INCOMPLETE_MESSAGE],
    ['a first range backwards', { closingTime: '08:00' }, CLOSING_BEFORE_OPENING_MESSAGE],
  ])('refuses a %s second range with a 400 in the envelope', async (_, change, message) => {
    const saturday = await weekDay(owner, 6);
    const refused = await setRanges(owner, { id: saturday.id, ...SPLIT, ...change });
    expect(refused.status).toBe(400);
    expect(refusal(refused.body)).toContainEqual({
      msg: expect.stringContaining(message),
      code: 'invalid',
    });
  });

  it('refuses a time outside the day, and ranges on a closed day', async () => {
    const saturday = await weekDay(owner, 6);
    const late = await setRanges(owner, { id: saturday.id, ...SPLIT, secondClosingTime: '24:30' });
    expect(late.status).toBe(400);
    const sunday = await weekDay(owner, 7);
    const closed = await setRanges(owner, { id: sunday.id, ...SPLIT });
    expect(closed.status).toBe(400);
    expect(refusal(closed.body)).toEqual([{ msg: DAY_CLOSED_MESSAGE, code: 'invalid' }]);
  });

  it("keeps the spec's calls working on the first range, never into the second", async () => {
    const saturday = await weekDay(owner, 6);
    await setRanges(owner, { id: saturday.id, ...SPLIT });
    const opening = await call(owner, 'PUT', '/api/businessHours/update1', {
      tid: saturday.id,
      openingTime: '08:30',
    });
    expect(opening.status).toBe(200);
    expect(weekDayUpdateResponseSchema.parse(opening.body).day).toMatchObject({
      openingTime: '08:30',
      closingTime: '13:00',
      secondOpeningTime: '15:00',
    });
    const into = await call(owner, 'PUT', '/api/businessHours/update2', {
      ctid: saturday.id,
      closingTime: '16:00',
    });
    expect(into.status).toBe(400);
    expect(refusal(into.body)).toEqual([
      { msg: SECOND_RANGE_AFTER_FIRST_MESSAGE, code: 'invalid' },
    ]);
    const closing = await call(owner, 'PUT', '/api/businessHours/update2', {
      ctid: saturday.id,
      closingTime: '13:00',
    });
    expect(closing.status).toBe(200);
    // One range again: the old payload shape, the second pair absent.
    const single = await setRanges(owner, {
      id: saturday.id,
      openingTime: '09:00',
      closingTime: '13:00',
    });
    expect(weekDayUpdateResponseSchema.parse(single.body).day).toMatchObject({
      secondOpeningTime: null,
      secondClosingTime: null,
    });
    await setRanges(owner, { id: saturday.id, ...SPLIT });
  });

  it('clears the second range when the day is closed', async () => {
    const thursday = await weekDay(owner, 4);
    await setRanges(owner, { id: thursday.id, ...SPLIT });
    await call(owner, 'PUT', '/api/businessDays/update', { id: thursday.id, open: 0 });
    await call(owner, 'PUT', '/api/businessDays/update', { id: thursday.id, open: 1 });
    expect(await weekDay(owner, 4)).toMatchObject({
      openingTime: '10:00',
      closingTime: '19:00',
      secondOpeningTime: null,
      secondClosingTime: null,
    });
  });
});

describe('the gap of a split day', () => {
  it('is never offered on the booking page', async () => {
    const saturday = await weekDay(owner, 6);
    await setRanges(owner, { id: saturday.id, ...SPLIT });
    expect(await bookingPageTimes(SATURDAY)).toEqual([
      ...quarterHours('09:00', '12:00'),
      ...quarterHours('15:00', '18:00'),
    ]);
  });

  it("is shown as two ranges in the booking page's week", async () => {
    const { status, body } = await call(null, 'GET', `/api/public/${slug}`);
    expect(status).toBe(200);
    const saturday = portalProfileSchema.parse(body).weekHours.find((day) => day.dayOfWeek === 6);
    expect(saturday).toMatchObject({
      open: true,
      openingTime: '09:00',
      closingTime: '13:00',
      secondOpeningTime: '15:00',
      secondClosingTime: '19:00',
    });
  });

  it("is never offered among the owner's free times", async () => {
    expect(await ownerTimes(SATURDAY)).toEqual([
      ...quarterHours('09:00', '12:00'),
      ...quarterHours('15:00', '18:00'),
    ]);
  });

  it("is outside opening hours for the owner's booking, as before opening is", async () => {
    const inGap = await ownerBooking(SATURDAY, '13:30');
    expect(inGap.status).toBe(409);
    expect(inGap.body).toEqual({
      errors: [
        {
          msg: 'Outside opening hours (Saturday 09:00 AM–01:00 PM, 03:00 PM–07:00 PM)',
          code: 'outside_hours',
          params: { date: SATURDAY, ranges: 2, hours: '09:00–13:00, 15:00–19:00' },
        },
      ],
      conflict: { reason: 'outside_hours', memberId: expect.any(Number) },
    });
    // Across the gap too; inside a range it is booked.
    expect((await ownerBooking(SATURDAY, '12:30')).status).toBe(409);
    expect((await ownerBooking(SATURDAY, '15:00')).status).toBe(201);
  });
});

describe("a member's own hours on a split day", () => {
  it('narrow each range, and the gap stays closed', async () => {
    const member = await t.app.db
      .selectFrom('team_members')
      .select('id')
      .where('business_id', '=', owner.id)
      .executeTakeFirstOrThrow();
    // Own hours on every weekday: Saturday 10:00-16:00, inside both of the business's ranges.
    await t.app.db
      .insertInto('team_member_hours')
      .values(
        [1, 2, 3, 4, 5, 6, 7].map((day) => ({
          member_id: member.id,
          business_id: owner.id,
          day_of_week: day,
          open: 1,
          start_time: day === 6 ? '10:00' : '09:00',
          end_time: day === 6 ? '16:00' : '17:00',
        })),
      )
      .execute();
    try {
      // The Saturday after: no booking holds 15:00 there, and no special hours yet.
      const expected = [...quarterHours('10:00', '12:00'), '15:00'];
      expect(await ownerTimes(NEXT_SATURDAY)).toEqual(expected);
      expect(await bookingPageTimes(NEXT_SATURDAY)).toEqual(expected);
    } finally {
      await t.app.db.deleteFrom('team_member_hours').where('member_id', '=', member.id).execute();
    }
  });
});

describe('special hours with two ranges', () => {
  it("saves a date's two ranges and keeps its gap free of times", async () => {
    const saved = await call(owner, 'POST', '/api/business-settings/special-hours', {
      date: TUESDAY,
      open: true,
      openingTime: '10:00',
      closingTime: '12:00',
      secondOpeningTime: '16:00',
      secondClosingTime: '18:00',
    });
    expect(saved.status).toBe(200);
    expect(specialHoursSavedResponseSchema.parse(saved.body).specialHours).toMatchObject({
      date: TUESDAY,
      secondOpeningTime: '16:00',
      secondClosingTime: '18:00',
    });
    const expected = [...quarterHours('10:00', '11:00'), ...quarterHours('16:00', '17:00')];
    expect(await bookingPageTimes(TUESDAY)).toEqual(expected);
    expect(await ownerTimes(TUESDAY)).toEqual(expected);
  });

  it('replaces a split weekday with the one range of a special date', async () => {
    const saved = await call(owner, 'POST', '/api/business-settings/special-hours', {
      date: NEXT_SATURDAY,
      open: true,
      openingTime: '12:00',
      closingTime: '16:00',
    });
    expect(saved.status).toBe(200);
    expect(await bookingPageTimes(NEXT_SATURDAY)).toEqual(quarterHours('12:00', '15:00'));
  });

  it('refuses overlapping ranges of a date with a 400 in the envelope', async () => {
    const refused = await call(owner, 'POST', '/api/business-settings/special-hours', {
      date: TUESDAY,
      open: true,
      openingTime: '10:00',
      closingTime: '12:00',
      secondOpeningTime: '11:00',
      secondClosingTime: '18:00',
    });
    expect(refused.status).toBe(400);
    expect(refusal(refused.body)).toContainEqual({
      msg: expect.stringContaining(SECOND_RANGE_AFTER_FIRST_MESSAGE),
      code: 'invalid',
    });
  });
});
