// DELETE /api/business-settings/{breaks,closures,special-hours}/{id} (through the outbox): the
// three removals differ in their path and list, and the overlay finds the row its change targets:
// a break or closed date by its id, special hours by their date.
// A row created offline may be removed before it is sent: its temporary id in the path is
// replaced by the server's at replay (docs/offline.md, Temporary ids).
import { apiPaths } from '@contract/api-paths';
import type { AvailabilitySettings } from '@contract/availability-settings';
import { messageResponseSchema } from '@contract/common';
import { defineChangeKind, type OverlayContext } from '@/lib/offline/change-kinds';
import type { OutboxEntry } from '@/lib/offline/offline-db';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { targetId, targetKey } from '@/lib/offline/outbox-targets';
import { labelled } from '@/lib/i18n/label-message';
import type { LabelValue } from '@/lib/offline/outbox-label';
import {
  availabilityRowTargets,
  availabilityUpdate,
  SPECIAL_HOURS_TARGET,
  useAvailabilityMutation,
} from './availability-settings';

type RowList = 'breaks' | 'closures' | 'specialHours';

const REMOVALS = {
  breaks: {
    kind: 'settings.removeBreak',
    path: apiPaths.businessBreak,
    change: 'onlineBooking.change.removeBreak',
  },
  closures: {
    kind: 'settings.removeClosure',
    path: apiPaths.businessClosure,
    change: 'onlineBooking.change.removeClosure',
  },
  specialHours: {
    kind: 'settings.removeSpecialHours',
    path: apiPaths.specialHoursEntry,
    change: 'onlineBooking.change.removeSpecialHours',
  },
} as const;

function rowRemovalKind(list: 'breaks' | 'closures') {
  return defineChangeKind({
    kind: REMOVALS[list].kind,
    encoding: 'none',
    overlay: (_body, entry: OutboxEntry, { realId }: OverlayContext) => {
      const id = targetId(entry, availabilityRowTargets[list]);
      if (id === undefined) return [];
      const ids = new Set([id, realId(id)]);
      return [
        availabilityUpdate((settings): AvailabilitySettings => {
          const rows: { id: number }[] = settings[list];
          return { ...settings, [list]: rows.filter((row) => !ids.has(row.id)) };
        }),
      ];
    },
  });
}

export const removeBreakKind = rowRemovalKind('breaks');
export const removeClosureKind = rowRemovalKind('closures');
export const removeSpecialHoursKind = defineChangeKind({
  kind: REMOVALS.specialHours.kind,
  encoding: 'none',
  // Targeted by its date, which names the row as its id does: the server keeps one row per date
  // (docs/decisions.md, Availability settings (owner)).
  overlay: (_body, entry: OutboxEntry) => {
    const date = targetKey(entry, SPECIAL_HOURS_TARGET);
    if (date === undefined) return [];
    return [
      availabilityUpdate((settings): AvailabilitySettings => ({
        ...settings,
        specialHours: settings.specialHours.filter((row) => row.date !== date),
      })),
    ];
  },
});

export interface Removal {
  id: number;
  /**
   * What the pending list names, e.g. "Tuesday 12:00 to 12:30", as a label's value
   * (availability-labels.ts) so it is worded again in the language shown.
   */
  row: LabelValue;
  target: string;
}

function removalChange(list: RowList, { id, row, target }: Removal): OutboxChange {
  const removal = REMOVALS[list];
  return {
    kind: removal.kind,
    target,
    ...labelled(removal.change, { row }),
    method: 'DELETE',
    path: removal.path(id),
    body: { kind: 'none' },
  };
}

export function useRemoveAvailabilityRow(list: RowList) {
  return useAvailabilityMutation(
    (removal: Removal) => removalChange(list, removal),
    messageResponseSchema,
  );
}
