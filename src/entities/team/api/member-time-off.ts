// POST /api/team/{id}/time-off and DELETE /api/team/{id}/time-off/{timeOffId} (through the
// outbox): whole days a member is away, both dates inclusive (docs/decisions.md, Team).
import { useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import {
  type MemberTimeOffBody,
  memberTimeOffBodySchema,
  teamMemberSavedSchema,
} from '@contract/team';
import { refuseOnForm } from '@/lib/forms/server-errors';
import { labelled } from '@/lib/i18n/label-message';
import { translate } from '@/lib/i18n/use-t';
import { notifySuccess } from '@/lib/notifications/notify';
import { defineChangeKind, jsonBody } from '@/lib/offline/change-kinds';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { targetId } from '@/lib/offline/outbox-targets';
import { useOutboxMutation } from '@/lib/offline/use-outbox-mutation';
import { MEMBER_TIME_OFF_FORM, memberTarget, memberUpdate, teamKeys } from './team-keys';

export const addMemberTimeOffKind = defineChangeKind({
  kind: 'team.addTimeOff',
  encoding: 'json',
  schema: memberTimeOffBodySchema,
  overlay: (body, entry, context) => {
    const id = targetId(entry, memberTarget);
    if (id === undefined) return [];
    // No server id yet: below zero and unique per entry, so the screen cannot remove it.
    const pendingId = -entry.id;
    return [
      memberUpdate(id, context.realId, (member) =>
        member.timeOff.some((away) => away.id === pendingId)
          ? member
          : {
              ...member,
              timeOff: [...member.timeOff, { id: pendingId, ...body }].sort((a, b) =>
                a.from.localeCompare(b.from),
              ),
            },
      ),
    ];
  },
});

export const removeMemberTimeOffKind = defineChangeKind({
  kind: 'team.removeTimeOff',
  encoding: 'none',
  overlay: (_body, entry, context) => {
    const id = targetId(entry, memberTarget);
    // The period is not what the change targets (its member is): its id is only in the path,
    // /api/team/{id}/time-off/{timeOffId}.
    const timeOffId = Number(entry.path.split('/')[5]);
    if (id === undefined || !Number.isInteger(timeOffId)) return [];
    return [
      memberUpdate(id, context.realId, (member) => ({
        ...member,
        timeOff: member.timeOff.filter((away) => away.id !== timeOffId),
      })),
    ];
  },
});

export function addMemberTimeOffChange(
  id: number,
  name: string,
  body: MemberTimeOffBody,
): OutboxChange {
  return {
    kind: addMemberTimeOffKind.kind,
    target: memberTarget(id),
    // Dates, not the body's "2026-12-01": worded in the language the pending list is shown in
    // (docs/offline.md, Outbox entries).
    ...labelled('team.change.addTimeOff', {
      name,
      from: { date: body.from },
      to: { date: body.to },
    }),
    method: 'POST',
    path: apiPaths.teamMemberTimeOff(id),
    body: jsonBody(body),
  };
}

export function removeMemberTimeOffChange(
  id: number,
  name: string,
  timeOff: { id: number; from: string; to: string },
): OutboxChange {
  return {
    kind: removeMemberTimeOffKind.kind,
    target: memberTarget(id),
    ...labelled('team.change.removeTimeOff', {
      name,
      from: { date: timeOff.from },
      to: { date: timeOff.to },
    }),
    method: 'DELETE',
    path: apiPaths.teamMemberTimeOffEntry(id, timeOff.id),
    body: { kind: 'none' },
  };
}

export function useAddMemberTimeOff(id: number, name: string) {
  const queryClient = useQueryClient();
  return useOutboxMutation({
    toChange: (body: MemberTimeOffBody) => addMemberTimeOffChange(id, name, body),
    schema: teamMemberSavedSchema,
    onRefused: (error) => refuseOnForm(MEMBER_TIME_OFF_FORM, error),
    onSent: () => {
      notifySuccess(translate('team.timeOffAdded'));
      void queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
  });
}

export function useRemoveMemberTimeOff(id: number, name: string) {
  const queryClient = useQueryClient();
  return useOutboxMutation({
    toChange: (timeOff: { id: number; from: string; to: string }) =>
      removeMemberTimeOffChange(id, name, timeOff),
    schema: teamMemberSavedSchema,
    onSent: () => {
      notifySuccess(translate('team.timeOffRemoved'));
      void queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
  });
}
