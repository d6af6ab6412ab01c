// The owner's availability settings (docs/decisions.md, Availability settings (owner)): the rules
// read and written by the signed-in business only, every bad input a 4xx in the error envelope,
// and each change seen by the booking portal's slots. Breaks, closed dates and special hours are
// availability-dates.test.ts; the business both work in is helpers/availability-salon.ts.
import { describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../contract/common.js';
import { insertAppointment } from './helpers/diary.js';
import {
  MONDAY,
  TUESDAY,
  WEDNESDAY,
  THURSDAY,
  SETTINGS,
  BREAKS,
  CLOSURES,
  SPECIAL_HOURS,
  t,
  owner,
  other,
  slug,
  trim,
  Method,
  call,
  settingsOf,
  refused,
  addBreak,
  addClosure,
  saveSpecialHours,
  rules,
  putRules,
  portalTimes,
  useAvailabilitySalon,
} from './helpers/availability-salon.js';

useAvailabilitySalon();

describe('GET /api/business-settings/availability', () => {
  it('answers the defaults and the booking page address for a new business', async () => {
    expect(await settingsOf(owner)).toEqual({
      capacity: 1,
      minNoticeMinutes: 120,
      horizonDays: 60,
      onlineBooking: true,
      slug: 'availability-studio',
      breaks: [],
      closures: [],
      specialHours: [],
    });
    expect((await settingsOf(other)).slug).toBe('other-studio');
  });

  it('needs a session for every call', async () => {
    const calls: [Method, string, object?][] = [
      ['GET', SETTINGS],
      ['PUT', SETTINGS, rules()],
      ['POST', BREAKS, { dayOfWeek: 1, startTime: '12:00', endTime: '12:30' }],
      ['DELETE', `${BREAKS}/1`],
      ['POST', CLOSURES, { fromDate: TUESDAY, toDate: TUESDAY }],
      ['DELETE', `${CLOSURES}/1`],
      ['POST', SPECIAL_HOURS, { date: TUESDAY, open: false }],
      ['DELETE', `${SPECIAL_HOURS}/1`],
    ];
    for (const [method, url, payload] of calls) {
      for (const headers of [{}, { authorization: 'Bearer garbage' }]) {
        const { status, body } = await call(undefined, method, url, payload, headers);
        expect(status, `${method} ${url}`).toBe(401);
        expect(errorResponseSchema.safeParse(body).success).toBe(true);
      }
    }
  });

  it('documents every call in the OpenAPI description', async () => {
    const docs = (await call(undefined, 'GET', '/api/docs/json')).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(docs.paths[SETTINGS] ?? {}).sort()).toEqual(['get', 'put']);
    for (const path of [BREAKS, CLOSURES, SPECIAL_HOURS]) {
      expect(Object.keys(docs.paths[path] ?? {})).toEqual(['post']);
      expect(Object.keys(docs.paths[`${path}/{id}`] ?? {})).toEqual(['delete']);
    }
  });
});

describe('PUT /api/business-settings/availability', () => {
  it('saves the four rules, answers them and keeps them for the next read', async () => {
    const body = await putRules({
      capacity: 3,
      minNoticeMinutes: 30,
      horizonDays: 90,
      onlineBooking: false,
    });
    expect(body).toEqual({
      msg: 'Online booking settings saved',
      rules: { capacity: 3, minNoticeMinutes: 30, horizonDays: 90, onlineBooking: false },
    });
    expect(await settingsOf(owner)).toMatchObject({
      capacity: 3,
      minNoticeMinutes: 30,
      horizonDays: 90,
      onlineBooking: false,
    });
    // The bounds themselves are accepted; a second write updates the same row.
    await putRules({ capacity: 50, minNoticeMinutes: 10080, horizonDays: 365 });
    await putRules({ capacity: 1, minNoticeMinutes: 0, horizonDays: 1 });
    expect(await settingsOf(owner)).toMatchObject({
      capacity: 1,
      minNoticeMinutes: 0,
      horizonDays: 1,
      onlineBooking: true,
    });
    const rows = await t.app.db
      .selectFrom('business_availability')
      .select('business_id')
      .where('business_id', '=', owner.id)
      .execute();
    expect(rows).toHaveLength(1);
    await putRules();
  });

  it('refuses values out of bounds with a sentence naming the setting', async () => {
    const cases: [object, string][] = [
      [{ capacity: 0 }, 'Clients at the same time must be from 1 to 50'],
      [{ capacity: 51 }, 'Clients at the same time must be from 1 to 50'],
      [{ capacity: 1.5 }, 'Clients at the same time must be a whole number'],
      [{ capacity: '2' }, 'Clients at the same time must be a number from 1 to 50'],
      [{ minNoticeMinutes: -1 }, 'Minimum notice must be from 0 to 10080 minutes'],
      [{ minNoticeMinutes: 10081 }, 'Minimum notice must be from 0 to 10080 minutes'],
      [{ horizonDays: 0 }, 'How far ahead clients may book must be from 1 to 365 days'],
      [{ horizonDays: 366 }, 'How far ahead clients may book must be from 1 to 365 days'],
      [{ onlineBooking: 'yes' }, 'onlineBooking must be true or false'],
    ];
    for (const [overrides, message] of cases) {
      expect(await refused(400, 'PUT', SETTINGS, rules(overrides))).toContain(message);
    }
    // Every rule is required: a PUT sets all four.
    expect(
      await refused(400, 'PUT', SETTINGS, { capacity: 2, minNoticeMinutes: 0, horizonDays: 5 }),
    ).toHaveLength(1);
    const broken = await call(owner, 'PUT', SETTINGS, '{"capacity": 2,', {
      'content-type': 'application/json',
    });
    expect(broken).toMatchObject({
      status: 400,
      body: { errors: [{ msg: 'The request body is not valid JSON' }] },
    });
    expect(await settingsOf(owner)).toMatchObject(rules());
  });

  it("changes only the signed-in business's rules", async () => {
    await putRules({ capacity: 4 }, other);
    expect((await settingsOf(owner)).capacity).toBe(1);
    expect((await settingsOf(other)).capacity).toBe(4);
    await putRules({}, other);
  });

  it('replays a repeat with the same Idempotency-Key and refuses the key for another body', async () => {
    const key = { 'idempotency-key': 'availability-rules-0001' };
    const first = await call(owner, 'PUT', SETTINGS, rules({ capacity: 2 }), key);
    expect(first.status).toBe(200);
    await putRules({ capacity: 5 });
    const repeat = await call(owner, 'PUT', SETTINGS, rules({ capacity: 2 }), key);
    expect(repeat.status).toBe(200);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.body).toEqual(first.body);
    expect((await settingsOf(owner)).capacity).toBe(5);
    expect((await call(owner, 'PUT', SETTINGS, rules({ capacity: 3 }), key)).status).toBe(422);
    await putRules();
  });
});

describe('the booking portal follows the settings', () => {
  it('a break removes the times it overlaps; removing it gives them back', async () => {
    const before = await portalTimes(TUESDAY);
    expect(before).toEqual(expect.arrayContaining(['11:30', '11:45', '12:00', '12:15', '12:30']));
    const lunch = await addBreak(2, '12:00', '12:30');
    const during = await portalTimes(TUESDAY);
    // 11:45 + 30 minutes runs into the break; 12:30 starts as it ends.
    expect(during).toContain('11:30');
    expect(during).not.toContain('11:45');
    expect(during).not.toContain('12:00');
    expect(during).not.toContain('12:15');
    expect(during).toContain('12:30');
    // Other weekdays keep their lunch time.
    expect(await portalTimes(WEDNESDAY)).toContain('12:00');
    await call(owner, 'DELETE', `${BREAKS}/${lunch.id}`);
    expect(await portalTimes(TUESDAY)).toEqual(before);
  });

  it('a closed date range removes its days', async () => {
    const closure = await addClosure(TUESDAY, WEDNESDAY, 'Staff training');
    expect(await portalTimes(TUESDAY)).toEqual([]);
    expect(await portalTimes(WEDNESDAY)).toEqual([]);
    expect(await portalTimes(THURSDAY)).not.toEqual([]);
    await call(owner, 'DELETE', `${CLOSURES}/${closure.id}`);
    expect(await portalTimes(TUESDAY)).not.toEqual([]);
  });

  it("special hours replace the weekday's hours on their date", async () => {
    const hours = await saveSpecialHours({
      date: TUESDAY,
      open: true,
      openingTime: '14:00',
      closingTime: '16:00',
    });
    const times = await portalTimes(TUESDAY);
    expect(times[0]).toBe('14:00');
    expect(times.at(-1)).toBe('15:30');
    await saveSpecialHours({ date: TUESDAY, open: false });
    expect(await portalTimes(TUESDAY)).toEqual([]);
    await call(owner, 'DELETE', `${SPECIAL_HOURS}/${hours.id}`);
    expect((await portalTimes(TUESDAY))[0]).toBe('10:00');
  });

  it('the notice and the horizon move the first and last bookable times', async () => {
    // 11:00 now: 120 minutes of notice leave 13:00 as the first time today.
    expect((await portalTimes(MONDAY))[0]).toBe('13:00');
    await putRules({ minNoticeMinutes: 0 });
    expect((await portalTimes(MONDAY))[0]).toBe('11:00');
    await putRules({ horizonDays: 1 });
    expect(await portalTimes(TUESDAY)).not.toEqual([]);
    expect(await portalTimes(WEDNESDAY)).toEqual([]);
    await putRules();
    expect(await portalTimes(WEDNESDAY)).not.toEqual([]);
  });

  it('the capacity, with the member’s, lets a second client book a time already taken', async () => {
    // A booking on Thursday 10:00-13:45 (the helper's balayage and toner).
    await insertAppointment(t.app.db, {
      businessId: owner.id,
      timezone: 'Europe/Oslo',
      date: THURSDAY,
      time: '10:00',
    });
    expect(await portalTimes(THURSDAY)).not.toContain('11:00');
    // With a team, the setting is the salon's ceiling and each member takes their own capacity
    // (docs/decisions.md, Team): the owner's member may take two, the salon still only one.
    const ownerTakes = (capacity: number) =>
      t.app.db
        .updateTable('team_members')
        .set({ capacity })
        .where('business_id', '=', owner.id)
        .execute();
    await ownerTakes(2);
    try {
      expect(await portalTimes(THURSDAY)).not.toContain('11:00');
      await putRules({ capacity: 2 });
      expect(await portalTimes(THURSDAY)).toContain('11:00');
    } finally {
      await ownerTakes(1);
      await putRules();
    }
  });

  it('turning online booking off makes the portal answer its disabled error', async () => {
    await putRules({ onlineBooking: false });
    const slots = await t.app.inject({
      method: 'GET',
      url: `/api/public/${slug}/slots?from=${TUESDAY}&to=${TUESDAY}&services=${trim}`,
    });
    expect(slots.statusCode).toBe(410);
    expect(errorResponseSchema.parse(slots.json()).errors[0]?.msg).toMatch(
      /^Availability Studio does not take bookings online at the moment/,
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/public/${slug}` })).statusCode).toBe(
      410,
    );
    await putRules({ onlineBooking: true });
    expect(await portalTimes(TUESDAY)).not.toEqual([]);
  });
});
