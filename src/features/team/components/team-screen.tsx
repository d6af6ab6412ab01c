// /business-settings/team: the business's members in their order, to add, edit, move up or down
// and deactivate (docs/decisions.md, Team). Every change goes through the outbox, so the screen
// works offline like the other settings (docs/offline.md).
import './styles';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  ColorSwatch,
  Group,
  Paper,
  Stack,
  Text,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { TeamMember } from '../../../../contract/team';
import { ChevronIcon } from '../../../components/icons/chevron-icon';
import { PageHeader } from '../../../components/layout/page-header';
import { PendingBadge } from '../../../components/offline/pending-badge';
import { QueryState } from '../../../components/query-state';
import { teamQueryOptions } from '../../../entities/team/api/get-team';
import { useReorderTeam } from '../../../entities/team/api/reorder-team';
import { memberTarget, TEAM_ORDER_TARGET } from '../../../entities/team/api/team-keys';
import { useUpdateTeamMember } from '../../../entities/team/api/update-team-member';
import { teamTexts } from '../team-texts';
import { AddMemberCard } from './add-member-card';
import { DeactivationRefusal } from './deactivation-refusal';

export function TeamScreen() {
  const team = useQuery(teamQueryOptions());
  return (
    <Stack gap="lg" maw={880}>
      <PageHeader section="settings" title={teamTexts.title} pendingTarget={TEAM_ORDER_TARGET} />
      <Text c="dimmed">{teamTexts.intro}</Text>
      <QueryState query={team} loadingLabel={teamTexts.loading} errorTitle={teamTexts.loadError}>
        {(members) => (
          <>
            <TeamList members={[...members].sort((a, b) => a.position - b.position)} />
            <AddMemberCard members={members} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}

function TeamList({ members }: { members: TeamMember[] }) {
  const reorder = useReorderTeam();
  // A refusal is shown above the list, with the bookings it names, rather than as a toast.
  const update = useUpdateTeamMember(() => undefined);
  const acting = update.variables;

  // The order names server ids only: it waits until a member added offline has one.
  const canReorder = members.every((member) => member.id > 0);
  const move = (member: TeamMember, by: -1 | 1) => {
    const ids = members.map((candidate) => candidate.id);
    const at = ids.indexOf(member.id);
    const other = ids[at + by];
    if (other === undefined) return;
    ids[at + by] = member.id;
    ids[at] = other;
    reorder.mutate({ body: { memberIds: ids }, movedName: member.name });
  };

  const setActive = (member: TeamMember, active: boolean) => {
    update.mutate({
      id: member.id,
      body: {
        name: member.name,
        color: member.color,
        capacity: member.capacity,
        active,
        ...(member.phone ? { phone: member.phone } : {}),
        ...(member.email ? { email: member.email } : {}),
      },
    });
  };

  return (
    <Stack gap="sm">
      {update.isError && acting && (
        <DeactivationRefusal name={acting.body.name} error={update.error} />
      )}
      <Stack
        component="ol"
        gap="xs"
        p={0}
        m={0}
        aria-label={teamTexts.listLabel}
        style={{ listStyle: 'none' }}
      >
        {members.map((member, index) => (
          <Paper key={member.id} component="li" withBorder p="sm">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Group gap="sm" wrap="nowrap">
                <ColorSwatch
                  color={`var(--mantine-color-${member.color}-filled)`}
                  size={20}
                  aria-hidden
                />
                <Stack gap={0}>
                  <Group gap="xs">
                    <Anchor
                      renderRoot={(props) => (
                        <Link
                          to="/business-settings/team/$id"
                          params={{ id: String(member.id) }}
                          {...props}
                        />
                      )}
                      fw={600}
                      aria-label={teamTexts.edit(member.name)}
                    >
                      {member.name}
                    </Anchor>
                    {!member.active && (
                      <Badge color="gray" variant="light" tt="none">
                        {teamTexts.inactive}
                      </Badge>
                    )}
                    <PendingBadge target={memberTarget(member.id)} />
                  </Group>
                  <Text size="sm" c="dimmed">
                    {teamTexts.serviceCount(member.serviceIds.length)} ·{' '}
                    {member.hours ? teamTexts.ownHours : teamTexts.businessHours}
                  </Text>
                </Stack>
              </Group>
              <Group gap="xs">
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={teamTexts.moveUp(member.name)}
                  disabled={!canReorder || index === 0}
                  onClick={() => move(member, -1)}
                >
                  <ChevronIcon direction="up" />
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={teamTexts.moveDown(member.name)}
                  disabled={!canReorder || index === members.length - 1}
                  onClick={() => move(member, 1)}
                >
                  <ChevronIcon direction="down" />
                </ActionIcon>
                <Button
                  variant="default"
                  loading={update.isPending && acting?.id === member.id}
                  aria-label={
                    member.active
                      ? teamTexts.deactivate(member.name)
                      : teamTexts.activate(member.name)
                  }
                  onClick={() => setActive(member, !member.active)}
                >
                  {member.active ? teamTexts.deactivateShort : teamTexts.activateShort}
                </Button>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
