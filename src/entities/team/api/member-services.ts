// PUT /api/team/{id}/services (through the outbox): the whole set of services the member
// performs; the diary and the booking page only give them bookings of these (docs/decisions.md,
// Team).
import { useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import {
  type MemberServicesBody,
  memberServicesBodySchema,
  teamMemberSavedSchema,
} from '@contract/team';
import { labelled } from '@/lib/i18n/label-message';
import { translate } from '@/lib/i18n/use-t';
import { notifySuccess } from '@/lib/notifications/notify';
import { defineChangeKind, jsonBody } from '@/lib/offline/change-kinds';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { targetId } from '@/lib/offline/outbox-targets';
import { useOutboxMutation } from '@/lib/offline/use-outbox-mutation';
import { memberTarget, memberUpdate, teamKeys } from './team-keys';

export const setMemberServicesKind = defineChangeKind({
  kind: 'team.memberServices',
  encoding: 'json',
  schema: memberServicesBodySchema,
  overlay: (body, entry, context) => {
    const id = targetId(entry, memberTarget);
    if (id === undefined) return [];
    const serviceIds = [...body.serviceIds].sort((a, b) => a - b);
    return [memberUpdate(id, context.realId, (member) => ({ ...member, serviceIds }))];
  },
});

export function setMemberServicesChange(
  id: number,
  name: string,
  body: MemberServicesBody,
): OutboxChange {
  return {
    kind: setMemberServicesKind.kind,
    target: memberTarget(id),
    ...labelled('team.change.services', { name }),
    method: 'PUT',
    path: apiPaths.teamMemberServices(id),
    body: jsonBody(body),
  };
}

export function useSetMemberServices(id: number, name: string) {
  const queryClient = useQueryClient();
  return useOutboxMutation({
    toChange: (body: MemberServicesBody) => setMemberServicesChange(id, name, body),
    schema: teamMemberSavedSchema,
    onSent: () => {
      notifySuccess(translate('team.servicesSaved'));
      void queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
  });
}
