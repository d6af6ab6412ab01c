// The table view: tabs Upcoming (soonest first) and Completed (latest first), each its own read.
import type { ComponentProps } from 'react';
import { Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { pastAppointmentsQueryOptions } from '../../api/past-appointments';
import { upcomingAppointmentsQueryOptions } from '../../api/upcoming-appointments';
import { QueryState } from '../../../../components/query-state';
import { useBookingDialogs } from '../booking-details/use-booking-dialogs';
import { AppointmentsTable } from './appointments-table';

export type AppointmentsTab = 'upcoming' | 'completed';

interface AppointmentsTableViewProps {
  tab: AppointmentsTab;
  onTabChange: (tab: AppointmentsTab) => void;
}

function TableWithDialogs(props: Omit<ComponentProps<typeof AppointmentsTable>, 'onOpen'>) {
  const { openDetails, dialogs } = useBookingDialogs(props.appointments);
  return (
    <>
      <AppointmentsTable {...props} onOpen={openDetails} />
      {dialogs}
    </>
  );
}

function UpcomingPanel() {
  const query = useQuery(upcomingAppointmentsQueryOptions());
  return (
    <QueryState
      query={query}
      loadingLabel="Loading appointments"
      errorTitle="Appointments could not be loaded"
      empty="No upcoming appointments"
    >
      {(appointments) => (
        <TableWithDialogs
          appointments={appointments}
          defaultSort={{ column: 'date', direction: 'asc' }}
          caption="Upcoming appointments"
        />
      )}
    </QueryState>
  );
}

function CompletedPanel() {
  const query = useQuery(pastAppointmentsQueryOptions());
  return (
    <QueryState
      query={query}
      loadingLabel="Loading appointments"
      errorTitle="Appointments could not be loaded"
      empty="No completed appointments"
    >
      {(appointments) => (
        <TableWithDialogs
          appointments={appointments}
          defaultSort={{ column: 'date', direction: 'desc' }}
          caption="Completed appointments"
        />
      )}
    </QueryState>
  );
}

export function AppointmentsTableView({ tab, onTabChange }: AppointmentsTableViewProps) {
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
        <UpcomingPanel />
      </Tabs.Panel>
      <Tabs.Panel value="completed">
        <CompletedPanel />
      </Tabs.Panel>
    </Tabs>
  );
}
