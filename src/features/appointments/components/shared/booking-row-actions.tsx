// What a booking's row (table, phone card) offers besides its data: "Details" opens the booking
// details modal (checkout, refund, reschedule, no-show, cancel), and an unpaid booking is marked
// paid in one click, through the outbox like every change (docs/offline.md). A refund names a
// payment, so it is made from the details (docs/decisions.md, Checkout).
import { Button, Group } from '@mantine/core';
import type { Appointment } from '../../../../../contract/appointments';
import { PendingBadge } from '../../../../components/offline/pending-badge';
import { appointmentTarget } from '../../api/appointment-keys';
import { useSetPaymentStatus } from '../../api/set-payment-status';
import { bookingId, customerName } from './booking-format';
import { paymentOptions } from './payment-options';

interface BookingRowActionsProps {
  appointment: Appointment;
  onOpen: (appointment: Appointment) => void;
}

export function BookingRowActions({ appointment, onOpen }: BookingRowActionsProps) {
  const payment = useSetPaymentStatus();
  const name = bookingId(appointment.id);
  const label = `${name} (${customerName(appointment)})`;
  const { checkout } = paymentOptions(appointment.status ?? 'booked', appointment.payment_status);
  return (
    <Group gap={6} wrap="nowrap">
      <PendingBadge target={appointmentTarget(appointment.id)} />
      {checkout && (
        <Button
          size="compact-xs"
          color="teal.9"
          aria-label={`Mark ${name} paid`}
          onClick={() => payment.mutate({ id: appointment.id, label, status: 'paid' })}
        >
          Mark paid
        </Button>
      )}
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
