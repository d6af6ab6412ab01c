// Breaks per weekday (e.g. lunch 12:00 to 12:30): no online booking overlaps them.
import { Button, Group, Select, SimpleGrid } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  type BreakBody,
  breakBodySchema,
  type BusinessBreak,
} from '../../../../contract/availability-settings';
import { WEEKDAY_NAMES } from '../../../../contract/booking-time';
import { useAddBreak } from '../api/availability-add-break';
import { breakLabel } from '../api/availability-labels';
import { useRemoveAvailabilityRow } from '../api/availability-removals';
import { availabilityRowTarget } from '../api/availability-settings';
import { OnlineBookingCard, RefusalAlert } from './online-booking-card';
import { OnlineBookingRowList } from './online-booking-row-list';
import { TimeOfDayInput } from '../../../components/dates/time-of-day-input';
import { useBusinessLocale } from '../../../lib/format/use-business-locale';

const WEEKDAY_OPTIONS = WEEKDAY_NAMES.map((name, index) => ({
  value: String(index + 1),
  label: name,
}));

interface BreakValues {
  dayOfWeek: string;
  startTime: string;
  endTime: string;
}

const toBody = (values: BreakValues): BreakBody => ({
  ...values,
  dayOfWeek: Number(values.dayOfWeek),
});
const validateBody = schemaResolver(breakBodySchema, { sync: true });

export function OnlineBookingBreaks({ breaks }: { breaks: BusinessBreak[] }) {
  const form = useForm<BreakValues>({
    initialValues: { dayOfWeek: '1', startTime: '12:00', endTime: '12:30' },
    validate: (values) => validateBody(toBody(values)),
  });
  const add = useAddBreak();
  const remove = useRemoveAvailabilityRow('breaks');
  const { formatTime } = useBusinessLocale();
  const rows = breaks.map((entry) => ({
    id: entry.id,
    text: breakLabel(entry, formatTime),
    target: availabilityRowTarget('breaks', entry.id),
  }));

  return (
    <OnlineBookingCard
      id="breaks"
      title="Breaks"
      description="Times of an open day when clients cannot book, such as lunch. They repeat every week."
    >
      <OnlineBookingRowList
        label="Breaks"
        rows={rows}
        empty="No breaks: clients may book any time you are open."
        removeLabel={(row) => `Remove break ${row.text}`}
        onRemove={(row) => remove.mutate({ id: row.id, label: row.text, target: row.target })}
      />
      <form noValidate onSubmit={form.onSubmit((values) => add.mutate(toBody(values)))}>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Select
            label="Weekday"
            data={WEEKDAY_OPTIONS}
            allowDeselect={false}
            checkIconPosition="right"
            maxDropdownHeight={320}
            {...form.getInputProps('dayOfWeek')}
          />
          <TimeOfDayInput
            name="Break starts"
            label="Break starts"
            required
            {...form.getInputProps('startTime')}
          />
          <TimeOfDayInput
            name="Break ends"
            label="Break ends"
            required
            {...form.getInputProps('endTime')}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <Button type="submit" loading={add.isPending}>
            Add break
          </Button>
        </Group>
      </form>
      <RefusalAlert error={add.error} title="The break was not added" />
      <RefusalAlert error={remove.error} title="The break was not removed" />
    </OnlineBookingCard>
  );
}
