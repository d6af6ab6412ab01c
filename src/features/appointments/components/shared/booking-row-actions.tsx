// What a booking's row (table, phone card) offers besides its data: "Details" opens the booking
// details modal (reschedule, no-show, cancel), and the payment status is set in one click,
// through the outbox like every change (docs/offline.md).
import { Button, Group } from '@mantine/core';
import { PAYMENT_STATUSES, type Appointment } from '../../../../../contract/appointments';
import { PendingBadge } from '../../../../components/offline/pending-badge';
import { appointmentTarget } from '../../api/appointment-keys';
import { useSetPaymentStatus } from '../../api/set-payment-status';
import { bookingId, customerName, paymentStatusLabel } from './booking-format';

interface BookingRowActionsProps {
  appointment: Appointment;
  onOpen: (appointment: Appointment) => void;
}

export function BookingRowActions({ appointment, onOpen }: BookingRowActionsProps) {
  const payment = useSetPaymentStatus();
  const name = bookingId(appointment.id);
  const label = `${name} (${customerName(appointment)})`;
  // The likeliest next status first: an unpaid booking gets paid, a paid one refunded.
  const next = PAYMENT_STATUSES.filter((status) => status !== appointment.payment_status);
  return (
    <Group gap={6} wrap="nowrap">
      <PendingBadge target={appointmentTarget(appointment.id)} />
      {appointment.status !== 'cancelled' &&
        next.map((status) => (
          <Button
            key={status}
            size="compact-xs"
            variant={status === 'paid' ? 'filled' : 'default'}
            color={status === 'paid' ? 'teal.9' : undefined}
            aria-label={`Mark ${name} ${status}`}
            onClick={() => payment.mutate({ id: appointment.id, label, status })}
          >
            {status === 'paid' ? 'Mark paid' : paymentStatusLabel(status)}
          </Button>
        ))}
      <Button
        size="compact-xs"
        variant="default"
        aria-label={`Details of ${name}`}
        onClick={() => onOpen(appointment)}
      >
        Details
      </Button>
    </Group>
  );
}
