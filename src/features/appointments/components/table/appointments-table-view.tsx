// The table view: tabs Upcoming (soonest first) and Completed (latest first), each its own read.
// Both grow with the business, so the server sorts, searches and pages them (docs/decisions.md,
// Lists at scale; docs/offline.md, What is saved).
import './styles';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { Box, Checkbox, Group, Skeleton, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Appointment, AppointmentSort } from '@contract/appointments';
import { QueryState } from '@/components/query-state';
import { useT, type AppKey } from '@/lib/i18n/use-t';
import type { AppointmentListName } from '@/entities/bookings/api/booking-keys';
import { appointmentPageQueryOptions } from '../../api/appointment-pages';
import {
  useAppointmentsTableState,
  type AppointmentsTableState,
} from '../../hooks/use-appointments-table-state';
import { useBookingDialogs } from '../booking-details/use-booking-dialogs';
import { AppointmentsTable } from './appointments-table';
import { TableMemberFilter, useTableMember } from './table-member-filter';
import type { SortColumn } from './table-sorting';

export type AppointmentsTab = 'upcoming' | 'completed';

interface AppointmentsTableViewProps {
  tab: AppointmentsTab;
  onTabChange: (tab: AppointmentsTab) => void;
  /** The member filter from the address; undefined for everyone (docs/decisions.md, Team). */
  member?: number;
  onMemberChange: (member: number | undefined) => void;
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
  withStatus: boolean;
}

/** What "Hide cancelled and no-shows" asks the server to leave out (Lists at scale). */
const HIDE_NOT_HAPPENED = 'cancelled,no_show';

function TableWithDialogs(props: PageProps) {
  const { openDetails, dialogs } = useBookingDialogs(props.rows);
  return (
    <>
      <AppointmentsTable {...props} onOpen={openDetails} />
      {dialogs}
    </>
  );
}

/** Each tab's words: the table's caption, and what it says when nothing (or no match) is found. */
const TAB_TEXTS = {
  upcoming: {
    caption: 'diary.table.upcomingCaption',
    empty: 'diary.table.upcomingEmpty',
    emptyWith: 'diary.table.upcomingEmptyWith',
    noMatch: 'diary.table.upcomingNoMatch',
  },
  completed: {
    caption: 'diary.table.completedCaption',
    empty: 'diary.table.completedEmpty',
    emptyWith: 'diary.table.completedEmptyWith',
    noMatch: 'diary.table.completedNoMatch',
  },
} as const satisfies Record<AppointmentsTab, Record<string, AppKey>>;

interface ListPanelProps {
  list: AppointmentListName;
  /** The tab, whose words the panel shows. */
  tab: AppointmentsTab;
  /** Upcoming: soonest first; Completed: latest first. */
  direction: 'asc' | 'desc';
  member: number | undefined;
  onMemberChange: (member: number | undefined) => void;
}

/** One tab: a search, and the page the server sorted, searched and cut (docs/decisions.md). */
function ListPanel({ list, tab, direction, member, onMemberChange }: ListPanelProps) {
  const t = useT();
  const state = useAppointmentsTableState({ column: 'date', direction });
  const { members, memberId, waiting } = useTableMember(member);
  const [search, setSearch] = useState('');
  // Only the Completed tab has bookings that did not happen (docs/decisions.md, Calendar shading
  // and states); the server leaves them out, so the pages and the count stay right.
  const completed = list === 'past';
  const [hideNotHappened, setHideNotHappened] = useState(false);
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const query = useQuery({
    ...appointmentPageQueryOptions(list, {
      limit: state.pageSize,
      offset: (state.page - 1) * state.pageSize,
      sort: SERVER_SORT[state.sort.column],
      dir: state.sort.direction,
      q,
      ...(completed && hideNotHappened ? { hide: HIDE_NOT_HAPPENED } : {}),
      ...(memberId === undefined ? {} : { memberId }),
    }),
    enabled: !waiting,
    // The last page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
  const memberName = members.find((each) => each.id === memberId)?.name;
  const texts = TAB_TEXTS[tab];
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="lg" wrap="wrap">
        <TextInput
          label={t('diary.table.search')}
          placeholder={t('diary.table.searchHint')}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            state.setPage(1);
          }}
          maw={360}
          w="100%"
        />
        {completed && (
          <Checkbox
            label={t('table.hideCancelled')}
            checked={hideNotHappened}
            onChange={(event) => {
              setHideNotHappened(event.currentTarget.checked);
              state.setPage(1);
            }}
            mb={8}
          />
        )}
        {members.length > 0 && (
          <TableMemberFilter
            members={members}
            value={memberId}
            onChange={(next) => {
              state.setPage(1);
              onMemberChange(next);
            }}
          />
        )}
      </Group>
      <QueryState
        query={query}
        loadingLabel={t('diary.table.loading')}
        skeleton={skeleton}
        errorTitle={t('diary.loadFailed')}
      >
        {(page) =>
          page.total === 0 && page.rows.length === 0 ? (
            <Text c="dimmed" py="lg">
              {q
                ? t(texts.noMatch, { query: q })
                : memberName
                  ? t(texts.emptyWith, { name: memberName })
                  : t(texts.empty)}
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
                caption={t(texts.caption)}
                withStatus={completed}
              />
            </Box>
          )
        }
      </QueryState>
    </Stack>
  );
}

export function AppointmentsTableView({
  tab,
  onTabChange,
  member,
  onMemberChange,
}: AppointmentsTableViewProps) {
  const t = useT();
  // The tab follows the click at once; the list it opens renders in a second pass that React
  // slices, with the skeleton between. A list already loaded once rendered its whole page inside
  // the click's frame: 112 to 160 ms with the CPU 4× slower (bench/README.md, Three years on
  // screen).
  const listed = useDeferredValue(tab);
  const filter = { member, onMemberChange };
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
        <Tabs.Tab value="upcoming">{t('diary.table.upcoming')}</Tabs.Tab>
        <Tabs.Tab value="completed">{t('diary.table.completed')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="upcoming">
        {panel(
          'upcoming',
          <ListPanel list="upcoming" tab="upcoming" direction="asc" {...filter} />,
        )}
      </Tabs.Panel>
      <Tabs.Panel value="completed">
        {panel('completed', <ListPanel list="past" tab="completed" direction="desc" {...filter} />)}
      </Tabs.Panel>
    </Tabs>
  );
}
