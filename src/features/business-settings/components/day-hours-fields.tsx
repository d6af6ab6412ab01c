// The controls of one weekday row, shared by the desktop table and the phone list: the open
// switch and the two times, 12-hour ("hh:mm AM/PM", no seconds, spec 9) or 24-hour as the
// business reads time (docs/decisions.md, Locale).
import './styles';
import { Group, Switch, Text } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import { TimeOfDayInput } from '../../../components/dates/time-of-day-input';
import type { DayDraft } from '../hooks/plan-hour-updates';

export interface DayRowProps {
  draft: DayDraft;
  /** Changes when the row is reset from the server, so the uncontrolled pickers start over. */
  resetKey: number;
  closingError?: ReactNode;
  onOpenChange: (open: boolean) => void;
  onTimeChange: (end: 'openingTime' | 'closingTime', value: string) => void;
}

export function DayOpenSwitch({
  draft,
  onOpenChange,
}: Pick<DayRowProps, 'draft' | 'onOpenChange'>) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Switch
        checked={draft.open}
        onChange={(event) => onOpenChange(event.currentTarget.checked)}
        aria-label={`${draft.weekName} open`}
      />
      <Text size="sm" c={draft.open ? undefined : 'dimmed'} aria-hidden>
        {draft.open ? 'Open' : 'Closed'}
      </Text>
    </Group>
  );
}

interface DayTimePickerProps extends Pick<DayRowProps, 'draft' | 'resetKey' | 'onTimeChange'> {
  end: 'openingTime' | 'closingTime';
  /** Shown above the picker on phones; the table's column header says it on wide screens. */
  visibleLabel?: string;
  error?: ReactNode;
}

/** Memoised: a change to one day leaves the other days' pickers as they are (business-hours-form). */
export const DayTimePicker = memo(function DayTimePicker({
  draft,
  resetKey,
  end,
  visibleLabel,
  error,
  onTimeChange,
}: DayTimePickerProps) {
  return (
    <TimeOfDayInput
      key={`${draft.id}-${end}-${resetKey}`}
      name={`${draft.weekName} ${end === 'openingTime' ? 'opens at' : 'closes at'}`}
      label={visibleLabel}
      value={draft[end]}
      onChange={(value) => onTimeChange(end, value)}
      error={error}
      miw={150}
    />
  );
});
