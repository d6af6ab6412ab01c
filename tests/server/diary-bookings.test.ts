// The diary's calls: book, read, move, cancel, no-show, payment, with their checks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentConflictSchema, appointmentDetailSchema } from '../../contract/appointments.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';
import { insertAppointment, insertService } from './helpers/diary.js';

// Monday 23 November 2026, 11:00 in Oslo. Oslo's default hours: Monday to Friday 10:00-19:00.
const NOW = new Date('2026-11-23T10:00:00Z');
const TUESDAY = '2026-11-24';

let t: TestApp;
let owner: Owner;
let other: Owner;
let cut: number; // 60 minutes, 450.00
let colour: number; // 30 minutes, 200.50
let free: number; // 15 minutes, no price
let othersService: number;

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

const book = (body: object, who: Owner = owner, headers = {}) =>
  call(who, 'POST', '/api/appointments', body, headers);

const walkIn = (time: string, extra: object = {}) =>
  book({
    client: { firstName: 'Kari', lastName: 'Nordmann' },
    serviceIds: [cut],
    date: TUESDAY,
    time,
    ...extra,
  });

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  owner = await registerVerifyAndLogin(t.app, t.dataDir, { timezone: 'Europe/Oslo' });
  other = await registerVerifyAndLogin(t.app, t.dataDir, { timezone: 'Europe/Oslo' });
  cut = await insertService(t.app.db, owner.id, { name: 'Cut', priceCents: 45000, minutes: 60 });
  colour = await insertService(t.app.db, owner.id, {
    name: 'Colour',
    priceCents: 20050,
    minutes: 30,
  });
  free = await insertService(t.app.db, owner.id, { name: 'Fringe', priceCents: null, minutes: 15 });
  othersService = await insertService(t.app.db, other.id, {
    name: 'Theirs',
    priceCents: 100,
    minutes: 60,
  });
});

afterAll(async () => {
  await t.close();
});

describe('POST /api/appointments', () => {
  it('books a new client at a local time, snapshots the services and answers 201', async () => {
    const { status, body } = await book({
      client: {
        firstName: ' Ola ',
        lastName: 'Hansen',
        phone: '+47 912 34 567',
        email: 'Ola@Example.com',
      },
      serviceIds: [cut, colour, free],
      date: TUESDAY,
      time: '12:00',
      notes: 'Walk-in',
    });
    expect(status).toBe(201);
    expect(appointmentDetailSchema.parse(body)).toEqual({
      id: expect.any(Number),
      book_date: TUESDAY,
      book_time: '12:00 PM',
      firstName: 'Ola',
      lastName: 'Hansen',
      amount: 650.5,
      payment_status: 'unpaid',
      book_items: [
        { id: cut, name: 'Cut', price: 450, duration: 60 },
        { id: colour, name: 'Colour', price: 200.5, duration: 30 },
        { id: free, name: 'Fringe', price: 0, duration: 15 },
      ],
      status: 'booked',
      source: 'owner',
      clientId: expect.any(Number),
      start: '2026-11-24T11:00:00.000Z',
      end: '2026-11-24T12:45:00.000Z',
      version: 1,
      // Nobody named: "Anyone available", the owner, the business's only member.
      memberId: expect.any(Number),
      notes: 'Walk-in',
      cancelReason: '',
      // What a client wrote on the booking page (docs/decisions.md, Address and booking page).
      clientNote: '',
      payments: [],
      takings: 0,
      client: {
        id: body.clientId,
        firstName: 'Ola',
        lastName: 'Hansen',
        phone: '+47 912 34 567',
        email: 'Ola@Example.com',
      },
    });
    const read = await call(owner, 'GET', `/api/appointments/${body.id}`);
    expect(read).toMatchObject({ status: 200, body });
    const upcoming = await call(owner, 'GET', '/api/appointments/all_upcoming');
    expect(upcoming.body.map((a: { id: number }) => a.id)).toContain(body.id);
  });

  it('reuses a client with the same name and phone or e-mail, whatever the case or spacing', async () => {
    const first = await book({
      client: { firstName: 'Siri', lastName: 'Berg', phone: '900 11 222' },
      serviceIds: [free],
      date: '2026-11-25',
      time: '10:00',
    });
    const byPhone = await book({
      client: { firstName: 'siri', lastName: ' Berg', phone: '90011222' },
      serviceIds: [free],
      date: '2026-11-25',
      time: '10:15',
    });
    const byEmail = await book({
      client: { firstName: 'Ola', lastName: 'HANSEN', email: 'ola@EXAMPLE.com' },
      serviceIds: [free],
      date: '2026-11-25',
      time: '10:30',
    });
    expect(byPhone.body.clientId).toBe(first.body.clientId);
    expect(byPhone.body.client.firstName).toBe('Siri');
    expect(byEmail.status).toBe(201);
    expect(byEmail.body.client.email).toBe('Ola@Example.com');
    // Another name with the same phone is another client (client-duplicates.test.ts).
    const other = await book({
      client: { firstName: 'Siri', lastName: 'B.', phone: '90011222' },
      serviceIds: [free],
      date: '2026-11-25',
      time: '11:30',
    });
    expect(other.body.clientId).not.toBe(first.body.clientId);
    const byId = await book({
      client: { id: first.body.clientId },
      serviceIds: [free],
      date: '2026-11-25',
      time: '10:45',
    });
    expect(byId.body.clientId).toBe(first.body.clientId);
  });

  it('refuses an overlap with 409 naming the other booking; touching is fine; force books', async () => {
    const first = await walkIn('15:00');
    expect(first.status).toBe(201);
    const clash = await walkIn('15:30');
    expect(clash.status).toBe(409);
    expect(appointmentConflictSchema.parse(clash.body)).toEqual({
      errors: [
        {
          msg: `This time overlaps BID${first.body.id}, Kari Nordmann 03:00 PM–04:00 PM`,
          code: 'overlap',
        },
      ],
      // The owner, the business's only member, is the one booked then (docs/decisions.md, Team).
      conflict: {
        reason: 'overlap',
        memberId: first.body.memberId,
        appointment: {
          id: first.body.id,
          book_date: TUESDAY,
          book_time: '03:00 PM',
          start: '2026-11-24T14:00:00.000Z',
          end: '2026-11-24T15:00:00.000Z',
          firstName: 'Kari',
          lastName: 'Nordmann',
          memberId: first.body.memberId,
        },
      },
    });
    // A booking that contains the other one overlaps too.
    expect((await book({ ...clashBody('14:30'), serviceIds: [cut, cut] })).status).toBe(409);
    expect((await walkIn('16:00')).status).toBe(201);
    expect((await walkIn('14:00')).status).toBe(201);
    const forced = await walkIn('15:30', { force: true });
    expect(forced.status).toBe(201);
  });

  it('refuses a time outside the opening hours or on a closed day unless forced', async () => {
    const early = await walkIn('09:30');
    expect(early.status).toBe(409);
    expect(early.body).toEqual({
      errors: [{ msg: 'Outside opening hours (Tuesday 10:00 AM–07:00 PM)', code: 'outside_hours' }],
      conflict: { reason: 'outside_hours', memberId: expect.any(Number) },
    });
    expect((await walkIn('18:30')).body.errors[0].msg).toContain('Outside opening hours');
    const saturday = await book({ ...clashBody('12:00'), date: '2026-11-28' });
    expect(saturday.status).toBe(409);
    expect(saturday.body.errors[0].msg).toBe('Outside opening hours (closed on Saturday)');
    expect((await book({ ...clashBody('12:00'), date: '2026-11-28', force: true })).status).toBe(
      201,
    );
  });

  it('reads a date’s special hours and closed dates as the free times do', async () => {
    await t.app.db
      .insertInto('business_special_hours')
      .values([
        // A Saturday (closed every week) open for once, and a Tuesday closing at noon.
        {
          business_id: owner.id,
          date: '2026-12-05',
          open: 1,
          opening_time: '10:00',
          closing_time: '14:00',
        },
        {
          business_id: owner.id,
          date: '2026-12-01',
          open: 1,
          opening_time: '10:00',
          closing_time: '12:00',
        },
      ])
      .execute();
    await t.app.db
      .insertInto('business_closures')
      .values({
        business_id: owner.id,
        from_date: '2027-01-05',
        to_date: '2027-01-06',
        note: 'Stocktaking',
      })
      .execute();

    expect((await book({ ...clashBody('11:00'), date: '2026-12-05' })).status).toBe(201);
    const afternoon = await book({ ...clashBody('15:00'), date: '2026-12-01' });
    expect(afternoon.status).toBe(409);
    expect(afternoon.body.errors[0].msg).toBe(
      'Outside opening hours (2026-12-01 10:00 AM–12:00 PM)',
    );
    // Tuesday 5 January: a weekday, but closed.
    const stocktaking = await book({ ...clashBody('11:00'), date: '2027-01-05' });
    expect(stocktaking.status).toBe(409);
    expect(stocktaking.body).toEqual({
      errors: [
        { msg: 'Outside opening hours (closed on 2027-01-05, Stocktaking)', code: 'outside_hours' },
      ],
      conflict: { reason: 'outside_hours', memberId: expect.any(Number) },
    });
    expect((await book({ ...clashBody('11:00'), date: '2027-01-05', force: true })).status).toBe(
      201,
    );
    // Another business's special hours and closed dates are not this one's.
    const theirs = await book(
      {
        client: { firstName: 'Ola', lastName: 'Nordmann' },
        serviceIds: [othersService],
        date: '2027-01-05',
        time: '11:00',
      },
      other,
    );
    expect(theirs.status).toBe(201);
  });

  it('refuses a local time the clocks skip', async () => {
    const gap = await book({ ...clashBody('02:30'), date: '2027-03-28', force: true });
    expect(gap.status).toBe(400);
    expect(gap.body.errors[0].msg).toBe(
      '02:30 does not exist on 2027-03-28 in Europe/Oslo: the clocks skip it. Choose another time.',
    );
  });

  it.each([
    ['no body fields', {}],
    ['no client', { serviceIds: [1], date: TUESDAY, time: '10:00' }],
    ['a client without a last name', { ...clashBody('10:00'), client: { firstName: 'A' } }],
    ['a client id that is not a number', { ...clashBody('10:00'), client: { id: 'x' } }],
    ['no services', { ...clashBody('10:00'), serviceIds: [] }],
    ['21 services', { ...clashBody('10:00'), serviceIds: Array(21).fill(1) }],
    ['a 12-hour time', { ...clashBody('10:00'), time: '10:00 AM' }],
    ['a date that does not exist', { ...clashBody('10:00'), date: '2026-02-30' }],
    [
      'a bad e-mail',
      { ...clashBody('10:00'), client: { firstName: 'A', lastName: 'B', email: 'x' } },
    ],
    ['force that is not a boolean', { ...clashBody('10:00'), force: 'yes' }],
  ])('answers 400 with errors for %s', async (_label, body) => {
    const response = await book(body);
    expect(response.status).toBe(400);
    expect(response.body.errors[0].msg).toEqual(expect.any(String));
  });

  it('refuses another business’s service (400) and client (404)', async () => {
    const service = await book({ ...clashBody('16:00'), serviceIds: [othersService] });
    expect(service.status).toBe(400);
    expect(service.body.errors[0].msg).toBe(`Service ${othersService} is not one of your services`);
    const theirs = await book(
      {
        client: { firstName: 'Their', lastName: 'Client' },
        serviceIds: [othersService],
        date: TUESDAY,
        time: '12:00',
      },
      other,
    );
    expect(theirs.status).toBe(201);
    const client = await book({ ...clashBody('16:00'), client: { id: theirs.body.clientId } });
    expect(client).toMatchObject({ status: 404, body: { errors: [{ msg: 'Client not found' }] } });
  });

  it('replays a create with the same Idempotency-Key: one booking, the same answer', async () => {
    const headers = { 'idempotency-key': 'book-walk-in-0001' };
    const body = { ...clashBody('17:00'), date: '2026-11-26' };
    const before = (await call(owner, 'GET', '/api/appointments/by_client')).body.cnt;
    const first = await book(body, owner, headers);
    const again = await book(body, owner, headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await call(owner, 'GET', '/api/appointments/by_client')).body.cnt).toBe(before + 1);
    const different = await book({ ...body, time: '17:15' }, owner, headers);
    expect(different.status).toBe(422);
  });
});

function clashBody(time: string) {
  return {
    client: { firstName: 'Kari', lastName: 'Nordmann' },
    serviceIds: [cut],
    date: TUESDAY,
    time,
  };
}

describe('changing a booking', () => {
  let id: number;
  beforeAll(async () => {
    const created = await book({ ...clashBody('10:00'), date: '2026-11-27' });
    expect(created.status).toBe(201);
    id = created.body.id;
  });

  it('reschedules with the stored version, over its own old time, and bumps the version', async () => {
    const moved = await call(owner, 'PUT', `/api/appointments/${id}`, {
      date: '2026-11-27',
      time: '10:30',
      serviceIds: [cut, colour],
      notes: 'Moved by phone',
      version: 1,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      id,
      book_time: '10:30 AM',
      start: '2026-11-27T09:30:00.000Z',
      end: '2026-11-27T11:00:00.000Z',
      amount: 650.5,
      version: 2,
      notes: 'Moved by phone',
      payment_status: 'unpaid',
    });
    expect(moved.body.book_items).toHaveLength(2);
  });

  it('refuses a stale version with 409 and the appointment as stored now', async () => {
    const stale = await call(owner, 'PUT', `/api/appointments/${id}`, {
      date: '2026-11-27',
      time: '12:00',
      serviceIds: [cut],
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.conflict.reason).toBe('changed');
    expect(stale.body.conflict.current).toMatchObject({ id, version: 2, book_time: '10:30 AM' });
    expect(stale.body.errors[0].msg).toMatch(/changed since you last saw it/);
    expect(stale.body.errors[0].code).toBe('changed');
  });

  it('applies the overlap and hours checks to a move, and force overrides them', async () => {
    const blocker = await book({ ...clashBody('15:00'), date: '2026-11-27' });
    const body = { date: '2026-11-27', time: '15:30', serviceIds: [cut], version: 2 };
    const clash = await call(owner, 'PUT', `/api/appointments/${id}`, body);
    expect(clash.status).toBe(409);
    expect(clash.body.conflict.appointment.id).toBe(blocker.body.id);
    const forced = await call(owner, 'PUT', `/api/appointments/${id}`, { ...body, force: true });
    expect(forced).toMatchObject({ status: 200, body: { version: 3 } });
  });

  it('sets the payment status in one call, with or without a version', async () => {
    const paid = await call(owner, 'PUT', `/api/appointments/${id}/payment_status`, {
      payment_status: 'paid',
    });
    expect(paid).toMatchObject({ status: 200, body: { payment_status: 'paid', version: 4 } });
    const bad = await call(owner, 'PUT', `/api/appointments/${id}/payment_status`, {
      payment_status: 'maybe',
    });
    expect(bad.status).toBe(400);
  });

  it('refuses a no-show before the booking has started', async () => {
    const early = await call(owner, 'POST', `/api/appointments/${id}/no_show`, {});
    expect(early.status).toBe(409);
    expect(early.body.errors).toEqual([
      {
        msg: 'A booking cannot be marked a no-show before it starts (2026-11-27 03:30 PM)',
        code: 'no_show_before_start',
      },
    ]);
  });

  it('cancels with a reason, frees the slot and hides it from every upcoming list', async () => {
    const cancelled = await call(owner, 'POST', `/api/appointments/${id}/cancel`, {
      reason: 'Ill',
      version: 4,
    });
    expect(cancelled).toMatchObject({
      status: 200,
      body: { status: 'cancelled', cancelReason: 'Ill', version: 5 },
    });
    for (const path of [
      '/api/appointments/all_upcoming',
      '/api/appointments/latest_appointment_by_client',
      '/api/appointments/all_appointment_by_client',
      '/api/appointments/range?from=2026-11-27&to=2026-11-27',
    ]) {
      const list = await call(owner, 'GET', path);
      expect(list.body.map((a: { id: number }) => a.id)).not.toContain(id);
    }
    const again = await call(owner, 'POST', `/api/appointments/${id}/cancel`, {});
    expect(again).toMatchObject({
      status: 409,
      body: { errors: [{ msg: 'This booking is already cancelled', code: 'already_cancelled' }] },
    });
    const reschedule = await call(owner, 'PUT', `/api/appointments/${id}`, {
      date: '2026-11-27',
      time: '12:00',
      serviceIds: [cut],
      version: 5,
    });
    expect(reschedule).toMatchObject({
      status: 409,
      body: {
        errors: [
          { msg: 'A cancelled booking cannot be changed', code: 'cancelled_not_changeable' },
        ],
      },
    });
    // The freed time can be booked without force.
    expect((await book({ ...clashBody('15:30'), date: '2026-11-27' })).status).toBe(409);
    expect((await book({ ...clashBody('16:00'), date: '2026-11-27' })).status).toBe(201);
  });

  it('marks a past booking a no-show, and lists past ones with their status', async () => {
    const pastId = await insertAppointment(t.app.db, {
      businessId: owner.id,
      timezone: 'Europe/Oslo',
      date: '2026-11-20',
      time: '10:00',
      firstName: 'Late',
    });
    const cancelledId = await insertAppointment(t.app.db, {
      businessId: owner.id,
      timezone: 'Europe/Oslo',
      date: '2026-11-19',
      time: '10:00',
      status: 'cancelled',
    });
    const noShow = await call(owner, 'POST', `/api/appointments/${pastId}/no_show`);
    expect(noShow).toMatchObject({ status: 200, body: { status: 'no_show', version: 2 } });
    // Each refusal of the booking's state has its own code (docs/decisions.md, API).
    const refusals: [string, string, string, object?][] = [
      [`${pastId}/no_show`, 'This booking is already marked a no-show', 'already_no_show'],
      [`${pastId}/cancel`, 'A no-show cannot be cancelled', 'no_show_not_cancellable'],
      [
        `${cancelledId}/no_show`,
        'A cancelled booking cannot be a no-show',
        'cancelled_not_no_show',
      ],
    ];
    for (const [path, msg, code] of refusals) {
      const refused = await call(owner, 'POST', `/api/appointments/${path}`, {});
      expect(refused, path).toMatchObject({ status: 409, body: { errors: [{ msg, code }] } });
    }
    const moved = await call(owner, 'PUT', `/api/appointments/${pastId}`, {
      date: '2026-11-27',
      time: '12:00',
      serviceIds: [cut],
      version: 2,
    });
    expect(moved.body).toEqual({
      errors: [{ msg: 'A no-show booking cannot be changed', code: 'no_show_not_changeable' }],
    });
    const past = await call(owner, 'GET', '/api/appointments/all_past');
    const statuses = Object.fromEntries(
      past.body.map((a: { id: number; status: string }) => [a.id, a.status]),
    );
    expect(statuses[pastId]).toBe('no_show');
    expect(statuses[cancelledId]).toBe('cancelled');
    const count = await call(owner, 'GET', '/api/appointments/by_client');
    const all = await call(owner, 'GET', '/api/appointments/all_appointment_by_client');
    expect(count.body.cnt).toBe(all.body.length);
  });

  it('answers 404 for another business’s appointment on every call', async () => {
    const paths: [string, string, object | undefined][] = [
      ['GET', `/api/appointments/${id}`, undefined],
      [
        'PUT',
        `/api/appointments/${id}`,
        { date: TUESDAY, time: '12:00', serviceIds: [1], version: 1 },
      ],
      ['POST', `/api/appointments/${id}/cancel`, {}],
      ['POST', `/api/appointments/${id}/no_show`, {}],
      ['PUT', `/api/appointments/${id}/payment_status`, { payment_status: 'paid' }],
    ];
    for (const [method, url, payload] of paths) {
      const response = await call(other, method, url, payload);
      expect(response.status, `${method} ${url}`).toBe(404);
      expect(response.body.errors[0].msg).toBe('Appointment not found');
    }
    expect((await call(owner, 'GET', '/api/appointments/999999')).status).toBe(404);
    expect((await call(owner, 'GET', '/api/appointments/abc')).status).toBe(400);
  });
});

describe('GET /api/appointments/range', () => {
  it('lists the local dates from..to inclusive, in time order', async () => {
    const { status, body } = await call(
      owner,
      'GET',
      '/api/appointments/range?from=2026-11-24&to=2026-11-24',
    );
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(3);
    expect(body.every((a: { book_date: string }) => a.book_date === TUESDAY)).toBe(true);
    const starts = body.map((a: { start: string }) => a.start);
    expect(starts).toEqual([...starts].sort());
  });

  it.each([
    ['from after to', 'from=2026-11-25&to=2026-11-24'],
    ['more than 62 days', 'from=2026-11-01&to=2027-01-02'],
    ['a bad date', 'from=2026-11-31&to=2026-12-01'],
    ['no dates', ''],
  ])('answers 400 for %s', async (_label, query) => {
    const response = await call(owner, 'GET', `/api/appointments/range?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.errors[0].msg).toEqual(expect.any(String));
  });

  it('accepts exactly 62 days and sees none of another business’s bookings', async () => {
    const response = await call(
      other,
      'GET',
      '/api/appointments/range?from=2026-11-01&to=2027-01-01',
    );
    expect(response.status).toBe(200);
    expect(response.body.map((a: { firstName: string }) => a.firstName)).toEqual(['Their']);
  });

  it.each([
    ['GET', '/api/appointments/range?from=2026-11-24&to=2026-11-24'],
    ['GET', '/api/appointments/1'],
    ['POST', '/api/appointments'],
    ['PUT', '/api/appointments/1'],
    ['POST', '/api/appointments/1/cancel'],
  ])('refuses %s %s without a token', async (method, url) => {
    expect((await call(undefined, method, url, {})).status).toBe(401);
  });
});
