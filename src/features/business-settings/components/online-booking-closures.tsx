// Closed dates: one day or a range (holidays). Nothing is offered online on them, whatever their
// hours (contract/availability/slot-engine.ts: closed dates win over special hours).
import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  type BusinessClosure,
  CLOSURE_NOTE_MAX,
  type ClosureBody,
  closureBodySchema,
} from '../../../../contract/availability-settings';
import { useAddClosure } from '../api/availability-add-closure';
import { closureDates } from '../api/availability-labels';
import { useRemoveAvailabilityRow } from '../api/availability-removals';
import { availabilityRowTarget } from '../api/availability-settings';
import { OnlineBookingCard, RefusalAlert } from './online-booking-card';
import { OnlineBookingRowList } from './online-booking-row-list';
import { CalendarDateInput } from '../../../components/dates/calendar-date-input';

interface ClosureValues {
  fromDate: string;
  /** Empty: the first date only. */
  toDate: string;
  note: string;
}

const toBody = (values: ClosureValues): ClosureBody => ({
  fromDate: values.fromDate,
  toDate: values.toDate || values.fromDate,
  note: values.note.trim(),
});
const validateBody = schemaResolver(closureBodySchema, { sync: true });
const EMPTY: ClosureValues = { fromDate: '', toDate: '', note: '' };

export function OnlineBookingClosures({ closures }: { closures: BusinessClosure[] }) {
  const form = useForm<ClosureValues>({
    initialValues: EMPTY,
    // A first date left empty reads as "Date must be YYYY-MM-DD"; this says what to do.
    validate: (values) =>
      values.fromDate ? validateBody(toBody(values)) : { fromDate: 'Choose the first closed date' },
  });
  const add = useAddClosure();
  const remove = useRemoveAvailabilityRow('closures');
  const rows = closures.map((entry) => ({
    id: entry.id,
    text: closureDates(entry),
    detail: entry.note || undefined,
    target: availabilityRowTarget('closures', entry.id),
  }));

  return (
    <OnlineBookingCard
      id="closures"
      title="Closed dates"
      description="Holidays and other days off: clients cannot book on these dates."
    >
      <OnlineBookingRowList
        label="Closed dates"
        rows={rows}
        empty="No closed dates."
        removeLabel={(row) => `Remove closed dates ${row.text}`}
        onRemove={(row) => remove.mutate({ id: row.id, label: row.text, target: row.target })}
      />
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          add.mutate(toBody(values), { onSuccess: () => form.setValues(EMPTY) }),
        )}
      >
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <CalendarDateInput
            label="First closed date"
            required
            {...form.getInputProps('fromDate')}
          />
          <CalendarDateInput
            label="Last closed date"
            description="Empty for one day"
            // Below the field, so the three fields of the row line up.
            inputWrapperOrder={['label', 'input', 'description']}
            clearable
            minDate={form.values.fromDate || undefined}
            {...form.getInputProps('toDate')}
          />
          <TextInput
            label="Note"
            placeholder="e.g. Christmas"
            maxLength={CLOSURE_NOTE_MAX}
            {...form.getInputProps('note')}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <Button type="submit" loading={add.isPending}>
            Add closed dates
          </Button>
        </Group>
      </form>
      <RefusalAlert error={add.error} title="The closed dates were not added" />
      <RefusalAlert error={remove.error} title="The closed dates were not removed" />
    </OnlineBookingCard>
  );
}
