// "Add team member": the card and the services of a new member, every service ticked to start
// with, since a new member does everything unless the owner says otherwise (docs/decisions.md,
// Team).
import './styles';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DEFAULT_MEMBER_CAPACITY, type TeamMember } from '@contract/team';
import { QueryState } from '@/components/query-state';
import { useCreateTeamMember } from '@/entities/team/api/create-team-member';
import { suggestMemberColour } from '@/entities/team/member-colours';
import { useT } from '@/lib/i18n/use-t';
import { teamServicesQueryOptions } from '../api/team-services';
import { cardBody, MemberCardForm } from './member-card-form';
import { ServiceCheckboxes } from './service-checkboxes';

export function AddMemberCard({ members }: { members: TeamMember[] }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Group>
        <Button onClick={() => setOpen(true)}>{t('team.add')}</Button>
      </Group>
    );
  }
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="add-member-heading">
      <Title order={2} size="h4" id="add-member-heading" mb="sm">
        {t('team.addTitle')}
      </Title>
      <AddMemberForm members={members} onDone={() => setOpen(false)} />
    </Paper>
  );
}

function AddMemberForm({ members, onDone }: { members: TeamMember[]; onDone: () => void }) {
  const t = useT();
  const services = useQuery(teamServicesQueryOptions());
  const create = useCreateTeamMember();
  const [serviceIds, setServiceIds] = useState<number[]>();
  return (
    <QueryState
      query={services}
      loadingLabel={t('team.servicesLoading')}
      errorTitle={t('team.servicesLoadError')}
    >
      {(groups) => {
        const every = groups.flatMap((group) => group.services.map((service) => service.id));
        const chosen = serviceIds ?? every;
        return (
          <MemberCardForm
            initialValues={{
              name: '',
              color: suggestMemberColour(members.map((member) => member.color)),
              phone: '',
              email: '',
              capacity: DEFAULT_MEMBER_CAPACITY,
            }}
            submitLabel={t('team.add')}
            pending={create.isPending}
            onCancel={onDone}
            onSubmit={(values) =>
              create.mutate({ ...cardBody(values), serviceIds: chosen }, { onSuccess: onDone })
            }
          >
            <Stack gap={4}>
              <Text fw={500} size="sm">
                {t('team.services')}
              </Text>
              <ServiceCheckboxes groups={groups} value={chosen} onChange={setServiceIds} />
            </Stack>
          </MemberCardForm>
        );
      }}
    </QueryState>
  );
}
