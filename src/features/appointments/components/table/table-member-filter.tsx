// The table's "With" filter: everyone's bookings or one member's, asked of the server so the pages
// and the count are that member's (docs/decisions.md, Team and Lists at scale). The member is kept
// in the address (`member`), as the week's and month's filter is.
import './styles';
import { NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TeamMember } from '@contract/team';
import { teamQueryOptions } from '@/entities/team/api/get-team';
import { activeMembers } from '@/entities/team/member-lookup';
import { useT } from '@/lib/i18n/use-t';

const EVERYONE = 'everyone';

/**
 * What the filter offers: the active members by position, then the inactive ones (their past
 * bookings stay theirs). None with fewer than two active members: there is nobody to choose.
 */
function offeredMembers(team: readonly TeamMember[] | undefined): TeamMember[] {
  const active = activeMembers(team);
  if (active.length < 2) return [];
  const inactive = (team ?? [])
    .filter((member) => !member.active)
    .sort((a, b) => a.position - b.position);
  return [...active, ...inactive];
}

export interface TableMember {
  /** The members the select offers; empty when it is not shown. */
  members: TeamMember[];
  /** The member whose page is asked for: the address's, once the team shows it is offered. */
  memberId: number | undefined;
  /** The address names a member and the team is still on its way: wait rather than ask twice. */
  waiting: boolean;
}

/**
 * The member filter as it applies: a member the select does not offer (a business of one, an id
 * of no member) is not applied, so the table never filters without showing it. Without the team
 * (offline, never loaded) the address's member is applied as it is.
 */
export function useTableMember(member: number | undefined): TableMember {
  const team = useQuery(teamQueryOptions());
  const members = offeredMembers(team.data);
  if (team.data === undefined) {
    return {
      members,
      memberId: member,
      waiting: member !== undefined && team.fetchStatus === 'fetching',
    };
  }
  const offered = members.some((each) => each.id === member);
  return { members, memberId: offered ? member : undefined, waiting: false };
}

interface TableMemberFilterProps {
  members: readonly TeamMember[];
  value: number | undefined;
  onChange: (member: number | undefined) => void;
}

export function TableMemberFilter({ members, value, onChange }: TableMemberFilterProps) {
  const t = useT();
  return (
    // The device's own picker, as the table's other selects (docs/decisions.md, Lists at scale).
    <NativeSelect
      label={t('diary.table.member')}
      data={[
        { value: EVERYONE, label: t('diary.calendar.everyone') },
        ...members.map((member) => ({
          value: String(member.id),
          label: member.active
            ? member.name
            : t('diary.table.inactiveMember', { name: member.name }),
        })),
      ]}
      value={value === undefined ? EVERYONE : String(value)}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        onChange(chosen === EVERYONE ? undefined : Number(chosen));
      }}
      w={200}
    />
  );
}
