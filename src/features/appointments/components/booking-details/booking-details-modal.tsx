// "Booking Details": who (with phone and e-mail), when, each service with its price, the total,
// payment and status, notes; and the owner's actions: payment in one click, Reschedule, No-show
// and Cancel with an optional reason. Each action goes through the outbox, so it works offline
// and shows at once as pending.
import './styles';
import { useState } from 'react';
import {
  Anchor,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import {
  PAYMENT_STATUSES,
  paymentStatusSchema,
  type Appointment,
} from '../../../../../contract/appointments';
import { PendingBadge } from '../../../../components/offline/pending-badge';
import { formatDuration } from '../../../../lib/format/duration';
import { useBusinessLocale } from '../../../../lib/format/use-business-locale';
import { appointmentTarget } from '../../api/appointment-keys';
import { useCancelAppointment } from '../../api/cancel-appointment';
import { appointmentQueryOptions } from '../../api/get-appointment';
import { useMarkNoShow } from '../../api/mark-no-show';
import { useSetPaymentStatus } from '../../api/set-payment-status';
import { BookedItemsTable } from '../shared/booked-items-table';
import { bookingTexts } from '../booking-texts';
import { MemberName } from '../shared/member-name';
import {
  bookingId,
  customerName,
  formatBookingDateTime,
  parseBookingTime,
  paymentStatusLabel,
  totalDuration,
} from '../shared/booking-format';
import { BookingStatusBadge } from '../shared/booking-status-badge';
import { PaymentStatusBadge } from '../shared/payment-status-badge';

interface BookingDetailsModalProps {
  /** The booking as its list shows it now (pending changes included); null: closed. */
  appointment: Appointment | null;
  onClose: () => void;
  onReschedule: (appointment: Appointment) => void;
}

function Label({ children }: { children: string }) {
  return (
    <Text size="xs" c="dimmed" fw={600} tt="uppercase">
      {children}
    </Text>
  );
}

/** The end as the clock shows it; imported bookings without an `end` end after their items. */
function endTime(appointment: Appointment, timeFormat: string): string | null {
  if (appointment.end) return dayjs(appointment.end).format(timeFormat);
  const minutes = parseBookingTime(appointment.book_time);
  if (minutes === null) return null;
  const end = dayjs(appointment.book_date).add(
    minutes + totalDuration(appointment.book_items),
    'minute',
  );
  return end.isValid() ? end.format(timeFormat) : null;
}

export function BookingDetailsModal({
  appointment,
  onClose,
  onReschedule,
}: BookingDetailsModalProps) {
  return (
    <Modal
      opened={appointment !== null}
      onClose={onClose}
      title="Booking Details"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {appointment && (
        <BookingDetails
          // A new booking, a new form: a half-typed cancel reason never moves to another booking.
          key={appointment.id}
          appointment={appointment}
          onClose={onClose}
          onReschedule={onReschedule}
        />
      )}
    </Modal>
  );
}

function BookingDetails({
  appointment,
  onClose,
  onReschedule,
}: {
  appointment: Appointment;
  onClose: () => void;
  onReschedule: (appointment: Appointment) => void;
}) {
  // The list's row is the newest this device knows (it carries pending changes); the detail
  // adds what lists do not carry (contact, notes, source, cancel reason).
  const extra = useQuery(appointmentQueryOptions(appointment.id)).data;
  const { formatPrice, clock, timeFormat } = useBusinessLocale();
  const status = appointment.status ?? 'booked';
  const label = `${bookingId(appointment.id)} (${customerName(appointment)})`;
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const payment = useSetPaymentStatus();
  const cancel = useCancelAppointment();
  const noShow = useMarkNoShow();
  const end = endTime(appointment, timeFormat);
  const open = status === 'booked' || status === 'completed';

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Label>Customer</Label>
          <Text fw={600}>{customerName(appointment)}</Text>
          {extra?.client.phone && (
            <Anchor
              href={`tel:${extra.client.phone.replace(/[^0-9+]/g, '')}`}
              size="sm"
              display="block"
            >
              {extra.client.phone}
            </Anchor>
          )}
          {extra?.client.email && (
            <Anchor href={`mailto:${extra.client.email}`} size="sm" display="block">
              {extra.client.email}
            </Anchor>
          )}
        </div>
        <Group gap={4}>
          <PendingBadge target={appointmentTarget(appointment.id)} />
          <BookingStatusBadge status={status} />
          <PaymentStatusBadge status={appointment.payment_status} />
        </Group>
      </Group>
      <div>
        <Label>Appointment time</Label>
        <Text>
          {formatBookingDateTime(appointment, clock)}
          {end && ` – ${end}`}
        </Text>
        <Text size="sm" c="dimmed">
          {bookingId(appointment.id)} · {formatDuration(totalDuration(appointment.book_items))}
          {extra && ` · booked ${extra.source === 'online' ? 'online' : 'by you'}`}
        </Text>
      </div>
      {appointment.memberId !== undefined && (
        <div>
          <Label>{bookingTexts.with}</Label>
          <MemberName memberId={appointment.memberId} />
        </div>
      )}
      <BookedItemsTable items={appointment.book_items} caption="Booked services" />
      <Group justify="space-between">
        <Text fw={600}>Total</Text>
        <Text fw={600}>{formatPrice(appointment.amount)}</Text>
      </Group>
      {extra?.notes && (
        <div>
          <Label>Notes</Label>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {extra.notes}
          </Text>
        </div>
      )}
      {status === 'cancelled' && extra?.cancelReason && (
        <div>
          <Label>Cancel reason</Label>
          <Text size="sm">{extra.cancelReason}</Text>
        </div>
      )}
      {status !== 'cancelled' && (
        <div>
          <Label>Payment</Label>
          <SegmentedControl
            aria-label="Payment status"
            fullWidth
            value={appointment.payment_status}
            onChange={(value) => {
              const next = paymentStatusSchema.safeParse(value);
              if (next.success) payment.mutate({ id: appointment.id, label, status: next.data });
            }}
            data={PAYMENT_STATUSES.map((value) => ({ value, label: paymentStatusLabel(value) }))}
          />
        </div>
      )}
      {open && !cancelling && (
        <Group gap="xs" justify="flex-end" wrap="wrap">
          <Button variant="default" onClick={() => onReschedule(appointment)}>
            Reschedule
          </Button>
          <Button
            variant="default"
            loading={noShow.isPending}
            onClick={() => noShow.mutate({ id: appointment.id, label }, { onSuccess: onClose })}
          >
            No-show
          </Button>
          <Button color="red" variant="outline" onClick={() => setCancelling(true)}>
            Cancel booking
          </Button>
        </Group>
      )}
      {cancelling && (
        <Stack gap="xs">
          <Textarea
            label="Reason (optional)"
            autosize
            minRows={2}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Group gap="xs" justify="flex-end">
            <Button variant="default" onClick={() => setCancelling(false)}>
              Keep booking
            </Button>
            <Button
              color="red.9"
              loading={cancel.isPending}
              onClick={() =>
                cancel.mutate(
                  { id: appointment.id, label, reason: reason.trim() || undefined },
                  { onSuccess: onClose },
                )
              }
            >
              Confirm cancellation
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
