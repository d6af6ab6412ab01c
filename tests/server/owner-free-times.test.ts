// GET /api/appointments/free-times: the slot engine's free start times for the owner's
// "New booking" form. A booking takes its times, capacity lets a time be shared, another
// business's services are refused, times already past today are left out (but no minimum notice),
// and bad input answers the error envelope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../contract/common.js';
import { ownerFreeTimesSchema } from '../../contract/owner-free-times.js';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';
import { insertService } from './helpers/diary.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Monday 23 November 2026, 11:00 in Oslo (UTC+1). Default hours: Monday to Friday 10:00-19:00,
// a 15-minute interval, capacity 1.
const START = Date.parse('2026-11-23T10:00:00Z');
let clockMs = START;
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';
const WEDNESDAY = '2026-11-25';
const THURSDAY = '2026-11-26';
const SATURDAY = '2026-11-28';

let t: TestApp;
let owner: Owner;
let other: Owner;
let cut: number; // 60 minutes
let colour: number; // 30 minutes
let othersService: number;

/** Every start time of a day from `first` to `last` in 15-minute steps, 'HH:mm'. */
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

async function freeTimes(query: string, who: Owner | null = owner) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/appointments/free-times?${query}`,
    headers: who?.auth ?? {},
  });
  return { status: response.statusCode, body: response.json<unknown>() };
}

async function timesOn(date: string, services = `${cut}`): Promise<string[]> {
  const { status, body } = await freeTimes(`date=${date}&services=${services}`);
  expect(status).toBe(200);
  return ownerFreeTimesSchema.parse(body).slots.map((slot) => slot.time);
}

async function book(date: string, time: string, serviceIds = [cut]) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: owner.auth,
    payload: { client: { firstName: 'Walk', lastName: 'In' }, serviceIds, date, time },
  });
  return { status: response.statusCode, id: response.json<{ id: number }>().id };
}

/** The refusal's status and messages, checked against the error envelope. */
async function refusal(query: string, who: Owner | null = owner) {
  const { status, body } = await freeTimes(query, who);
  return { status, messages: errorResponseSchema.parse(body).errors.map((error) => error.msg) };
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date(clockMs) });
  owner = await registerVerifyAndLogin(t.app, t.dataDir, { timezone: 'Europe/Oslo' });
  other = await registerVerifyAndLogin(t.app, t.dataDir, { timezone: 'Europe/Oslo' });
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
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/appointments/free-times', () => {
  it("answers the date's start times in the business's zone, the durations added up", async () => {
    const { status, body } = await freeTimes(`date=${TUESDAY}&services=${cut},${colour}`);
    expect(status).toBe(200);
    const answer = ownerFreeTimesSchema.parse(body);
    expect(answer).toMatchObject({ date: TUESDAY, timeZone: 'Europe/Oslo', durationMinutes: 90 });
    // 10:00 to 19:00 every 15 minutes, each ending by closing time.
    expect(answer.slots.map((slot) => slot.time)).toEqual(quarterHours('10:00', '17:30'));
    expect(answer.slots[0]).toEqual({
      time: '10:00',
      start: '2026-11-24T09:00:00.000Z',
      end: '2026-11-24T10:30:00.000Z',
    });
  });

  it('offers nothing on a closed day or a day already over', async () => {
    expect(await timesOn(SATURDAY)).toEqual([]);
    expect(await timesOn('2026-11-20')).toEqual([]);
  });

  it('leaves out the times already past today, with no minimum notice', async () => {
    // 11:00 is now: the portal's two hours' notice would start at 13:00, the owner's form here.
    expect(await timesOn(MONDAY)).toEqual(quarterHours('11:00', '18:00'));
    clockMs = START + 5 * 60_000;
    try {
      expect((await timesOn(MONDAY))[0]).toBe('11:15');
    } finally {
      clockMs = START;
    }
  });

  it('offers dates far beyond the portal’s horizon', async () => {
    expect(await timesOn('2027-11-23')).toEqual(quarterHours('10:00', '18:00'));
  });

  it('removes the times a booking takes, and gives them back when it is cancelled', async () => {
    const booked = await book(WEDNESDAY, '12:00');
    expect(booked.status).toBe(201);
    // A 60-minute service from 11:15 to 12:45 would overlap 12:00-13:00; touching is free.
    const times = await timesOn(WEDNESDAY);
    expect(times).toContain('11:00');
    expect(times).toContain('13:00');
    for (const taken of quarterHours('11:15', '12:45')) expect(times).not.toContain(taken);
    // A 30-minute service fits until 11:30.
    expect(await timesOn(WEDNESDAY, `${colour}`)).toContain('11:30');

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/appointments/${booked.id}/cancel`,
      headers: owner.auth,
      payload: {},
    });
    expect(cancel.statusCode).toBe(200);
    expect(await timesOn(WEDNESDAY)).toEqual(quarterHours('10:00', '18:00'));
  });

  it('keeps a time while the member’s capacity allows another client, not after', async () => {
    // Each member serves their own capacity at a time (docs/decisions.md, Team).
    const capacityOfOwner = (capacity: number) =>
      t.app.db
        .updateTable('team_members')
        .set({ capacity })
        .where('business_id', '=', owner.id)
        .execute();
    await capacityOfOwner(2);
    try {
      expect((await book(THURSDAY, '15:00')).status).toBe(201);
      expect(await timesOn(THURSDAY)).toContain('15:00');
      expect((await book(THURSDAY, '15:00')).status).toBe(201);
      const times = await timesOn(THURSDAY);
      expect(times).not.toContain('15:00');
      expect(times).toContain('14:00');
      expect(times).toContain('16:00');
    } finally {
      await capacityOfOwner(1);
    }
  });

  it("refuses another business's services, and services that do not exist", async () => {
    expect(await refusal(`date=${TUESDAY}&services=${othersService}`)).toEqual({
      status: 400,
      messages: [`Service ${othersService} is not offered here`],
    });
    expect((await refusal(`date=${TUESDAY}&services=${cut},${othersService}`)).status).toBe(400);
    expect((await refusal(`date=${TUESDAY}&services=999999`)).status).toBe(400);
    // Beyond a 32-bit id: refused before the database sees it (PostgreSQL would throw).
    expect((await refusal(`date=${TUESDAY}&services=4294967295`)).status).toBe(400);
    // The other owner's own service is theirs to ask about.
    const theirs = await freeTimes(`date=${TUESDAY}&services=${othersService}`, other);
    expect(theirs.status).toBe(200);
  });

  it.each([
    ['a date that is not a calendar date', `date=2026-02-30&services=1`],
    ['a date in another format', `date=24.11.2026&services=1`],
    ['no date', `services=1`],
    ['no services', `date=${TUESDAY}`],
    ['empty services', `date=${TUESDAY}&services=`],
    ['services that are not ids', `date=${TUESDAY}&services=cut`],
  ])('answers 400 in the error envelope for %s', async (_name, query) => {
    const { status, messages } = await refusal(query);
    expect(status).toBe(400);
    expect(messages.length).toBeGreaterThan(0);
  });

  it('needs a session', async () => {
    expect((await refusal(`date=${TUESDAY}&services=${cut}`, null)).status).toBe(401);
  });

  it('is documented in the OpenAPI description', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const docs = response.json<{ paths: Record<string, { get?: { tags?: string[] } }> }>();
    expect(docs.paths['/api/appointments/free-times']?.get?.tags).toEqual(['appointments']);
  });
});
