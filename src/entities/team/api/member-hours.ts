// PUT /api/team/{id}/hours (through the outbox): the member's own hours per weekday (a split day's
// second range included), or null for "Same as the business", and their breaks, replaced together
// (docs/decisions.md, Team).
import { useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import { type MemberHoursBody, memberHoursBodySchema, teamMemberSavedSchema } from '@contract/team';
import { refuseOnForm } from '@/lib/forms/server-errors';
import { labelled } from '@/lib/i18n/label-message';
import { translate } from '@/lib/i18n/use-t';
import { notifySuccess } from '@/lib/notifications/notify';
import { defineChangeKind, jsonBody } from '@/lib/offline/change-kinds';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { targetId } from '@/lib/offline/outbox-targets';
import { useOutboxMutation } from '@/lib/offline/use-outbox-mutation';
import { MEMBER_HOURS_FORM, memberTarget, memberUpdate, teamKeys } from './team-keys';

export const setMemberHoursKind = defineChangeKind({
  kind: 'team.memberHours',
  encoding: 'json',
  schema: memberHoursBodySchema,
  overlay: (body, entry, context) => {
    const id = targetId(entry, memberTarget);
    if (id === undefined) return [];
    return [
      memberUpdate(id, context.realId, (member) => ({
        ...member,
        hours:
          body.hours === null
            ? null
            : [...body.hours]
                .sort((a, b) => a.dayOfWeek - b.dayOfWeek)
                .map((day) => ({
                  dayOfWeek: day.dayOfWeek,
                  open: day.open,
                  startTime: day.open ? (day.startTime ?? null) : null,
                  endTime: day.open ? (day.endTime ?? null) : null,
                  // A split day's second range, as the server will store it.
                  secondStartTime: day.open ? (day.secondStartTime ?? null) : null,
                  secondEndTime: day.open ? (day.secondEndTime ?? null) : null,
                })),
        // Pending breaks have no server id yet: numbered below zero, never sent.
        breaks: body.breaks.map((item, index) => ({ id: -(index + 1), ...item })),
      })),
    ];
  },
});

export function setMemberHoursChange(
  id: number,
  name: string,
  body: MemberHoursBody,
): OutboxChange {
  return {
    kind: setMemberHoursKind.kind,
    target: memberTarget(id),
    ...labelled('team.change.hours', { name }),
    method: 'PUT',
    path: apiPaths.teamMemberHours(id),
    body: jsonBody(body),
  };
}

export function useSetMemberHours(id: number, name: string) {
  const queryClient = useQueryClient();
  return useOutboxMutation({
    toChange: (body: MemberHoursBody) => setMemberHoursChange(id, name, body),
    schema: teamMemberSavedSchema,
    onRefused: (error) => refuseOnForm(MEMBER_HOURS_FORM, error),
    onSent: () => {
      notifySuccess(translate('team.hoursSaved'));
      void queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
  });
}
