// The booking portal's cancel tokens: made with an online booking, spent by the cancel link's
// call. Nothing read here for a public answer carries a client's name or contact.
import { createHmac, randomBytes } from 'node:crypto';
import { DEFAULT_MIN_NOTICE_MINUTES } from '@contract/availability/slot-engine.js';
import {
  BOOKING_ALREADY_CANCELLED_CODE,
  BOOKING_ALREADY_CANCELLED_MESSAGE,
  CANCEL_TOO_LATE_CODE,
} from '@contract/portal-refusals.js';
import type { Db } from '../../db/database.js';
import { planBookingMessages } from '../../messages/message-queue.js';
import { hashToken } from '../../plugins/auth.js';
import { coded, HttpError } from '../../plugins/errors.js';

/**
 * The cancel token of a booking sent with an Idempotency-Key: an HMAC of the booking's id under
 * the key, which the database keeps only hashed. A replay derives the same token from the key the
 * client sends again, so neither the stored answer nor any other row holds it in clear
 * (docs/decisions.md, Pages and mails).
 */
export function cancelTokenFor(idempotencyKey: string, appointmentId: number): string {
  return createHmac('sha256', idempotencyKey)
    .update(`cancel-token:${appointmentId}`)
    .digest('base64url');
}

/**
 * Stores the hash of the booking's cancel token and returns the token in clear for the client:
 * `token` when one is derived (cancelTokenFor), else 256 random bits.
 */
export async function createCancelToken(
  trx: Db,
  businessId: number,
  appointmentId: number,
  expiresAt: string,
  now: Date,
  token = randomBytes(32).toString('base64url'),
): Promise<string> {
  await trx
    .insertInto('booking_cancel_tokens')
    .values({
      appointment_id: appointmentId,
      business_id: businessId,
      token_hash: hashToken(token),
      expires_at: expiresAt,
      used_at: null,
      created_at: now.toISOString(),
    })
    .execute();
  return token;
}

export interface CancelledBooking {
  date: string;
  time: string;
}

/**
 * Cancels the booking of an unused, unexpired token, once: the token is spent by a conditional
 * update, so two clicks at once cancel once. 404 for any other token; 409 when the business's
 * notice has begun (the token stays unspent: the refusal is rolled back with it).
 */
export async function cancelWithToken(
  trx: Db,
  token: string,
  now: Date,
): Promise<CancelledBooking> {
  const nowIso = now.toISOString();
  const spent = await trx
    .updateTable('booking_cancel_tokens')
    .set({ used_at: nowIso })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .returning(['appointment_id', 'business_id'])
    .executeTakeFirst();
  if (!spent) throw new HttpError(404, 'This cancel link is not valid or was already used');
  const booking = await trx
    .selectFrom('appointments')
    .innerJoin('users', 'users.id', 'appointments.business_id')
    .leftJoin('business_availability', 'business_availability.business_id', 'users.id')
    .select([
      'appointments.id',
      'appointments.status',
      'appointments.start_at',
      'appointments.book_date',
      'appointments.book_time',
      'appointments.version',
      'users.country',
      'users.mobile',
      'business_availability.min_notice_minutes',
    ])
    .where('appointments.id', '=', spent.appointment_id)
    .where('appointments.business_id', '=', spent.business_id)
    .executeTakeFirst();
  if (!booking) throw new HttpError(404, 'This cancel link is not valid or was already used');
  if (booking.status !== 'booked') {
    throw coded(409, BOOKING_ALREADY_CANCELLED_CODE, BOOKING_ALREADY_CANCELLED_MESSAGE);
  }
  const notice = booking.min_notice_minutes ?? DEFAULT_MIN_NOTICE_MINUTES;
  if (Date.parse(booking.start_at) - now.getTime() < notice * 60_000) {
    const phone = [booking.country, booking.mobile].filter(Boolean).join(' ');
    throw coded(
      409,
      CANCEL_TOO_LATE_CODE,
      `A booking can be cancelled online until ${noticeText(notice)} before it starts. ` +
        `Please call ${phone} instead.`,
      {},
      { noticeMinutes: notice, phone },
    );
  }
  await trx
    .updateTable('appointments')
    .set({
      status: 'cancelled',
      cancel_reason: 'Cancelled online by the client',
      version: booking.version + 1,
      updated_at: nowIso,
    })
    .where('id', '=', booking.id)
    .execute();
  // The client cancelled it: its reminders go, no notice (docs/decisions.md, Messages to clients).
  await planBookingMessages(trx, spent.business_id, booking.id, 'cancelled', {
    notify: false,
    now,
    // A cancellation without a notice plans nothing, on any channel.
    sms: false,
  });
  return { date: booking.book_date, time: booking.book_time };
}

function noticeText(minutes: number): string {
  if (minutes % 60 === 0) return `${minutes / 60} hour${minutes === 60 ? '' : 's'}`;
  return `${minutes} minutes`;
}
