// POST /api/appointments/{id}/cancel (through the outbox), with an optional reason: the booking
// frees its time and leaves every upcoming list at once.
import { apiPaths } from '@contract/api-paths';
import { appointmentCancelBodySchema } from '@contract/appointments';
import { defineChangeKind, jsonBody } from '@/lib/offline/change-kinds';
import { labelled } from '@/lib/i18n/label-message';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { appointmentTarget } from '@/entities/bookings/api/booking-keys';
import { bookingNameValue, type NamedBooking } from './booking-label';
import { patchOverlay, useBookingStatusChange } from './booking-status-change';

export const cancelAppointmentKind = defineChangeKind({
  kind: 'appointments.cancel',
  encoding: 'json',
  schema: appointmentCancelBodySchema,
  overlay: (_body, entry, context) => patchOverlay(entry, context, { status: 'cancelled' }),
});

export interface Cancellation {
  /** Which, and whose, for the pending list: "Cancel BID12 (Ann Lee)". */
  booking: NamedBooking;
  reason?: string;
  /** Mail the client a cancellation notice (docs/decisions.md, Messages to clients). */
  notifyClient?: boolean;
}

export function cancelAppointmentChange({
  booking,
  reason,
  notifyClient,
}: Cancellation): OutboxChange {
  return {
    kind: cancelAppointmentKind.kind,
    target: appointmentTarget(booking.id),
    ...labelled('diary.change.cancel', { label: bookingNameValue(booking) }),
    method: 'POST',
    path: apiPaths.cancelAppointment(booking.id),
    body: jsonBody({
      ...(reason ? { reason } : {}),
      ...(notifyClient === false ? { notifyClient: false } : {}),
    }),
  };
}

export function useCancelAppointment() {
  return useBookingStatusChange(cancelAppointmentChange, 'diary.change.cancelled');
}
