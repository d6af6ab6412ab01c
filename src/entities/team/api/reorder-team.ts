// PUT /api/team/order (through the outbox): every member, inactive ones too, in the new order,
// which the Team screen, the calendar's columns and the booking page all follow.
import { useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import {
  type TeamMember,
  type TeamOrderBody,
  teamOrderBodySchema,
  teamOrderSavedSchema,
} from '@contract/team';
import { labelled } from '@/lib/i18n/label-message';
import { translate } from '@/lib/i18n/use-t';
import { notifySuccess } from '@/lib/notifications/notify';
import { defineChangeKind, jsonBody, listUpdate } from '@/lib/offline/change-kinds';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { useOutboxMutation } from '@/lib/offline/use-outbox-mutation';
import { TEAM_ORDER_TARGET, teamKeys } from './team-keys';

export const reorderTeamKind = defineChangeKind({
  kind: 'team.order',
  encoding: 'json',
  schema: teamOrderBodySchema,
  overlay: (body, _entry, context) => [
    listUpdate<TeamMember>(teamKeys.list(), (members) =>
      reordered(members, body.memberIds, context.realId),
    ),
  ],
});

/** The members in the order of `ids` (temporary or real); members not named keep their place last. */
export function reordered(
  members: TeamMember[],
  ids: readonly number[],
  realId: (id: number) => number = (id) => id,
): TeamMember[] {
  const rank = new Map<number, number>();
  ids.forEach((id, index) => {
    rank.set(id, index);
    rank.set(realId(id), index);
  });
  return [...members]
    .sort((a, b) => (rank.get(a.id) ?? ids.length) - (rank.get(b.id) ?? ids.length))
    .map((member, position) => ({ ...member, position }));
}

export function reorderTeamChange(body: TeamOrderBody, movedName: string): OutboxChange {
  return {
    kind: reorderTeamKind.kind,
    target: TEAM_ORDER_TARGET,
    ...labelled('team.change.order', { name: movedName }),
    method: 'PUT',
    path: apiPaths.teamOrder,
    body: jsonBody(body),
  };
}

export function useReorderTeam() {
  const queryClient = useQueryClient();
  return useOutboxMutation({
    toChange: ({ body, movedName }: { body: TeamOrderBody; movedName: string }) =>
      reorderTeamChange(body, movedName),
    schema: teamOrderSavedSchema,
    onSent: () => {
      notifySuccess(translate('team.orderSaved'));
      void queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
  });
}
