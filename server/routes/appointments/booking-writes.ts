// The owner's changes to the diary: book, reschedule, cancel, mark a no-show, set the payment.
// Each runs inside runMutation's transaction (server/plugins/idempotency.ts), bumps the version
// and answers with the appointment as stored. A `version` older than the stored one is refused
// with the current appointment, so an edit made offline never overwrites a newer change.
import type { ErrorParams } from '@contract/common.js';
import {
  BOOKING_STATE_REFUSALS,
  conflictCode,
  type AppointmentCreateBody,
  type AppointmentDetail,
  type AppointmentUpdateBody,
  type BookingStateRefusal,
  type PaymentStatus,
} from '@contract/appointments.js';
import { to12Hour, instantToLocal } from '@contract/booking-time.js';
import type { Db, DbKind } from '../../db/database.js';
import { coded, notFound } from '../../plugins/errors.js';
import { findAppointmentDetail, itemsJson } from '../../repositories/appointment-reads.js';
import { findClient, findOrCreateClient } from '../../repositories/clients-repository.js';
import { lockBusiness, planBooking, type Business } from '../../scheduling/booking-plan.js';
import { insertBooking, insertBookingItems } from '../../scheduling/insert-booking.js';
import { planBookingMessages } from '../../messages/message-queue.js';
import { checkOpeningHours } from './booking-checks.js';
import { chooseMember } from './member-checks.js';

export interface WriteContext {
  trx: Db;
  kind: DbKind;
  business: Business;
  now: Date;
  /** Whether this server can send SMS: a client without e-mail is reminded by SMS. */
  sms: boolean;
}

async function detail(ctx: WriteContext, id: number): Promise<AppointmentDetail> {
  const found = await findAppointmentDetail(ctx.trx, ctx.business.id, id, ctx.now);
  if (!found) throw notFound('Appointment');
  return found;
}

export async function createBooking(
  ctx: WriteContext,
  body: AppointmentCreateBody,
): Promise<AppointmentDetail> {
  await lockBusiness(ctx.trx, ctx.kind, ctx.business.id);
  // The client first: an unknown one is a 404 whatever the slot (a new one is rolled back with
  // the transaction when the slot is refused).
  const client =
    'id' in body.client
      ? await findClient(ctx.trx, ctx.business.id, body.client.id)
      : await findOrCreateClient(ctx.trx, ctx.business.id, body.client, ctx.now);
  if (!client) throw notFound('Client');
  const plan = await planBooking(ctx.trx, ctx.business, body);
  // No memberId (or null): "Anyone available"; an entry queued before the team existed has none.
  const memberId = await chooseMember(ctx.trx, ctx.business, plan, {
    memberId: body.memberId,
    force: body.force,
  });
  await checkOpeningHours(ctx.trx, ctx.business, plan, { force: body.force, memberId });
  const id = await insertBooking(ctx.trx, ctx.business.id, {
    plan,
    client,
    source: 'owner',
    notes: body.notes ?? '',
    now: ctx.now,
    memberId,
  });
  // Its reminders, in this transaction (docs/decisions.md, Messages to clients).
  await planBookingMessages(ctx.trx, ctx.business.id, id, 'booked', {
    notify: false,
    now: ctx.now,
    sms: ctx.sms,
  });
  return detail(ctx, id);
}

/** The stored appointment, after checking it is the business's and `version` is current. */
export async function current(ctx: WriteContext, id: number, version: number | undefined) {
  const stored = await findAppointmentDetail(ctx.trx, ctx.business.id, id, ctx.now);
  if (!stored) throw notFound('Appointment');
  if (version !== undefined && version !== stored.version) {
    throw coded(
      409,
      conflictCode('changed'),
      'This appointment was changed since you last saw it: check it and try again',
      { conflict: { reason: 'changed', current: stored } },
    );
  }
  return stored;
}

/** A 409 the booking's state gives, with its code (contract/appointments/refusals.ts). */
export const refuse = (
  code: BookingStateRefusal,
  message: string = BOOKING_STATE_REFUSALS[code],
  params?: ErrorParams,
) => coded(409, code, message, {}, params);

export async function bump(ctx: WriteContext, id: number, version: number, changes: object) {
  await ctx.trx
    .updateTable('appointments')
    .set({ ...changes, version: version + 1, updated_at: ctx.now.toISOString() })
    .where('business_id', '=', ctx.business.id)
    .where('id', '=', id)
    .execute();
  return detail(ctx, id);
}

export async function rescheduleBooking(
  ctx: WriteContext,
  id: number,
  body: AppointmentUpdateBody,
): Promise<AppointmentDetail> {
  await lockBusiness(ctx.trx, ctx.kind, ctx.business.id);
  const stored = await current(ctx, id, body.version);
  if (stored.status === 'cancelled' || stored.status === 'no_show') {
    throw refuse(
      stored.status === 'cancelled' ? 'cancelled_not_changeable' : 'no_show_not_changeable',
    );
  }
  const plan = await planBooking(ctx.trx, ctx.business, body);
  // Absent keeps the booking's member (an edit queued before the team existed); null is "Anyone
  // available" (docs/decisions.md, Team).
  const memberId = await chooseMember(ctx.trx, ctx.business, plan, {
    memberId: body.memberId === undefined ? stored.memberId : body.memberId,
    currentMemberId: stored.memberId,
    force: body.force,
    excludeId: id,
  });
  await checkOpeningHours(ctx.trx, ctx.business, plan, { force: body.force, memberId });
  const { items, ...times } = plan;
  await ctx.trx.deleteFrom('appointment_items').where('appointment_id', '=', id).execute();
  await insertBookingItems(ctx.trx, ctx.business.id, id, items);
  const changed = await bump(ctx, id, stored.version, {
    ...times,
    member_id: memberId,
    items_json: itemsJson(items),
    ...(body.notes !== undefined ? { notes: body.notes } : {}),
  });
  // The reminders follow the new start; the client hears of a change they would notice (time,
  // services, member), not of a note (docs/decisions.md, Messages to clients).
  const noticed =
    changed.start !== stored.start ||
    changed.end !== stored.end ||
    changed.memberId !== stored.memberId ||
    JSON.stringify(changed.book_items) !== JSON.stringify(stored.book_items);
  await planBookingMessages(ctx.trx, ctx.business.id, id, 'moved', {
    notify: noticed && body.notifyClient !== false,
    now: ctx.now,
    sms: ctx.sms,
  });
  return changed;
}

export async function cancelBooking(
  ctx: WriteContext,
  id: number,
  body: { reason?: string; version?: number; notifyClient?: boolean } | null | undefined,
): Promise<AppointmentDetail> {
  const stored = await current(ctx, id, body?.version);
  if (stored.status === 'cancelled') throw refuse('already_cancelled');
  if (stored.status === 'no_show') throw refuse('no_show_not_cancellable');
  const cancelled = await bump(ctx, id, stored.version, {
    status: 'cancelled',
    cancel_reason: body?.reason ? body.reason : null,
  });
  // A booking that has started needs no notice: the client is there or is a no-show.
  await planBookingMessages(ctx.trx, ctx.business.id, id, 'cancelled', {
    notify: body?.notifyClient !== false && stored.start > ctx.now.toISOString(),
    now: ctx.now,
    sms: ctx.sms,
  });
  return cancelled;
}

export async function markNoShow(
  ctx: WriteContext,
  id: number,
  body: { version?: number } | null | undefined,
): Promise<AppointmentDetail> {
  const stored = await current(ctx, id, body?.version);
  if (stored.status === 'cancelled') throw refuse('cancelled_not_no_show');
  if (stored.status === 'no_show') throw refuse('already_no_show');
  if (stored.start > ctx.now.toISOString()) {
    const local = instantToLocal(new Date(stored.start), ctx.business.timezone);
    throw refuse(
      'no_show_before_start',
      `${BOOKING_STATE_REFUSALS.no_show_before_start} (${local.date} ${to12Hour(local.time)})`,
      { date: local.date, time: local.time },
    );
  }
  return bump(ctx, id, stored.version, { status: 'no_show' });
}

export async function setPaymentStatus(
  ctx: WriteContext,
  id: number,
  body: { payment_status: PaymentStatus; version?: number },
): Promise<AppointmentDetail> {
  const stored = await current(ctx, id, body.version);
  // Payment options follow the booking's state (docs/decisions.md, Checkout).
  if (body.payment_status === 'refunded' && stored.payment_status === 'unpaid') {
    throw refuse('refund_unpaid');
  }
  return bump(ctx, id, stored.version, { payment_status: body.payment_status });
}
