// The checkout and undo of a booking (docs/decisions.md, Checkout): record a payment, refund one,
// and bring back a cancelled or no-show booking. Each runs in runMutation's transaction
// (server/plugins/idempotency.ts), checks `version` like every change of the diary and answers
// the booking as stored, its payments included.
import type { AppointmentDetail } from '@contract/appointments.js';
import {
  moneyCents,
  PAYMENT_METHOD_LABELS,
  type CheckoutBody,
  type RefundBody,
} from '@contract/checkout.js';
import { planBookingMessages } from '../../messages/message-queue.js';
import { HttpError, notFound, withValues } from '../../plugins/errors.js';
import { lockBusiness } from '../../scheduling/booking-plan.js';
import { checkOpeningHours } from './booking-checks.js';
import { bump, current, refuse, type WriteContext } from './booking-writes.js';
import { chooseMember } from './member-checks.js';
import { readPaymentMethods } from './payment-methods-repository.js';

export async function checkOut(
  ctx: WriteContext,
  id: number,
  body: CheckoutBody,
): Promise<AppointmentDetail> {
  const stored = await current(ctx, id, body.version);
  if (stored.status === 'cancelled') throw refuse('cancelled_not_checkout');
  if (stored.payment_status === 'paid') {
    throw refuse('already_paid');
  }
  const offered = await readPaymentMethods(ctx.trx, ctx.business.id);
  if (!offered.includes(body.method)) {
    throw withValues(
      400,
      `${PAYMENT_METHOD_LABELS[body.method]} is not one of the business's payment methods`,
      { method: body.method },
    );
  }
  await ctx.trx
    .insertInto('payments')
    .values({
      business_id: ctx.business.id,
      appointment_id: id,
      kind: 'payment',
      amount_cents: moneyCents(body.amount),
      method: body.method,
      discount_cents: moneyCents(body.discount),
      tip_cents: moneyCents(body.tip),
      refund_of: null,
      created_at: ctx.now.toISOString(),
    })
    .execute();
  return bump(ctx, id, stored.version, { payment_status: 'paid' });
}

export async function refundPayment(
  ctx: WriteContext,
  id: number,
  body: RefundBody,
): Promise<AppointmentDetail> {
  const stored = await current(ctx, id, body.version);
  if (stored.payment_status !== 'paid') throw refuse('refund_unpaid');
  const payments = stored.payments ?? [];
  const paid = payments.find((row) => row.id === body.paymentId && row.kind === 'payment');
  // Another booking's payment, or another business's, is not found, like an unknown id.
  if (!paid) throw notFound('Payment');
  const cents = (amount: number) => Math.round(amount * 100);
  const refunded = payments
    .filter((row) => row.kind === 'refund' && row.refundOf === paid.id)
    .reduce((sum, row) => sum + cents(row.amount), 0);
  const left = cents(paid.amount) + cents(paid.tip) - refunded;
  const amount = body.amount === undefined ? left : moneyCents(body.amount);
  if (left <= 0) throw refuse('already_refunded');
  if (amount <= 0) throw new HttpError(400, 'Amount must be more than 0');
  if (amount > left) {
    throw withValues(
      400,
      `Amount must be at most ${(left / 100).toFixed(2)}, what is left of the payment`,
      { max: left / 100 },
    );
  }
  await ctx.trx
    .insertInto('payments')
    .values({
      business_id: ctx.business.id,
      appointment_id: id,
      kind: 'refund',
      amount_cents: amount,
      method: body.method ?? paid.method,
      discount_cents: 0,
      tip_cents: 0,
      refund_of: paid.id,
      created_at: ctx.now.toISOString(),
    })
    .execute();
  // Refunded once nothing of any payment is left; a partial refund leaves it paid.
  const takenIn = payments
    .filter((row) => row.kind === 'payment')
    .reduce((sum, row) => sum + cents(row.amount) + cents(row.tip), 0);
  const returned = payments
    .filter((row) => row.kind === 'refund')
    .reduce((sum, row) => sum + cents(row.amount), amount);
  return bump(ctx, id, stored.version, {
    payment_status: returned >= takenIn ? 'refunded' : 'paid',
  });
}

export async function restoreBooking(
  ctx: WriteContext,
  id: number,
  body: { force?: boolean; version?: number } | null | undefined,
): Promise<AppointmentDetail> {
  await lockBusiness(ctx.trx, ctx.kind, ctx.business.id);
  const stored = await current(ctx, id, body?.version);
  if (stored.status !== 'cancelled' && stored.status !== 'no_show') {
    throw refuse('not_restorable');
  }
  if (stored.status === 'cancelled') {
    // Its time was freed when it was cancelled: it is checked as a new booking with its member
    // would be (docs/decisions.md, Team), services included.
    const row = await ctx.trx
      .selectFrom('appointments')
      .select(['book_date', 'book_time', 'start_at', 'end_at', 'amount_cents', 'member_id'])
      .where('business_id', '=', ctx.business.id)
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const items = await ctx.trx
      .selectFrom('appointment_items')
      .select(['service_id', 'name', 'price_cents', 'duration_min'])
      .where('business_id', '=', ctx.business.id)
      .where('appointment_id', '=', id)
      .orderBy('position')
      .execute();
    const { member_id: memberId, ...times } = row;
    const plan = {
      ...times,
      // A service deleted since cannot be checked against the member; the rest are.
      items: items.flatMap((item) =>
        item.service_id === null ? [] : [{ ...item, service_id: item.service_id }],
      ),
    };
    const chosen = await chooseMember(ctx.trx, ctx.business, plan, {
      memberId,
      currentMemberId: memberId ?? undefined,
      force: body?.force,
      excludeId: id,
    });
    await checkOpeningHours(ctx.trx, ctx.business, plan, { force: body?.force, memberId: chosen });
  }
  const restored = await bump(ctx, id, stored.version, { status: 'booked', cancel_reason: null });
  // Booked again: its reminders are planned again (docs/decisions.md, Messages to clients).
  await planBookingMessages(ctx.trx, ctx.business.id, id, 'booked', {
    notify: false,
    now: ctx.now,
    sms: ctx.sms,
  });
  return restored;
}
