// What cancelling, marking a no-show and settling a booking share: one click, through the outbox,
// shown at once on the booking wherever it is listed, and every list fetched again once the
// server has it. Each endpoint's own file says what it sends and what it changes.
import { useQueryClient } from '@tanstack/react-query';
import { appointmentDetailSchema, type Appointment } from '@contract/appointments';
import { translate, type AppKey } from '@/lib/i18n/use-t';
import { notifySuccess } from '@/lib/notifications/notify';
import type { CacheUpdate, OverlayContext } from '@/lib/offline/change-kinds';
import type { OutboxEntry } from '@/lib/offline/offline-db';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { targetId } from '@/lib/offline/outbox-targets';
import { useOutboxMutation } from '@/lib/offline/use-outbox-mutation';
import { clientKeys } from '@/entities/clients/api/client-keys';
import { appointmentKeys, appointmentTarget } from '@/entities/bookings/api/booking-keys';
import { appointmentUpdates, patchRow } from './appointment-overlays';

/** The overlay of a change that sets some fields of the booking it targets. */
export function patchOverlay(
  entry: OutboxEntry,
  context: OverlayContext,
  fields: Partial<Appointment>,
): CacheUpdate[] {
  const id = targetId(entry, appointmentTarget);
  return id === undefined ? [] : appointmentUpdates(context, context.realId(id), patchRow(fields));
}

export function useBookingStatusChange<TVariables>(
  toChange: (variables: TVariables) => OutboxChange,
  /** The notice once the server has it, in the language of that moment (`diary.change.*`). */
  sentMessage: AppKey,
) {
  const queryClient = useQueryClient();
  return useOutboxMutation({
    toChange,
    schema: appointmentDetailSchema,
    onSent: (appointment) => {
      queryClient.setQueryData(appointmentKeys.detail(appointment.id), appointment);
      notifySuccess(translate(sentMessage));
      void queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
      void queryClient.invalidateQueries({ queryKey: clientKeys.all });
    },
  });
}
