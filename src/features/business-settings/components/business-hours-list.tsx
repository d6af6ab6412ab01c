// Phones: one card per weekday, the pickers labelled, so nothing scrolls sideways at 390 px.
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { PendingBadge } from '../../../components/offline/pending-badge';
import { weekDayTarget } from '../api/query-keys';
import { DayOpenSwitch, type DayRowProps, DayTimePicker } from './day-hours-fields';

export function BusinessHoursList({ rows }: { rows: DayRowProps[] }) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Paper component="li" key={row.draft.id} withBorder p="sm">
          <Group justify="space-between" wrap="nowrap">
            <Group gap={6} wrap="nowrap">
              <Text fw={600}>{row.draft.weekName}</Text>
              <PendingBadge target={weekDayTarget(row.draft.id)} />
            </Group>
            <DayOpenSwitch draft={row.draft} onOpenChange={row.onOpenChange} />
          </Group>
          {row.draft.open && (
            <SimpleGrid cols={2} spacing="sm" mt="xs">
              <DayTimePicker
                draft={row.draft}
                resetKey={row.resetKey}
                onTimeChange={row.onTimeChange}
                end="openingTime"
                visibleLabel="Opens at"
              />
              <DayTimePicker
                draft={row.draft}
                resetKey={row.resetKey}
                onTimeChange={row.onTimeChange}
                end="closingTime"
                visibleLabel="Closes at"
                error={row.closingError}
              />
            </SimpleGrid>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
