// "Booking Details": who, when (start to end) and which services, for a booking clicked in the calendar.
import { Modal, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import type { Appointment } from '../../../../../contract/appointments';
import { formatDuration } from '../../../../lib/format/duration';
import { BookedItemsTable } from '../shared/booked-items-table';
import {
  bookingId,
  customerName,
  formatBookingDateTime,
  totalDuration,
} from '../shared/booking-format';
import { bookingInterval } from './calendar-model';

interface BookingDetailsModalProps {
  appointment: Appointment | null;
  onClose: () => void;
}

function endTimeText(appointment: Appointment): string | null {
  const interval = bookingInterval(appointment);
  return interval ? dayjs(interval.end).format('hh:mm A') : null;
}

export function BookingDetailsModal({ appointment, onClose }: BookingDetailsModalProps) {
  return (
    <Modal
      opened={appointment !== null}
      onClose={onClose}
      title="Booking Details"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {appointment && (
        <Stack gap="sm">
          <div>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              Customer
            </Text>
            <Text fw={600}>{customerName(appointment)}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              Appointment time
            </Text>
            <Text>
              {formatBookingDateTime(appointment)}
              {endTimeText(appointment) && ` – ${endTimeText(appointment)}`}
            </Text>
            <Text size="sm" c="dimmed">
              {bookingId(appointment.id)} · {formatDuration(totalDuration(appointment.book_items))}
            </Text>
          </div>
          <BookedItemsTable
            items={appointment.book_items}
            caption="Booked services"
            withPrice={false}
          />
        </Stack>
      )}
    </Modal>
  );
}
