// One weekday of a member's own hours: works or not, the first range and, on a split day, the
// second, with the shared buttons that add and remove it (docs/decisions.md, Team; Split days).
import './styles';
import { Box, Checkbox, Group, SimpleGrid, Stack } from '@mantine/core';
import { TimeOfDayInput } from '@/components/dates/time-of-day-input';
import {
  AddSecondRangeButton,
  RemoveSecondRangeButton,
} from '@/components/hours/second-range-buttons';
import { useT } from '@/lib/i18n/use-t';
import { capitalized } from '@/lib/i18n/weekday-names';
import type { DayHoursDraft, SecondRangeHints } from './member-hours-draft';

interface MemberDayRowProps {
  /** The weekday in a sentence ("Monday", "mandag"). */
  dayName: string;
  day: DayHoursDraft;
  hints?: SecondRangeHints;
  onChange: (change: Partial<DayHoursDraft>) => void;
}

/** Three columns from a small screen up, one on a phone; the first stays empty under the day. */
const ROW = { cols: { base: 1, xs: 3 }, spacing: 'xs' } as const;

export function MemberDayRow({ dayName, day, hints = {}, onChange }: MemberDayRowProps) {
  const t = useT();
  return (
    <Stack gap={6}>
      <SimpleGrid {...ROW}>
        <Checkbox
          label={capitalized(dayName)}
          aria-label={t('team.works', { day: dayName })}
          checked={day.open}
          onChange={(event) => onChange({ open: event.currentTarget.checked })}
          styles={{ body: { alignItems: 'center', height: '100%' } }}
        />
        {day.open && (
          <>
            <TimeOfDayInput
              name={t('team.starts', { day: dayName })}
              label={t('team.startsLabel')}
              value={day.startTime}
              onChange={(startTime) => onChange({ startTime })}
            />
            <TimeOfDayInput
              name={t('team.ends', { day: dayName })}
              label={t('team.endsLabel')}
              value={day.endTime}
              onChange={(endTime) => onChange({ endTime })}
            />
          </>
        )}
      </SimpleGrid>
      {day.open && day.split && (
        <SimpleGrid {...ROW}>
          <Box visibleFrom="xs" />
          <TimeOfDayInput
            name={t('team.split.startsAgain', { day: dayName })}
            label={t('team.split.startsAgainLabel')}
            value={day.secondStartTime}
            onChange={(secondStartTime) => onChange({ secondStartTime })}
            error={hints.secondStartTime && t(hints.secondStartTime)}
          />
          <TimeOfDayInput
            name={t('team.split.endsAgain', { day: dayName })}
            label={t('team.split.endsAgainLabel')}
            value={day.secondEndTime}
            onChange={(secondEndTime) => onChange({ secondEndTime })}
            error={hints.secondEndTime && t(hints.secondEndTime)}
          />
        </SimpleGrid>
      )}
      {day.open && (
        <SimpleGrid {...ROW}>
          <Box visibleFrom="xs" />
          <Group>
            {day.split ? (
              <RemoveSecondRangeButton
                label={t('team.split.removeShort')}
                name={t('team.split.remove', { day: dayName })}
                onClick={() => onChange({ split: false, secondStartTime: '', secondEndTime: '' })}
              />
            ) : (
              <AddSecondRangeButton
                label={t('team.split.add')}
                name={t('team.split.addLabel', { day: dayName })}
                onClick={() => onChange({ split: true })}
              />
            )}
          </Group>
        </SimpleGrid>
      )}
    </Stack>
  );
}
