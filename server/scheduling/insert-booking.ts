// The one write of a new booking, for the owner's diary (server/routes/appointments/) and the
// booking page (server/routes/public/) alike: the appointment row with its read copy of the items
// (appointments.items_json) and the items themselves (the truth), in the caller's transaction,
// after the caller's checks (booking-plan.ts).
import type { Db } from '../db/database.js';
import type { AppointmentSource } from '../db/schema.js';
import { itemsJson } from '../repositories/appointment-reads.js';
import { firstActiveMemberId } from '../repositories/team-members.js';
import type { PlannedBooking, PlannedItem } from './booking-plan.js';
import type { Language } from '../../contract/i18n/language.js';

export interface NewBooking {
  plan: PlannedBooking;
  client: { id: number; firstName: string; lastName: string };
  /** Who booked: the owner in the diary, or a client online. */
  source: AppointmentSource;
  notes: string;
  now: Date;
  /**
   * Who performs it, after the caller's checks; absent, the business's first active member
   * (docs/decisions.md, Team).
   */
  memberId?: number;
  /**
   * The language its client booked in (the booking page's); absent for the owner's bookings,
   * whose mails follow the business's default (docs/decisions.md, Languages).
   */
  language?: Language;
  /** The client's own note from the booking page (docs/decisions.md, Address and booking page). */
  clientNote?: string;
}

/** Writes the booking as planned, unpaid and booked, at version 1; answers its id. */
export async function insertBooking(
  trx: Db,
  businessId: number,
  booking: NewBooking,
): Promise<number> {
  const at = booking.now.toISOString();
  const { items, ...times } = booking.plan;
  const memberId = booking.memberId ?? (await firstActiveMemberId(trx, businessId));
  const row = await trx
    .insertInto('appointments')
    .values({
      business_id: businessId,
      ...times,
      client_id: booking.client.id,
      member_id: memberId,
      first_name: booking.client.firstName,
      last_name: booking.client.lastName,
      payment_status: 'unpaid',
      status: 'booked',
      source: booking.source,
      notes: booking.notes,
      items_json: itemsJson(items),
      cancel_reason: null,
      version: 1,
      language: booking.language ?? null,
      client_note: booking.clientNote ?? '',
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertBookingItems(trx, businessId, row.id, items);
  return row.id;
}

/** The items of a booking, in their order; a rescheduled booking's replace its old ones. */
export async function insertBookingItems(
  trx: Db,
  businessId: number,
  appointmentId: number,
  items: readonly PlannedItem[],
): Promise<void> {
  await trx
    .insertInto('appointment_items')
    .values(
      items.map((item, position) => ({
        ...item,
        appointment_id: appointmentId,
        business_id: businessId,
        position,
      })),
    )
    .execute();
}
