// PUT /api/team/{id} (through the outbox): the member's card, `active` included. Deactivating a
// member with future bookings is refused with the list of them (teamMemberBusySchema), which the
// waiting screen reads from the refusal's body (docs/decisions.md, Team).
import { useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import {
  type TeamMemberUpdateBody,
  teamMemberSavedSchema,
  teamMemberUpdateBodySchema,
} from '@contract/team';
import { labelled } from '@/lib/i18n/label-message';
import { translate } from '@/lib/i18n/use-t';
import { notifySuccess } from '@/lib/notifications/notify';
import { defineChangeKind, jsonBody } from '@/lib/offline/change-kinds';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { targetId } from '@/lib/offline/outbox-targets';
import { useOutboxMutation } from '@/lib/offline/use-outbox-mutation';
import { memberTarget, memberUpdate, teamKeys } from './team-keys';

export const updateTeamMemberKind = defineChangeKind({
  kind: 'team.updateMember',
  encoding: 'json',
  schema: teamMemberUpdateBodySchema,
  overlay: (body, entry, context) => {
    const id = targetId(entry, memberTarget);
    if (id === undefined) return [];
    return [
      memberUpdate(id, context.realId, (member) => ({
        ...member,
        name: body.name,
        color: body.color,
        phone: body.phone ?? '',
        email: body.email ?? '',
        capacity: body.capacity,
        active: body.active,
      })),
    ];
  },
});

export function updateTeamMemberChange(id: number, body: TeamMemberUpdateBody): OutboxChange {
  return {
    kind: updateTeamMemberKind.kind,
    target: memberTarget(id),
    ...labelled(body.active ? 'team.change.edit' : 'team.change.deactivate', {
      name: body.name.trim(),
    }),
    method: 'PUT',
    path: apiPaths.teamMember(id),
    body: jsonBody(body),
  };
}

/** `onRefused`: the screen shows the refusal itself (a deactivation's list of bookings). */
export function useUpdateTeamMember(onRefused: (error: unknown) => void) {
  const queryClient = useQueryClient();
  return useOutboxMutation({
    toChange: ({ id, body }: { id: number; body: TeamMemberUpdateBody }) =>
      updateTeamMemberChange(id, body),
    schema: teamMemberSavedSchema,
    onRefused,
    onSent: () => {
      notifySuccess(translate('team.memberSaved'));
      void queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
  });
}
