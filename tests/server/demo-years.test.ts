// `npm run demo -- --years N`: a quarter of a year of history (the same code as three years,
// 1/12 of the rows) in a fresh database, checked for its size, the chairs, the opening hours and
// the read copy of the items, and its team (docs/decisions.md, Team).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantToLocal, isoWeekday, withinOpeningHours } from '../../contract/booking-time.js';
import { generateHistory, HISTORY_CHAIRS, historyDays } from '../../server/demo/demo-history.js';
import { DEMO_CATALOGUE } from '../../server/demo/demo-catalogue.js';
import {
  DEMO_EMAIL,
  DEMO_HOURS,
  DEMO_PASSWORD,
  demoArguments,
  seedDemo,
} from '../../server/demo/seed-demo.js';
import { teamListSchema } from '../../contract/team.js';
import { itemsJson } from '../../server/repositories/appointment-reads.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const TODAY = '2026-11-23';
const YEARS = 0.25;
const ZONE = 'Europe/Oslo';

let t: TestApp;
let businessId: number;
let seeded: { appointments: number; clients: number };

interface Row {
  id: number;
  book_date: string;
  book_time: string;
  start_at: string;
  end_at: string;
  status: string;
  payment_status: string;
  amount_cents: number;
  items_json: string;
  client_id: number;
  first_name: string;
  last_name: string;
}

async function rows(): Promise<Row[]> {
  return t.app.db
    .selectFrom('appointments')
    .select([
      'id',
      'book_date',
      'book_time',
      'start_at',
      'end_at',
      'status',
      'payment_status',
      'amount_cents',
      'items_json',
      'client_id',
      'first_name',
      'last_name',
    ])
    .where('business_id', '=', businessId)
    .orderBy('id')
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  const result = await seedDemo(t.app.db, TODAY, { years: YEARS });
  businessId = result.businessId;
  seeded = result;
});

afterAll(async () => {
  await t.close();
});

/** The demo's team through GET /api/team, signed in as the demo owner. */
async function signedInTeam() {
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
  });
  const { token } = login.json<{ token: string }>();
  const answer = await t.app.inject({
    method: 'GET',
    url: '/api/team',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.statusCode).toBe(200);
  return { body: teamListSchema.parse(answer.json()) };
}

describe('demo history', () => {
  it('reads --years, --seed and --today, and refuses what it cannot use', () => {
    expect(demoArguments(['--years', '3', '--today', TODAY])).toEqual({
      today: TODAY,
      years: 3,
      seed: undefined,
    });
    expect(demoArguments(['--today', TODAY, '--years', '0.5', '--seed', '7'])).toEqual({
      today: TODAY,
      years: 0.5,
      seed: 7,
    });
    expect(demoArguments(['--today', TODAY]).years).toBeUndefined();
    for (const bad of [['--years'], ['--years', '0'], ['--years', 'x'], ['--years', '11']]) {
      expect(() => demoArguments(bad)).toThrow(/--years/);
    }
    expect(() => demoArguments(['--seed', '1.5'])).toThrow(/--seed/);
    for (const bad of [['--today', '2026-13-45'], ['--today', '2026-02-30'], ['--today']]) {
      expect(() => demoArguments(bad)).toThrow('--today must be a calendar date YYYY-MM-DD');
    }
  });

  it('has the size of a busy 3-chair salon: past days full, upcoming ones filling up', async () => {
    const all = await rows();
    expect(all).toHaveLength(seeded.appointments);
    const past = all.filter((row) => row.book_date < TODAY);
    const upcoming = all.filter((row) => row.book_date >= TODAY);
    const openPastDays = new Set(past.map((row) => row.book_date)).size;
    // 91 days before today, Sundays closed.
    expect(openPastDays).toBe(78);
    expect(historyDays(YEARS)).toBe(91);
    // About 46,000 in three years: 42 to 52 a day.
    expect(past.length / openPastDays).toBeGreaterThan(42);
    expect(past.length / openPastDays).toBeLessThan(52);
    // About 1,200 in the next eight weeks.
    expect(upcoming.length).toBeGreaterThan(1000);
    expect(upcoming.length).toBeLessThan(1400);
    expect(upcoming.every((row) => row.book_date < '2027-01-18')).toBe(true);
    const clients = await t.app.db
      .selectFrom('clients')
      .select(['id', 'first_name', 'last_name'])
      .where('business_id', '=', businessId)
      .execute();
    expect(clients).toHaveLength(seeded.clients);
    expect(clients.length).toBe(650);
    // Every booking belongs to one of the business's clients, under that client's name.
    const names = new Map(clients.map((client) => [client.id, client]));
    for (const row of all) {
      expect(names.get(row.client_id)).toMatchObject({
        first_name: row.first_name,
        last_name: row.last_name,
      });
    }
  });

  it('takes as many clients at the same time as it has chairs, so its booking page has room', async () => {
    const availability = await t.app.db
      .selectFrom('business_availability')
      .select('capacity')
      .where('business_id', '=', businessId)
      .executeTakeFirstOrThrow();
    expect(availability.capacity).toBe(HISTORY_CHAIRS);
  });

  it('gives past bookings outcomes and upcoming ones none', async () => {
    const all = await rows();
    const count = (list: Row[], key: 'status' | 'payment_status') =>
      list.reduce<Record<string, number>>(
        (counts, row) => ({ ...counts, [row[key]]: (counts[row[key]] ?? 0) + 1 }),
        {},
      );
    const past = all.filter((row) => row.start_at < '2026-11-23T00:00:00.000Z');
    const upcoming = all.filter((row) => row.book_date >= TODAY);
    const pastStatuses = count(past, 'status');
    expect(Object.keys(pastStatuses).sort()).toEqual(['booked', 'cancelled', 'no_show']);
    expect((pastStatuses.cancelled ?? 0) / past.length).toBeLessThan(0.15);
    expect((pastStatuses.booked ?? 0) / past.length).toBeGreaterThan(0.8);
    expect(Object.keys(count(past, 'payment_status')).sort()).toEqual([
      'paid',
      'refunded',
      'unpaid',
    ]);
    expect(count(upcoming, 'status')).toEqual({ booked: upcoming.length });
    expect(Object.keys(count(upcoming, 'payment_status')).sort()).toEqual(['paid', 'unpaid']);
  });

  it('never has more bookings at once than chairs, all within opening hours', async () => {
    const all = await rows();
    const held = all.filter((row) => row.status !== 'cancelled');
    // Touching is not overlapping: at the same instant an end comes before a start.
    const events = held
      .flatMap((row): [string, number][] => [
        [row.start_at, 1],
        [row.end_at, -1],
      ])
      .sort(([a, x], [b, y]) => (a === b ? x - y : a < b ? -1 : 1));
    let busy = 0;
    let most = 0;
    for (const [, change] of events) {
      busy += change;
      most = Math.max(most, busy);
    }
    expect(most).toBe(HISTORY_CHAIRS);

    for (const row of all) {
      const hours = DEMO_HOURS[isoWeekday(row.book_date)];
      const day = {
        open: Boolean(hours),
        openingTime: hours?.[0] ?? null,
        closingTime: hours?.[1] ?? null,
      };
      expect(withinOpeningHours(row.start_at, row.end_at, ZONE, day), `${row.id}`).toBe(true);
      expect(instantToLocal(new Date(row.start_at), ZONE)).toEqual({
        date: row.book_date,
        time: row.book_time,
      });
      // On the quarter hour, as the 15-minute interval offers them.
      expect(Number(row.book_time.slice(3)) % 15).toBe(0);
    }
  });

  it('has three members: one without colour, one on Saturdays only', async () => {
    const { body } = await signedInTeam();
    expect(body.map((member) => [member.capacity, member.hours === null])).toEqual([
      [2, true],
      [1, false],
      [1, false],
    ]);
    const [maria, jonas, sara] = body;
    const colour = new Set(
      (
        await t.app.db
          .selectFrom('services')
          .innerJoin('categories', 'categories.id', 'services.category_id')
          .select('services.id')
          .where('services.business_id', '=', businessId)
          .where('categories.name', '=', 'Colour')
          .execute()
      ).map((row) => row.id),
    );
    expect(colour.size).toBeGreaterThan(0);
    expect(jonas?.serviceIds.some((id) => colour.has(id))).toBe(false);
    expect(maria?.serviceIds.filter((id) => colour.has(id))).toHaveLength(colour.size);
    expect(sara?.hours?.filter((day) => day.open).map((day) => day.dayOfWeek)).toEqual([6]);
  });

  it('gives every booking a member who does its services, in their hours, within capacity', async () => {
    const { body: team } = await signedInTeam();
    const byId = new Map(team.map((member) => [member.id, member]));
    const all = await t.app.db
      .selectFrom('appointments')
      .select(['id', 'member_id', 'book_date', 'start_at', 'end_at', 'status', 'items_json'])
      .where('business_id', '=', businessId)
      .execute();
    const spans = new Map<number, { start: string; end: string }[]>();
    for (const row of all) {
      const member = byId.get(row.member_id ?? 0);
      expect(member, `${row.id}`).toBeDefined();
      const items = JSON.parse(row.items_json) as [number][];
      for (const [serviceId] of items) expect(member?.serviceIds).toContain(serviceId);
      const own = member?.hours?.find((day) => day.dayOfWeek === isoWeekday(row.book_date));
      if (member?.hours) {
        const day = {
          open: Boolean(own?.open),
          openingTime: own?.startTime ?? null,
          closingTime: own?.endTime ?? null,
        };
        expect(withinOpeningHours(row.start_at, row.end_at, ZONE, day), `${row.id}`).toBe(true);
      }
      if (row.status !== 'cancelled' && member) {
        spans.set(member.id, [
          ...(spans.get(member.id) ?? []),
          { start: row.start_at, end: row.end_at },
        ]);
      }
    }
    for (const [memberId, held] of spans) {
      const events = held
        .flatMap((span): [string, number][] => [
          [span.start, 1],
          [span.end, -1],
        ])
        .sort(([a, x], [b, y]) => (a === b ? x - y : a < b ? -1 : 1));
      let busy = 0;
      let most = 0;
      for (const [, change] of events) {
        busy += change;
        most = Math.max(most, busy);
      }
      expect(most).toBeLessThanOrEqual(byId.get(memberId)?.capacity ?? 0);
    }
  });

  it('keeps items_json, the amount and the end equal to the item rows', async () => {
    const all = await rows();
    const items = await t.app.db
      .selectFrom('appointment_items')
      .select(['appointment_id', 'position', 'service_id', 'name', 'price_cents', 'duration_min'])
      .where('business_id', '=', businessId)
      .orderBy('appointment_id')
      .orderBy('position')
      .execute();
    const services = new Map(
      (
        await t.app.db
          .selectFrom('services')
          .select(['id', 'name', 'price_cents'])
          .where('business_id', '=', businessId)
          .execute()
      ).map((service) => [service.id, service]),
    );
    const byAppointment = new Map<number, typeof items>();
    for (const item of items) {
      byAppointment.set(item.appointment_id, [
        ...(byAppointment.get(item.appointment_id) ?? []),
        item,
      ]);
    }
    expect(byAppointment.size).toBe(all.length);
    for (const row of all) {
      const own = byAppointment.get(row.id) ?? [];
      expect(own.map((item) => item.position)).toEqual(own.map((_, index) => index));
      expect(row.items_json).toBe(itemsJson(own));
      expect(row.amount_cents).toBe(own.reduce((sum, item) => sum + item.price_cents, 0));
      const minutes = own.reduce((sum, item) => sum + item.duration_min, 0);
      expect(Date.parse(row.end_at) - Date.parse(row.start_at)).toBe(minutes * 60_000);
      for (const item of own) {
        expect(services.get(item.service_id ?? 0)).toMatchObject({
          name: item.name,
          price_cents: item.price_cents,
        });
      }
    }
  });

  it('makes the same history for the same today and seed, another for another seed', () => {
    const services = DEMO_CATALOGUE.flatMap((category) => category.services).map(
      (service, index) => ({
        id: index + 1,
        name: service.name,
        priceCents: service.priceCents,
        minutes: service.minutes,
      }),
    );
    const make = (seed?: number) =>
      generateHistory(TODAY, services, DEMO_HOURS, { years: 0.1, seed });
    expect(make()).toEqual(make());
    expect(make(7)).toEqual(make(7));
    expect(make(7).appointments).not.toEqual(make().appointments);
  });

  it('replaces the business’s history when run again', async () => {
    const again = await seedDemo(t.app.db, TODAY, { years: 0.05, seed: 3 });
    expect(again.businessId).toBe(businessId);
    const all = await rows();
    expect(all).toHaveLength(again.appointments);
    const clients = await t.app.db
      .selectFrom('clients')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('business_id', '=', businessId)
      .executeTakeFirstOrThrow();
    expect(Number(clients.n)).toBe(again.clients);
    const items = await t.app.db
      .selectFrom('appointment_items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('business_id', '=', businessId)
      .executeTakeFirstOrThrow();
    expect(Number(items.n)).toBe(
      all.reduce((sum, row) => sum + (JSON.parse(row.items_json) as unknown[]).length, 0),
    );
  });
});
