// POST /api/business-settings/breaks (through the outbox): a weekday's break, e.g. lunch 12:00 to
// 12:30. Made offline, it shows under a temporary id (lib/offline/temp-ids.ts) until sent.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import {
  type BreakBody,
  breakBodySchema,
  breakCreatedResponseSchema,
  type BusinessBreak,
} from '@contract/availability-settings';
import { notifyPending, notifySuccess } from '@/lib/notifications/notify';
import { defineChangeKind, jsonBody, upsert } from '@/lib/offline/change-kinds';
import { submitChange } from '@/lib/offline/use-outbox-mutation';
import { translate } from '@/lib/i18n/use-t';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { newCreation } from '@/lib/offline/temp-ids';
import { labelled } from '@/lib/i18n/label-message';
import { breakMessage } from './availability-labels';
import {
  availabilitySettingsKey,
  availabilityRowTarget,
  availabilityUpdate,
} from './availability-settings';

/** The server's order: by weekday, then start. */
const byDayAndTime = (a: BusinessBreak, b: BusinessBreak) =>
  a.dayOfWeek - b.dayOfWeek || a.startTime.localeCompare(b.startTime);

export const addBreakKind = defineChangeKind({
  kind: 'settings.addBreak',
  encoding: 'json',
  schema: breakBodySchema,
  overlay: (body, entry) => {
    const id = entry.creates?.tempId;
    if (id === undefined) return [];
    return [
      availabilityUpdate((settings) => ({
        ...settings,
        breaks: upsert(settings.breaks, { id, ...body }, (row) => row.id).sort(byDayAndTime),
      })),
    ];
  },
});

export function addBreakChange(body: BreakBody): OutboxChange {
  const creates = newCreation('id');
  return {
    kind: addBreakKind.kind,
    target: availabilityRowTarget('breaks', creates.tempId),
    ...labelled('onlineBooking.change.addBreak', { break: breakMessage(body) }),
    method: 'POST',
    path: apiPaths.businessBreaks,
    body: jsonBody(body),
    creates,
  };
}

/**
 * One break per weekday ticked (docs/decisions.md, Working hours shortcuts): each an ordinary
 * break change through the outbox, in order, and one toast for them all. A refusal stops the rest
 * and is the card's to show; those sent before it stay.
 */
export function useAddBreaks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (bodies: readonly BreakBody[]) => {
      let pending = false;
      try {
        for (const body of bodies) {
          const outcome = await submitChange(addBreakChange(body), breakCreatedResponseSchema);
          if (outcome.status === 'pending') pending = true;
        }
      } finally {
        await queryClient.invalidateQueries({ queryKey: availabilitySettingsKey, exact: true });
      }
      return { count: bodies.length, pending };
    },
    onSuccess: ({ count, pending }) => {
      if (pending) notifyPending();
      // One break: the server's "Break added", in the owner's language.
      else notifySuccess(translate('onlineBooking.breaksAdded', { count }));
    },
  });
}
