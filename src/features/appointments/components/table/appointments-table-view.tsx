// The table view: tabs Upcoming (soonest first) and Completed (latest first), each its own read.
// Both grow with the business, so the server sorts, searches and pages them (docs/decisions.md,
// Lists at scale; docs/offline.md, What is saved).
import './styles';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { Box, Skeleton, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Appointment, AppointmentSort } from '../../../../../contract/appointments';
import type { AppointmentListName } from '../../api/appointment-keys';
import { appointmentPageQueryOptions } from '../../api/appointment-pages';
import { QueryState } from '../../../../components/query-state';
import {
  useAppointmentsTableState,
  type AppointmentsTableState,
} from '../../hooks/use-appointments-table-state';
import { useBookingDialogs } from '../booking-details/use-booking-dialogs';
import { AppointmentsTable } from './appointments-table';
import type { SortColumn } from './table-sorting';

export type AppointmentsTab = 'upcoming' | 'completed';

interface AppointmentsTableViewProps {
  tab: AppointmentsTab;
  onTabChange: (tab: AppointmentsTab) => void;
}

/** The server's order for each column of the table. */
const SERVER_SORT: Record<SortColumn, AppointmentSort> = {
  id: 'id',
  date: 'start',
  customer: 'client',
  amount: 'total',
  status: 'payment',
};

const SEARCH_DEBOUNCE_MS = 300;

/** The table's first load (docs/offline.md, Slow networks): rows where the rows will be. */
const skeleton = [0, 1, 2, 3, 4].map((row) => <Skeleton key={row} height={40} radius="sm" />);

interface PageProps {
  rows: readonly Appointment[];
  total: number;
  state: AppointmentsTableState;
  caption: string;
}

function TableWithDialogs(props: PageProps) {
  const { openDetails, dialogs } = useBookingDialogs(props.rows);
  return (
    <>
      <AppointmentsTable {...props} onOpen={openDetails} />
      {dialogs}
    </>
  );
}

interface ListPanelProps {
  list: AppointmentListName;
  /** The table's caption and its name in "No … appointments". */
  label: 'Upcoming' | 'Completed';
  /** Upcoming: soonest first; Completed: latest first. */
  direction: 'asc' | 'desc';
}

/** One tab: a search, and the page the server sorted, searched and cut (docs/decisions.md). */
function ListPanel({ list, label, direction }: ListPanelProps) {
  const state = useAppointmentsTableState({ column: 'date', direction });
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const query = useQuery({
    ...appointmentPageQueryOptions(list, {
      limit: state.pageSize,
      offset: (state.page - 1) * state.pageSize,
      sort: SERVER_SORT[state.sort.column],
      dir: state.sort.direction,
      q,
    }),
    // The last page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
  const none = `No ${label.toLowerCase()} appointments`;
  return (
    <Stack gap="md">
      <TextInput
        label="Search"
        placeholder="Client name or booking ID"
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          state.setPage(1);
        }}
        maw={360}
      />
      <QueryState
        query={query}
        loadingLabel="Loading appointments"
        skeleton={skeleton}
        errorTitle="Appointments could not be loaded"
      >
        {(page) =>
          page.total === 0 && page.rows.length === 0 ? (
            <Text c="dimmed" py="lg">
              {q ? `${none} match “${q}”` : none}
            </Text>
          ) : (
            // The last page stays while the next loads: dimmed and busy, not taken for it.
            <Box
              aria-busy={query.isPlaceholderData}
              style={{ opacity: query.isPlaceholderData ? 0.5 : 1 }}
            >
              <TableWithDialogs
                rows={page.rows}
                total={page.total}
                state={state}
                caption={`${label} appointments`}
              />
            </Box>
          )
        }
      </QueryState>
    </Stack>
  );
}

export function AppointmentsTableView({ tab, onTabChange }: AppointmentsTableViewProps) {
  // The tab follows the click at once; the list it opens renders in a second pass that React
  // slices, with the skeleton between. A list already loaded once rendered its whole page inside
  // the click's frame: 112 to 160 ms with the CPU 4× slower (bench/README.md, Three years on
  // screen).
  const listed = useDeferredValue(tab);
  const panel = (name: AppointmentsTab, list: ReactNode) =>
    listed === name ? (
      list
    ) : (
      <Stack gap="md" aria-busy>
        {skeleton}
      </Stack>
    );
  return (
    <Tabs
      value={tab}
      onChange={(value) => onTabChange(value === 'completed' ? 'completed' : 'upcoming')}
      keepMounted={false}
    >
      <Tabs.List mb="md">
        <Tabs.Tab value="upcoming">Upcoming</Tabs.Tab>
        <Tabs.Tab value="completed">Completed</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="upcoming">
        {panel('upcoming', <ListPanel list="upcoming" label="Upcoming" direction="asc" />)}
      </Tabs.Panel>
      <Tabs.Panel value="completed">
        {panel('completed', <ListPanel list="past" label="Completed" direction="desc" />)}
      </Tabs.Panel>
    </Tabs>
  );
}
