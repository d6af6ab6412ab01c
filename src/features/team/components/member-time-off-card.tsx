// A member's time off: whole days away with a note, each added or removed as its own change
// (docs/decisions.md, Team).
import './styles';
import {
  ActionIcon,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { TeamMember } from '@contract/team';
import { CalendarDateInput } from '@/components/dates/calendar-date-input';
import { FormAlert } from '@/components/form-alert';
import { useAddMemberTimeOff, useRemoveMemberTimeOff } from '@/entities/team/api/member-time-off';
import { MEMBER_TIME_OFF_FORM } from '@/entities/team/api/team-keys';
import { messagesOf } from '@/lib/api/api-error';
import { useFormRefusals } from '@/lib/forms/server-errors';
import { useT } from '@/lib/i18n/use-t';

const dayText = (date: string) => dayjs(date).format('ddd D MMM YYYY');

export function MemberTimeOffCard({ member }: { member: TeamMember }) {
  const t = useT();
  const [values, setValues] = useState({ from: '', to: '', note: '' });
  const [refusal, setRefusal] = useState<string[]>([]);
  const add = useAddMemberTimeOff(member.id, member.name);
  const remove = useRemoveMemberTimeOff(member.id, member.name);
  useFormRefusals(MEMBER_TIME_OFF_FORM, (error) => setRefusal(messagesOf(error)));

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="member-time-off-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="member-time-off-heading">
          {t('team.timeOff')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('team.timeOffIntro')}
        </Text>
        {member.timeOff.length === 0 ? (
          <Text size="sm">{t('team.noTimeOff')}</Text>
        ) : (
          <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
            {member.timeOff.map((away) => {
              const range =
                away.from === away.to
                  ? dayText(away.from)
                  : `${dayText(away.from)} – ${dayText(away.to)}`;
              const text = away.note ? `${range}: ${away.note}` : range;
              return (
                <Group key={away.id} component="li" gap="xs">
                  <Text size="sm">{text}</Text>
                  {/* A pending entry (below zero) has no server id to remove yet. */}
                  {away.id > 0 && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('team.removeTimeOff', { text })}
                      onClick={() => remove.mutate(away)}
                    >
                      ×
                    </ActionIcon>
                  )}
                </Group>
              );
            })}
          </Stack>
        )}
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setRefusal([]);
            add.mutate(
              { from: values.from, to: values.to || values.from, note: values.note },
              { onSuccess: () => setValues({ from: '', to: '', note: '' }) },
            );
          }}
        >
          <Stack gap="sm">
            <FormAlert messages={refusal} />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
              <CalendarDateInput
                label={t('team.firstDay')}
                required
                value={values.from}
                onChange={(from) => setValues((current) => ({ ...current, from }))}
              />
              <CalendarDateInput
                label={t('team.lastDay')}
                value={values.to}
                onChange={(to) => setValues((current) => ({ ...current, to }))}
              />
              <TextInput
                label={t('team.note')}
                value={values.note}
                onChange={(event) => {
                  const note = event.currentTarget.value;
                  setValues((current) => ({ ...current, note }));
                }}
              />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" variant="default" loading={add.isPending}>
                {t('team.addTimeOff')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
