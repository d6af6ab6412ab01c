// Finding a booking's member, and the members a screen offers, from the one cached team list
// (docs/architecture.md, Layout and import rules). A booking keeps its member when that member is
// deactivated, so lookups see inactive members too; pickers offer active ones only.
import type { TeamColor, TeamMember } from '@contract/team';
import { UNKNOWN_MEMBER_COLOUR } from './member-colours';

export interface MemberLookup {
  get(id: number | null | undefined): TeamMember | undefined;
  /** The member's name, or "Unknown" for an id this device does not know (yet). */
  name(id: number | null | undefined): string;
  colour(id: number | null | undefined): TeamColor;
}

export const UNKNOWN_MEMBER_NAME = 'Unknown';

export function memberLookup(members: readonly TeamMember[] | undefined): MemberLookup {
  const byId = new Map((members ?? []).map((member) => [member.id, member]));
  const get = (id: number | null | undefined) => (id == null ? undefined : byId.get(id));
  return {
    get,
    name: (id) => get(id)?.name ?? UNKNOWN_MEMBER_NAME,
    colour: (id) => get(id)?.color ?? UNKNOWN_MEMBER_COLOUR,
  };
}

/** Active members by position: who a booking can be given to. */
export function activeMembers(members: readonly TeamMember[] | undefined): TeamMember[] {
  return (members ?? []).filter((member) => member.active).sort((a, b) => a.position - b.position);
}

/** Active members who perform every one of the services (all of them when none is chosen). */
export function membersForServices(
  members: readonly TeamMember[] | undefined,
  serviceIds: readonly number[],
): TeamMember[] {
  return activeMembers(members).filter((member) =>
    serviceIds.every((id) => member.serviceIds.includes(id)),
  );
}
