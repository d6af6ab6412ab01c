// The booking editor's form: who (an existing client or a new one), which services, when, and
// notes, with the end time and total shown as they are chosen. A refusal for a taken slot or
// closed hours is shown above the buttons with "Book anyway" (docs/decisions.md, Appointments
// and clients); a booking changed meanwhile the same way, with "Save over the changes". A new
// booking offers the free times of the chosen date as chips (free-times.tsx), for the chosen
// member or "Anyone available" (member-picker.tsx, docs/decisions.md, Team).
import './styles';
import { useMemo } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { BookItem } from '@contract/appointments';
import { addMinutes, localToInstant } from '@contract/booking-time';
import { formatDuration } from '@/lib/format/duration';
import { useBusinessLocale } from '@/lib/format/use-business-locale';
import { CalendarDateInput } from '@/components/dates/calendar-date-input';
import { TimeOfDayInput } from '@/components/dates/time-of-day-input';
import { useT } from '@/lib/i18n/use-t';
import { bookableServicesQueryOptions } from '../../api/bookable-services';
import { totalPrice } from '../../api/booking-preview';
import { NOTES_MAX, validate, type BookingFormValues } from './booking-form-values';
import { ClientPicker } from './client-picker';
import { FreeTimes } from './free-times';
import { ANYONE, MemberPicker } from './member-picker';

export type { BookingFormValues };

/** What the form says about a refusal the owner may overrule. */
export interface FormConflict {
  messages: string[];
  /** The checkbox it offers: "Book anyway" (`force`) or "Save over the changes" (`saveOver`). */
  overrule?: 'force' | 'saveOver';
}

interface BookingFormProps {
  initialValues: BookingFormValues;
  /** Editing a booking: its client is fixed (shown, not chosen). */
  fixedClient?: string;
  timeZone: string;
  submitLabel: string;
  pending: boolean;
  /** Messages of the last refusal (shown in a red alert), and whether it can be overruled. */
  refusal?: FormConflict;
  onCancel: () => void;
  onSubmit: (values: BookingFormValues, items: BookItem[]) => void;
}

export function BookingForm(props: BookingFormProps) {
  const { refusal } = props;
  const t = useT();
  const form = useForm<BookingFormValues>({ initialValues: props.initialValues, validate });
  const services = useQuery(bookableServicesQueryOptions());
  const { formatPrice, formatTime } = useBusinessLocale();
  const byId = useMemo(
    () =>
      new Map(
        (services.data ?? []).flatMap((category) =>
          category.services.map((service) => [String(service.id), service] as const),
        ),
      ),
    [services.data],
  );
  const chosen = form.values.serviceIds.flatMap((id) => byId.get(id) ?? []);
  const minutes = chosen.reduce((sum, item) => sum + item.duration, 0);
  const start = localToInstant(form.values.date, form.values.time, props.timeZone);
  const endText =
    start && chosen.length > 0
      ? formatTime(
          new Intl.DateTimeFormat('en-GB', {
            timeZone: props.timeZone,
            hour: '2-digit',
            minute: '2-digit',
            hourCycle: 'h23',
          }).format(new Date(addMinutes(start.toISOString(), minutes))),
        )
      : null;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        props.onSubmit(
          values,
          values.serviceIds.flatMap((id) => byId.get(id) ?? []),
        ),
      )}
    >
      <Stack gap="md">
        {props.fixedClient ? (
          <div>
            <Text size="sm" fw={500}>
              {t('booking.client')}
            </Text>
            <Text>{props.fixedClient}</Text>
          </div>
        ) : (
          <Stack gap="xs">
            <SegmentedControl
              aria-label={t('booking.clientMode')}
              data={[
                { value: 'existing', label: t('booking.existingClient') },
                { value: 'new', label: t('booking.newClient') },
              ]}
              {...form.getInputProps('clientMode')}
            />
            {form.values.clientMode === 'existing' ? (
              <ClientPicker
                value={form.values.client}
                onChange={(client) => form.setFieldValue('client', client)}
                error={form.errors.client}
              />
            ) : (
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <TextInput
                  label={t('booking.firstName')}
                  required
                  {...form.getInputProps('firstName')}
                />
                <TextInput label={t('booking.lastName')} {...form.getInputProps('lastName')} />
                <TextInput label={t('booking.phone')} type="tel" {...form.getInputProps('phone')} />
                <TextInput
                  label={t('booking.email')}
                  type="email"
                  {...form.getInputProps('email')}
                />
              </SimpleGrid>
            )}
          </Stack>
        )}
        <MultiSelect
          label={t('booking.services')}
          required
          searchable
          placeholder={
            services.isPending ? t('booking.servicesLoading') : t('booking.chooseServices')
          }
          nothingFoundMessage={t('booking.noSuchService')}
          data={(services.data ?? []).map((category) => ({
            group: category.name,
            items: category.services.map((service) => ({
              value: String(service.id),
              label: `${service.name} · ${formatPrice(service.price)} · ${formatDuration(service.duration)}`,
            })),
          }))}
          {...form.getInputProps('serviceIds')}
        />
        <MemberPicker
          value={form.values.memberId}
          serviceIds={chosen.map((item) => item.id)}
          onChange={(memberId) => form.setFieldValue('memberId', memberId)}
          error={form.errors.memberId}
        />
        {services.isError && (
          <Alert color="red" title={t('booking.servicesLoadError')}>
            {t('booking.servicesLoadErrorBody')}
          </Alert>
        )}
        <SimpleGrid cols={2} spacing="sm">
          <CalendarDateInput label={t('booking.date')} required {...form.getInputProps('date')} />
          <TimeOfDayInput
            name={t('booking.startTime')}
            label={t('booking.startTime')}
            required
            {...form.getInputProps('time')}
          />
        </SimpleGrid>
        {/* A new booking only: an edited booking holds its own time, which would not show free. */}
        {!props.fixedClient && (
          <FreeTimes
            date={form.values.date}
            serviceIds={chosen.map((item) => item.id)}
            memberId={form.values.memberId === ANYONE ? undefined : Number(form.values.memberId)}
            time={form.values.time}
            onPick={(time) => form.setFieldValue('time', time)}
          />
        )}
        <Text size="sm" aria-live="polite" data-testid="booking-summary">
          {endText
            ? t('booking.summary', {
                end: endText,
                duration: formatDuration(minutes),
                total: formatPrice(totalPrice(chosen)),
              })
            : t('booking.summaryEmpty')}
        </Text>
        <Textarea
          label={t('booking.notes')}
          autosize
          minRows={2}
          maxLength={NOTES_MAX}
          {...form.getInputProps('notes')}
        />
        {form.values.clientMode === 'fixed' && (
          <Checkbox
            label={t('booking.notifyClient')}
            description={t('booking.notifyClientOnChange')}
            {...form.getInputProps('notifyClient', { type: 'checkbox' })}
          />
        )}
        {refusal && (
          <Alert color="red" title={t('booking.notBooked')} role="alert">
            <Stack gap={4}>
              {refusal.messages.map((message) => (
                <Text key={message} size="sm">
                  {message}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
        {refusal?.overrule && (
          <Checkbox
            label={
              refusal.overrule === 'saveOver' ? t('booking.saveOver') : t('pending.bookAnyway')
            }
            {...form.getInputProps('force', { type: 'checkbox' })}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {t('booking.cancel')}
          </Button>
          <Button type="submit" loading={props.pending}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
