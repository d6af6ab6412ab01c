// Breaks per weekday (e.g. lunch 12:00 to 12:30): no online booking overlaps them. One form adds
// the same break on several weekdays, one break each (docs/decisions.md, Working hours shortcuts).
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  breakBodySchema,
  type BusinessBreak,
  breakOverlapMessage,
} from '@contract/availability-settings';
import { TimeOfDayInput } from '@/components/dates/time-of-day-input';
import { useBusinessLocale } from '@/lib/format/use-business-locale';
import { type AppTranslate, useT } from '@/lib/i18n/use-t';
import { useAddBreaks } from '../api/availability-add-break';
import { breakLabel, breakMessage } from '../api/availability-labels';
import { useRemoveAvailabilityRow } from '../api/availability-removals';
import { availabilityRowTarget } from '../api/availability-settings';
import { OnlineBookingCard, RefusalAlert } from './online-booking-card';
import { OnlineBookingRowList } from './online-booking-row-list';
import { WeekdayChips } from './weekday-chips';

interface BreakValues {
  /** ISO weekdays, 1 Monday ... 7 Sunday. */
  days: number[];
  startTime: string;
  endTime: string;
}

const validateTimes = schemaResolver(breakBodySchema, { sync: true });

/** The days' breaks, or what is wrong: no day, bad times, or a day whose break is in the way. */
function validate(values: BreakValues, breaks: readonly BusinessBreak[], t: AppTranslate) {
  if (values.days.length === 0) return { days: t('onlineBooking.breakNoDay') };
  const timeErrors = validateTimes({
    dayOfWeek: values.days[0],
    startTime: values.startTime,
    endTime: values.endTime,
  });
  if (Object.keys(timeErrors).length > 0) return timeErrors;
  // The same rule as the server's (a 409 there): checked here too, so no day is added when one
  // of them would be refused.
  const inTheWay = breaks.find(
    (entry) =>
      values.days.includes(entry.dayOfWeek) &&
      entry.startTime < values.endTime &&
      entry.endTime > values.startTime,
  );
  return inTheWay ? { startTime: breakOverlapMessage(inTheWay) } : {};
}

export function OnlineBookingBreaks({ breaks }: { breaks: BusinessBreak[] }) {
  const t = useT();
  const form = useForm<BreakValues>({
    initialValues: { days: [1], startTime: '12:00', endTime: '12:30' },
    validate: (values) => validate(values, breaks, t),
  });
  const add = useAddBreaks();
  const remove = useRemoveAvailabilityRow('breaks');
  const { formatTime } = useBusinessLocale();
  const rows = breaks.map((entry) => ({
    id: entry.id,
    text: breakLabel(entry, formatTime),
    labelValue: breakMessage(entry, formatTime),
    target: availabilityRowTarget('breaks', entry.id),
  }));

  return (
    <OnlineBookingCard
      id="breaks"
      title={t('onlineBooking.breaks')}
      description={t('onlineBooking.breaksIntro')}
    >
      <OnlineBookingRowList
        label={t('onlineBooking.breaks')}
        rows={rows}
        empty={t('onlineBooking.noBreaks')}
        removeLabel={(row) => t('onlineBooking.removeBreak', { row: row.text })}
        onRemove={(row) => remove.mutate({ id: row.id, row: row.labelValue, target: row.target })}
      />
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          add.mutate(
            values.days.map((dayOfWeek) => ({
              dayOfWeek,
              startTime: values.startTime,
              endTime: values.endTime,
            })),
          ),
        )}
      >
        <Stack gap="sm">
          <WeekdayChips
            label={t('onlineBooking.breakDays')}
            value={form.values.days}
            onChange={(days) => {
              form.clearErrors();
              form.setFieldValue('days', days);
            }}
            error={typeof form.errors.days === 'string' ? form.errors.days : undefined}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TimeOfDayInput
              name={t('onlineBooking.breakStarts')}
              label={t('onlineBooking.breakStarts')}
              required
              {...form.getInputProps('startTime')}
            />
            <TimeOfDayInput
              name={t('onlineBooking.breakEnds')}
              label={t('onlineBooking.breakEnds')}
              required
              {...form.getInputProps('endTime')}
            />
          </SimpleGrid>
        </Stack>
        <Group justify="flex-end" mt="sm">
          <Button type="submit" loading={add.isPending}>
            {t('onlineBooking.addBreaks', { count: form.values.days.length })}
          </Button>
        </Group>
      </form>
      <RefusalAlert error={add.error} title={t('onlineBooking.breakNotAdded')} />
      <RefusalAlert error={remove.error} title={t('onlineBooking.breakNotRemoved')} />
    </OnlineBookingCard>
  );
}
