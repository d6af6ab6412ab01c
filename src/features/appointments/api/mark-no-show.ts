// POST /api/appointments/{id}/no_show (through the outbox): the client did not come.
import { apiPaths } from '@contract/api-paths';
import { appointmentNoShowBodySchema } from '@contract/appointments';
import { defineChangeKind, jsonBody } from '@/lib/offline/change-kinds';
import { labelled } from '@/lib/i18n/label-message';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { appointmentTarget } from '@/entities/bookings/api/booking-keys';
import { bookingNameValue, type NamedBooking } from './booking-label';
import { patchOverlay, useBookingStatusChange } from './booking-status-change';

export const markNoShowKind = defineChangeKind({
  kind: 'appointments.noShow',
  encoding: 'json',
  schema: appointmentNoShowBodySchema,
  overlay: (_body, entry, context) => patchOverlay(entry, context, { status: 'no_show' }),
});

export function markNoShowChange({ booking }: { booking: NamedBooking }): OutboxChange {
  return {
    kind: markNoShowKind.kind,
    target: appointmentTarget(booking.id),
    ...labelled('diary.change.noShow', { label: bookingNameValue(booking) }),
    method: 'POST',
    path: apiPaths.noShowAppointment(booking.id),
    body: jsonBody({}),
  };
}

export function useMarkNoShow() {
  return useBookingStatusChange(markNoShowChange, 'diary.change.noShowMarked');
}
