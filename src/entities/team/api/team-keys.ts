// Query keys of the team, in one place so every team change invalidates exactly what it alters;
// and the outbox targets its pending changes mark (docs/offline.md, Outbox entries).
import type { TeamMember } from '@contract/team';
import { type CacheUpdate, listUpdate } from '@/lib/offline/change-kinds';
import { idTarget } from '@/lib/offline/outbox-targets';

export const teamKeys = {
  all: ['team'] as const,
  /** Every member, inactive ones too, by position (GET /api/team). */
  list: () => [...teamKeys.all, 'list'] as const,
};

/** What a pending change to a member alters, as the screens' "Pending" marks name it. */
export const memberTarget = idTarget('team-member');
export const TEAM_ORDER_TARGET = 'team-order';

/** The forms a refusal of their change is shown on (lib/forms/server-errors.ts, refuseOnForm). */
export const MEMBER_FORM = 'team.member';
export const MEMBER_HOURS_FORM = 'team.memberHours';
export const MEMBER_TIME_OFF_FORM = 'team.memberTimeOff';

/** A pending change to one member, laid over the cached list under its own id or the server's. */
export function memberUpdate(
  id: number,
  realId: (id: number) => number,
  change: (member: TeamMember) => TeamMember,
): CacheUpdate {
  const ids = new Set([id, realId(id)]);
  return listUpdate<TeamMember>(teamKeys.list(), (members) =>
    members.map((member) => (ids.has(member.id) ? change(member) : member)),
  );
}
