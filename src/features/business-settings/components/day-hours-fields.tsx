// The controls of one weekday row, shared by the desktop table and the phone list: the open
// switch and the two times, 12-hour ("hh:mm AM/PM", no seconds, spec 9) or 24-hour as the
// business reads time (docs/decisions.md, Locale), and a split day's second range
// (docs/decisions.md, Split days).
import './styles';
import { Group, Switch, Text } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import { TimeOfDayInput } from '@/components/dates/time-of-day-input';
import {
  AddSecondRangeButton as SharedAddButton,
  RemoveSecondRangeButton as SharedRemoveButton,
} from '@/components/hours/second-range-buttons';
import { useT } from '@/lib/i18n/use-t';
import type { DayDraft, DayTimeField } from '../hooks/plan-hour-updates';

export interface DayRowProps {
  draft: DayDraft;
  /** The weekday's name in the owner's language ("Mandag"), not the server's English weekName. */
  dayName: string;
  /** Changes when the row is reset from the server, so the uncontrolled pickers start over. */
  resetKey: number;
  closingError?: ReactNode;
  secondOpeningError?: ReactNode;
  secondClosingError?: ReactNode;
  onOpenChange: (open: boolean) => void;
  onTimeChange: (end: DayTimeField, value: string) => void;
  /** Shows or drops the row's second range. */
  onSplitChange: (split: boolean) => void;
  /** ISO weekdays of the other rows, offered by "Copy to…". */
  otherDays: number[];
  /** Puts this day's state and times into the fields of those weekdays. */
  onCopy: (days: number[]) => void;
}

export function DayOpenSwitch({
  draft,
  dayName,
  onOpenChange,
}: Pick<DayRowProps, 'draft' | 'dayName' | 'onOpenChange'>) {
  const t = useT();
  return (
    <Group gap="xs" wrap="nowrap">
      <Switch
        checked={draft.open}
        onChange={(event) => onOpenChange(event.currentTarget.checked)}
        aria-label={t('hours.dayOpen', { day: dayName })}
      />
      <Text size="sm" c={draft.open ? undefined : 'dimmed'} aria-hidden>
        {draft.open ? t('hours.open') : t('hours.closed')}
      </Text>
    </Group>
  );
}

interface DayTimePickerProps extends RowPickerFields {
  end: DayTimeField;
  /** Shown above the picker on phones; the table's column header says it on wide screens. */
  visibleLabel?: string;
  error?: ReactNode;
}

type RowPickerFields = Pick<DayRowProps, 'draft' | 'dayName' | 'resetKey' | 'onTimeChange'>;

/** The row's part of every picker of the row, for `<DayTimePicker {...rowPickerFields(row)} …>`. */
export function rowPickerFields(row: DayRowProps): RowPickerFields {
  return {
    draft: row.draft,
    dayName: row.dayName,
    resetKey: row.resetKey,
    onTimeChange: row.onTimeChange,
  };
}

/** Memoised: a change to one day leaves the other days' pickers as they are (business-hours-form). */
export const DayTimePicker = memo(function DayTimePicker({
  draft,
  dayName,
  resetKey,
  end,
  visibleLabel,
  error,
  onTimeChange,
}: DayTimePickerProps) {
  const t = useT();
  const names: Record<DayTimeField, string> = {
    openingTime: t('hours.opensAtName', { day: dayName }),
    closingTime: t('hours.closesAtName', { day: dayName }),
    secondOpeningTime: t('hours.split.opensAgainName', { day: dayName }),
    secondClosingTime: t('hours.split.closesAgainName', { day: dayName }),
  };
  return (
    <TimeOfDayInput
      key={`${draft.id}-${end}-${resetKey}`}
      name={names[end]}
      label={visibleLabel}
      value={draft[end]}
      onChange={(value) => onTimeChange(end, value)}
      error={error}
      miw={150}
    />
  );
});

/** "Add a second range" under an open day's times that has none yet. */
export function AddSecondRangeButton({
  dayName,
  onSplitChange,
}: Pick<DayRowProps, 'dayName' | 'onSplitChange'>) {
  const t = useT();
  return (
    <SharedAddButton
      label={t('hours.split.add')}
      name={t('hours.split.addLabel', { day: dayName })}
      onClick={() => onSplitChange(true)}
    />
  );
}

/** "Remove the second range" where "Add a second range" was: under the second range's times. */
export function RemoveSecondRangeButton({
  dayName,
  onSplitChange,
}: Pick<DayRowProps, 'dayName' | 'onSplitChange'>) {
  const t = useT();
  return (
    <SharedRemoveButton
      label={t('hours.split.removeShort')}
      name={t('hours.split.remove', { day: dayName })}
      onClick={() => onSplitChange(false)}
    />
  );
}
