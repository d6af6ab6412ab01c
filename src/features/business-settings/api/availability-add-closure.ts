// POST /api/business-settings/closures (through the outbox): closed dates, one day or a range
// (holidays). Made offline, they show under a temporary id until sent.
import { apiPaths } from '@contract/api-paths';
import {
  type BusinessClosure,
  type ClosureBody,
  closureBodySchema,
  closureCreatedResponseSchema,
} from '@contract/availability-settings';
import { defineChangeKind, jsonBody, upsert } from '@/lib/offline/change-kinds';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { newCreation } from '@/lib/offline/temp-ids';
import { labelled } from '@/lib/i18n/label-message';
import { closureValue } from './availability-labels';
import {
  availabilityRowTarget,
  availabilityUpdate,
  useAvailabilityMutation,
} from './availability-settings';

/** The server's order: by first date. */
const byFirstDate = (a: BusinessClosure, b: BusinessClosure) =>
  a.fromDate.localeCompare(b.fromDate);

export const addClosureKind = defineChangeKind({
  kind: 'settings.addClosure',
  encoding: 'json',
  schema: closureBodySchema,
  overlay: (body, entry) => {
    const id = entry.creates?.tempId;
    if (id === undefined) return [];
    return [
      availabilityUpdate((settings) => ({
        ...settings,
        closures: upsert(settings.closures, { id, ...body }, (row) => row.id).sort(byFirstDate),
      })),
    ];
  },
});

export function addClosureChange(body: ClosureBody): OutboxChange {
  const creates = newCreation('id');
  const note = body.note?.trim() ?? '';
  return {
    kind: addClosureKind.kind,
    target: availabilityRowTarget('closures', creates.tempId),
    ...labelled('onlineBooking.change.addClosure', {
      dates: closureValue({ fromDate: body.fromDate, toDate: body.toDate, note }),
    }),
    method: 'POST',
    path: apiPaths.businessClosures,
    body: jsonBody({ ...body, note }),
    creates,
  };
}

export function useAddClosure() {
  return useAvailabilityMutation(addClosureChange, closureCreatedResponseSchema);
}
