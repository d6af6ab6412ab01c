// PUT /api/appointments/{id} (through the outbox): the owner moves a booking or changes its
// services, sending the version they last saw. A booking changed on the server meanwhile, or a
// slot taken, comes back as a conflict: "Book anyway" sends it over the current version (or with
// force), "Choose another time" reopens the editor (docs/offline.md, Conflicts).
import { useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import {
  type AppointmentResponse,
  appointmentDetailSchema,
  appointmentResponseSchema,
  type AppointmentUpdateBody,
  appointmentUpdateBodySchema,
} from '@contract/appointments';
import { labelled } from '@/lib/i18n/label-message';
import { translate } from '@/lib/i18n/use-t';
import { notifySuccess } from '@/lib/notifications/notify';
import { defineChangeKind, jsonBody } from '@/lib/offline/change-kinds';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { targetId } from '@/lib/offline/outbox-targets';
import { useOutboxMutation } from '@/lib/offline/use-outbox-mutation';
import { clientKeys } from '@/entities/clients/api/client-keys';
import { appointmentKeys, appointmentTarget } from '@/entities/bookings/api/booking-keys';
import { appointmentUpdates } from './appointment-overlays';
import { bookingWhenValue, customerNameValue } from './booking-label';
import { isOverrulableSlot, readBookingConflict } from './booking-conflict';

export const updateAppointmentKind = defineChangeKind({
  kind: 'appointments.update',
  encoding: 'json',
  schema: appointmentUpdateBodySchema,
  overlay: (_body, entry, context) => {
    const row = appointmentResponseSchema.safeParse(entry.preview);
    const id = targetId(entry, appointmentTarget);
    if (!row.success || id === undefined) return [];
    const realId = context.realId(id);
    const shown = { ...row.data, id: realId };
    return appointmentUpdates(context, realId, (old) => (old ? { ...old, ...shown } : shown));
  },
  conflict: {
    overrule: (body, conflict) => {
      if (isOverrulableSlot(conflict)) return { ...body, force: true };
      const current = readBookingConflict(conflict)?.current;
      // Changed meanwhile: this edit goes over what the server has now.
      return current ? { ...body, version: current.version } : undefined;
    },
    rework: true,
  },
});

export interface BookingEdit {
  id: number;
  body: AppointmentUpdateBody;
  preview: AppointmentResponse;
}

export function updateAppointmentChange({ id, body, preview }: BookingEdit): OutboxChange {
  return {
    kind: updateAppointmentKind.kind,
    target: appointmentTarget(id),
    ...labelled('diary.change.move', {
      name: customerNameValue(preview),
      when: bookingWhenValue(preview),
    }),
    method: 'PUT',
    path: apiPaths.appointment(id),
    body: jsonBody(body),
    preview,
  };
}

export function useUpdateAppointment() {
  const queryClient = useQueryClient();
  return useOutboxMutation({
    toChange: updateAppointmentChange,
    schema: appointmentDetailSchema,
    notifyRefusals: false,
    onSent: (appointment) => {
      queryClient.setQueryData(appointmentKeys.detail(appointment.id), appointment);
      notifySuccess(translate('diary.change.updated'));
      void queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
      void queryClient.invalidateQueries({ queryKey: clientKeys.all });
    },
  });
}
