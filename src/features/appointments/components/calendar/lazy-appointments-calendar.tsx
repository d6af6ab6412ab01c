// The calendar view's entry: loads the bookings at once and the schedule code lazily, so the
// table view and every other screen never download @mantine/schedule.
import { lazy, Suspense, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { QueryLoader, QueryState } from '../../../../components/query-state';
import { calendarAppointmentsQueryOptions } from '../../api/calendar-appointments';
import type { AppointmentsCalendarProps } from './appointments-calendar';

const loadCalendar = () => import('./appointments-calendar');
const AppointmentsCalendar = lazy(loadCalendar);

export function LazyAppointmentsCalendar(props: Omit<AppointmentsCalendarProps, 'appointments'>) {
  const query = useQuery(calendarAppointmentsQueryOptions());
  // Fetch the code while the bookings load, not after.
  useEffect(() => {
    void loadCalendar();
  }, []);
  return (
    <QueryState
      query={query}
      loadingLabel="Loading the calendar"
      errorTitle="Appointments could not be loaded"
    >
      {(appointments) => (
        <Suspense fallback={<QueryLoader label="Loading the calendar" />}>
          <AppointmentsCalendar appointments={appointments} {...props} />
        </Suspense>
      )}
    </QueryState>
  );
}
