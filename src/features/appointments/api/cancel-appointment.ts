// POST /api/appointments/{id}/cancel (through the outbox), with an optional reason: the booking
// frees its time and leaves every upcoming list at once.
import { apiPaths } from '@contract/api-paths';
import { appointmentCancelBodySchema } from '@contract/appointments';
import { defineChangeKind, jsonBody } from '@/lib/offline/change-kinds';
import { translate } from '@/lib/i18n/use-t';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { appointmentTarget } from '@/entities/bookings/api/booking-keys';
import { patchOverlay, useBookingStatusChange } from './booking-status-change';

export const cancelAppointmentKind = defineChangeKind({
  kind: 'appointments.cancel',
  encoding: 'json',
  schema: appointmentCancelBodySchema,
  overlay: (_body, entry, context) => patchOverlay(entry, context, { status: 'cancelled' }),
});

export interface Cancellation {
  id: number;
  /** Who, for the pending list: "Cancel BID12 (Ann Lee)". */
  label: string;
  reason?: string;
  /** Mail the client a cancellation notice (docs/decisions.md, Messages to clients). */
  notifyClient?: boolean;
}

function cancelAppointmentChange({ id, label, reason, notifyClient }: Cancellation): OutboxChange {
  return {
    kind: cancelAppointmentKind.kind,
    target: appointmentTarget(id),
    label: translate('diary.change.cancel', { label }),
    method: 'POST',
    path: apiPaths.cancelAppointment(id),
    body: jsonBody({
      ...(reason ? { reason } : {}),
      ...(notifyClient === false ? { notifyClient: false } : {}),
    }),
  };
}

export function useCancelAppointment() {
  return useBookingStatusChange(cancelAppointmentChange, 'diary.change.cancelled');
}
