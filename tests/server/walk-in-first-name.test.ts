// A walk-in needs only a first name (docs/decisions.md, Appointments and clients): a client and a
// booking with an empty or missing last name are stored with '' and read back without a stray
// space; an empty first name is still refused, and the booking page still asks for both names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';
import { insertService, slugOf } from './helpers/diary.js';

// Monday 23 November 2026, 11:00 in Oslo; Tuesday is open 10:00-19:00 by default.
const NOW = new Date('2026-11-23T10:00:00Z');
const TUESDAY = '2026-11-24';

let t: TestApp;
let owner: Owner;
let cut: number;

async function call(method: string, url: string, payload?: unknown, auth = true) {
  const response = await t.app.inject({
    method: method as 'GET',
    url,
    headers: auth ? owner.auth : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json() };
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  owner = await registerVerifyAndLogin(t.app, t.dataDir, { timezone: 'Europe/Oslo' });
  cut = await insertService(t.app.db, owner.id, { name: 'Cut', priceCents: 45000, minutes: 60 });
});

afterAll(async () => {
  await t.close();
});

describe('a client with a first name only', () => {
  it('is created with an empty or missing last name and stored as ""', async () => {
    const empty = await call('POST', '/api/clients', { firstName: 'Ola', lastName: '' });
    expect(empty.status).toBe(201);
    expect(empty.body).toMatchObject({ firstName: 'Ola', lastName: '' });
    const missing = await call('POST', '/api/clients', { firstName: 'Siri' });
    expect(missing.status).toBe(201);
    expect(missing.body).toMatchObject({ firstName: 'Siri', lastName: '' });
    const row = await t.app.db
      .selectFrom('clients')
      .select(['first_name', 'last_name'])
      .where('id', '=', missing.body.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ first_name: 'Siri', last_name: '' });
    const found = await call('GET', '/api/clients?q=siri');
    expect(found.body.clients.map((c: { lastName: string }) => c.lastName)).toEqual(['']);
  });

  it('can lose a last name in an edit', async () => {
    const created = await call('POST', '/api/clients', { firstName: 'Mona', lastName: 'Dahl' });
    const updated = await call('PUT', `/api/clients/${created.body.id}`, {
      firstName: 'Mona',
      lastName: '  ',
    });
    expect(updated).toMatchObject({ status: 200, body: { firstName: 'Mona', lastName: '' } });
  });

  it('still refuses an empty first name with a message and a code', async () => {
    for (const body of [{ firstName: ' ', lastName: 'Berg' }, { lastName: 'Berg' }]) {
      const response = await call('POST', '/api/clients', body);
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([
        { msg: 'First name is required', code: expect.any(String), param: 'firstName' },
      ]);
    }
  });
});

describe('a walk-in booked with a first name only', () => {
  it('books a new client with an empty last name and reads back as booked', async () => {
    const booked = await call('POST', '/api/appointments', {
      client: { firstName: 'Jonas' },
      serviceIds: [cut],
      date: TUESDAY,
      time: '10:00',
    });
    expect(booked.status).toBe(201);
    const id = booked.body.appointment?.id ?? booked.body.id;
    const detail = await call('GET', `/api/appointments/${id}`);
    expect(detail.body).toMatchObject({ firstName: 'Jonas', lastName: '' });
    expect(detail.body.client).toMatchObject({ firstName: 'Jonas', lastName: '' });
    const upcoming = await call('GET', '/api/appointments/all_upcoming');
    const row = upcoming.body.find((a: { id: number }) => a.id === id);
    expect(row).toMatchObject({ firstName: 'Jonas', lastName: '' });
  });

  it('refuses a walk-in without a first name', async () => {
    const refused = await call('POST', '/api/appointments', {
      client: { firstName: '', lastName: 'Berg' },
      serviceIds: [cut],
      date: TUESDAY,
      time: '12:00',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toMatchObject({
      msg: expect.any(String),
      code: expect.any(String),
    });
  });

  it('the booking page still asks for a last name', async () => {
    const slug = await slugOf(t.app.db, owner.id);
    const refused = await call(
      'POST',
      `/api/public/${slug}/bookings`,
      {
        firstName: 'Emil',
        lastName: '',
        email: 'emil@example.com',
        phone: '+47 934 56 789',
        services: [cut],
        date: TUESDAY,
        time: '14:00',
      },
      false,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].msg).toBe('Last name is required');
  });
});
