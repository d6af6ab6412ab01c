// The right client on every booking (docs/decisions.md, Appointments and clients): a
// booking joins an existing client only when the name matches as well as the phone or e-mail;
// otherwise it makes a new client marked as a possible duplicate, which the owner merges (every
// visit moves, in one transaction) or dismisses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientDetailSchema, clientDuplicatesSchema } from '../../contract/clients.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';
import { insertAppointment, insertService, slugOf } from './helpers/diary.js';

// Monday 23 November 2026, 11:00 in Oslo; default hours Monday to Friday 10:00-19:00.
const NOW = new Date('2026-11-23T10:00:00Z');
const TUESDAY = '2026-11-24';

let t: TestApp;
let owner: Owner;
let other: Owner;
let slug: string;
let cut: number;

async function call(
  who: Owner | undefined,
  method: string,
  url: string,
  payload?: unknown,
  headers = {},
) {
  const response = await t.app.inject({
    method: method as 'GET',
    url,
    headers: { ...who?.auth, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

let minute = 0;
/** The owner's booking for a new client, each at its own free time on Tuesday. */
async function ownerBooks(client: object) {
  const time = `${String(10 + Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
  minute += 60;
  const response = await call(owner, 'POST', '/api/appointments', {
    client,
    serviceIds: [cut],
    date: TUESDAY,
    time,
    // These tests are about the client; the slot may overlap Emil's online booking.
    force: true,
  });
  expect(response.status).toBe(201);
  return response.body as {
    id: number;
    clientId: number;
    client: { firstName: string; email: string };
  };
}

const duplicatesOf = async (clientId: number, who = owner) => {
  const { status, body } = await call(who, 'GET', `/api/clients/${clientId}/duplicates`);
  expect(status).toBe(200);
  return clientDuplicatesSchema.parse(body).duplicates.map((c) => `${c.firstName} ${c.lastName}`);
};

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  owner = await registerVerifyAndLogin(t.app, t.dataDir, { timezone: 'Europe/Oslo' });
  other = await registerVerifyAndLogin(t.app, t.dataDir, { timezone: 'Europe/Oslo' });
  cut = await insertService(t.app.db, owner.id, { name: 'Cut', priceCents: 45000, minutes: 60 });
  slug = await slugOf(t.app.db, owner.id);
});

afterAll(async () => {
  await t.close();
});

describe('which client a booking is filed under', () => {
  it('files Emil Haugen, booked online with his mother’s e-mail, as Emil, not Sofie', async () => {
    const sofie = await call(owner, 'POST', '/api/clients', {
      firstName: 'Sofie',
      lastName: 'Haugen',
      phone: '+47 934 56 789',
      email: 'sofie@haugen.no',
    });
    const online = await call(undefined, 'POST', `/api/public/${slug}/bookings`, {
      services: [cut],
      date: TUESDAY,
      time: '16:00',
      firstName: 'Emil',
      lastName: 'Haugen',
      phone: '+47 934 00 001',
      email: 'Sofie@Haugen.no',
    });
    expect(online.status).toBe(201);
    const range = await call(owner, 'GET', `/api/appointments/range?from=${TUESDAY}&to=${TUESDAY}`);
    const emilsBooking = range.body.find((a: { book_time: string }) => a.book_time === '04:00 PM');
    expect(emilsBooking).toMatchObject({ firstName: 'Emil', lastName: 'Haugen' });
    expect(emilsBooking.clientId).not.toBe(sofie.body.id);
    const emil = clientDetailSchema.parse(
      (await call(owner, 'GET', `/api/clients/${emilsBooking.clientId}`)).body,
    );
    expect(emil).toMatchObject({ firstName: 'Emil', email: 'Sofie@Haugen.no' });
    const sofiesPage = clientDetailSchema.parse(
      (await call(owner, 'GET', `/api/clients/${sofie.body.id}`)).body,
    );
    expect(sofiesPage.upcoming).toEqual([]);
    // Each is offered as the other's possible duplicate.
    expect(await duplicatesOf(emil.id)).toEqual(['Sofie Haugen']);
    expect(await duplicatesOf(sofie.body.id)).toEqual(['Emil Haugen']);
  });

  it('files Ola Nordby under his own name with his e-mail, not under the walk-in with his phone', async () => {
    const walkIn = await ownerBooks({ firstName: 'Ola', lastName: 'Walk-in', phone: '412 34 567' });
    const ola = await ownerBooks({
      firstName: 'Ola',
      lastName: 'Nordby',
      phone: '+47 412 34 567',
      email: 'ola@nordby.no',
    });
    expect(ola.clientId).not.toBe(walkIn.clientId);
    expect(ola.client).toMatchObject({ firstName: 'Ola', email: 'ola@nordby.no' });
    expect(await duplicatesOf(ola.clientId)).toEqual(['Ola Walk-in']);
  });

  it('keeps one client when the name matches, whatever the case, accents, spacing or phone format', async () => {
    const first = await ownerBooks({
      firstName: 'Åse',
      lastName: 'Bø Lie',
      phone: '+47 900 11 222',
    });
    const again = await ownerBooks({ firstName: ' ase ', lastName: 'BØ  LIE', phone: '90011222' });
    const byIntl = await ownerBooks({
      firstName: 'Ase',
      lastName: 'Bølie',
      phone: '0047 900 11 222',
    });
    expect(again.clientId).toBe(first.clientId);
    expect(byIntl.clientId).toBe(first.clientId);
    expect(await duplicatesOf(first.clientId)).toEqual([]);
  });
});

describe('merging and dismissing duplicates', () => {
  let nora: number;
  let noraAgain: number;

  beforeAll(async () => {
    const created = await call(owner, 'POST', '/api/clients', {
      firstName: 'Nora',
      lastName: 'Lund',
      phone: '+47 400 00 001',
      notes: 'Allergic to ammonia',
    });
    nora = created.body.id;
    const seed = {
      businessId: owner.id,
      timezone: 'Europe/Oslo',
      firstName: 'Nora',
      lastName: 'Lund',
    };
    await insertAppointment(t.app.db, {
      ...seed,
      clientId: nora,
      date: '2026-11-02',
      time: '10:00',
    });
    await insertAppointment(t.app.db, {
      ...seed,
      clientId: nora,
      date: '2026-11-30',
      time: '10:00',
    });
    const booked = await ownerBooks({
      firstName: 'Nora',
      lastName: 'Lund-Berg',
      phone: '40000001',
    });
    noraAgain = booked.clientId;
    await call(owner, 'PUT', `/api/clients/${noraAgain}`, {
      firstName: 'Nora',
      lastName: 'Lund-Berg',
      email: 'nora@lund.no',
      notes: 'Prefers mornings',
    });
    await insertAppointment(t.app.db, {
      ...seed,
      lastName: 'Lund-Berg',
      clientId: noraAgain,
      date: '2026-11-09',
      time: '10:00',
      status: 'no_show',
      paymentStatus: 'unpaid',
    });
    expect(await duplicatesOf(nora)).toEqual(['Nora Lund-Berg']);
  });

  it('moves every visit, the notes and the totals into the kept client, once, leaving no orphan', async () => {
    const before = clientDetailSchema.parse(
      (await call(owner, 'GET', `/api/clients/${nora}`)).body,
    );
    const theirs = clientDetailSchema.parse(
      (await call(owner, 'GET', `/api/clients/${noraAgain}`)).body,
    );
    const key = { 'idempotency-key': 'merge-nora-1' };
    const merged = await call(
      owner,
      'POST',
      `/api/clients/${nora}/merge`,
      { duplicateId: noraAgain },
      key,
    );
    expect(merged.status).toBe(200);
    expect(merged.body).toMatchObject({
      msg: 'Clients merged',
      client: { id: nora, lastName: 'Lund', email: 'nora@lund.no' },
      movedVisits: 2,
    });
    expect(merged.body.client.notes).toBe('Allergic to ammonia\n\nPrefers mornings');

    const after = clientDetailSchema.parse((await call(owner, 'GET', `/api/clients/${nora}`)).body);
    const ids = (d: typeof after) => [...d.upcoming, ...d.past].map((a) => a.id).sort();
    expect(ids(after)).toEqual([...ids(before), ...ids(theirs)].sort());
    expect(after.noShows).toBe(before.noShows + theirs.noShows);
    expect(after.totalSpent).toBe(before.totalSpent + theirs.totalSpent);
    expect([...after.upcoming, ...after.past].every((a) => a.lastName === 'Lund')).toBe(true);
    expect((await call(owner, 'GET', `/api/clients/${noraAgain}`)).status).toBe(404);
    const orphans = await t.app.db
      .selectFrom('appointments')
      .leftJoin('clients', 'clients.id', 'appointments.client_id')
      .select('appointments.id')
      .where('appointments.business_id', '=', owner.id)
      .where('clients.id', 'is', null)
      .execute();
    expect(orphans).toEqual([]);
    expect(await duplicatesOf(nora)).toEqual([]);

    // The outbox's resend gets the first answer; the merge is not run again.
    const replay = await call(
      owner,
      'POST',
      `/api/clients/${nora}/merge`,
      { duplicateId: noraAgain },
      key,
    );
    expect(replay).toMatchObject({ status: 200, body: merged.body });
    expect(replay.headers['idempotent-replayed']).toBe('true');
  });

  it('refuses a merge with itself, an unknown client or another business’s, changing nothing', async () => {
    const self = await call(owner, 'POST', `/api/clients/${nora}/merge`, { duplicateId: nora });
    expect(self).toMatchObject({
      status: 400,
      body: { errors: [{ msg: 'A client cannot be merged with itself' }] },
    });
    const theirs = await call(other, 'POST', `/api/clients/${nora}/merge`, {
      duplicateId: nora + 1,
    });
    expect(theirs.status).toBe(404);
    const gone = await call(owner, 'POST', `/api/clients/${nora}/merge`, { duplicateId: 999_999 });
    expect(gone).toMatchObject({ status: 404, body: { errors: [{ msg: 'Client not found' }] } });
    expect(
      (await call(owner, 'POST', `/api/clients/${nora}/merge`, { duplicateId: 'x' })).status,
    ).toBe(400);
    expect((await call(other, 'GET', `/api/clients/${nora}/duplicates`)).status).toBe(404);
  });

  it('dismisses a pair that is not the same person: both stay, neither is offered again', async () => {
    const a = await ownerBooks({ firstName: 'Per', lastName: 'Dahl', phone: '+47 455 00 111' });
    const b = await ownerBooks({ firstName: 'Pål', lastName: 'Dahl', phone: '45500111' });
    expect(await duplicatesOf(a.clientId)).toEqual(['Pål Dahl']);
    const dismissed = await call(owner, 'POST', `/api/clients/${a.clientId}/not-duplicate`, {
      duplicateId: b.clientId,
    });
    expect(dismissed).toMatchObject({
      status: 200,
      body: { msg: 'Marked as not the same person' },
    });
    expect(await duplicatesOf(a.clientId)).toEqual([]);
    expect(await duplicatesOf(b.clientId)).toEqual([]);
    expect((await call(owner, 'GET', `/api/clients/${b.clientId}`)).status).toBe(200);
    // Dismissing again is harmless.
    const again = await call(owner, 'POST', `/api/clients/${b.clientId}/not-duplicate`, {
      duplicateId: a.clientId,
    });
    expect(again.status).toBe(200);
  });
});
