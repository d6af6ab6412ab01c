// Special hours: one date's own hours in place of its weekday's (a late opening, a Sunday before
// Christmas), or a single closed date. Saving a date again replaces its hours, as the server does
// (docs/decisions.md, Availability settings (owner)). An open date may have a second range after a
// gap, as a weekday may (docs/decisions.md, Split days).
import './styles';
import { Button, Group, SimpleGrid, Switch } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  type SpecialHours,
  type SpecialHoursBody,
  specialHoursBodySchema,
} from '@contract/availability-settings';
import { DEFAULT_CLOSING_TIME, DEFAULT_OPENING_TIME } from '@contract/business-settings';
import { CalendarDateInput } from '@/components/dates/calendar-date-input';
import { TimeOfDayInput } from '@/components/dates/time-of-day-input';
import { useBusinessLocale } from '@/lib/format/use-business-locale';
import { useT } from '@/lib/i18n/use-t';
import {
  formatSettingsDate,
  specialHoursMessage,
  specialHoursTimes,
} from '../api/availability-labels';
import { useRemoveAvailabilityRow } from '../api/availability-removals';
import { useSaveSpecialHours } from '../api/availability-save-special-hours';
import { specialHoursTarget } from '../api/availability-settings';
import { OnlineBookingCard, RefusalAlert } from './online-booking-card';
import { OnlineBookingRowList } from './online-booking-row-list';

interface SpecialHoursValues {
  date: string;
  open: boolean;
  openingTime: string;
  closingTime: string;
  split: boolean;
  secondOpeningTime: string;
  secondClosingTime: string;
}

const toBody = (values: SpecialHoursValues): SpecialHoursBody =>
  values.open
    ? {
        date: values.date,
        open: true,
        openingTime: values.openingTime,
        closingTime: values.closingTime,
        ...(values.split && {
          secondOpeningTime: values.secondOpeningTime || null,
          secondClosingTime: values.secondClosingTime || null,
        }),
      }
    : { date: values.date, open: false };
const validateBody = schemaResolver(specialHoursBodySchema, { sync: true });
const EMPTY: SpecialHoursValues = {
  date: '',
  open: true,
  openingTime: DEFAULT_OPENING_TIME,
  closingTime: DEFAULT_CLOSING_TIME,
  split: false,
  secondOpeningTime: '',
  secondClosingTime: '',
};

export function OnlineBookingSpecialHours({ specialHours }: { specialHours: SpecialHours[] }) {
  const t = useT();
  const form = useForm<SpecialHoursValues>({
    initialValues: EMPTY,
    validate: (values) =>
      values.date ? validateBody(toBody(values)) : { date: t('onlineBooking.chooseDate') },
  });
  const save = useSaveSpecialHours();
  const remove = useRemoveAvailabilityRow('specialHours');
  const { formatTime } = useBusinessLocale();
  const setSplit = (split: boolean) =>
    form.setValues({ split, secondOpeningTime: '', secondClosingTime: '' });
  const rows = specialHours.map((entry) => ({
    id: entry.id,
    text: t('onlineBooking.specialRow', {
      date: formatSettingsDate(entry.date),
      hours: specialHoursTimes(entry, formatTime),
    }),
    labelValue: specialHoursMessage(entry, formatTime),
    target: specialHoursTarget(entry.date),
  }));

  return (
    <OnlineBookingCard
      id="special-hours"
      title={t('onlineBooking.specialHours')}
      description={t('onlineBooking.specialIntro')}
    >
      <OnlineBookingRowList
        label={t('onlineBooking.specialHours')}
        rows={rows}
        empty={t('onlineBooking.noSpecialHours')}
        removeLabel={(row) => t('onlineBooking.removeSpecialHours', { row: row.text })}
        onRemove={(row) => remove.mutate({ id: row.id, row: row.labelValue, target: row.target })}
      />
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          save.mutate(toBody(values), { onSuccess: () => form.setValues(EMPTY) }),
        )}
      >
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <CalendarDateInput
            label={t('onlineBooking.date')}
            required
            {...form.getInputProps('date')}
          />
          <TimeOfDayInput
            name={t('hours.opensAt')}
            label={t('hours.opensAt')}
            disabled={!form.values.open}
            {...form.getInputProps('openingTime')}
          />
          <TimeOfDayInput
            name={t('hours.closesAt')}
            label={t('hours.closesAt')}
            disabled={!form.values.open}
            {...form.getInputProps('closingTime')}
          />
        </SimpleGrid>
        {form.values.open && form.values.split && (
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" mt="sm">
            <div />
            <TimeOfDayInput
              name={t('hours.split.opensAgain')}
              label={t('hours.split.opensAgain')}
              {...form.getInputProps('secondOpeningTime')}
            />
            <TimeOfDayInput
              name={t('hours.split.closesAgainShort')}
              label={t('hours.split.closesAgainShort')}
              {...form.getInputProps('secondClosingTime')}
            />
          </SimpleGrid>
        )}
        {form.values.open && (
          <Group justify="flex-end" mt="xs">
            {form.values.split ? (
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                onClick={() => setSplit(false)}
              >
                {t('hours.split.removeShort')}
              </Button>
            ) : (
              <Button variant="subtle" size="compact-sm" onClick={() => setSplit(true)}>
                {t('hours.split.add')}
              </Button>
            )}
          </Group>
        )}
        <Group justify="space-between" mt="sm">
          <Switch
            label={t('onlineBooking.openOnDate')}
            {...form.getInputProps('open', { type: 'checkbox' })}
          />
          <Button type="submit" loading={save.isPending}>
            {t('onlineBooking.saveSpecialHours')}
          </Button>
        </Group>
      </form>
      <RefusalAlert error={save.error} title={t('onlineBooking.specialNotSaved')} />
      <RefusalAlert error={remove.error} title={t('onlineBooking.specialNotRemoved')} />
    </OnlineBookingCard>
  );
}
