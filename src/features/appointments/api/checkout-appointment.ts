// POST /api/appointments/{id}/checkout (through the outbox): what the client paid, by which
// method, with the discount and tip (docs/decisions.md, Checkout). Shown at once as paid.
import { apiPaths } from '@contract/api-paths';
import { checkoutBodySchema, type CheckoutBody } from '@contract/checkout';
import { defineChangeKind, jsonBody } from '@/lib/offline/change-kinds';
import { labelled } from '@/lib/i18n/label-message';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { appointmentTarget } from '@/entities/bookings/api/booking-keys';
import { bookingNameValue, type NamedBooking } from './booking-label';
import { patchOverlay, useBookingStatusChange } from './booking-status-change';

export const checkoutAppointmentKind = defineChangeKind({
  kind: 'appointments.checkout',
  encoding: 'json',
  schema: checkoutBodySchema,
  overlay: (_body, entry, context) => patchOverlay(entry, context, { payment_status: 'paid' }),
});

export interface Checkout {
  /** Which, and whose, for the pending list: "Check out BID12 (Ann Lee)". */
  booking: NamedBooking;
  body: CheckoutBody;
}

export function checkoutChange({ booking, body }: Checkout): OutboxChange {
  return {
    kind: checkoutAppointmentKind.kind,
    target: appointmentTarget(booking.id),
    ...labelled('diary.change.checkout', { label: bookingNameValue(booking) }),
    method: 'POST',
    path: apiPaths.checkoutAppointment(booking.id),
    body: jsonBody(body),
  };
}

export function useCheckoutAppointment() {
  return useBookingStatusChange(checkoutChange, 'diary.change.paymentRecorded');
}
