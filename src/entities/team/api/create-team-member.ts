// POST /api/team (through the outbox). Made offline, the member gets a temporary id that an edit
// of their services or hours may name until the server gives its own (docs/offline.md,
// Temporary ids).
import { useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import {
  DEFAULT_MEMBER_CAPACITY,
  type TeamMember,
  type TeamMemberCreateBody,
  teamMemberCreateBodySchema,
  teamMemberSavedSchema,
} from '@contract/team';
import { refuseOnForm } from '@/lib/forms/server-errors';
import { labelled } from '@/lib/i18n/label-message';
import { translate } from '@/lib/i18n/use-t';
import { notifySuccess } from '@/lib/notifications/notify';
import { defineChangeKind, jsonBody, listUpdate } from '@/lib/offline/change-kinds';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { newCreation } from '@/lib/offline/temp-ids';
import { useOutboxMutation } from '@/lib/offline/use-outbox-mutation';
import { MEMBER_FORM, memberTarget, teamKeys } from './team-keys';

export const createTeamMemberKind = defineChangeKind({
  kind: 'team.createMember',
  encoding: 'json',
  schema: teamMemberCreateBodySchema,
  overlay: (body, entry) => {
    const tempId = entry.creates?.tempId;
    if (tempId === undefined) return [];
    return [
      listUpdate<TeamMember>(teamKeys.list(), (members) => {
        if (members.some((member) => member.id === tempId)) return members;
        const pending: TeamMember = {
          id: tempId,
          name: body.name,
          color: body.color,
          phone: body.phone ?? '',
          email: body.email ?? '',
          active: true,
          position: members.length,
          capacity: body.capacity ?? DEFAULT_MEMBER_CAPACITY,
          // The form always names the services; the server's "every service" is its own reading.
          serviceIds: body.serviceIds ?? [],
          hours: null,
          breaks: [],
          timeOff: [],
        };
        return [...members, pending];
      }),
    ];
  },
});

export function createTeamMemberChange(body: TeamMemberCreateBody): OutboxChange {
  const creates = newCreation('id');
  return {
    kind: createTeamMemberKind.kind,
    target: memberTarget(creates.tempId),
    ...labelled('team.change.add', { name: body.name.trim() }),
    method: 'POST',
    path: apiPaths.team,
    body: jsonBody(body),
    creates,
  };
}

export function useCreateTeamMember() {
  const queryClient = useQueryClient();
  return useOutboxMutation({
    toChange: createTeamMemberChange,
    schema: teamMemberSavedSchema,
    onRefused: (error) => refuseOnForm(MEMBER_FORM, error),
    onSent: () => {
      notifySuccess(translate('team.memberAdded'));
      void queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
  });
}
