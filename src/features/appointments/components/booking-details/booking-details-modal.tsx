// "Booking Details": who (with phone and e-mail), when, each service with its price, the total,
// payment and status, notes; and the owner's actions by the booking's state (docs/decisions.md,
// Checkout): "Check out" (the same dialog turns into the checkout form) or "Refund", Reschedule,
// No-show and Cancel after a confirmation, and their undo. Each action goes through the outbox,
// so it works offline and shows at once as pending.
import './styles';
import { useState } from 'react';
import { Anchor, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { Appointment } from '@contract/appointments';
import { PendingBadge } from '@/components/offline/pending-badge';
import { formatDuration } from '@/lib/format/duration';
import { useBusinessLocale } from '@/lib/format/use-business-locale';
import { useT } from '@/lib/i18n/use-t';
import { appointmentTarget } from '@/entities/bookings/api/booking-keys';
import { appointmentQueryOptions } from '../../api/get-appointment';
import { BookedItemsTable } from '../shared/booked-items-table';
import { MemberName } from '../shared/member-name';
import {
  bookingId,
  customerName,
  formatBookingDateTime,
  parseBookingTime,
  totalDuration,
} from '../shared/booking-format';
import { BookingStatusBadge } from '../shared/booking-status-badge';
import { PaymentStatusBadge } from '../shared/payment-status-badge';
import { BookingMessages } from './booking-messages';
import { CheckoutForm } from './checkout-form';
import { PaymentSection } from './payment-section';
import { StatusActions } from './status-actions';
import { ClientNote } from './client-note';

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
  // The booking whose checkout form shows instead of its details; another booking shows details.
  const [checkoutOf, setCheckoutOf] = useState<number | null>(null);
  const checkingOut = appointment !== null && checkoutOf === appointment.id;
  const t = useT();
  const close = () => {
    setCheckoutOf(null);
    onClose();
  };
  return (
    <Modal
      opened={appointment !== null}
      onClose={close}
      title={checkingOut ? t('checkout.title') : t('bookingDetails.title')}
      centered
      closeButtonProps={{ 'aria-label': t('bookingDetails.close') }}
    >
      {appointment && checkingOut && (
        <CheckoutForm
          key={appointment.id}
          appointment={appointment}
          onDone={() => setCheckoutOf(null)}
        />
      )}
      {appointment && !checkingOut && (
        <BookingDetails
          // A new booking, a new form: a half-typed cancel reason never moves to another booking.
          key={appointment.id}
          appointment={appointment}
          onCheckout={() => setCheckoutOf(appointment.id)}
          onReschedule={onReschedule}
        />
      )}
    </Modal>
  );
}

function BookingDetails({
  appointment,
  onCheckout,
  onReschedule,
}: {
  appointment: Appointment;
  onCheckout: () => void;
  onReschedule: (appointment: Appointment) => void;
}) {
  // The list's row is the newest this device knows (it carries pending changes); the detail
  // adds what lists do not carry (contact, notes, source, cancel reason).
  const extra = useQuery(appointmentQueryOptions(appointment.id)).data;
  const t = useT();
  const { formatPrice, clock, timeFormat } = useBusinessLocale();
  const status = appointment.status ?? 'booked';
  const label = `${bookingId(appointment.id)} (${customerName(appointment)})`;
  const end = endTime(appointment, timeFormat);

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Label>{t('bookingDetails.customer')}</Label>
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
        <Label>{t('bookingDetails.time')}</Label>
        <Text>
          {formatBookingDateTime(appointment, clock)}
          {end && ` – ${end}`}
        </Text>
        <Text size="sm" c="dimmed">
          {bookingId(appointment.id)} · {formatDuration(totalDuration(appointment.book_items))}
          {extra && ` · ${t('bookingDetails.source', { source: extra.source })}`}
        </Text>
      </div>
      {appointment.memberId !== undefined && (
        <div>
          <Label>{t('booking.with')}</Label>
          <MemberName memberId={appointment.memberId} />
        </div>
      )}
      <BookedItemsTable
        items={appointment.book_items}
        caption={t('bookingDetails.bookedServices')}
      />
      <Group justify="space-between">
        <Text fw={600}>{t('bookingDetails.total')}</Text>
        <Text fw={600}>{formatPrice(appointment.amount)}</Text>
      </Group>
      {extra?.notes && (
        <div>
          <Label>{t('bookingDetails.notes')}</Label>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {extra.notes}
          </Text>
        </div>
      )}
      {/* What the client wrote on the booking page (docs/decisions.md, Address and booking page). */}
      {extra?.clientNote && <ClientNote note={extra.clientNote} />}
      {status === 'cancelled' && extra?.cancelReason && (
        <div>
          <Label>{t('bookingDetails.cancelReason')}</Label>
          <Text size="sm">{extra.cancelReason}</Text>
        </div>
      )}
      <PaymentSection appointment={appointment} detail={extra} onCheckout={onCheckout} />
      <BookingMessages appointmentId={appointment.id} />
      <StatusActions appointment={appointment} label={label} onReschedule={onReschedule} />
    </Stack>
  );
}
