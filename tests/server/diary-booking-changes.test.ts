// The diary's calls that change a booking: move, cancel, no-show, payment, with their checks.
// Booking and reading are diary-bookings.test.ts; the salon both book in is
// helpers/diary-salon.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { insertAppointment } from './helpers/diary.js';
import {
  book,
  call,
  clashBody,
  colour,
  cut,
  other,
  owner,
  t,
  TUESDAY,
  useDiarySalon,
} from './helpers/diary-salon.js';

useDiarySalon();

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
        params: { date: '2026-11-27', time: '15:30' },
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
