// The device's free times offline agree with the server's (docs/offline.md, Kept ahead): for the
// same random business (weekdays with split days, breaks, closed dates, special hours, the
// service interval, members with their services, hours, breaks, time off and capacity, bookings
// cancelled or not), the owner's rules of the team's engine (contract/availability/owner-slots.ts)
// give the same times whether fed by the server's own reads (server/scheduling/: slot-settings.ts,
// bookable-members.ts) or by the device's builder over the API answers it keeps
// (free-times-on-device.ts): the weekdays, availability settings, service interval, team,
// services and the date's range of bookings.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Appointment } from '../../contract/appointments.js';
import type { AvailabilitySettings } from '../../contract/availability-settings.js';
import { ownerFreeSlots } from '../../contract/availability/owner-slots.js';
import { addDays, localToInstant } from '../../contract/booking-time.js';
import type { ServiceInterval, WeekDay } from '../../contract/business-settings.js';
import type { CategoryWithServices } from '../../contract/catalogue.js';
import type { TeamMember } from '../../contract/team.js';
import type { Db } from '../../server/db/database.js';
import { readBookableMembers } from '../../server/scheduling/bookable-members.js';
import { servicesMinutes, slotSettings } from '../../server/scheduling/slot-settings.js';
import { freeTimesOnDevice } from '../../src/features/appointments/api/free-times-on-device.js';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';
import { BALAYAGE_AND_TONER, insertAppointment, insertClient } from './helpers/diary.js';
import { referenceIdIn } from './helpers/reference-ids.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Monday 23 November 2026, 11:00 in Oslo: the first date's morning is already past.
const NOW = new Date('2026-11-23T10:00:00Z');
const FIRST = '2026-11-23';
const DAYS = 7;
const TIME_ZONE = 'Europe/Oslo';
const SEED = Number(process.env.FREE_TIMES_SEED ?? 20261207);
const SERVICE_MINUTES = [30, 45, 60] as const;
const INTERVALS = [15, 30, 45, 60] as const;

let t: TestApp;
let owner: Owner;
let db: Db;
let serviceIds: number[];
let clientId: number;

const quarter = (from: number, to: number) =>
  fc.integer({ min: from * 4, max: to * 4 }).map((q) => {
    const minutes = q * 15;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  });
const dateArb = fc.integer({ min: 0, max: DAYS - 1 }).map((index) => addDays(FIRST, index));
const rangeArb = (from: number, to: number) =>
  fc.tuple(quarter(from, to), fc.integer({ min: 1, max: 16 })).map(([start, quarters]) => {
    const [h, m] = start.split(':').map(Number);
    const end = Math.min(23 * 60 + 45, (h ?? 0) * 60 + (m ?? 0) + quarters * 15);
    return {
      start,
      end: `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`,
    };
  });
/** Mostly true: most days open, most members working, so most questions have times. */
const mostly = fc.integer({ min: 0, max: 4 }).map((n) => n > 0);
const dayArb = fc.record({
  open: mostly,
  opening: quarter(7, 11),
  closing: quarter(13, 20),
  split: fc.option(fc.tuple(quarter(20, 21), quarter(22, 23)), { nil: undefined }),
});
const memberArb = fc.record({
  active: fc.boolean(),
  capacity: fc.integer({ min: 1, max: 2 }),
  services: fc.constantFrom<number[]>([0, 1, 2], [0, 1, 2], [0, 1], [1, 2], [0]),
  hours: fc.option(
    fc.array(
      fc.record({
        open: mostly,
        start: quarter(7, 12),
        end: quarter(12, 16),
        // A split day of the member's own (docs/decisions.md, Team): kept only when after the first.
        second: fc.option(fc.tuple(quarter(13, 17), quarter(17, 21)), { nil: undefined }),
      }),
      {
        minLength: 7,
        maxLength: 7,
      },
    ),
    { nil: undefined, freq: 2 },
  ),
  breaks: fc.array(fc.record({ day: fc.integer({ min: 1, max: 7 }), span: rangeArb(10, 15) }), {
    maxLength: 2,
  }),
  timeOff: fc.option(fc.tuple(dateArb, fc.integer({ min: 0, max: 2 })), { nil: undefined }),
});
const businessArb = fc.record({
  week: fc.array(dayArb, { minLength: 7, maxLength: 7 }),
  breaks: fc.array(fc.record({ day: fc.integer({ min: 1, max: 7 }), span: rangeArb(10, 15) }), {
    maxLength: 3,
  }),
  closures: fc.array(fc.tuple(dateArb, fc.integer({ min: 0, max: 1 })), { maxLength: 1 }),
  special: fc.array(
    fc.record({
      date: dateArb,
      open: fc.boolean(),
      opening: quarter(6, 10),
      closing: quarter(14, 22),
    }),
    { maxLength: 2 },
  ),
  interval: fc.constantFrom(...INTERVALS),
  members: fc.array(memberArb, { minLength: 1, maxLength: 3 }),
  bookings: fc.array(
    fc.record({
      date: dateArb,
      time: quarter(8, 18),
      member: fc.nat(2),
      minutes: fc.constantFrom(30, 60, 90),
      cancelled: fc.boolean(),
    }),
    { maxLength: 10 },
  ),
});
type Business = typeof businessArb extends fc.Arbitrary<infer B> ? B : never;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  owner = await registerVerifyAndLogin(t.app, t.dataDir);
  db = t.app.db;
  const at = NOW.toISOString();
  const category = await db
    .insertInto('categories')
    .values({
      business_id: owner.id,
      name: 'Hair',
      description: '',
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  serviceIds = [];
  for (const minutes of SERVICE_MINUTES) {
    const row = await db
      .insertInto('services')
      .values({
        business_id: owner.id,
        category_id: category.id,
        name: `Service ${minutes}`,
        description: '',
        after_description: '',
        service_type_id: await referenceIdIn(db, 'service_types', 'Everyone'),
        duration_id: await referenceIdIn(db, 'durations', minutes),
        price_type_id: await referenceIdIn(db, 'price_types', 'Fixed'),
        price_cents: 1000,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    serviceIds.push(row.id);
  }
  clientId = await insertClient(db, owner.id, { firstName: 'Nora', lastName: 'Hansen' });
});

afterAll(async () => {
  await t.close();
});

/** Replaces the business's hours, settings, team and bookings with `business`. */
async function writeBusiness(business: Business): Promise<number[]> {
  const id = owner.id;
  for (const table of [
    'appointment_items',
    'appointments',
    'team_member_services',
    'team_member_hours',
    'team_member_breaks',
    'team_member_time_off',
    'team_members',
    'business_days',
    'business_breaks',
    'business_closures',
    'business_special_hours',
    'service_intervals',
  ] as const) {
    await db.deleteFrom(table).where('business_id', '=', id).execute();
  }
  await db
    .insertInto('business_days')
    .values(
      business.week.map((day, index) => ({
        business_id: id,
        day_of_week: index + 1,
        open: day.open ? 1 : 0,
        opening_time: day.open ? day.opening : null,
        closing_time: day.open ? day.closing : null,
        second_opening_time: day.open && day.split ? day.split[0] : null,
        second_closing_time: day.open && day.split ? day.split[1] : null,
      })),
    )
    .execute();
  for (const pause of business.breaks) {
    await db
      .insertInto('business_breaks')
      .values({
        business_id: id,
        day_of_week: pause.day,
        start_time: pause.span.start,
        end_time: pause.span.end,
      })
      .execute();
  }
  for (const [from, length] of business.closures) {
    await db
      .insertInto('business_closures')
      .values({
        business_id: id,
        from_date: from,
        to_date: addDays(from, length),
        note: 'Stocktaking',
      })
      .execute();
  }
  // One entry a date, as the settings screen keeps them.
  const special = new Map(business.special.map((day) => [day.date, day]));
  for (const day of special.values()) {
    await db
      .insertInto('business_special_hours')
      .values({
        business_id: id,
        date: day.date,
        open: day.open ? 1 : 0,
        opening_time: day.open ? day.opening : null,
        closing_time: day.open ? day.closing : null,
        second_opening_time: null,
        second_closing_time: null,
      })
      .execute();
  }
  const interval = await db
    .selectFrom('interval_types')
    .select('id')
    .where('minutes', '=', business.interval)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('service_intervals')
    .values({ business_id: id, interval_type_id: interval.id })
    .execute();
  const at = NOW.toISOString();
  const memberIds: number[] = [];
  for (const [position, member] of business.members.entries()) {
    const row = await db
      .insertInto('team_members')
      .values({
        business_id: id,
        name: `Member ${position}`,
        color: 'blue',
        // A business always has an active member (docs/decisions.md, Team).
        active: member.active || position === 0 ? 1 : 0,
        position,
        capacity: member.capacity,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    memberIds.push(row.id);
    for (const index of member.services) {
      const serviceId = serviceIds[index];
      if (serviceId === undefined) continue;
      await db
        .insertInto('team_member_services')
        .values({ member_id: row.id, service_id: serviceId, business_id: id })
        .execute();
    }
    for (const [index, day] of (member.hours ?? []).entries()) {
      const open = day.open && day.start < day.end;
      await db
        .insertInto('team_member_hours')
        .values({
          member_id: row.id,
          business_id: id,
          day_of_week: index + 1,
          open: open ? 1 : 0,
          start_time: open ? day.start : null,
          end_time: open ? day.end : null,
          ...(open && day.second && day.end < day.second[0] && day.second[0] < day.second[1]
            ? { second_start_time: day.second[0], second_end_time: day.second[1] }
            : {}),
        })
        .execute();
    }
    for (const pause of member.breaks) {
      await db
        .insertInto('team_member_breaks')
        .values({
          member_id: row.id,
          business_id: id,
          day_of_week: pause.day,
          start_time: pause.span.start,
          end_time: pause.span.end,
        })
        .execute();
    }
    if (member.timeOff) {
      const [from, length] = member.timeOff;
      await db
        .insertInto('team_member_time_off')
        .values({
          member_id: row.id,
          business_id: id,
          from_date: from,
          to_date: addDays(from, length),
          note: '',
        })
        .execute();
    }
  }
  for (const booking of business.bookings) {
    const memberId = memberIds[booking.member % memberIds.length];
    const item = BALAYAGE_AND_TONER[0];
    if (!item || !localToInstant(booking.date, booking.time, TIME_ZONE)) continue;
    await insertAppointment(db, {
      businessId: id,
      timezone: TIME_ZONE,
      date: booking.date,
      time: booking.time,
      clientId,
      memberId,
      status: booking.cancelled ? 'cancelled' : 'booked',
      items: [{ ...item, duration: booking.minutes }],
    });
  }
  return memberIds;
}

async function get<T>(url: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers: owner.auth });
  expect(response.statusCode, url).toBe(200);
  return response.json<T>();
}

/** The times from the server's own reads, with the owner's rules. */
async function serverTimes(date: string, chosen: number[], memberId?: number): Promise<string[]> {
  const business = {
    id: owner.id,
    timezone: TIME_ZONE,
    capacity: 1,
    minNoticeMinutes: 0,
    horizonDays: 1,
  };
  const [settings, members, durationMinutes] = await Promise.all([
    slotSettings(db, business, date, date),
    readBookableMembers(db, owner.id, date, date),
    servicesMinutes(db, owner.id, chosen),
  ]);
  return ownerFreeSlots({
    ...settings,
    durationMinutes,
    serviceIds: chosen,
    memberId,
    members,
    bookings: settings.bookings,
    date,
    now: NOW.toISOString(),
  }).map((slot) => slot.start);
}

/** The times the device computes from the API answers it keeps. */
async function deviceTimes(date: string, chosen: number[], memberId?: number): Promise<string[]> {
  const [weekDays, availability, interval, team, categories, bookings] = await Promise.all([
    get<WeekDay[]>('/api/day_weeks/'),
    get<AvailabilitySettings>('/api/business-settings/availability'),
    get<ServiceInterval>('/api/service_interval/'),
    get<TeamMember[]>('/api/team'),
    get<CategoryWithServices[]>('/api/cat_wise_services/'),
    get<Appointment[]>(`/api/appointments/range?from=${date}&to=${date}`),
  ]);
  const answer = freeTimesOnDevice(
    {
      timeZone: TIME_ZONE,
      weekDays,
      availability,
      stepMinutes: interval.duration,
      team,
      // As the booking form reads the services (bookable-services.ts).
      serviceMinutes: new Map(
        categories.flatMap((category) =>
          category.services.map(
            (service) => [service.sid, service.hrs * 60 + service.min] as const,
          ),
        ),
      ),
      bookings,
    },
    { date, serviceIds: chosen, memberId, now: NOW.toISOString() },
  );
  expect(answer).toBeDefined();
  return (answer?.slots ?? []).map((slot) => slot.start);
}

describe('free times offline', () => {
  it('the device and the server give the same times for the same business', async () => {
    let compared = 0;
    let offered = 0;
    let withTimes = 0;
    await fc.assert(
      fc.asyncProperty(
        businessArb,
        fc.array(
          fc.tuple(dateArb, fc.subarray([0, 1, 2], { minLength: 1, maxLength: 2 }), fc.nat(3)),
          {
            minLength: 3,
            maxLength: 6,
          },
        ),
        async (business, questions) => {
          const memberIds = await writeBusiness(business);
          for (const [date, indexes, pick] of questions) {
            const chosen = indexes.flatMap((index) => serviceIds[index] ?? []);
            // "Anyone available", or one of the members.
            const memberId = pick === 0 ? undefined : memberIds[(pick - 1) % memberIds.length];
            const server = await serverTimes(date, chosen, memberId);
            expect(await deviceTimes(date, chosen, memberId)).toEqual(server);
            compared += 1;
            offered += server.length;
            if (server.length > 0) withTimes += 1;
          }
        },
      ),
      { numRuns: 30, seed: SEED },
    );
    // Many random dates are closed or taken, but enough have times to agree on (126 questions,
    // 23 with times, 283 times with the seed above).
    expect(compared).toBeGreaterThan(90);
    expect(withTimes).toBeGreaterThan(15);
    expect(offered).toBeGreaterThan(150);
  });
});
