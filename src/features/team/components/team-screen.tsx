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
import type { TeamMember } from '@contract/team';
import { ChevronIcon } from '@/components/icons/chevron-icon';
import { PageHeader } from '@/components/layout/page-header';
import { PendingBadge } from '@/components/offline/pending-badge';
import { QueryState } from '@/components/query-state';
import { teamQueryOptions } from '@/entities/team/api/get-team';
import { useReorderTeam } from '@/entities/team/api/reorder-team';
import { memberTarget, TEAM_ORDER_TARGET } from '@/entities/team/api/team-keys';
import { useUpdateTeamMember } from '@/entities/team/api/update-team-member';
import { useT } from '@/lib/i18n/use-t';
import { AddMemberCard } from './add-member-card';
import { DeactivationRefusal } from './deactivation-refusal';

export function TeamScreen() {
  const t = useT();
  const team = useQuery(teamQueryOptions());
  return (
    <Stack gap="lg" maw={880}>
      <PageHeader section="settings" title={t('team.title')} pendingTarget={TEAM_ORDER_TARGET} />
      <Text c="dimmed">{t('team.intro')}</Text>
      <QueryState query={team} loadingLabel={t('team.loading')} errorTitle={t('team.loadError')}>
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
  const t = useT();
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
        aria-label={t('team.listLabel')}
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
                      aria-label={t('team.edit', { name: member.name })}
                    >
                      {member.name}
                    </Anchor>
                    {!member.active && (
                      <Badge color="gray" variant="light" tt="none">
                        {t('team.inactive')}
                      </Badge>
                    )}
                    <PendingBadge target={memberTarget(member.id)} />
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t('team.serviceCount', { count: member.serviceIds.length })} ·{' '}
                    {member.hours ? t('team.ownHours') : t('team.businessHours')}
                  </Text>
                </Stack>
              </Group>
              <Group gap="xs">
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={t('team.moveUp', { name: member.name })}
                  disabled={!canReorder || index === 0}
                  onClick={() => move(member, -1)}
                >
                  <ChevronIcon direction="up" />
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={t('team.moveDown', { name: member.name })}
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
                      ? t('team.deactivate', { name: member.name })
                      : t('team.activate', { name: member.name })
                  }
                  onClick={() => setActive(member, !member.active)}
                >
                  {member.active ? t('team.deactivateShort') : t('team.activateShort')}
                </Button>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
