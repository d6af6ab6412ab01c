import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentListSchema } from '../../contract/appointments.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';
import { insertAppointment as insertDiaryRow } from './helpers/diary.js';

// 10:00 UTC is 11:00 in Oslo and 23:00 in Auckland on the same date.
const NOW = new Date('2026-11-23T10:00:00Z');

let t: TestApp;
let oslo: Owner;
let auckland: Owner;

async function insertAppointment(
  owner: Owner,
  date: string,
  time: string,
  extra: Partial<{ first_name: string; status: 'paid' | 'unpaid' }> = {},
) {
  await insertDiaryRow(t.app.db, {
    businessId: owner.id,
    timezone: owner === auckland ? 'Pacific/Auckland' : 'Europe/Oslo',
    date,
    time,
    firstName: extra.first_name ?? 'Nora',
    paymentStatus: extra.status ?? 'paid',
  });
}

async function list(owner: Owner | undefined, path: string) {
  const response = await t.app.inject({ method: 'GET', url: path, headers: owner?.auth });
  return { status: response.statusCode, body: response.json() };
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  oslo = await registerVerifyAndLogin(t.app, t.dataDir, { timezone: 'Europe/Oslo' });
  auckland = await registerVerifyAndLogin(t.app, t.dataDir, { timezone: 'Pacific/Auckland' });
  await insertAppointment(oslo, '2026-11-22', '15:00', { first_name: 'Yesterday' });
  await insertAppointment(oslo, '2026-11-23', '10:30', { first_name: 'EarlierToday' });
  await insertAppointment(oslo, '2026-11-23', '11:00', { first_name: 'NowToday' });
  await insertAppointment(oslo, '2026-11-24', '09:00', {
    first_name: 'Tomorrow',
    status: 'unpaid',
  });
  await insertAppointment(auckland, '2026-11-23', '22:00', { first_name: 'AucklandLate' });
  await insertAppointment(auckland, '2026-11-23', '23:30', { first_name: 'AucklandLater' });
});

afterAll(async () => {
  await t.close();
});

describe('appointments', () => {
  it('counts only the business’s own appointments', async () => {
    expect(await list(oslo, '/api/appointments/by_client')).toEqual({
      status: 200,
      body: { cnt: 4 },
    });
    expect(await list(auckland, '/api/appointments/by_client')).toEqual({
      status: 200,
      body: { cnt: 2 },
    });
  });

  it('splits upcoming from completed at the current minute in the business’s time zone', async () => {
    const upcoming = await list(oslo, '/api/appointments/all_upcoming');
    expect(upcoming.body.map((a: { firstName: string }) => a.firstName)).toEqual([
      'NowToday',
      'Tomorrow',
    ]);
    const past = await list(oslo, '/api/appointments/all_past');
    expect(past.body.map((a: { firstName: string }) => a.firstName)).toEqual([
      'EarlierToday',
      'Yesterday',
    ]);
  });

  it('uses each business’s own time zone, not the server’s', async () => {
    const upcoming = await list(auckland, '/api/appointments/all_upcoming');
    expect(upcoming.body.map((a: { firstName: string }) => a.firstName)).toEqual(['AucklandLater']);
    const past = await list(auckland, '/api/appointments/all_past');
    expect(past.body.map((a: { firstName: string }) => a.firstName)).toEqual(['AucklandLate']);
  });

  it('answers the spec’s shape: 12-hour time, amounts in dollars, book_items as an array', async () => {
    const { body } = await list(oslo, '/api/appointments/all_upcoming');
    expect(appointmentListSchema.parse(body)).toHaveLength(2);
    expect(body[1]).toEqual({
      id: expect.any(Number),
      book_date: '2026-11-24',
      book_time: '09:00 AM',
      firstName: 'Tomorrow',
      lastName: 'Hansen',
      amount: 200.5,
      payment_status: 'unpaid',
      book_items: [
        { id: 1, name: 'Balayage', price: 160, duration: 180 },
        { id: 2, name: 'Toner & gloss', price: 40.5, duration: 45 },
      ],
      // The diary's fields: 09:00 in Oslo is 08:00 UTC; 225 minutes of services.
      status: 'booked',
      clientId: expect.any(Number),
      start: '2026-11-24T08:00:00.000Z',
      end: '2026-11-24T11:45:00.000Z',
      version: 1,
      // The owner: the business's only team member (docs/decisions.md, Team).
      memberId: expect.any(Number),
      // Seeded as the booking page's: the calendar marks it online.
      source: 'online',
    });
    const past = await list(oslo, '/api/appointments/all_past');
    expect(past.body[1].book_time).toBe('03:00 PM');
  });

  it('lists every appointment for the calendar, oldest first', async () => {
    const { body } = await list(oslo, '/api/appointments/all_appointment_by_client');
    expect(body.map((a: { firstName: string }) => a.firstName)).toEqual([
      'Yesterday',
      'EarlierToday',
      'NowToday',
      'Tomorrow',
    ]);
  });

  it('limits the dashboard’s latest list to the next 10, soonest first', async () => {
    for (let day = 10; day < 22; day += 1) await insertAppointment(oslo, `2026-12-${day}`, '12:00');
    const { body } = await list(oslo, '/api/appointments/latest_appointment_by_client');
    expect(body).toHaveLength(10);
    expect(body[0].firstName).toBe('NowToday');
    expect(body[9].book_date).toBe('2026-12-17');
  });

  it.each([
    '/api/appointments/by_client',
    '/api/appointments/latest_appointment_by_client',
    '/api/appointments/all_upcoming',
    '/api/appointments/all_past',
    '/api/appointments/all_appointment_by_client',
  ])('refuses %s without a valid token', async (path) => {
    expect((await list(undefined, path)).status).toBe(401);
    const malformed = await t.app.inject({
      method: 'GET',
      url: path,
      headers: { authorization: 'Bearer not a token' },
    });
    expect(malformed.statusCode).toBe(401);
    expect(malformed.json().errors[0].msg).toEqual(expect.any(String));
    const unknown = await t.app.inject({
      method: 'GET',
      url: path,
      headers: { authorization: `Bearer ${'x'.repeat(43)}` },
    });
    expect(unknown.statusCode).toBe(401);
  });
});
