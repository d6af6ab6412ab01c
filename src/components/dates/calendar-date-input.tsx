// A calendar date picked from a month grid that starts on the business's first weekday (the
// DatesProvider of the signed-in frame, docs/decisions.md, Locale) and shown as "Thu 26 Nov 2026":
// day before month, in words, so no reader takes 03/04 for the wrong day. A native `type="date"`
// input shows the browser's locale instead. The value is the form's "YYYY-MM-DD" (or "").
import '@mantine/dates/styles.css';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { useId } from '@mantine/hooks';

export const CALENDAR_DATE_FORMAT = 'ddd D MMM YYYY';

const ARIA_LABELS = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
  monthLevelControl: 'Choose a month',
  yearLevelControl: 'Choose a year',
};

export interface CalendarDateInputProps extends Omit<
  DatePickerInputProps<'default'>,
  'value' | 'defaultValue' | 'onChange' | 'type'
> {
  value?: string;
  onChange: (value: string) => void;
}

export function CalendarDateInput({ value = '', onChange, ...others }: CalendarDateInputProps) {
  const id = useId(others.id);
  return (
    <DatePickerInput
      {...others}
      id={id}
      // The month grid is a dialog named by the popover's "target" id, which Mantine never puts on
      // the field; naming the popover after the field's label names the dialog "Date" (axe's
      // aria-dialog-name).
      popoverProps={{ id: `${id}-label` }}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      valueFormat={CALENDAR_DATE_FORMAT}
      // No red weekend: Saturday is a salon's busiest day, and red on the dark scheme fails contrast.
      weekendDays={[]}
      // Named, so a screen reader (and axe) can tell the arrows apart.
      ariaLabels={ARIA_LABELS}
    />
  );
}
