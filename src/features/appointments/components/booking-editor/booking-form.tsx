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
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  clientEmailSchema,
  clientPhoneSchema,
  localDateSchema,
  type BookItem,
} from '../../../../../contract/appointments';
import { addMinutes, localToInstant } from '../../../../../contract/booking-time';
import { timeOfDaySchema } from '../../../../../contract/common';
import { formatDuration } from '../../../../lib/format/duration';
import { useBusinessLocale } from '../../../../lib/format/use-business-locale';
import { bookableServicesQueryOptions } from '../../api/bookable-services';
import { totalPrice } from '../../api/booking-preview';
import { ClientPicker, type PickedClient } from './client-picker';
import { FreeTimes } from './free-times';
import { ANYONE, MemberPicker } from './member-picker';
import { CalendarDateInput } from '../../../../components/dates/calendar-date-input';
import { TimeOfDayInput } from '../../../../components/dates/time-of-day-input';

export interface BookingFormValues {
  /** `fixed`: an edit, whose client is not chosen again. */
  clientMode: 'existing' | 'new' | 'fixed';
  client: PickedClient | null;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  serviceIds: string[];
  /** A member's id, or ANYONE (member-picker.tsx) for "Anyone available". */
  memberId: string;
  date: string;
  time: string;
  notes: string;
  /** "Book anyway" (or, for a booking changed meanwhile, "Save over the changes"). */
  force: boolean;
}

const requiredName = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(100, `${label} is too long`);

const formSchema = z
  .object({
    clientMode: z.enum(['existing', 'new', 'fixed']),
    client: z.object({ id: z.number() }).passthrough().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    phone: clientPhoneSchema,
    email: clientEmailSchema,
    serviceIds: z.array(z.string()).min(1, 'Choose at least one service'),
    memberId: z.string(),
    date: localDateSchema,
    time: timeOfDaySchema,
    notes: z.string().max(2000, 'Notes must be at most 2000 characters'),
    force: z.boolean(),
  })
  .superRefine((values, context) => {
    if (values.clientMode === 'fixed') return;
    if (values.clientMode === 'existing') {
      if (!values.client) {
        context.addIssue({ code: 'custom', path: ['client'], message: 'Choose a client' });
      }
      return;
    }
    for (const [field, label] of [
      ['firstName', 'First name'],
      ['lastName', 'Last name'],
    ] as const) {
      const result = requiredName(label).safeParse(values[field]);
      if (!result.success) {
        context.addIssue({
          code: 'custom',
          path: [field],
          message: result.error.issues[0]!.message,
        });
      }
    }
  });

const validate = schemaResolver(formSchema, { sync: true });

/** What the form says about a refusal the owner may overrule. */
export interface FormConflict {
  messages: string[];
  /** The checkbox's label: "Book anyway" or "Save over the changes". */
  overruleLabel?: string;
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
              Client
            </Text>
            <Text>{props.fixedClient}</Text>
          </div>
        ) : (
          <Stack gap="xs">
            <SegmentedControl
              aria-label="Existing or new client"
              data={[
                { value: 'existing', label: 'Existing client' },
                { value: 'new', label: 'New client' },
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
                <TextInput label="First name" required {...form.getInputProps('firstName')} />
                <TextInput label="Last name" required {...form.getInputProps('lastName')} />
                <TextInput label="Phone" type="tel" {...form.getInputProps('phone')} />
                <TextInput label="E-mail" type="email" {...form.getInputProps('email')} />
              </SimpleGrid>
            )}
          </Stack>
        )}
        <MultiSelect
          label="Services"
          required
          searchable
          placeholder={services.isPending ? 'Loading services…' : 'Choose services'}
          nothingFoundMessage="No such service"
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
          <Alert color="red" title="Services could not be loaded">
            Check the connection and open the editor again.
          </Alert>
        )}
        <SimpleGrid cols={2} spacing="sm">
          <CalendarDateInput label="Date" required {...form.getInputProps('date')} />
          <TimeOfDayInput
            name="Start time"
            label="Start time"
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
            ? `Ends at ${endText} · ${formatDuration(minutes)} · Total ${formatPrice(totalPrice(chosen))}`
            : 'Choose services, a date and a time to see the end and the total'}
        </Text>
        <Textarea
          label="Notes"
          autosize
          minRows={2}
          maxLength={2000}
          {...form.getInputProps('notes')}
        />
        {refusal && (
          <Alert color="red" title="Not booked" role="alert">
            <Stack gap={4}>
              {refusal.messages.map((message) => (
                <Text key={message} size="sm">
                  {message}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
        {refusal?.overruleLabel && (
          <Checkbox
            label={refusal.overruleLabel}
            {...form.getInputProps('force', { type: 'checkbox' })}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={props.pending}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
