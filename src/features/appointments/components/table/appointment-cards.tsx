// The appointments on a phone: one card per booking with everything the table's row shows, sorted
// with a select instead of column headers. A five-column table at 390 px showed only the booking
// id and half the date, the rest behind a sideways scroll.
import './styles';
import { Accordion, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import type { Appointment } from '@contract/appointments';
import { useBusinessLocale } from '@/lib/format/use-business-locale';
import { useT } from '@/lib/i18n/use-t';
import { ChevronIcon } from '@/components/icons/chevron-icon';
import { BookingItems, BookingSummaryLines } from '../shared/booking-summary';
import { BookingRowActions } from '../shared/booking-row-actions';
import { MemberName } from '../shared/member-name';
import { PaymentStatusBadge } from '../shared/payment-status-badge';
import { BookingStatusBadge } from '../shared/booking-status-badge';
import { SORT_COLUMNS, type SortColumn, type SortState } from './table-sorting';

interface AppointmentCardsProps {
  appointments: readonly Appointment[];
  columns: readonly { column: SortColumn; label: string }[];
  sort: SortState;
  onSort: (column: SortColumn) => void;
  expanded: ReadonlySet<number>;
  onToggle: (id: number) => void;
  /** Names the list, e.g. "Upcoming appointments". */
  caption: string;
  onOpen: (appointment: Appointment) => void;
  /** The Completed tab's status beside the payment. */
  withStatus?: boolean;
}

const isSortColumn = (value: string | null): value is SortColumn =>
  (SORT_COLUMNS as readonly (string | null)[]).includes(value);

export function AppointmentCards({
  appointments,
  columns,
  sort,
  onSort,
  expanded,
  onToggle,
  caption,
  onOpen,
  withStatus = false,
}: AppointmentCardsProps) {
  const { formatPrice } = useBusinessLocale();
  const t = useT();
  const ascending = sort.direction === 'asc';
  return (
    <Stack gap="sm" component="section" aria-label={caption}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        {/* The phone's own picker, which also keeps floating-ui out of the first render
            (bench/README.md, Three years on screen). */}
        <NativeSelect
          label={t('diary.table.sortBy')}
          data={columns.map(({ column, label }) => ({ value: column, label }))}
          value={sort.column}
          onChange={(event) => {
            const column = event.currentTarget.value;
            if (isSortColumn(column)) onSort(column);
          }}
          size="sm"
          style={{ flex: 1 }}
        />
        <Button
          variant="default"
          size="sm"
          onClick={() => onSort(sort.column)}
          leftSection={<ChevronIcon direction={ascending ? 'up' : 'down'} size={14} />}
          aria-label={t('diary.table.reverse', { direction: sort.direction })}
        >
          {ascending ? t('diary.table.ascending') : t('diary.table.descending')}
        </Button>
      </Group>
      <Accordion
        multiple
        variant="contained"
        chevronPosition="left"
        value={appointments.filter((a) => expanded.has(a.id)).map((a) => String(a.id))}
        onChange={(values) => {
          const open = new Set(values.map(Number));
          const changed = appointments.find((a) => open.has(a.id) !== expanded.has(a.id));
          if (changed) onToggle(changed.id);
        }}
      >
        {appointments.map((appointment) => (
          <Accordion.Item key={appointment.id} value={String(appointment.id)}>
            <Accordion.Control>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Stack gap={0}>
                  <BookingSummaryLines appointment={appointment} />
                  <MemberName
                    memberId={appointment.memberId}
                    prefix={`${t('diary.with')} `}
                    size="sm"
                  />
                </Stack>
                <Stack gap={4} align="flex-end">
                  <Text fw={600} size="sm">
                    {formatPrice(appointment.amount)}
                  </Text>
                  <PaymentStatusBadge status={appointment.payment_status} />
                  {withStatus && <BookingStatusBadge status={appointment.status ?? 'booked'} />}
                </Stack>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="sm">
                <BookingItems appointment={appointment} />
                <BookingRowActions appointment={appointment} onOpen={onOpen} />
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
