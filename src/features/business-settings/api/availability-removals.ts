// DELETE /api/business-settings/{breaks,closures,special-hours}/{id} (through the outbox): the
// three removals differ only in their path and list, so one definition makes the three kinds.
// A row created offline may be removed before it is sent: its temporary id in the path is
// replaced by the server's at replay (docs/offline.md, Temporary ids).
import { apiPaths } from '../../../../contract/api-paths';
import type { AvailabilitySettings } from '../../../../contract/availability-settings';
import { messageResponseSchema } from '../../../../contract/common';
import { defineChangeKind, type OverlayContext } from '../../../lib/offline/change-kinds';
import type { OutboxEntry } from '../../../lib/offline/offline-db';
import type { OutboxChange } from '../../../lib/offline/outbox-runtime';
import { translate } from '../../../lib/i18n/use-t';
import { availabilityUpdate, useAvailabilityMutation } from './availability-settings';

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

/** The row's id: the last segment of the entry's path. */
function pathId(entry: OutboxEntry): number | undefined {
  const id = Number(entry.path.split('/').pop());
  return Number.isInteger(id) ? id : undefined;
}

function removalKind(list: RowList) {
  return defineChangeKind({
    kind: REMOVALS[list].kind,
    encoding: 'none',
    overlay: (_body, entry: OutboxEntry, { realId }: OverlayContext) => {
      const id = pathId(entry);
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

export const removeBreakKind = removalKind('breaks');
export const removeClosureKind = removalKind('closures');
export const removeSpecialHoursKind = removalKind('specialHours');

export interface Removal {
  id: number;
  /** What the pending list names, e.g. "Tuesday 12:00 to 12:30". */
  label: string;
  target: string;
}

function removalChange(list: RowList, { id, label, target }: Removal): OutboxChange {
  const removal = REMOVALS[list];
  return {
    kind: removal.kind,
    target,
    label: translate(removal.change, { row: label }),
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
