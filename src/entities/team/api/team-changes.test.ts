// The team's changes as the outbox keeps them (docs/offline.md): each reads back through its kind,
// and waiting, each shows in the cached team as the server will store it, however often the
// overlay is laid again; a member added offline is edited under its temporary id.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { MemberHoursDayBody, TeamMember } from '@contract/team';
import { ChangeKinds, installPendingOverlays } from '@/lib/offline/change-kinds';
import type { OutboxEntry } from '@/lib/offline/offline-db';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { memberFixture } from '../testing/member-fixture';
import { createTeamMemberChange, createTeamMemberKind } from './create-team-member';
import { setMemberHoursChange, setMemberHoursKind } from './member-hours';
import { setMemberServicesChange, setMemberServicesKind } from './member-services';
import {
  addMemberTimeOffChange,
  addMemberTimeOffKind,
  removeMemberTimeOffChange,
  removeMemberTimeOffKind,
} from './member-time-off';
import { reorderTeamChange, reorderTeamKind } from './reorder-team';
import { teamKeys } from './team-keys';
import { updateTeamMemberChange, updateTeamMemberKind } from './update-team-member';

const changeKinds = new ChangeKinds([
  createTeamMemberKind,
  updateTeamMemberKind,
  reorderTeamKind,
  setMemberServicesKind,
  setMemberHoursKind,
  addMemberTimeOffKind,
  removeMemberTimeOffKind,
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

const ada = memberFixture({
  id: 1,
  name: 'Ada',
  position: 0,
  serviceIds: [10, 11],
  timeOff: [{ id: 5, from: '2026-12-24', to: '2026-12-26', note: 'Christmas' }],
});
const ben = memberFixture({ id: 2, name: 'Ben', color: 'teal', position: 1, serviceIds: [10] });

/** The cached team with these entries waiting, laid over twice (as a refetch would). */
function overlaid(entries: OutboxEntry[]): TeamMember[] | undefined {
  const queryClient = new QueryClient();
  queryClient.setQueryData(teamKeys.list(), [ada, ben]);
  const outbox = {
    getEntries: () => entries,
    subscribe: () => () => {},
    realId: (id: number) => id,
  };
  installPendingOverlays(queryClient, outbox, changeKinds)();
  installPendingOverlays(queryClient, outbox, changeKinds)();
  return queryClient.getQueryData<TeamMember[]>(teamKeys.list());
}

describe('the team’s changes waiting in the outbox', () => {
  it('read back through their kinds, so they can be queued and sent', () => {
    const changes = [
      createTeamMemberChange({ name: 'Cleo', color: 'grape', serviceIds: [10] }),
      updateTeamMemberChange(2, { name: 'Ben', color: 'teal', capacity: 1, active: false }),
      reorderTeamChange({ memberIds: [2, 1] }, 'Ben'),
      setMemberServicesChange(2, 'Ben', { serviceIds: [10, 11] }),
      addMemberTimeOffChange(2, 'Ben', { from: '2026-12-01', to: '2026-12-02', note: 'Course' }),
      removeMemberTimeOffChange(1, 'Ada', ada.timeOff[0]!),
    ];
    expect(changes.map((change) => changeKinds.read(entry(change)).ok)).toEqual(
      changes.map(() => true),
    );
  });

  it('show a new member, a new order, services, a deactivation and time off at once', () => {
    const created = createTeamMemberChange({ name: 'Cleo', color: 'grape', serviceIds: [10] });
    const tempId = created.creates!.tempId;
    const team = overlaid([
      entry(created),
      entry(setMemberServicesChange(tempId, 'Cleo', { serviceIds: [11, 10] })),
      // The order names server ids only (the Team screen waits for a new member's): Cleo last.
      entry(reorderTeamChange({ memberIds: [2, 1] }, 'Ben')),
      entry(updateTeamMemberChange(2, { name: 'Ben', color: 'teal', capacity: 1, active: false })),
      entry(addMemberTimeOffChange(2, 'Ben', { from: '2026-12-01', to: '2026-12-02', note: '' })),
      entry(removeMemberTimeOffChange(1, 'Ada', ada.timeOff[0]!)),
    ]);

    expect(team?.map((member) => [member.name, member.position, member.active])).toEqual([
      ['Ben', 0, false],
      ['Ada', 1, true],
      ['Cleo', 2, true],
    ]);
    expect(team?.[2]).toMatchObject({ id: tempId, serviceIds: [10, 11], color: 'grape' });
    expect(team?.[0]?.timeOff).toEqual([
      { id: expect.any(Number), from: '2026-12-01', to: '2026-12-02', note: '' },
    ]);
    expect(team?.[0]?.timeOff[0]?.id).toBeLessThan(0);
    expect(team?.[1]?.timeOff).toEqual([]);
  });

  it('show a split day waiting, and an entry queued before split days as one range', () => {
    // Docs/decisions.md, Team: a member's own day may be split; the old body has no second pair.
    const split = {
      dayOfWeek: 2,
      open: true,
      startTime: '10:00',
      endTime: '12:00',
      secondStartTime: '14:00',
      secondEndTime: '18:00',
    };
    const week = (tuesday: MemberHoursDayBody) =>
      [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) =>
        dayOfWeek === 2 ? tuesday : { dayOfWeek, open: false, startTime: null, endTime: null },
      );
    const change = setMemberHoursChange(2, 'Ben', { hours: week(split), breaks: [] });
    expect(changeKinds.read(entry(change)).ok).toBe(true);
    expect(overlaid([entry(change)])?.[1]?.hours?.[1]).toEqual(split);

    const { secondStartTime: _start, secondEndTime: _end, ...oneRange } = split;
    const old = setMemberHoursChange(2, 'Ben', { hours: week(oneRange), breaks: [] });
    expect(overlaid([entry(old)])?.[1]?.hours?.[1]).toEqual({
      ...oneRange,
      secondStartTime: null,
      secondEndTime: null,
    });
  });
});
