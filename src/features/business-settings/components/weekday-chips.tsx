// Several weekdays picked at once (copying a day's hours, a break on several days): one chip per
// day in the business's week order (docs/decisions.md, Locale), and "Weekdays" and "Every day"
// shortcuts, so five days are one tap rather than five.
import './styles';
import { Box, Button, Chip, Group, Stack, Text } from '@mantine/core';
import { inWeekOrder } from '@/lib/format/business-locale';
import { useBusinessLocale } from '@/lib/format/use-business-locale';
import { useLanguage, useT } from '@/lib/i18n/use-t';
import { capitalized, weekdayNames } from '@/lib/i18n/weekday-names';

/** Monday to Friday, ISO weekdays. */
const WORKING_WEEK = [1, 2, 3, 4, 5];

interface WeekdayChipsProps {
  label: string;
  /** ISO weekdays (1 Monday ... 7 Sunday) ticked. */
  value: number[];
  onChange: (days: number[]) => void;
  /** The days that may be ticked; every day when absent. */
  days?: number[];
  error?: string;
}

export function WeekdayChips({ label, value, onChange, days, error }: WeekdayChipsProps) {
  const t = useT();
  const language = useLanguage();
  const longNames = weekdayNames(language).map(capitalized);
  const shortNames = weekdayNames(language, 'short').map(capitalized);
  const { weekStart } = useBusinessLocale();
  const offered = inWeekOrder(
    (days ?? [1, 2, 3, 4, 5, 6, 7]).map((dayOfWeek) => ({ dayOfWeek })),
    weekStart,
  ).map((day) => day.dayOfWeek);
  const sorted = (picked: number[]) => offered.filter((day) => picked.includes(day));

  return (
    <Box component="fieldset" m={0} p={0} style={{ border: 0, minWidth: 0 }}>
      <Text component="legend" size="sm" fw={500} p={0}>
        {label}
      </Text>
      <Stack gap={6} mt={4}>
        <Chip.Group
          multiple
          value={value.map(String)}
          onChange={(picked) => onChange(sorted(picked.map(Number)))}
        >
          <Group gap={6}>
            {offered.map((day) => (
              <Chip key={day} value={String(day)} size="sm" aria-label={longNames[day - 1]}>
                {shortNames[day - 1]}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <Group gap={6}>
          <Button variant="subtle" size="compact-sm" onClick={() => onChange(sorted(WORKING_WEEK))}>
            {t('hours.weekdaysShortcut')}
          </Button>
          <Button variant="subtle" size="compact-sm" onClick={() => onChange(offered)}>
            {t('hours.everyDayShortcut')}
          </Button>
        </Group>
        {error && (
          <Text size="xs" c="red.9" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
