// POST /api/appointments/{id}/no_show (through the outbox): the client did not come.
import { apiPaths } from '@contract/api-paths';
import { appointmentNoShowBodySchema } from '@contract/appointments';
import { defineChangeKind, jsonBody } from '@/lib/offline/change-kinds';
import { translate } from '@/lib/i18n/use-t';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { appointmentTarget } from '@/entities/bookings/api/booking-keys';
import { patchOverlay, useBookingStatusChange } from './booking-status-change';

export const markNoShowKind = defineChangeKind({
  kind: 'appointments.noShow',
  encoding: 'json',
  schema: appointmentNoShowBodySchema,
  overlay: (_body, entry, context) => patchOverlay(entry, context, { status: 'no_show' }),
});

function markNoShowChange({ id, label }: { id: number; label: string }): OutboxChange {
  return {
    kind: markNoShowKind.kind,
    target: appointmentTarget(id),
    label: translate('diary.change.noShow', { label }),
    method: 'POST',
    path: apiPaths.noShowAppointment(id),
    body: jsonBody({}),
  };
}

export function useMarkNoShow() {
  return useBookingStatusChange(markNoShowChange, 'diary.change.noShowMarked');
}
