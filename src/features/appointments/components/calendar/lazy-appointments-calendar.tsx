// The calendar view's entry: loads the bookings of the days shown at once and the schedule code
// lazily, so the table view and every other screen never download @mantine/schedule. Moving to
// another week keeps the last week on screen until the next one arrives.
import { lazy, Suspense, useEffect } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { QueryLoader, QueryState } from '../../../../components/query-state';
import { rangeAppointmentsQueryOptions } from '../../api/range-appointments';
import type { AppointmentsCalendarProps } from './appointments-calendar';
import { visibleRange } from './calendar-model';

const loadCalendar = () => import('./appointments-calendar');
const AppointmentsCalendar = lazy(loadCalendar);

export function LazyAppointmentsCalendar(props: Omit<AppointmentsCalendarProps, 'appointments'>) {
  const { from, to } = visibleRange(props.date, props.mode);
  const query = useQuery({
    ...rangeAppointmentsQueryOptions(from, to),
    placeholderData: keepPreviousData,
  });
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
