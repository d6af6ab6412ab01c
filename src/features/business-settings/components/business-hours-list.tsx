// Phones: one card per weekday, the pickers labelled, so nothing scrolls sideways at 390 px.
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { PendingBadge } from '@/components/offline/pending-badge';
import { useT } from '@/lib/i18n/use-t';
import { weekDayTarget } from '../api/query-keys';
import { CopyHoursButton } from './copy-hours-button';
import {
  AddSecondRangeButton,
  DayOpenSwitch,
  type DayRowProps,
  DayTimePicker,
  RemoveSecondRangeButton,
  rowPickerFields,
} from './day-hours-fields';

/** A split day's second range, labelled like the first, and the button that removes it. */
function SecondRangeOnPhone({ row }: { row: DayRowProps }) {
  const t = useT();
  return (
    <>
      <SimpleGrid cols={2} spacing="sm" mt="xs">
        <DayTimePicker
          {...rowPickerFields(row)}
          end="secondOpeningTime"
          visibleLabel={t('hours.split.opensAgain')}
          error={row.secondOpeningError}
        />
        <DayTimePicker
          {...rowPickerFields(row)}
          end="secondClosingTime"
          visibleLabel={t('hours.split.closesAgain')}
          error={row.secondClosingError}
        />
      </SimpleGrid>
      <Group mt="xs">
        <RemoveSecondRangeButton dayName={row.dayName} onSplitChange={row.onSplitChange} />
      </Group>
    </>
  );
}

export function BusinessHoursList({ rows }: { rows: DayRowProps[] }) {
  const t = useT();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Paper component="li" key={row.draft.id} withBorder p="sm">
          <Group justify="space-between" wrap="nowrap">
            <Group gap={6} wrap="nowrap">
              <Text fw={600}>{row.dayName}</Text>
              <PendingBadge target={weekDayTarget(row.draft.id)} />
            </Group>
            <Group gap="xs" wrap="nowrap">
              <CopyHoursButton
                dayName={row.dayName}
                otherDays={row.otherDays}
                onCopy={row.onCopy}
              />
              <DayOpenSwitch
                draft={row.draft}
                dayName={row.dayName}
                onOpenChange={row.onOpenChange}
              />
            </Group>
          </Group>
          {row.draft.open && (
            <>
              <SimpleGrid cols={2} spacing="sm" mt="xs">
                <DayTimePicker
                  {...rowPickerFields(row)}
                  end="openingTime"
                  visibleLabel={t('hours.opensAt')}
                />
                <DayTimePicker
                  {...rowPickerFields(row)}
                  end="closingTime"
                  visibleLabel={t('hours.closesAt')}
                  error={row.closingError}
                />
              </SimpleGrid>
              {row.draft.split ? (
                <SecondRangeOnPhone row={row} />
              ) : (
                <Group mt="xs">
                  <AddSecondRangeButton dayName={row.dayName} onSplitChange={row.onSplitChange} />
                </Group>
              )}
            </>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
