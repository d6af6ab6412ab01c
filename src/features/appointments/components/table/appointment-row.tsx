// One booking in the table, with a button that opens a second row listing its booked items.
import './styles';
import type { CSSProperties } from 'react';
import { ActionIcon, Box, Table } from '@mantine/core';
import type { Appointment } from '@contract/appointments';
import { useBusinessLocale } from '@/lib/format/use-business-locale';
import { useT } from '@/lib/i18n/use-t';
import { ChevronIcon } from '@/components/icons/chevron-icon';
import { bookingId, customerName, formatBookingDateTime } from '../shared/booking-format';
import { BookingItems } from '../shared/booking-summary';
import { BookingRowActions } from '../shared/booking-row-actions';
import { MemberName } from '../shared/member-name';
import { PaymentStatusBadge } from '../shared/payment-status-badge';
import { BookingStatusBadge } from '../shared/booking-status-badge';

/**
 * The id, price and badges keep one line; names and the date may wrap, so the row's actions stay
 * inside a 1280 px screen beside the sidebar instead of behind a sideways scroll.
 */
const NO_WRAP = { whiteSpace: 'nowrap' } satisfies CSSProperties;

/** The columns of a row, without the Completed tab's status. */
export const TABLE_COLUMN_COUNT = 8;

interface AppointmentRowProps {
  appointment: Appointment;
  expanded: boolean;
  onToggle: (id: number) => void;
  onOpen: (appointment: Appointment) => void;
  /** The Completed tab's status column (docs/decisions.md, Calendar shading and states). */
  withStatus?: boolean;
}

export function AppointmentRow({
  appointment,
  expanded,
  onToggle,
  onOpen,
  withStatus = false,
}: AppointmentRowProps) {
  const { formatPrice, clock } = useBusinessLocale();
  const t = useT();
  const name = bookingId(appointment.id);
  const detailsId = `appointment-items-${appointment.id}`;
  return (
    <>
      <Table.Tr data-status={appointment.status}>
        <Table.Td w={48}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('diary.table.itemsOf', { id: name })}
            aria-expanded={expanded}
            aria-controls={expanded ? detailsId : undefined}
            onClick={() => onToggle(appointment.id)}
          >
            <ChevronIcon direction={expanded ? 'down' : 'right'} />
          </ActionIcon>
        </Table.Td>
        <Table.Td style={NO_WRAP}>{name}</Table.Td>
        <Table.Td>{formatBookingDateTime(appointment, clock)}</Table.Td>
        <Table.Td>{customerName(appointment)}</Table.Td>
        <Table.Td>
          <MemberName memberId={appointment.memberId} size="sm" />
        </Table.Td>
        <Table.Td ta="right" style={NO_WRAP}>
          {formatPrice(appointment.amount)}
        </Table.Td>
        <Table.Td style={NO_WRAP}>
          <PaymentStatusBadge status={appointment.payment_status} />
        </Table.Td>
        {withStatus && (
          <Table.Td style={NO_WRAP}>
            {/* Its whole word: a badge's label may otherwise shrink to "Co…" in a full row. */}
            <Box style={{ minWidth: 'max-content' }}>
              <BookingStatusBadge status={appointment.status ?? 'booked'} />
            </Box>
          </Table.Td>
        )}
        <Table.Td>
          <BookingRowActions appointment={appointment} onOpen={onOpen} />
        </Table.Td>
      </Table.Tr>
      {expanded && (
        <Table.Tr id={detailsId} bg="var(--app-color-surface-muted)">
          <Table.Td colSpan={TABLE_COLUMN_COUNT + (withStatus ? 1 : 0)}>
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
