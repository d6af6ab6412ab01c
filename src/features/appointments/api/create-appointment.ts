// POST /api/appointments (through the outbox): the owner books a walk-in or a phone call. Made
// offline, the booking shows at once under a temporary id, built from the owner's choices (the
// entry's preview). The server checks the slot again when it arrives: a slot taken meanwhile
// comes back as a conflict with "Book anyway" (force) and "Choose another time"
// (docs/offline.md, Conflicts).
import { useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import {
  type AppointmentCreateBody,
  appointmentCreateBodySchema,
  appointmentDetailSchema,
  appointmentResponseSchema,
  type AppointmentResponse,
} from '@contract/appointments';
import { labelled } from '@/lib/i18n/label-message';
import { translate } from '@/lib/i18n/use-t';
import { notifySuccess } from '@/lib/notifications/notify';
import { defineChangeKind, jsonBody } from '@/lib/offline/change-kinds';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { useOutboxMutation } from '@/lib/offline/use-outbox-mutation';
import { clientKeys } from '@/entities/clients/api/client-keys';
import { appointmentKeys, appointmentTarget } from '@/entities/bookings/api/booking-keys';
import { appointmentUpdates } from './appointment-overlays';
import { bookingWhenValue, customerNameValue } from './booking-label';
import { isOverrulableSlot } from './booking-conflict';

export const createAppointmentKind = defineChangeKind({
  kind: 'appointments.create',
  encoding: 'json',
  schema: appointmentCreateBodySchema,
  overlay: (_body, entry, context) => {
    const row = appointmentResponseSchema.safeParse(entry.preview);
    if (!row.success || !entry.creates) return [];
    const shown = { ...row.data, id: entry.creates.tempId };
    return appointmentUpdates(context, shown.id, () => shown);
  },
  conflict: {
    overrule: (body, conflict) =>
      isOverrulableSlot(conflict) ? { ...body, force: true } : undefined,
    rework: true,
  },
});

export interface NewBooking {
  body: AppointmentCreateBody;
  /** The booking as it will be listed, under the temporary id of `tempId`. */
  preview: AppointmentResponse;
}

export function createAppointmentChange({ body, preview }: NewBooking): OutboxChange {
  return {
    kind: createAppointmentKind.kind,
    target: appointmentTarget(preview.id),
    ...labelled('diary.change.book', {
      name: customerNameValue(preview),
      when: bookingWhenValue(preview),
    }),
    method: 'POST',
    path: apiPaths.createAppointment,
    body: jsonBody(body),
    creates: { tempId: preview.id, idField: 'id' },
    preview,
  };
}

export function useCreateAppointment() {
  const queryClient = useQueryClient();
  return useOutboxMutation({
    toChange: createAppointmentChange,
    schema: appointmentDetailSchema,
    notifyRefusals: false,
    onSent: (appointment) => {
      queryClient.setQueryData(appointmentKeys.detail(appointment.id), appointment);
      notifySuccess(translate('diary.change.saved'));
      // Not awaited: every list the booking joins is fetched again in the background.
      void queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
      void queryClient.invalidateQueries({ queryKey: clientKeys.all });
    },
  });
}
