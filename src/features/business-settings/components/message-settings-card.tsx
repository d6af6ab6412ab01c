// "Messages": when clients are reminded of their bookings, and on which channels this server can
// reach them (docs/decisions.md, Messages to clients). Each choice is saved at once through the
// outbox, like the payment methods beside it.
import './styles';
import { Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { REMINDER_HOURS } from '@contract/messages';
import { PendingBadge } from '@/components/offline/pending-badge';
import { QueryState } from '@/components/query-state';
import { useT } from '@/lib/i18n/use-t';
import {
  MESSAGE_SETTINGS_TARGET,
  messageSettingsQueryOptions,
  useUpdateMessageSettings,
} from '../api/message-settings';
import { messageSettingsTexts } from './message-settings-texts';

const NONE = 'none';

export function MessageSettingsCard() {
  const texts = messageSettingsTexts(useT());
  const firstOptions = REMINDER_HOURS.map((hours) => ({
    value: String(hours),
    label: texts.hours(hours),
  }));
  const secondOptions = [
    { value: NONE, label: texts.none },
    ...REMINDER_HOURS.filter((hours) => hours > 0).map((hours) => ({
      value: String(hours),
      label: texts.hours(hours),
    })),
  ];
  const settings = useQuery(messageSettingsQueryOptions());
  const update = useUpdateMessageSettings();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="message-settings-title">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="message-settings-title">
          {texts.heading}
        </Title>
        <PendingBadge target={MESSAGE_SETTINGS_TARGET} />
      </Group>
      <QueryState query={settings} loadingLabel={texts.loading} errorTitle={texts.loadError}>
        {(current) => (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {texts.intro}
            </Text>
            <Group gap="md" align="flex-start">
              <Select
                w={220}
                label={texts.reminder}
                data={firstOptions}
                value={String(current.reminderHours)}
                allowDeselect={false}
                onChange={(value) =>
                  value !== null &&
                  update.mutate({
                    reminderHours: Number(value),
                    secondReminderHours: current.secondReminderHours,
                  })
                }
              />
              <Select
                w={220}
                label={texts.secondReminder}
                data={secondOptions}
                value={
                  current.secondReminderHours === null ? NONE : String(current.secondReminderHours)
                }
                allowDeselect={false}
                onChange={(value) =>
                  value !== null &&
                  update.mutate({
                    reminderHours: current.reminderHours,
                    secondReminderHours: value === NONE ? null : Number(value),
                  })
                }
              />
            </Group>
            <Text size="xs" c="dimmed">
              {texts.appliesTo}
            </Text>
            <div>
              <Text size="sm" fw={600}>
                {texts.channels}
              </Text>
              <Text size="sm">{texts.email}</Text>
              <Text size="sm" c="dimmed">
                {current.channels.smsFrom !== null
                  ? texts.smsOn(current.channels.smsFrom)
                  : texts.smsOff}
              </Text>
            </div>
          </Stack>
        )}
      </QueryState>
    </Paper>
  );
}
