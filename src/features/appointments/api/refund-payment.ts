// POST /api/appointments/{id}/refund (through the outbox): returns a recorded payment, whole
// (docs/decisions.md, Checkout). Shown at once as refunded.
import { apiPaths } from '@contract/api-paths';
import { refundBodySchema } from '@contract/checkout';
import { defineChangeKind, jsonBody } from '@/lib/offline/change-kinds';
import { labelled } from '@/lib/i18n/label-message';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { appointmentTarget } from '@/entities/bookings/api/booking-keys';
import { bookingNameValue, type NamedBooking } from './booking-label';
import { patchOverlay, useBookingStatusChange } from './booking-status-change';

export const refundPaymentKind = defineChangeKind({
  kind: 'appointments.refund',
  encoding: 'json',
  schema: refundBodySchema,
  overlay: (_body, entry, context) => patchOverlay(entry, context, { payment_status: 'refunded' }),
});

export interface Refund {
  /** Which, and whose, for the pending list: "Refund BID12 (Ann Lee)". */
  booking: NamedBooking;
  paymentId: number;
}

export function refundChange({ booking, paymentId }: Refund): OutboxChange {
  return {
    kind: refundPaymentKind.kind,
    target: appointmentTarget(booking.id),
    ...labelled('diary.change.refund', { label: bookingNameValue(booking) }),
    method: 'POST',
    path: apiPaths.refundAppointment(booking.id),
    body: jsonBody({ paymentId }),
  };
}

export function useRefundPayment() {
  return useBookingStatusChange(refundChange, 'diary.change.refunded');
}
