// The sortable, paginated table of one tab (Upcoming or Completed); rows expand to their items. It
// shows the page it is given: the tab sorts and pages (Upcoming on this device, Completed on the
// server). On a phone the same bookings, order and pages show as cards (./appointment-cards.tsx).
import './styles';
import { Fragment, useId } from 'react';
import { Group, NativeSelect, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { LabelledPagination } from '@/components/pagination/labelled-pagination';
import type { Appointment } from '@contract/appointments';
import { useT, type AppKey } from '@/lib/i18n/use-t';
import type { AppointmentsTableState } from '../../hooks/use-appointments-table-state';
import { AppointmentCards } from './appointment-cards';
import { AppointmentRow } from './appointment-row';
import { SortableHeader } from './sortable-header';
import { PAGE_SIZES, pageCount, rangeLabel, type PageSize, type SortColumn } from './table-sorting';

const COLUMNS: { column: SortColumn; label: AppKey; align?: 'right' }[] = [
  { column: 'id', label: 'diary.table.bookingId' },
  { column: 'date', label: 'diary.table.date' },
  { column: 'customer', label: 'diary.table.customer' },
  { column: 'amount', label: 'diary.table.amount', align: 'right' },
  { column: 'status', label: 'diary.table.payment' },
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
  /** The Completed tab's status column (docs/decisions.md, Calendar shading and states). */
  withStatus?: boolean;
}

export function AppointmentsTable({
  rows,
  total,
  state,
  caption,
  onOpen,
  withStatus = false,
}: AppointmentsTableProps) {
  const t = useT();
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const pageSizeId = useId();
  const pages = pageCount(total, state.pageSize);
  const page = Math.min(state.page, pages);
  const columns = COLUMNS.map((column) => ({ ...column, label: t(column.label) }));

  return (
    <Stack gap="md">
      {phone ? (
        <AppointmentCards
          appointments={rows}
          columns={columns}
          sort={state.sort}
          onSort={state.sortBy}
          expanded={state.expanded}
          onToggle={state.toggleExpanded}
          caption={caption}
          onOpen={onOpen}
          withStatus={withStatus}
        />
      ) : (
        // Narrow enough for the content beside the sidebar at 1280 px: the actions column stays
        // in view (a wider table scrolled sideways and clipped it).
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm" highlightOnHover>
            <caption>
              <VisuallyHidden>{caption}</VisuallyHidden>
            </caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <VisuallyHidden>{t('diary.table.items')}</VisuallyHidden>
                </Table.Th>
                {columns.map((column) => (
                  <Fragment key={column.column}>
                    <SortableHeader {...column} sort={state.sort} onSort={state.sortBy} />
                    {/* Who performs it, beside the client (docs/decisions.md, Team). */}
                    {column.column === 'customer' && <Table.Th>{t('diary.table.member')}</Table.Th>}
                  </Fragment>
                ))}
                {withStatus && <Table.Th>{t('table.status')}</Table.Th>}
                <Table.Th>
                  <VisuallyHidden>{t('diary.table.actions')}</VisuallyHidden>
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
                  withStatus={withStatus}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group justify="space-between" gap="md" wrap="wrap">
        <Group gap="sm" wrap="nowrap">
          <Text component="label" htmlFor={pageSizeId} size="sm" style={{ whiteSpace: 'nowrap' }}>
            {t('diary.table.rowsPerPage')}
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
            {rangeLabel(page, state.pageSize, total, t)}
          </Text>
        </Group>
        <LabelledPagination total={pages} value={page} onChange={state.setPage} />
      </Group>
    </Stack>
  );
}
