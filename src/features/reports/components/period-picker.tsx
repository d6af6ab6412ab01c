// The report's period: a preset (this week, this month, last month, this year) or chosen dates.
import './styles';
import { Group, SegmentedControl, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { REPORT_PRESETS, type ReportPreset } from '@contract/reports';
import { CalendarDateInput } from '@/components/dates/calendar-date-input';
import { useT } from '@/lib/i18n/use-t';

export type PeriodChoice = ReportPreset | 'custom';

export interface PeriodState {
  period: PeriodChoice;
  from: string;
  to: string;
}

export function PeriodPicker({
  state,
  onChange,
}: {
  state: PeriodState;
  onChange: (next: PeriodState) => void;
}) {
  const t = useT();
  const narrow = useMediaQuery('(max-width: 40em)') ?? false;
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t('reports.period')}
        value={state.period}
        orientation={narrow ? 'vertical' : 'horizontal'}
        fullWidth={narrow}
        // A fixed dark shade: white on it passes WCAG AA contrast whatever the scheme.
        color="teal.9"
        onChange={(value) => onChange({ ...state, period: value as PeriodChoice })}
        data={[
          ...REPORT_PRESETS.map((preset) => ({
            value: preset,
            label: t('reports.preset', { preset }),
          })),
          { value: 'custom', label: t('reports.chosenDates') },
        ]}
      />
      {state.period === 'custom' ? (
        <Group grow align="flex-start">
          <CalendarDateInput
            label={t('reports.from')}
            value={state.from}
            onChange={(from) => onChange({ ...state, from })}
          />
          <CalendarDateInput
            label={t('reports.to')}
            value={state.to}
            onChange={(to) => onChange({ ...state, to })}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
