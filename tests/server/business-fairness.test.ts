// One business must not stall the others (docs/decisions.md, Fair sharing):
// signed-in calls spend from the business's own budget (429 with Retry-After once it is empty),
// and the whole lists, read in pieces, cost what they send. On SQLite and, with
// TEST_DATABASE_URL, PostgreSQL.
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  appointmentListResponseSchema,
  type AppointmentResponse,
} from '../../contract/appointments.js';
import { compileSerializer } from '../../server/response-serializer.js';
import {
  listAllAppointments,
  listPastAppointments,
  listUpcomingAppointments,
} from '../../server/routes/appointments/appointments-repository.js';
import { WHOLE_LIST_PIECE } from '../../server/routes/appointments/whole-lists.js';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';
import { insertAppointment } from './helpers/diary.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const NOW = new Date('2026-11-23T10:00:00Z');
const OSLO = 'Europe/Oslo';
/** More than two pieces of past bookings, and some upcoming. */
const PAST = WHOLE_LIST_PIECE * 2 + 250;
const UPCOMING = 30;
const BURST = 40;
const serializeList = compileSerializer(appointmentListResponseSchema);

let t: TestApp;
let heavy: Owner;
let light: Owner;
let nowMs = NOW.getTime();

beforeAll(async () => {
  t = await createTestApp({
    rateLimit: true,
    businessLimit: { burst: BURST, perSecond: 1 },
    clock: () => new Date(nowMs),
  });
  heavy = await registerVerifyAndLogin(t.app, t.dataDir, { timezone: OSLO });
  light = await registerVerifyAndLogin(t.app, t.dataDir, { timezone: OSLO });
  const day = (offset: number) =>
    new Date(Date.UTC(2026, 10, 23) + offset * 86_400_000).toISOString().slice(0, 10);
  for (let i = 0; i < PAST + UPCOMING; i += 1) {
    const past = i < PAST;
    // Four a day, some sharing a start, so the pieces' edges fall inside a date and a time.
    const offset = past ? -1 - Math.floor(i / 4) : 1 + Math.floor((i - PAST) / 4);
    await insertAppointment(t.app.db, {
      businessId: heavy.id,
      timezone: OSLO,
      date: day(offset),
      time: ['09:00', '09:00', '13:30', '17:15'][i % 4]!,
      firstName: `Client${i}`,
      status: i % 17 === 0 ? 'cancelled' : 'booked',
    });
  }
}, 240_000);

afterAll(async () => t.close());

const get = (owner: Owner, path: string) =>
  t.app.inject({ method: 'GET', url: `/api/appointments/${path}`, headers: owner.auth });

/**
 * The most rows any one database read answered while `work` ran: better-sqlite3's statements
 * and pg's client are where every query of either database passes.
 */
async function largestRead<T>(work: () => Promise<T>): Promise<{ result: T; rows: number }> {
  let rows = 0;
  const probe = new SQLite(':memory:');
  const statement = Object.getPrototypeOf(probe.prepare('select 1')) as {
    all: (...args: unknown[]) => unknown[];
  };
  probe.close();
  const sqliteAll = statement.all;
  const sqliteSpy = vi.spyOn(statement, 'all').mockImplementation(function (
    this: unknown,
    ...args: unknown[]
  ) {
    const found = sqliteAll.apply(this, args);
    rows = Math.max(rows, found.length);
    return found;
  });
  const pgQuery = pg.Client.prototype.query;
  const pgSpy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
    this: pg.Client,
    ...args: unknown[]
  ) {
    // pg's overloads cannot be named in one signature; the arguments are passed on untouched.
    const answer = (pgQuery as (...a: unknown[]) => unknown).apply(this, args);
    if (answer instanceof Promise) {
      return answer.then((result: { rows?: unknown[] }) => {
        rows = Math.max(rows, result.rows?.length ?? 0);
        return result;
      });
    }
    return answer;
  } as typeof pg.Client.prototype.query);
  try {
    return { result: await work(), rows };
  } finally {
    sqliteSpy.mockRestore();
    pgSpy.mockRestore();
  }
}

describe('whole lists', () => {
  it('answer every appointment as before, read in pieces of at most 500 rows', async () => {
    const business = { id: heavy.id, timezone: OSLO };
    const now = new Date(nowMs);
    for (const [path, reference] of [
      ['all_past', () => listPastAppointments(t.app.db, business, now)],
      ['all_upcoming', () => listUpcomingAppointments(t.app.db, business, now)],
      ['all_appointment_by_client', () => listAllAppointments(t.app.db, heavy.id, now)],
    ] as const) {
      const { result: answer, rows } = await largestRead(() => get(heavy, path));
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      const expected = await reference();
      expect(expected.length).toBeGreaterThan(path === 'all_upcoming' ? 0 : WHOLE_LIST_PIECE * 2);
      expect(answer.json<AppointmentResponse[]>()).toEqual(expected);
      // Byte for byte what the route's serializer wrote for the whole array before.
      expect(answer.payload).toBe(serializeList(expected));
      expect(rows).toBeLessThanOrEqual(WHOLE_LIST_PIECE);
    }
    const empty = await get(light, 'all_past');
    expect(empty.statusCode).toBe(200);
    expect(empty.payload).toBe('[]');
  });
});

describe("each business's budget", () => {
  it('answers 429 with Retry-After once spent, to that business only, and refills', async () => {
    nowMs += BURST * 1000; // every budget full again after the test above
    const calls = [];
    for (let i = 0; i < BURST; i += 1) calls.push((await get(light, 'by_client')).statusCode);
    expect(calls.every((status) => status === 200)).toBe(true);
    const refused = await get(light, 'by_client');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({
      errors: [
        {
          msg: 'Too many requests for this business: please wait 1 s and try again',
          code: 'rate_limited',
          params: { seconds: 1 },
        },
      ],
    });
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/categories/',
      headers: heavy.auth,
    });
    expect(other.statusCode).toBe(200);
    nowMs += 1000;
    expect((await get(light, 'by_client')).statusCode).toBe(200);
    expect((await get(light, 'by_client')).statusCode).toBe(429);
  });

  it('charges a whole list by its rows, so looping three years runs dry at once', async () => {
    nowMs += BURST * 1000;
    const past = (await listPastAppointments(t.app.db, { id: heavy.id, timezone: OSLO }, NOW))
      .length;
    const cost = 1 + past / 100;
    let answered = 0;
    // Bounded, so a server without the budget fails here instead of looping for ever.
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const answer = await get(heavy, 'all_past');
      if (answer.statusCode !== 200) {
        expect(answer.statusCode).toBe(429);
        expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        break;
      }
      answered += 1;
    }
    // A call is taken while at least one is left; the rows are charged after they are sent.
    expect(answered).toBe(Math.floor((BURST - 1) / cost) + 1);
    expect((await get(heavy, 'by_client')).statusCode).toBe(429);
    expect((await get(light, 'by_client')).statusCode).toBe(200);
  });
});
