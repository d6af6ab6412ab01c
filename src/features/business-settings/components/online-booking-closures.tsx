// Closed dates: one day or a range (holidays). Nothing is offered online on them, whatever their
// hours (contract/availability/slot-engine.ts: closed dates win over special hours).
import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  type BusinessClosure,
  CLOSURE_NOTE_MAX,
  type ClosureBody,
  closureBodySchema,
} from '@contract/availability-settings';
import { CalendarDateInput } from '@/components/dates/calendar-date-input';
import { useT } from '@/lib/i18n/use-t';
import { useAddClosure } from '../api/availability-add-closure';
import { closureDates, closureDatesValue } from '../api/availability-labels';
import { useRemoveAvailabilityRow } from '../api/availability-removals';
import { availabilityRowTarget } from '../api/availability-settings';
import { OnlineBookingCard, RefusalAlert } from './online-booking-card';
import { OnlineBookingRowList } from './online-booking-row-list';
import { PublicHolidaysOffer } from './public-holidays-offer';

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
  const t = useT();
  const form = useForm<ClosureValues>({
    initialValues: EMPTY,
    // A first date left empty reads as "Date must be YYYY-MM-DD"; this says what to do.
    validate: (values) =>
      values.fromDate
        ? validateBody(toBody(values))
        : { fromDate: t('onlineBooking.chooseFirstClosedDate') },
  });
  const add = useAddClosure();
  const remove = useRemoveAvailabilityRow('closures');
  const rows = closures.map((entry) => ({
    id: entry.id,
    text: closureDates(entry),
    labelValue: closureDatesValue(entry),
    detail: entry.note || undefined,
    target: availabilityRowTarget('closures', entry.id),
  }));

  return (
    <OnlineBookingCard
      id="closures"
      title={t('onlineBooking.closures')}
      description={t('onlineBooking.closuresIntro')}
    >
      <OnlineBookingRowList
        label={t('onlineBooking.closures')}
        rows={rows}
        empty={t('onlineBooking.noClosures')}
        removeLabel={(row) => t('onlineBooking.removeClosure', { row: row.text })}
        onRemove={(row) => remove.mutate({ id: row.id, row: row.labelValue, target: row.target })}
      />
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          add.mutate(toBody(values), { onSuccess: () => form.setValues(EMPTY) }),
        )}
      >
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <CalendarDateInput
            label={t('onlineBooking.firstClosedDate')}
            required
            {...form.getInputProps('fromDate')}
          />
          <CalendarDateInput
            label={t('onlineBooking.lastClosedDate')}
            description={t('onlineBooking.emptyForOneDay')}
            // Below the field, so the three fields of the row line up.
            inputWrapperOrder={['label', 'input', 'description']}
            clearable
            minDate={form.values.fromDate || undefined}
            {...form.getInputProps('toDate')}
          />
          <TextInput
            label={t('onlineBooking.note')}
            placeholder={t('onlineBooking.notePlaceholder')}
            maxLength={CLOSURE_NOTE_MAX}
            {...form.getInputProps('note')}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <Button type="submit" loading={add.isPending}>
            {t('onlineBooking.addClosure')}
          </Button>
        </Group>
      </form>
      <PublicHolidaysOffer closures={closures} />
      <RefusalAlert error={add.error} title={t('onlineBooking.closureNotAdded')} />
      <RefusalAlert error={remove.error} title={t('onlineBooking.closureNotRemoved')} />
    </OnlineBookingCard>
  );
}
