// POST /api/appointments/{id}/restore (through the outbox): undoes a cancellation or a no-show
// (docs/decisions.md, Checkout). A cancelled booking is checked again like a new one: a time
// taken meanwhile comes back as a conflict, and "Book anyway" sends it with force
// (docs/offline.md, Conflicts).
import { apiPaths } from '@contract/api-paths';
import { restoreBodySchema } from '@contract/checkout';
import { defineChangeKind, jsonBody } from '@/lib/offline/change-kinds';
import { labelled } from '@/lib/i18n/label-message';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { appointmentTarget } from '@/entities/bookings/api/booking-keys';
import { isOverrulableSlot } from './booking-conflict';
import { bookingNameValue, type NamedBooking } from './booking-label';
import { patchOverlay, useBookingStatusChange } from './booking-status-change';

export const restoreAppointmentKind = defineChangeKind({
  kind: 'appointments.restore',
  encoding: 'json',
  schema: restoreBodySchema,
  overlay: (_body, entry, context) => patchOverlay(entry, context, { status: 'booked' }),
  conflict: {
    overrule: (body, conflict) =>
      isOverrulableSlot(conflict) ? { ...(body ?? {}), force: true } : undefined,
    rework: false,
  },
});

export interface Restoration {
  /** Which, and whose, for the pending list: "Restore BID12 (Ann Lee)". */
  booking: NamedBooking;
  /** "Book anyway" after the server said the time is taken or closed. */
  force?: boolean;
}

export function restoreChange({ booking, force }: Restoration): OutboxChange {
  return {
    kind: restoreAppointmentKind.kind,
    target: appointmentTarget(booking.id),
    ...labelled('diary.change.restore', { label: bookingNameValue(booking) }),
    method: 'POST',
    path: apiPaths.restoreAppointment(booking.id),
    body: jsonBody(force ? { force } : {}),
  };
}

/** Online, a refusal comes back to the details (`onRefused`), which offers "Book anyway". */
export function useRestoreAppointment() {
  return useBookingStatusChange(restoreChange, 'diary.change.restored');
}
