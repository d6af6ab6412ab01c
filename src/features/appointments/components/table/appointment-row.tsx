// One booking in the table, with a button that opens a second row listing its booked items.
import './styles';
import { ActionIcon, Box, Table } from '@mantine/core';
import type { Appointment } from '../../../../../contract/appointments';
import { useBusinessLocale } from '../../../../lib/format/use-business-locale';
import { bookingId, customerName, formatBookingDateTime } from '../shared/booking-format';
import { BookingItems } from '../shared/booking-summary';
import { ChevronIcon } from '../../../../components/icons/chevron-icon';
import { BookingRowActions } from '../shared/booking-row-actions';
import { MemberName } from '../shared/member-name';
import { PaymentStatusBadge } from '../shared/payment-status-badge';

export const TABLE_COLUMN_COUNT = 8;

interface AppointmentRowProps {
  appointment: Appointment;
  expanded: boolean;
  onToggle: (id: number) => void;
  onOpen: (appointment: Appointment) => void;
}

export function AppointmentRow({ appointment, expanded, onToggle, onOpen }: AppointmentRowProps) {
  const { formatPrice, clock } = useBusinessLocale();
  const name = bookingId(appointment.id);
  const detailsId = `appointment-items-${appointment.id}`;
  return (
    <>
      <Table.Tr style={{ whiteSpace: 'nowrap' }}>
        <Table.Td w={48}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Items of ${name}`}
            aria-expanded={expanded}
            aria-controls={expanded ? detailsId : undefined}
            onClick={() => onToggle(appointment.id)}
          >
            <ChevronIcon direction={expanded ? 'down' : 'right'} />
          </ActionIcon>
        </Table.Td>
        <Table.Td>{name}</Table.Td>
        <Table.Td>{formatBookingDateTime(appointment, clock)}</Table.Td>
        <Table.Td>{customerName(appointment)}</Table.Td>
        <Table.Td>
          <MemberName memberId={appointment.memberId} size="sm" />
        </Table.Td>
        <Table.Td ta="right">{formatPrice(appointment.amount)}</Table.Td>
        <Table.Td>
          <PaymentStatusBadge status={appointment.payment_status} />
        </Table.Td>
        <Table.Td>
          <BookingRowActions appointment={appointment} onOpen={onOpen} />
        </Table.Td>
      </Table.Tr>
      {expanded && (
        <Table.Tr id={detailsId} bg="var(--app-color-surface-muted)">
          <Table.Td colSpan={TABLE_COLUMN_COUNT}>
            {/* On a phone the table scrolls sideways: keep the items in view at its left edge. */}
            <Box pos="sticky" left={0} maw="calc(100vw - 4rem)" pl={{ base: 0, sm: 48 }}>
              <BookingItems appointment={appointment} />
            </Box>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
