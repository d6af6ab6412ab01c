// The "Online booking" screen's changes as the outbox keeps them (docs/offline.md): each reads
// back through its kind, and waiting, each shows in the cached settings as the server will store
// it, however often the overlay is laid again.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { AvailabilitySettings } from '@contract/availability-settings';
import { ChangeKinds, installPendingOverlays } from '@/lib/offline/change-kinds';
import type { OutboxEntry } from '@/lib/offline/offline-db';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { addBreakChange, addBreakKind } from './availability-add-break';
import { addClosureChange, addClosureKind } from './availability-add-closure';
import {
  removeBreakKind,
  removeClosureKind,
  removeSpecialHoursKind,
} from './availability-removals';
import { saveSpecialHoursChange, saveSpecialHoursKind } from './availability-save-special-hours';
import {
  availabilityRowTarget,
  availabilitySettingsKey,
  specialHoursTarget,
} from './availability-settings';
import { availabilityRulesChange, updateAvailabilityRulesKind } from './availability-update-rules';

const changeKinds = new ChangeKinds([
  updateAvailabilityRulesKind,
  addBreakKind,
  removeBreakKind,
  addClosureKind,
  removeClosureKind,
  saveSpecialHoursKind,
  removeSpecialHoursKind,
]);

let nextId = 1;
function entry(change: OutboxChange): OutboxEntry {
  nextId += 1;
  return {
    id: nextId,
    userId: 7,
    key: `key-${nextId}`,
    createdAt: 0,
    attempts: 0,
    state: 'queued',
    nextAttemptAt: 0,
    errors: [],
    ...change,
  };
}

/** A removal as the screen queues it: marked by its row's target, which its overlay reads. */
const removal = (kind: string, path: string, target: string): OutboxEntry =>
  entry({ kind, target, label: 'Remove', method: 'DELETE', path, body: { kind: 'none' } });

const SETTINGS: AvailabilitySettings = {
  capacity: 1,
  minNoticeMinutes: 120,
  horizonDays: 60,
  onlineBooking: true,
  slug: 'ada-hair-studio',
  breaks: [
    { id: 3, dayOfWeek: 2, startTime: '12:00', endTime: '12:30' },
    { id: 4, dayOfWeek: 5, startTime: '15:00', endTime: '15:15' },
  ],
  closures: [{ id: 5, fromDate: '2026-12-24', toDate: '2026-12-26', note: 'Christmas' }],
  specialHours: [
    {
      id: 9,
      date: '2026-12-31',
      open: true,
      openingTime: '10:00',
      closingTime: '14:00',
      secondOpeningTime: null,
      secondClosingTime: null,
    },
  ],
};

/** The cached settings with these entries waiting, laid over twice (as a refetch would). */
function overlaid(entries: OutboxEntry[], realIds: Record<number, number> = {}) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(availabilitySettingsKey, SETTINGS);
  const outbox = {
    getEntries: () => entries,
    subscribe: () => () => {},
    realId: (id: number) => realIds[id] ?? id,
  };
  installPendingOverlays(queryClient, outbox, changeKinds)();
  installPendingOverlays(queryClient, outbox, changeKinds)();
  return queryClient.getQueryData<AvailabilitySettings>(availabilitySettingsKey);
}

describe('the availability changes', () => {
  it('read back through their kinds, so they can be queued and sent', () => {
    const changes = [
      availabilityRulesChange({
        capacity: 2,
        minNoticeMinutes: 0,
        horizonDays: 30,
        onlineBooking: false,
      }),
      addBreakChange({ dayOfWeek: 1, startTime: '12:00', endTime: '12:30' }),
      addClosureChange({ fromDate: '2026-12-24', toDate: '2026-12-24' }),
      saveSpecialHoursChange({ date: '2026-12-31', open: false }),
      removal(
        removeBreakKind.kind,
        '/api/business-settings/breaks/3',
        availabilityRowTarget('breaks', 3),
      ),
    ];
    expect(changes.map((change) => changeKinds.read(change).ok)).toEqual(changes.map(() => true));
    expect(changes.map((change) => change.label)).toEqual([
      'Online booking off: 2 at the same time, 0 min notice, 30 days ahead',
      'Add break Monday 12:00 to 12:30',
      'Close Thu, 24 Dec 2026',
      'Special hours Thu, 31 Dec 2026: closed',
      'Remove',
    ]);
  });

  it('refuse a body the server would refuse, before it is stored', () => {
    const change = addBreakChange({ dayOfWeek: 1, startTime: '13:00', endTime: '12:00' });
    expect(changeKinds.read(change)).toEqual({
      ok: false,
      messages: ['The break must end after it starts'],
    });
  });
});

describe('waiting availability changes', () => {
  it('show the new rules', () => {
    const rules = { capacity: 4, minNoticeMinutes: 30, horizonDays: 14, onlineBooking: false };
    expect(overlaid([entry(availabilityRulesChange(rules))])).toEqual({ ...SETTINGS, ...rules });
  });

  it('show a new break and closed dates once each, in the server’s order, under temporary ids', () => {
    const lunch = entry(addBreakChange({ dayOfWeek: 1, startTime: '12:00', endTime: '12:30' }));
    const holiday = entry(
      addClosureChange({ fromDate: '2026-12-01', toDate: '2026-12-02', note: ' Trip ' }),
    );
    const settings = overlaid([lunch, holiday]);
    expect(settings?.breaks).toEqual([
      { id: lunch.creates!.tempId, dayOfWeek: 1, startTime: '12:00', endTime: '12:30' },
      ...SETTINGS.breaks,
    ]);
    expect(settings?.closures).toEqual([
      { id: holiday.creates!.tempId, fromDate: '2026-12-01', toDate: '2026-12-02', note: 'Trip' },
      ...SETTINGS.closures,
    ]);
    expect(lunch.creates!.tempId).toBeLessThan(0);
  });

  it('replace the special hours of a date that has some, keeping its id, as the server does', () => {
    const later = entry(
      saveSpecialHoursChange({
        date: '2026-12-31',
        open: true,
        openingTime: '12:00',
        closingTime: '16:00',
      }),
    );
    const closedDay = entry(saveSpecialHoursChange({ date: '2026-12-30', open: false }));
    expect(overlaid([later, closedDay])?.specialHours).toEqual([
      {
        id: closedDay.creates!.tempId,
        date: '2026-12-30',
        open: false,
        openingTime: null,
        closingTime: null,
        secondOpeningTime: null,
        secondClosingTime: null,
      },
      {
        id: 9,
        date: '2026-12-31',
        open: true,
        openingTime: '12:00',
        closingTime: '16:00',
        secondOpeningTime: null,
        secondClosingTime: null,
      },
    ]);
  });

  it('hide a removed row, also one created offline and since given its server id', () => {
    const lunch = entry(addBreakChange({ dayOfWeek: 1, startTime: '12:00', endTime: '12:30' }));
    const tempId = lunch.creates!.tempId;
    const settings = overlaid(
      [
        removal(
          removeBreakKind.kind,
          '/api/business-settings/breaks/4',
          availabilityRowTarget('breaks', 4),
        ),
        removal(
          removeClosureKind.kind,
          '/api/business-settings/closures/5',
          availabilityRowTarget('closures', 5),
        ),
        removal(
          removeSpecialHoursKind.kind,
          '/api/business-settings/special-hours/9',
          specialHoursTarget('2026-12-31'),
        ),
        // Sent meanwhile: the cached list already has it under the server's id, 21.
        removal(
          removeBreakKind.kind,
          `/api/business-settings/breaks/${tempId}`,
          availabilityRowTarget('breaks', tempId),
        ),
      ],
      { [tempId]: 21 },
    );
    expect(settings).toEqual({
      ...SETTINGS,
      breaks: [SETTINGS.breaks[0]],
      closures: [],
      specialHours: [],
    });
    const withServerRow = new QueryClient();
    withServerRow.setQueryData(availabilitySettingsKey, {
      ...SETTINGS,
      breaks: [{ id: 21, dayOfWeek: 1, startTime: '12:00', endTime: '12:30' }],
    });
    installPendingOverlays(
      withServerRow,
      {
        getEntries: () => [
          removal(
            removeBreakKind.kind,
            `/api/business-settings/breaks/${tempId}`,
            availabilityRowTarget('breaks', tempId),
          ),
        ],
        subscribe: () => () => {},
        realId: (id: number) => (id === tempId ? 21 : id),
      },
      changeKinds,
    )();
    expect(
      withServerRow.getQueryData<AvailabilitySettings>(availabilitySettingsKey)?.breaks,
    ).toEqual([]);
  });
});
