// /business-settings/team/{id}: one member's card, services, working hours and time off
// (docs/decisions.md, Team). A member added offline opens under their temporary id and moves to
// the server's once it is known (docs/offline.md, Temporary ids).
import './styles';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { TeamMember } from '@contract/team';
import { PageHeader } from '@/components/layout/page-header';
import { QueryState } from '@/components/query-state';
import { teamQueryOptions } from '@/entities/team/api/get-team';
import { useSetMemberServices } from '@/entities/team/api/member-services';
import { memberTarget } from '@/entities/team/api/team-keys';
import { useUpdateTeamMember } from '@/entities/team/api/update-team-member';
import { notifyError } from '@/lib/notifications/notify';
import { useRealId } from '@/lib/offline/use-real-id';
import { useT } from '@/lib/i18n/use-t';
import { teamServicesQueryOptions } from '../api/team-services';
import { cardBody, MemberCardForm } from './member-card-form';
import { MemberHoursForm } from './member-hours-form';
import { MemberTimeOffCard } from './member-time-off-card';
import { ServiceCheckboxes } from './service-checkboxes';

export function MemberScreen({ id }: { id: number }) {
  const t = useT();
  const team = useQuery(teamQueryOptions());
  const realId = useRealId(id);
  if (realId !== id) {
    return <Navigate to="/business-settings/team/$id" params={{ id: String(realId) }} replace />;
  }
  return (
    <QueryState query={team} loadingLabel={t('team.loading')} errorTitle={t('team.loadError')}>
      {(members) => {
        const member = members.find((candidate) => candidate.id === id);
        if (!member) {
          return (
            <Stack gap="lg" maw={880}>
              <PageHeader section="settings" title={t('team.title')} />
              <Alert color="red" variant="light" role="alert">
                {t('team.notFound')}{' '}
                <Anchor component={Link} to="/business-settings/team">
                  {t('team.backToTeam')}
                </Anchor>
              </Alert>
            </Stack>
          );
        }
        // Keyed by id: another member's page starts its forms over.
        return <MemberPage key={member.id} member={member} />;
      }}
    </QueryState>
  );
}

function MemberPage({ member }: { member: TeamMember }) {
  const t = useT();
  const update = useUpdateTeamMember(notifyError);
  return (
    <Stack gap="lg" maw={880}>
      <PageHeader section="settings" title={member.name} pendingTarget={memberTarget(member.id)} />
      <Anchor component={Link} to="/business-settings/team" size="sm">
        {t('team.backToTeam')}
      </Anchor>
      <Paper withBorder p="md" component="section" aria-labelledby="member-details-heading">
        <Title order={2} size="h4" id="member-details-heading" mb="sm">
          {t('team.details')}
        </Title>
        <MemberCardForm
          initialValues={{
            name: member.name,
            color: member.color,
            phone: member.phone,
            email: member.email,
            capacity: member.capacity,
          }}
          submitLabel={t('team.save')}
          pending={update.isPending}
          onSubmit={(values) =>
            update.mutate({
              id: member.id,
              body: { ...cardBody(values), capacity: values.capacity, active: member.active },
            })
          }
        />
      </Paper>
      <MemberServicesCard member={member} />
      <MemberHoursForm member={member} />
      <MemberTimeOffCard member={member} />
    </Stack>
  );
}

function MemberServicesCard({ member }: { member: TeamMember }) {
  const t = useT();
  const services = useQuery(teamServicesQueryOptions());
  const save = useSetMemberServices(member.id, member.name);
  const [serviceIds, setServiceIds] = useState(member.serviceIds);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="member-services-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="member-services-heading">
          {t('team.services')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('team.servicesIntro')}
        </Text>
        <QueryState
          query={services}
          loadingLabel={t('team.servicesLoading')}
          errorTitle={t('team.servicesLoadError')}
        >
          {(groups) => (
            <ServiceCheckboxes groups={groups} value={serviceIds} onChange={setServiceIds} />
          )}
        </QueryState>
        <Group justify="flex-end">
          <Button loading={save.isPending} onClick={() => save.mutate({ serviceIds })}>
            {t('team.saveServices')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
