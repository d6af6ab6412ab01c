// Who performs a booking, as the diary's lists and details show it: the member's colour as a dot
// and their name, from the one cached team list (docs/decisions.md, Team). Nothing while the team
// is not loaded or the booking names no member (a list kept from before the team).
import './styles';
import { ColorSwatch, Group, Text, type TextProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { teamQueryOptions } from '@/entities/team/api/get-team';
import { memberLookup } from '@/entities/team/member-lookup';

export function MemberName({
  memberId,
  prefix = '',
  ...textProps
}: { memberId: number | undefined; prefix?: string } & TextProps) {
  const team = useQuery(teamQueryOptions());
  if (memberId === undefined || team.data === undefined) return null;
  const lookup = memberLookup(team.data);
  return (
    <Group gap={6} wrap="nowrap" component="span">
      <ColorSwatch
        component="span"
        size={10}
        color={`var(--mantine-color-${lookup.colour(memberId)}-filled)`}
        aria-hidden
      />
      <Text span {...textProps}>
        {prefix}
        {lookup.name(memberId)}
      </Text>
    </Group>
  );
}
