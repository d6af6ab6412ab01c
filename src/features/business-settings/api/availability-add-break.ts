// POST /api/business-settings/breaks (through the outbox): a weekday's break, e.g. lunch 12:00 to
// 12:30. Made offline, it shows under a temporary id (lib/offline/temp-ids.ts) until sent.
import { apiPaths } from '../../../../contract/api-paths';
import {
  type BreakBody,
  breakBodySchema,
  breakCreatedResponseSchema,
  type BusinessBreak,
} from '../../../../contract/availability-settings';
import { defineChangeKind, jsonBody, upsert } from '../../../lib/offline/change-kinds';
import type { OutboxChange } from '../../../lib/offline/outbox-runtime';
import { newCreation } from '../../../lib/offline/temp-ids';
import { breakLabel } from './availability-labels';
import {
  availabilityRowTarget,
  availabilityUpdate,
  useAvailabilityMutation,
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
    label: `Add break ${breakLabel(body)}`,
    method: 'POST',
    path: apiPaths.businessBreaks,
    body: jsonBody(body),
    creates,
  };
}

export function useAddBreak() {
  return useAvailabilityMutation(addBreakChange, breakCreatedResponseSchema);
}
