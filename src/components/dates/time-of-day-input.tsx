// A time of day as the business reads time (docs/decisions.md, Locale): hours and minutes, with an
// AM/PM field on a 12-hour clock, whatever the browser's own locale. A native `type="time"` input
// follows the browser instead, so an Oslo owner on an English-US phone would see AM/PM. The names
// of its minutes, AM/PM and clear button are in the owner's language (docs/decisions.md, Languages).
//
// The value is the form's "HH:mm" (or "" while incomplete). Mantine's TimePicker is left
// uncontrolled: controlled, it wipes every field when one of them is cleared, because an
// incomplete time reaches it back as "". A value set from outside (a free-time chip, a reset from
// the server) starts the picker over with that value instead.
import '@mantine/dates/styles.css';
import { TimePicker, type TimePickerProps } from '@mantine/dates';
import { useState } from 'react';
import { useBusinessLocale } from '../../lib/format/use-business-locale';
import { useT } from '../../lib/i18n/use-t';

export interface TimeOfDayInputProps extends Omit<
  TimePickerProps,
  'value' | 'defaultValue' | 'onChange' | 'format' | 'withSeconds' | 'label'
> {
  /** The accessible name of the hours field; the minutes and AM/PM fields are named after it. */
  name: string;
  /** The visible label; none where something else says it (a table's column header). */
  label?: string;
  value?: string;
  onChange: (value: string) => void;
}

export function TimeOfDayInput({
  name,
  label,
  value = '',
  onChange,
  ...others
}: TimeOfDayInputProps) {
  const { clock } = useBusinessLocale();
  const t = useT();
  const [own, setOwn] = useState({ value, generation: 0 });
  if (value !== own.value) setOwn({ value, generation: own.generation + 1 });
  return (
    <TimePicker
      {...others}
      key={`${clock}-${own.generation}`}
      defaultValue={value}
      onChange={(next) => {
        setOwn((current) => ({ ...current, value: next }));
        onChange(next);
      }}
      format={clock}
      label={label}
      hoursInputLabel={name}
      minutesInputLabel={t('timeInput.minutes', { name })}
      amPmInputLabel={t('timeInput.amPm', { name })}
      clearable
      clearButtonProps={{ 'aria-label': t('timeInput.clear', { name }) }}
    />
  );
}
