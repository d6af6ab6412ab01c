// The sortable, paginated table of one tab (Upcoming or Completed); rows expand to their items. It
// shows the page it is given: the tab sorts and pages (Upcoming on this device, Completed on the
// server). On a phone the same bookings, order and pages show as cards (./appointment-cards.tsx).
import './styles';
import { Fragment, useId } from 'react';
import { Group, NativeSelect, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { LabelledPagination } from '../../../../components/pagination/labelled-pagination';
import { useMediaQuery } from '@mantine/hooks';
import type { Appointment } from '../../../../../contract/appointments';
import type { AppointmentsTableState } from '../../hooks/use-appointments-table-state';
import { AppointmentCards } from './appointment-cards';
import { AppointmentRow } from './appointment-row';
import { bookingTexts } from '../booking-texts';
import { SortableHeader } from './sortable-header';
import { PAGE_SIZES, pageCount, rangeLabel, type PageSize, type SortColumn } from './table-sorting';

const COLUMNS: { column: SortColumn; label: string; align?: 'right' }[] = [
  { column: 'id', label: 'Booking ID' },
  { column: 'date', label: 'Appointment Date' },
  { column: 'customer', label: 'Customer Name' },
  { column: 'amount', label: 'Total Amount', align: 'right' },
  { column: 'status', label: 'Payment Status' },
];

/** Below Mantine's `xs` breakpoint (576 px) the five columns no longer fit. */
export const PHONE_QUERY = '(max-width: 36em)';

const PAGE_SIZE_OPTIONS = PAGE_SIZES.map(String);

function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

interface AppointmentsTableProps {
  /** The page shown, in the order chosen. */
  rows: readonly Appointment[];
  /** Every booking of the tab (or its search), for the pages and "1–10 of 57". */
  total: number;
  state: AppointmentsTableState;
  /** Names the table, e.g. "Upcoming appointments". */
  caption: string;
  onOpen: (appointment: Appointment) => void;
}

export function AppointmentsTable({ rows, total, state, caption, onOpen }: AppointmentsTableProps) {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const pageSizeId = useId();
  const pages = pageCount(total, state.pageSize);
  const page = Math.min(state.page, pages);

  return (
    <Stack gap="md">
      {phone ? (
        <AppointmentCards
          appointments={rows}
          columns={COLUMNS}
          sort={state.sort}
          onSort={state.sortBy}
          expanded={state.expanded}
          onToggle={state.toggleExpanded}
          caption={caption}
          onOpen={onOpen}
        />
      ) : (
        <Table.ScrollContainer minWidth={960}>
          <Table verticalSpacing="sm" highlightOnHover>
            <caption>
              <VisuallyHidden>{caption}</VisuallyHidden>
            </caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <VisuallyHidden>Items</VisuallyHidden>
                </Table.Th>
                {COLUMNS.map((column) => (
                  <Fragment key={column.column}>
                    <SortableHeader {...column} sort={state.sort} onSort={state.sortBy} />
                    {/* Who performs it, beside the client (docs/decisions.md, Team). */}
                    {column.column === 'customer' && <Table.Th>{bookingTexts.with}</Table.Th>}
                  </Fragment>
                ))}
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((appointment) => (
                <AppointmentRow
                  key={appointment.id}
                  appointment={appointment}
                  expanded={state.expanded.has(appointment.id)}
                  onToggle={state.toggleExpanded}
                  onOpen={onOpen}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group justify="space-between" gap="md" wrap="wrap">
        <Group gap="sm" wrap="nowrap">
          <Text component="label" htmlFor={pageSizeId} size="sm" style={{ whiteSpace: 'nowrap' }}>
            Rows per page
          </Text>
          {/* The device's own picker: a Mantine Select positions its dropdown (floating-ui) as
              the table first renders, a long task on a phone (bench/README.md, Three years on
              screen). */}
          <NativeSelect
            id={pageSizeId}
            data={PAGE_SIZE_OPTIONS}
            value={String(state.pageSize)}
            onChange={(event) => {
              const size = Number(event.currentTarget.value);
              if (isPageSize(size)) state.setPageSize(size);
            }}
            w={80}
            size="sm"
          />
          <Text size="sm" aria-live="polite" style={{ whiteSpace: 'nowrap' }}>
            {rangeLabel(page, state.pageSize, total)}
          </Text>
        </Group>
        <LabelledPagination total={pages} value={page} onChange={state.setPage} />
      </Group>
    </Stack>
  );
}
