// The checkout and undo (docs/decisions.md, Checkout): payments with their method, discount and
// tip, refunds that name a payment, the business's methods, and a cancelled or no-show booking
// brought back, a cancelled one only while its time is free.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentDetailSchema } from '../../contract/appointments.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';
import { insertAppointment, insertService } from './helpers/diary.js';

// Monday 23 November 2026, 11:00 in Oslo; Tuesday is open 10:00-19:00.
const NOW = new Date('2026-11-23T10:00:00Z');
const TUESDAY = '2026-11-24';

let t: TestApp;
let owner: Owner;
let other: Owner;
let colour: number; // "From" 1 650,00, 60 minutes

async function call(who: Owner, method: string, url: string, payload?: unknown, headers = {}) {
  const response = await t.app.inject({
    method: method as 'GET',
    url,
    headers: { ...who.auth, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

async function booking(time: string): Promise<number> {
  const { status, body } = await call(owner, 'POST', '/api/appointments', {
    client: { firstName: 'Kari', lastName: 'Nordmann' },
    serviceIds: [colour],
    date: TUESDAY,
    time,
  });
  expect(status).toBe(201);
  return body.id;
}

const checkout = (id: number, body: object, who = owner, headers = {}) =>
  call(who, 'POST', `/api/appointments/${id}/checkout`, body, headers);

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  owner = await registerVerifyAndLogin(t.app, t.dataDir, { timezone: 'Europe/Oslo' });
  other = await registerVerifyAndLogin(t.app, t.dataDir, { timezone: 'Europe/Oslo' });
  colour = await insertService(t.app.db, owner.id, {
    name: 'Colour',
    priceCents: 165000,
    minutes: 60,
  });
});

afterAll(async () => {
  await t.close();
});

describe('POST /api/appointments/{id}/checkout', () => {
  it('records the amount as written, the method, discount and tip, and marks the booking paid', async () => {
    const id = await booking('10:00');
    const { status, body } = await checkout(id, {
      amount: '1 750,50',
      method: 'card',
      discount: '100',
      tip: 50,
    });
    expect(status).toBe(200);
    const detail = appointmentDetailSchema.parse(body);
    expect(detail).toMatchObject({ payment_status: 'paid', amount: 1650, version: 2 });
    expect(detail.payments).toEqual([
      {
        id: expect.any(Number),
        kind: 'payment',
        amount: 1750.5,
        method: 'card',
        discount: 100,
        tip: 50,
        createdAt: NOW.toISOString(),
      },
    ]);
    expect(detail.takings).toBe(1800.5);
    const row = await t.app.db
      .selectFrom('payments')
      .selectAll()
      .where('appointment_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      business_id: owner.id,
      amount_cents: 175050,
      discount_cents: 10000,
      tip_cents: 5000,
      refund_of: null,
    });
    const read = await call(owner, 'GET', `/api/appointments/${id}`);
    expect(read.body).toEqual(body);
  });

  it('refuses a second checkout of a paid booking and one of a cancelled booking', async () => {
    const paid = await booking('11:00');
    expect((await checkout(paid, { amount: 1650, method: 'cash' })).status).toBe(200);
    const again = await checkout(paid, { amount: 1650, method: 'cash' });
    expect(again.status).toBe(409);
    expect(again.body.errors[0]).toMatchObject({ msg: expect.stringMatching(/already paid/) });
    expect(again.body.errors[0].code).toBe('already_paid');

    const cancelled = await booking('12:00');
    await call(owner, 'POST', `/api/appointments/${cancelled}/cancel`, {});
    const refused = await checkout(cancelled, { amount: 1650, method: 'cash' });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual([
      { msg: 'A cancelled booking cannot be checked out', code: 'cancelled_not_checkout' },
    ]);
  });

  it('answers bad input with 400 in the envelope', async () => {
    const id = await booking('13:00');
    const cases: [object, string][] = [
      [{ method: 'card' }, 'Amount is required'],
      [{ amount: true, method: 'card' }, 'Amount must be a number or text'],
      [{ amount: '', method: 'card' }, 'Amount is required'],
      [{ amount: '1,650', method: 'card' }, 'Amount must be a non-negative number'],
      [{ amount: -5, method: 'card' }, 'Amount must be a non-negative number'],
      [{ amount: 100, method: 'bitcoin' }, 'Method must be one of cash, card, vipps, other'],
      [{ amount: 100, method: 'card', tip: 'lots' }, 'Tip must be a non-negative number'],
      [{ amount: 100, method: 'card', discount: '2000000' }, 'Discount must be at most'],
    ];
    for (const [payload, message] of cases) {
      const { status, body } = await checkout(id, payload);
      expect(status, JSON.stringify(payload)).toBe(400);
      expect(body.errors.map((e: { msg: string }) => e.msg).join(' | ')).toContain(message);
    }
    const read = await call(owner, 'GET', `/api/appointments/${id}`);
    expect(read.body).toMatchObject({ payment_status: 'unpaid', payments: [] });
  });

  it('takes only the methods the business offers', async () => {
    const put = await call(owner, 'PUT', '/api/business-settings/payment-methods', {
      methods: ['vipps', 'cash'],
    });
    expect(put).toMatchObject({ status: 200, body: { methods: ['cash', 'vipps'] } });
    expect(await call(owner, 'GET', '/api/business-settings/payment-methods')).toMatchObject({
      status: 200,
      body: { methods: ['cash', 'vipps'] },
    });
    // Another business keeps every method: the setting is each business's own.
    expect((await call(other, 'GET', '/api/business-settings/payment-methods')).body).toEqual({
      methods: ['cash', 'card', 'vipps', 'other'],
    });
    const id = await booking('14:00');
    const card = await checkout(id, { amount: 1650, method: 'card' });
    expect(card.status).toBe(400);
    expect(card.body.errors[0].msg).toBe("Card is not one of the business's payment methods");
    expect((await checkout(id, { amount: 1650, method: 'vipps' })).status).toBe(200);
    for (const methods of [[], ['card', 'card'], ['cheque'], 'cash']) {
      const refused = await call(owner, 'PUT', '/api/business-settings/payment-methods', {
        methods,
      });
      expect(refused.status, JSON.stringify(methods)).toBe(400);
    }
    await call(owner, 'PUT', '/api/business-settings/payment-methods', {
      methods: ['cash', 'card', 'vipps', 'other'],
    });
  });

  it('lands once when replayed with its Idempotency-Key', async () => {
    const id = await booking('15:00');
    const key = { 'idempotency-key': 'checkout-replay-1' };
    const first = await checkout(id, { amount: '1 650', method: 'cash', tip: 20 }, owner, key);
    const again = await checkout(id, { amount: '1 650', method: 'cash', tip: 20 }, owner, key);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    const rows = await t.app.db
      .selectFrom('payments')
      .select('id')
      .where('appointment_id', '=', id)
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe('POST /api/appointments/{id}/refund', () => {
  it('refunds part of a payment and then the rest, each naming the payment', async () => {
    const id = await booking('16:00');
    const paid = await checkout(id, { amount: 1000, method: 'card', tip: 100 });
    const paymentId: number = paid.body.payments[0].id;
    const part = await call(owner, 'POST', `/api/appointments/${id}/refund`, {
      paymentId,
      amount: '300,50',
    });
    expect(part.status).toBe(200);
    expect(part.body).toMatchObject({ payment_status: 'paid', takings: 799.5 });
    expect(part.body.payments[1]).toMatchObject({
      kind: 'refund',
      amount: 300.5,
      method: 'card',
      refundOf: paymentId,
    });
    const tooMuch = await call(owner, 'POST', `/api/appointments/${id}/refund`, {
      paymentId,
      amount: 800,
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors[0].msg).toMatch(/at most 799.50/);
    const rest = await call(owner, 'POST', `/api/appointments/${id}/refund`, {
      paymentId,
      method: 'cash',
    });
    expect(rest.body).toMatchObject({ payment_status: 'refunded', takings: 0 });
    expect(rest.body.payments[2]).toMatchObject({ amount: 799.5, method: 'cash' });
  });

  it('refunds only a paid booking, and only a payment of that booking', async () => {
    const unpaid = await booking('17:00');
    const refused = await call(owner, 'POST', `/api/appointments/${unpaid}/refund`, {
      paymentId: 1,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual([
      { msg: 'Only a paid booking can be refunded', code: 'refund_unpaid' },
    ]);
    // The spec's payment status call follows the same rule.
    const put = await call(owner, 'PUT', `/api/appointments/${unpaid}/payment_status`, {
      payment_status: 'refunded',
    });
    expect(put.status).toBe(409);
    expect(put.body.errors).toEqual(refused.body.errors);

    const a = await booking('18:00');
    const paidA = await checkout(a, { amount: 10, method: 'cash' });
    const b = await insertAppointment(t.app.db, {
      businessId: owner.id,
      timezone: 'Europe/Oslo',
      date: '2026-11-25',
      time: '10:00',
      paymentStatus: 'paid',
    });
    const foreign = await call(owner, 'POST', `/api/appointments/${b}/refund`, {
      paymentId: paidA.body.payments[0].id,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.errors[0].msg).toBe('Payment not found');
  });

  it('reads a booking paid before the checkout as before: paid, with no payments', async () => {
    const id = await insertAppointment(t.app.db, {
      businessId: owner.id,
      timezone: 'Europe/Oslo',
      date: '2026-11-20',
      time: '10:00',
      paymentStatus: 'paid',
    });
    const read = await call(owner, 'GET', `/api/appointments/${id}`);
    expect(read.body).toMatchObject({ payment_status: 'paid', payments: [], takings: 0 });
    const listed = await call(owner, 'GET', '/api/appointments/all_past');
    expect(listed.body.find((a: { id: number }) => a.id === id)).toMatchObject({
      payment_status: 'paid',
      amount: 200.5,
    });
  });
});

describe('POST /api/appointments/{id}/restore', () => {
  it('brings back a no-show', async () => {
    const id = await insertAppointment(t.app.db, {
      businessId: owner.id,
      timezone: 'Europe/Oslo',
      date: '2026-11-23',
      time: '08:00',
      status: 'no_show',
    });
    const restored = await call(owner, 'POST', `/api/appointments/${id}/restore`);
    expect(restored).toMatchObject({ status: 200, body: { status: 'completed', version: 2 } });
    const again = await call(owner, 'POST', `/api/appointments/${id}/restore`, {});
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual([
      { msg: 'Only a cancelled or no-show booking can be restored', code: 'not_restorable' },
    ]);
  });

  it('restores a cancelled booking only while its time is still free', async () => {
    const day = '2026-11-26';
    const book = (time: string) =>
      call(owner, 'POST', '/api/appointments', {
        client: { firstName: 'Ola', lastName: 'Nordby' },
        serviceIds: [colour],
        date: day,
        time,
      });
    const first = (await book('10:00')).body.id;
    const cancelled = await call(owner, 'POST', `/api/appointments/${first}/cancel`, {
      reason: 'Ill',
    });
    expect(cancelled.body.status).toBe('cancelled');
    const free = await call(owner, 'POST', `/api/appointments/${first}/restore`, {});
    expect(free).toMatchObject({ status: 200, body: { status: 'booked', cancelReason: '' } });

    await call(owner, 'POST', `/api/appointments/${first}/cancel`, {});
    const taker = await book('10:30');
    expect(taker.status).toBe(201);
    const taken = await call(owner, 'POST', `/api/appointments/${first}/restore`, {});
    expect(taken.status).toBe(409);
    expect(taken.body.conflict).toMatchObject({
      reason: 'overlap',
      appointment: { id: taker.body.id },
    });
    expect((await call(owner, 'GET', `/api/appointments/${first}`)).body.status).toBe('cancelled');
    const forced = await call(owner, 'POST', `/api/appointments/${first}/restore`, {
      force: true,
    });
    expect(forced).toMatchObject({ status: 200, body: { status: 'booked' } });
  });

  it('checks a restored booking against opening hours, and refuses a stale version', async () => {
    // Booked anyway before opening, then cancelled: bringing it back is refused like a new one.
    const early = await call(owner, 'POST', '/api/appointments', {
      client: { firstName: 'Early', lastName: 'Bird' },
      serviceIds: [colour],
      date: TUESDAY,
      time: '08:00',
      force: true,
    });
    const id: number = early.body.id;
    await call(owner, 'POST', `/api/appointments/${id}/cancel`, {});
    const outside = await call(owner, 'POST', `/api/appointments/${id}/restore`, {});
    expect(outside.status).toBe(409);
    expect(outside.body.conflict).toMatchObject({ reason: 'outside_hours' });
    expect(outside.body.errors[0].code).toBe('outside_hours');
    const stale = await call(owner, 'POST', `/api/appointments/${id}/restore`, {
      version: 1,
      force: true,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.conflict).toMatchObject({ reason: 'changed', current: { id } });
    expect(stale.body.errors[0].code).toBe('changed');
  });
});

describe('another business', () => {
  it('answers 404 for every checkout call on another business’s booking', async () => {
    const target = await insertAppointment(t.app.db, {
      businessId: owner.id,
      timezone: 'Europe/Oslo',
      date: '2026-11-27',
      time: '10:00',
    });
    for (const [path, payload] of [
      ['checkout', { amount: 1, method: 'cash' }],
      ['refund', { paymentId: 1 }],
      ['restore', {}],
    ] as const) {
      const response = await call(other, 'POST', `/api/appointments/${target}/${path}`, payload);
      expect(response.status, path).toBe(404);
      expect(response.body.errors[0].msg).toBe('Appointment not found');
    }
  });
});
