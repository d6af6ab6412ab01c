// What a booking's row (table, phone card) offers besides its data: "Details" opens the booking
// details modal (checkout, refund, reschedule, no-show, cancel), and "Mark paid" records a payment
// of the booked total in one click by the rule the details use (`use-mark-paid.ts`: a checkout,
// through the outbox like every change, docs/offline.md, What works offline). A "From" price has
// no "Mark paid" here: its real price is asked in the details' Check out, and a refund names a
// payment, so it is made there too (docs/decisions.md, Checkout).
import { Button, Group } from '@mantine/core';
import type { Appointment } from '@contract/appointments';
import { PendingBadge } from '@/components/offline/pending-badge';
import { useT } from '@/lib/i18n/use-t';
import { appointmentTarget } from '@/entities/bookings/api/booking-keys';
import { bookingId } from './booking-format';
import { useMarkPaid } from './use-mark-paid';

interface BookingRowActionsProps {
  appointment: Appointment;
  onOpen: (appointment: Appointment) => void;
}

export function BookingRowActions({ appointment, onOpen }: BookingRowActionsProps) {
  const t = useT();
  const name = bookingId(appointment.id);
  const { markPaid, isPending } = useMarkPaid(appointment);
  return (
    <Group gap={6} wrap="nowrap">
      <PendingBadge target={appointmentTarget(appointment.id)} />
      {markPaid && (
        <Button
          size="compact-xs"
          color="teal.9"
          aria-label={t('diary.markPaidOf', { id: name })}
          loading={isPending}
          onClick={markPaid}
        >
          {t('diary.markPaid')}
        </Button>
      )}
      <Button
        size="compact-xs"
        variant="default"
        aria-label={t('diary.detailsOf', { id: name })}
        onClick={() => onOpen(appointment)}
      >
        {t('diary.details')}
      </Button>
    </Group>
  );
}
