// PUT /api/appointments/{id}/payment_status (through the outbox): the status alone, without a
// payment row. The details mark a booking paid before the checkout refunded with it; a payment
// goes through the checkout instead (docs/decisions.md, Checkout).
import { apiPaths } from '@contract/api-paths';
import { appointmentPaymentBodySchema, type PaymentStatus } from '@contract/appointments';
import { defineChangeKind, jsonBody } from '@/lib/offline/change-kinds';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { labelled } from '@/lib/i18n/label-message';
import { appointmentTarget } from '@/entities/bookings/api/booking-keys';
import { bookingNameValue, type NamedBooking } from './booking-label';
import { patchOverlay, useBookingStatusChange } from './booking-status-change';

export const setPaymentStatusKind = defineChangeKind({
  kind: 'appointments.paymentStatus',
  encoding: 'json',
  schema: appointmentPaymentBodySchema,
  overlay: (body, entry, context) =>
    patchOverlay(entry, context, { payment_status: body.payment_status }),
});

export interface PaymentChange {
  /** Which, and whose, for the pending list: "Refunded: BID12 (Ann Lee)". */
  booking: NamedBooking;
  status: PaymentStatus;
}

export function setPaymentStatusChange({ booking, status }: PaymentChange): OutboxChange {
  return {
    kind: setPaymentStatusKind.kind,
    target: appointmentTarget(booking.id),
    // The status as its code: the message's own select words it (paid -> "Paid", "Betalt").
    ...labelled('diary.change.paymentStatus', { status, label: bookingNameValue(booking) }),
    method: 'PUT',
    path: apiPaths.appointmentPaymentStatus(booking.id),
    body: jsonBody({ payment_status: status }),
  };
}

export function useSetPaymentStatus() {
  return useBookingStatusChange(setPaymentStatusChange, 'diary.change.paymentStatusUpdated');
}
