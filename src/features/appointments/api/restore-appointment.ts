// POST /api/appointments/{id}/restore (through the outbox): undoes a cancellation or a no-show
// (docs/decisions.md, Checkout). A cancelled booking is checked again like a new one: a time
// taken meanwhile comes back as a conflict, and "Book anyway" sends it with force
// (docs/offline.md, Conflicts).
import { apiPaths } from '@contract/api-paths';
import { restoreBodySchema } from '@contract/checkout';
import { defineChangeKind, jsonBody } from '@/lib/offline/change-kinds';
import { translate } from '@/lib/i18n/use-t';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { appointmentTarget } from '@/entities/bookings/api/booking-keys';
import { isOverrulableSlot } from './booking-conflict';
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
  id: number;
  label: string;
  /** "Book anyway" after the server said the time is taken or closed. */
  force?: boolean;
}

function restoreChange({ id, label, force }: Restoration): OutboxChange {
  return {
    kind: restoreAppointmentKind.kind,
    target: appointmentTarget(id),
    label: translate('diary.change.restore', { label }),
    method: 'POST',
    path: apiPaths.restoreAppointment(id),
    body: jsonBody(force ? { force } : {}),
  };
}

/** Online, a refusal comes back to the details (`onRefused`), which offers "Book anyway". */
export function useRestoreAppointment() {
  return useBookingStatusChange(restoreChange, 'diary.change.restored');
}
