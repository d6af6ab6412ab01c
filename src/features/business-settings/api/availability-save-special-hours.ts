// POST /api/business-settings/special-hours (through the outbox): one date's own hours, open or
// closed. The server keeps one row per date and replaces the hours of a date that has some
// (docs/decisions.md, Availability settings (owner)), so the overlay replaces that date's row too.
import { apiPaths } from '@contract/api-paths';
import {
  type SpecialHours,
  type SpecialHoursBody,
  specialHoursBodySchema,
  specialHoursSavedResponseSchema,
} from '@contract/availability-settings';
import { defineChangeKind, jsonBody } from '@/lib/offline/change-kinds';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { newCreation } from '@/lib/offline/temp-ids';
import { labelled } from '@/lib/i18n/label-message';
import { specialHoursMessage } from './availability-labels';
import {
  availabilityUpdate,
  specialHoursTarget,
  useAvailabilityMutation,
} from './availability-settings';

/** The row as the server will store it: a closed date keeps no times. */
function toRow(id: number, body: SpecialHoursBody): SpecialHours {
  return {
    id,
    date: body.date,
    open: body.open,
    openingTime: body.open ? (body.openingTime ?? null) : null,
    closingTime: body.open ? (body.closingTime ?? null) : null,
    secondOpeningTime: body.open ? (body.secondOpeningTime ?? null) : null,
    secondClosingTime: body.open ? (body.secondClosingTime ?? null) : null,
  };
}

export const saveSpecialHoursKind = defineChangeKind({
  kind: 'settings.saveSpecialHours',
  encoding: 'json',
  schema: specialHoursBodySchema,
  overlay: (body, entry) => {
    const tempId = entry.creates?.tempId;
    if (tempId === undefined) return [];
    return [
      availabilityUpdate((settings) => {
        // The date's row keeps its id, as on the server; laid again, it finds itself.
        const current = settings.specialHours.find((row) => row.date === body.date);
        const row = toRow(current?.id ?? tempId, body);
        return {
          ...settings,
          specialHours: [
            ...settings.specialHours.filter((other) => other.date !== body.date),
            row,
          ].sort((a, b) => a.date.localeCompare(b.date)),
        };
      }),
    ];
  },
});

export function saveSpecialHoursChange(body: SpecialHoursBody): OutboxChange {
  const creates = newCreation('id');
  return {
    kind: saveSpecialHoursKind.kind,
    // Marked by the date: the row may keep the id it had.
    target: specialHoursTarget(body.date),
    ...labelled('onlineBooking.change.specialHours', {
      hours: specialHoursMessage(toRow(creates.tempId, body)),
    }),
    method: 'POST',
    path: apiPaths.specialHours,
    body: jsonBody(body),
    creates,
  };
}

export function useSaveSpecialHours() {
  return useAvailabilityMutation(saveSpecialHoursChange, specialHoursSavedResponseSchema);
}
