// The diary's calls: book and read a range, with their checks. Changing a booking is
// diary-booking-changes.test.ts; the salon both book in is helpers/diary-salon.ts.
import { describe, expect, it } from 'vitest';
import { appointmentConflictSchema, appointmentDetailSchema } from '../../contract/appointments.js';
import {
  book,
  call,
  clashBody,
  colour,
  cut,
  free,
  other,
  othersService,
  owner,
  t,
  TUESDAY,
  useDiarySalon,
  walkIn,
} from './helpers/diary-salon.js';

useDiarySalon();

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
          params: { bookingId: first.body.id, client: 'Kari Nordmann', from: '15:00', to: '16:00' },
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
      errors: [
        {
          msg: 'Outside opening hours (Tuesday 10:00 AM–07:00 PM)',
          code: 'outside_hours',
          params: { date: TUESDAY, ranges: 1, hours: '10:00–19:00' },
        },
      ],
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
        {
          msg: 'Outside opening hours (closed on 2027-01-05, Stocktaking)',
          code: 'outside_hours',
          params: { date: '2027-01-05', ranges: 0, hours: '' },
        },
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
