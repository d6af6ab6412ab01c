// The bookings the diary's list and month tests read (appointment-paging, appointment-month):
// an owner's upcoming and past bookings seeded straight into the database, another owner's, a
// clock fixed on Monday 23 November 2026, and the reads both files make. The bindings below are
// set by the hooks `usePagingSalon()` adds to the calling file, which gets a fresh database of
// its own.
import { afterAll, beforeAll, expect } from 'vitest';
import { appointmentListResponseSchema, type AppointmentResponse } from '@contract/appointments.js';
import { createTestApp, type TestApp } from './test-app.js';
import { registerVerifyAndLogin, type Owner } from './accounts.js';
import { insertAppointment, type SeedItem } from './diary.js';

// 10:00 UTC is 11:00 in Oslo.
export const NOW = new Date('2026-11-23T10:00:00Z');
export const OSLO = 'Europe/Oslo';

export let t: TestApp;
export let owner: Owner;
export let other: Owner;
export const ids: Record<string, number> = {};

export const item = (cents: number, minutes = 30): SeedItem[] => [
  { id: 1, name: 'Cut', price_cents: cents, duration: minutes },
];

export interface Booking {
  key: string;
  date: string;
  time: string;
  first: string;
  last: string;
  cents: number;
  status?: 'booked' | 'cancelled' | 'no_show';
  pay?: 'unpaid' | 'refunded';
}

// Upcoming from 2026-11-23 11:00 Oslo; two bookings share a start to show the ties.
export const BOOKINGS: Booking[] = [
  {
    key: 'pastOld',
    date: '2026-10-01',
    time: '09:00',
    first: 'Ola',
    last: 'Nordmann',
    cents: 3000,
    pay: 'unpaid',
  },
  {
    key: 'pastCancelled',
    date: '2026-10-15',
    time: '12:00',
    first: 'Nora',
    last: 'Hansen',
    cents: 9000,
    status: 'cancelled',
  },
  {
    key: 'pastNoShow',
    date: '2026-11-02',
    time: '10:00',
    first: 'ada',
    last: 'Berg',
    cents: 1500,
    status: 'no_show',
  },
  {
    key: 'pastA',
    date: '2026-11-20',
    time: '14:30',
    first: 'Zofia',
    last: 'Kowalski',
    cents: 6000,
    pay: 'refunded',
  },
  { key: 'pastB', date: '2026-11-20', time: '14:30', first: 'Emma', last: 'Dahl', cents: 4500 },
  {
    key: 'pastToday',
    date: '2026-11-23',
    time: '10:59',
    first: 'Nora',
    last: 'Olsen',
    cents: 2500,
  },
  {
    key: 'nowToday',
    date: '2026-11-23',
    time: '11:00',
    first: 'Nora',
    last: 'Hansen',
    cents: 3500,
  },
  {
    key: 'tomorrowA',
    date: '2026-11-24',
    time: '09:00',
    first: 'Ola',
    last: 'Nordmann',
    cents: 12000,
    pay: 'unpaid',
  },
  {
    key: 'tomorrowB',
    date: '2026-11-24',
    time: '09:00',
    first: 'Hanne',
    last: 'Noraker',
    cents: 800,
  },
  {
    key: 'later',
    date: '2026-12-01',
    time: '16:15',
    first: 'ada',
    last: 'Berg',
    cents: 5000,
    pay: 'refunded',
  },
  { key: 'latest', date: '2027-01-05', time: '13:00', first: 'Björn', last: 'Ås', cents: 7000 },
  {
    key: 'upcomingCancelled',
    date: '2026-11-25',
    time: '10:00',
    first: 'Nora',
    last: 'Hansen',
    cents: 3500,
    status: 'cancelled',
  },
];

export async function get(who: Owner, url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: who.auth });
  return {
    status: response.statusCode,
    body: response.json(),
    payload: response.payload,
    total: response.headers['x-total-count'],
  };
}

export async function list(who: Owner, url: string): Promise<{ keys: string[]; total: unknown }> {
  const answer = await get(who, url);
  expect(answer.status, answer.payload).toBe(200);
  const appointments = appointmentListResponseSchema.parse(answer.body);
  return { keys: appointments.map(keyOf), total: answer.total };
}

export const keyOf = (appointment: AppointmentResponse) =>
  Object.keys(ids).find((key) => ids[key] === appointment.id) ?? `other:${appointment.id}`;

// Bookings were inserted last first, so of two at the same start the later in BOOKINGS has the
// smaller id: upcoming ties go by id ascending, past ones (latest first) by id descending.
export const upcomingByStart = ['nowToday', 'tomorrowB', 'tomorrowA', 'later', 'latest'];
export const pastByStartDesc = [
  'pastToday',
  'pastA',
  'pastB',
  'pastNoShow',
  'pastCancelled',
  'pastOld',
];

/** The app on a fresh database with the seeded bookings of two owners, for the calling file. */
export function usePagingSalon() {
  beforeAll(async () => {
    t = await createTestApp({ clock: () => NOW });
    owner = await registerVerifyAndLogin(t.app, t.dataDir, { timezone: OSLO });
    other = await registerVerifyAndLogin(t.app, t.dataDir, { timezone: OSLO });
    // Inserted out of time order, so ids do not follow starts.
    for (const booking of [...BOOKINGS].reverse()) {
      ids[booking.key] = await insertAppointment(t.app.db, {
        businessId: owner.id,
        timezone: OSLO,
        date: booking.date,
        time: booking.time,
        firstName: booking.first,
        lastName: booking.last,
        status: booking.status,
        paymentStatus: booking.pay,
        items: item(booking.cents),
      });
    }
    // Same start and name as one of the owner's, and a Nora in the past: never in their answers.
    for (const [date, time] of [
      ['2026-11-24', '09:00'],
      ['2026-11-20', '14:30'],
    ] as const) {
      await insertAppointment(t.app.db, {
        businessId: other.id,
        timezone: OSLO,
        date,
        time,
        firstName: 'Nora',
        lastName: 'Hansen',
        items: item(100),
      });
    }
  });

  afterAll(async () => {
    await t.close();
  });
}
