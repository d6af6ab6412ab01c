// A client's data (docs/decisions.md, Client data): the file of it, and its erasure. The erasure
// is checked on the database's own rows, not only through the API that wrote them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientExportSchema } from '../../contract/client-data.js';
import { clientDetailSchema, clientListSchema } from '../../contract/clients.js';
import { reportSchema } from '../../contract/reports.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';
import { insertAppointment, insertService, slugOf } from './helpers/diary.js';

// Monday 23 November 2026, 11:00 in Oslo; default hours Monday to Friday 10:00-19:00.
const NOW = new Date('2026-11-23T10:00:00Z');
const KARI = {
  firstName: 'Kari',
  lastName: 'Nordmann',
  phone: '+47 934 56 789',
  email: 'kari.nordmann@example.no',
  notes: 'Allergic to ammonia',
};

let t: TestApp;
let owner: Owner;
let other: Owner;
let slug: string;
let cut: number;
let kariId: number;
let duplicateId: number;
let pastVisit: number;
let comingVisit: number;

async function call(who: Owner | undefined, method: string, url: string, payload?: unknown) {
  const response = await t.app.inject({
    method: method as 'GET',
    url,
    headers: { ...who?.auth },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return {
    status: response.statusCode,
    body: response.json() as Record<string, unknown>,
    headers: response.headers,
  };
}

const november = async () => {
  const { status, body } = await call(owner, 'GET', '/api/reports?from=2026-11-01&to=2026-11-30');
  expect(status).toBe(200);
  const report = reportSchema.parse(body);
  return { current: report.current, services: report.services, days: report.days };
};

const at = '2026-11-01T00:00:00.000Z';

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  owner = await registerVerifyAndLogin(t.app, t.dataDir, { timezone: 'Europe/Oslo' });
  other = await registerVerifyAndLogin(t.app, t.dataDir, { timezone: 'Europe/Oslo' });
  cut = await insertService(t.app.db, owner.id, { name: 'Cut', priceCents: 45000, minutes: 60 });
  slug = await slugOf(t.app.db, owner.id);
  const kari = await call(owner, 'POST', '/api/clients', KARI);
  expect(kari.status).toBe(201);
  kariId = kari.body.id as number;
  // Someone the booking page could not tell from Kari: the same phone under another name.
  const emil = await call(owner, 'POST', '/api/clients', {
    firstName: 'Emil',
    lastName: 'Nordmann',
    phone: KARI.phone,
  });
  duplicateId = emil.body.id as number;
  await t.app.db
    .updateTable('clients')
    .set({ duplicate_of: kariId })
    .where('id', '=', duplicateId)
    .execute();
  pastVisit = await insertAppointment(t.app.db, {
    businessId: owner.id,
    timezone: 'Europe/Oslo',
    date: '2026-11-16',
    time: '12:00',
    clientId: kariId,
    firstName: KARI.firstName,
    lastName: KARI.lastName,
    paymentStatus: 'unpaid',
  });
  await t.app.db
    .updateTable('appointments')
    .set({ notes: 'Kari wants it short' })
    .where('id', '=', pastVisit)
    .execute();
  const paid = await call(owner, 'POST', `/api/appointments/${pastVisit}/checkout`, {
    amount: 200,
    method: 'card',
    tip: 20,
  });
  expect(paid.status).toBe(200);
  const coming = await call(owner, 'POST', '/api/appointments', {
    client: { id: kariId },
    serviceIds: [cut],
    date: '2026-11-26',
    time: '14:00',
  });
  expect(coming.status).toBe(201);
  comingVisit = coming.body.id as number;
  // One reminder sent, one still to go, both to Kari's address.
  await t.app.db.deleteFrom('scheduled_messages').where('business_id', '=', owner.id).execute();
  await t.app.db
    .insertInto('scheduled_messages')
    .values([
      {
        business_id: owner.id,
        appointment_id: pastVisit,
        kind: 'reminder',
        recipient: KARI.email,
        lead_hours: 24,
        due_at: '2026-11-15T11:00:00.000Z',
        next_attempt_at: '2026-11-15T11:00:00.000Z',
        state: 'sent',
        sent_at: '2026-11-15T11:00:02.000Z',
        created_at: at,
        updated_at: at,
      },
      {
        business_id: owner.id,
        appointment_id: comingVisit,
        kind: 'reminder',
        recipient: KARI.email,
        lead_hours: 24,
        due_at: '2026-11-25T13:00:00.000Z',
        next_attempt_at: '2026-11-25T13:00:00.000Z',
        state: 'scheduled',
        sent_at: null,
        created_at: at,
        updated_at: at,
      },
    ])
    .execute();
});

afterAll(async () => {
  await t.close();
});

describe("a client's data", () => {
  it('exports details, every visit with services and payments, messages and duplicates', async () => {
    const { status, body, headers } = await call(owner, 'GET', `/api/clients/${kariId}/export`);
    expect(status).toBe(200);
    expect(headers['content-disposition']).toBe(
      `attachment; filename="client-${kariId}-2026-11-23.json"`,
    );
    const file = clientExportSchema.parse(body);
    expect(file.client).toMatchObject({ ...KARI, id: kariId, erasedAt: null });
    expect(file.visits.map((visit) => [visit.date, visit.time, visit.status])).toEqual([
      ['2026-11-16', '12:00', 'booked'],
      ['2026-11-26', '14:00', 'booked'],
    ]);
    expect(file.visits[0]).toMatchObject({
      notes: 'Kari wants it short',
      paymentStatus: 'paid',
      services: [
        { name: 'Balayage', price: 160, minutes: 180 },
        { name: 'Toner & gloss', price: 40.5, minutes: 45 },
      ],
      payments: [{ kind: 'payment', amount: 200, method: 'card', tip: 20 }],
    });
    expect(file.visits[1]).toMatchObject({
      services: [{ name: 'Cut', price: 450, minutes: 60 }],
      paymentStatus: 'unpaid',
    });
    expect(file.messages).toEqual([
      expect.objectContaining({ appointmentId: pastVisit, state: 'sent', recipient: KARI.email }),
      expect.objectContaining({
        appointmentId: comingVisit,
        state: 'scheduled',
        recipient: KARI.email,
      }),
    ]);
    expect(file.possibleDuplicates).toEqual([
      { id: duplicateId, firstName: 'Emil', lastName: 'Nordmann' },
    ]);
  });

  it("answers 404 for another business's client, on both calls", async () => {
    expect((await call(other, 'GET', `/api/clients/${kariId}/export`)).status).toBe(404);
    const erase = await call(other, 'POST', `/api/clients/${kariId}/erase`);
    expect(erase.status).toBe(404);
    expect(erase.body).toEqual({ errors: [{ msg: 'Client not found', code: 'not_found' }] });
  });

  it('erases name, contact, notes and every column they are found by; visits and takings stay', async () => {
    const before = await november();
    expect(before.current.takings).toBe(220);

    const erased = await call(owner, 'POST', `/api/clients/${kariId}/erase`);
    expect(erased.status).toBe(200);
    expect(erased.body).toEqual({ msg: 'Client erased', erasedAt: NOW.toISOString() });

    const row = await t.app.db
      .selectFrom('clients')
      .selectAll()
      .where('id', '=', kariId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      business_id: owner.id,
      first_name: '',
      last_name: '',
      phone: '',
      email: '',
      notes: '',
      search_name: '',
      search_last: '',
      phone_digits: '',
      phone_e164: '',
      email_lower: '',
      duplicate_of: null,
      erased_at: NOW.toISOString(),
    });
    const emil = await t.app.db
      .selectFrom('clients')
      .select('duplicate_of')
      .where('id', '=', duplicateId)
      .executeTakeFirstOrThrow();
    expect(emil.duplicate_of).toBeNull();

    const visits = await t.app.db
      .selectFrom('appointments')
      .select(['id', 'first_name', 'last_name', 'notes', 'amount_cents', 'payment_status'])
      .where('client_id', '=', kariId)
      .orderBy('id')
      .execute();
    expect(visits).toEqual([
      {
        id: pastVisit,
        first_name: '',
        last_name: '',
        notes: '',
        amount_cents: 20050,
        payment_status: 'paid',
      },
      {
        id: comingVisit,
        first_name: '',
        last_name: '',
        notes: '',
        amount_cents: 45000,
        payment_status: 'unpaid',
      },
    ]);
    const payments = await t.app.db
      .selectFrom('payments')
      .select(['amount_cents', 'tip_cents'])
      .where('appointment_id', '=', pastVisit)
      .execute();
    expect(payments).toEqual([{ amount_cents: 20000, tip_cents: 2000 }]);

    const messages = await t.app.db
      .selectFrom('scheduled_messages')
      .select(['appointment_id', 'state', 'recipient', 'note'])
      .where('business_id', '=', owner.id)
      .orderBy('appointment_id')
      .execute();
    expect(messages).toEqual([
      {
        appointment_id: pastVisit,
        state: 'sent',
        recipient: '',
        note: 'The client was erased',
      },
      {
        appointment_id: comingVisit,
        state: 'cancelled',
        recipient: '',
        note: 'The client was erased',
      },
    ]);

    expect(await november()).toEqual(before);
  });

  it('records the erasure with ids and time only', async () => {
    const records = await t.app.db.selectFrom('client_erasures').selectAll().execute();
    expect(records).toEqual([
      {
        id: expect.any(Number),
        business_id: owner.id,
        client_id: kariId,
        erased_at: NOW.toISOString(),
        erased_by: owner.id,
      },
    ]);
    const text = JSON.stringify(records);
    for (const personal of ['Kari', 'Nordmann', '934', 'example.no', 'ammonia']) {
      expect(text).not.toContain(personal);
    }
  });

  it('no longer finds the client by name, phone or e-mail; their page shows the erased state', async () => {
    for (const q of ['Kari', 'Nordmann', '93456789', 'kari.nordmann']) {
      const found = clientListSchema.parse(
        (await call(owner, 'GET', `/api/clients?q=${encodeURIComponent(q)}`)).body,
      );
      expect(found.clients.map((client) => client.id)).not.toContain(kariId);
    }
    const everyone = await call(owner, 'GET', '/api/clients/all');
    expect(JSON.stringify(everyone.body)).not.toContain(`"id":${kariId},`);
    const page = clientDetailSchema.parse(
      (await call(owner, 'GET', `/api/clients/${kariId}`)).body,
    );
    expect(page).toMatchObject({ firstName: '', lastName: '', erasedAt: NOW.toISOString() });
    expect(page.past.map((visit) => visit.id)).toEqual([pastVisit]);
    expect(page.upcoming.map((visit) => visit.id)).toEqual([comingVisit]);
    const file = clientExportSchema.parse(
      (await call(owner, 'GET', `/api/clients/${kariId}/export`)).body,
    );
    expect(file.client).toMatchObject({ firstName: '', phone: '', erasedAt: NOW.toISOString() });
    expect(file.messages.map((message) => message.recipient)).toEqual(['', '']);
  });

  it('refuses a second erasure, a rename and a merge with 409', async () => {
    const again = await call(owner, 'POST', `/api/clients/${kariId}/erase`);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      errors: [{ msg: 'This client has already been erased', code: 'client_erased' }],
    });
    const rename = await call(owner, 'PUT', `/api/clients/${kariId}`, KARI);
    expect(rename.status).toBe(409);
    const merge = await call(owner, 'POST', `/api/clients/${duplicateId}/merge`, {
      duplicateId: kariId,
    });
    expect(merge.status).toBe(409);
    const records = await t.app.db.selectFrom('client_erasures').select('id').execute();
    expect(records).toHaveLength(1);
  });

  it('makes a new client when the booking page gets the same phone and e-mail again', async () => {
    const booked = await call(undefined, 'POST', `/api/public/${slug}/bookings`, {
      services: [cut],
      date: '2026-11-24',
      time: '15:00',
      firstName: KARI.firstName,
      lastName: KARI.lastName,
      phone: KARI.phone,
      email: KARI.email,
    });
    expect(booked.status).toBe(201);
    const clients = await t.app.db
      .selectFrom('clients')
      .select(['id', 'first_name', 'duplicate_of', 'erased_at'])
      .where('business_id', '=', owner.id)
      .where('phone_e164', '=', '+4793456789')
      .execute();
    // Emil shares the number; the new Kari is not filed under the erased client.
    const kari = clients.find((client) => client.first_name === 'Kari');
    // Marked as Emil's possible duplicate, never as the erased client's.
    expect(kari).toMatchObject({ erased_at: null, duplicate_of: duplicateId });
    expect(kari?.id).not.toBe(kariId);
    const page = clientDetailSchema.parse(
      (await call(owner, 'GET', `/api/clients/${kariId}`)).body,
    );
    expect(page.upcoming.map((visit) => visit.id)).toEqual([comingVisit]);
  });
});
