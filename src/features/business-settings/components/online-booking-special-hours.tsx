// Special hours: one date's own hours in place of its weekday's (a late opening, a Sunday before
// Christmas), or a single closed date. Saving a date again replaces its hours, as the server does
// (docs/decisions.md, Availability settings (owner)).
import './styles';
import { Button, Group, SimpleGrid, Switch } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  type SpecialHours,
  type SpecialHoursBody,
  specialHoursBodySchema,
} from '../../../../contract/availability-settings';
import { DEFAULT_CLOSING_TIME, DEFAULT_OPENING_TIME } from '../../../../contract/business-settings';
import { formatSettingsDate, specialHoursTimes } from '../api/availability-labels';
import { useRemoveAvailabilityRow } from '../api/availability-removals';
import { useSaveSpecialHours } from '../api/availability-save-special-hours';
import { specialHoursTarget } from '../api/availability-settings';
import { OnlineBookingCard, RefusalAlert } from './online-booking-card';
import { OnlineBookingRowList } from './online-booking-row-list';
import { CalendarDateInput } from '../../../components/dates/calendar-date-input';
import { TimeOfDayInput } from '../../../components/dates/time-of-day-input';
import { useBusinessLocale } from '../../../lib/format/use-business-locale';

interface SpecialHoursValues {
  date: string;
  open: boolean;
  openingTime: string;
  closingTime: string;
}

const toBody = (values: SpecialHoursValues): SpecialHoursBody =>
  values.open
    ? {
        date: values.date,
        open: true,
        openingTime: values.openingTime,
        closingTime: values.closingTime,
      }
    : { date: values.date, open: false };
const validateBody = schemaResolver(specialHoursBodySchema, { sync: true });
const EMPTY: SpecialHoursValues = {
  date: '',
  open: true,
  openingTime: DEFAULT_OPENING_TIME,
  closingTime: DEFAULT_CLOSING_TIME,
};

export function OnlineBookingSpecialHours({ specialHours }: { specialHours: SpecialHours[] }) {
  const form = useForm<SpecialHoursValues>({
    initialValues: EMPTY,
    validate: (values) =>
      values.date ? validateBody(toBody(values)) : { date: 'Choose the date' },
  });
  const save = useSaveSpecialHours();
  const remove = useRemoveAvailabilityRow('specialHours');
  const { formatTime } = useBusinessLocale();
  const rows = specialHours.map((entry) => ({
    id: entry.id,
    text: `${formatSettingsDate(entry.date)}: ${specialHoursTimes(entry, formatTime)}`,
    target: specialHoursTarget(entry.date),
  }));

  return (
    <OnlineBookingCard
      id="special-hours"
      title="Special hours"
      description="Other hours on one date, in place of that weekday's. Saving a date again replaces its hours."
    >
      <OnlineBookingRowList
        label="Special hours"
        rows={rows}
        empty="No special hours: every date has its weekday's hours."
        removeLabel={(row) => `Remove special hours ${row.text}`}
        onRemove={(row) => remove.mutate({ id: row.id, label: row.text, target: row.target })}
      />
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          save.mutate(toBody(values), { onSuccess: () => form.setValues(EMPTY) }),
        )}
      >
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <CalendarDateInput label="Date" required {...form.getInputProps('date')} />
          <TimeOfDayInput
            name="Opens at"
            label="Opens at"
            disabled={!form.values.open}
            {...form.getInputProps('openingTime')}
          />
          <TimeOfDayInput
            name="Closes at"
            label="Closes at"
            disabled={!form.values.open}
            {...form.getInputProps('closingTime')}
          />
        </SimpleGrid>
        <Group justify="space-between" mt="sm">
          <Switch label="Open on this date" {...form.getInputProps('open', { type: 'checkbox' })} />
          <Button type="submit" loading={save.isPending}>
            Save special hours
          </Button>
        </Group>
      </form>
      <RefusalAlert error={save.error} title="The special hours were not saved" />
      <RefusalAlert error={remove.error} title="The special hours were not removed" />
    </OnlineBookingCard>
  );
}
