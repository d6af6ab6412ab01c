// The calendar view's entry: loads the bookings at once and the schedule code lazily, so the
// table view and every other screen never download @mantine/schedule.
import { lazy, Suspense, useEffect } from 'react';
import { Alert, Center, Loader, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { messagesOf } from '../../../../lib/api/api-error';
import { calendarAppointmentsQueryOptions } from '../../api/calendar-appointments';
import type { AppointmentsCalendarProps } from './appointments-calendar';

const loadCalendar = () => import('./appointments-calendar');
const AppointmentsCalendar = lazy(loadCalendar);

function Loading() {
  return (
    <Center py="xl" role="status">
      <Loader size="sm" />
      <VisuallyHidden>Loading the calendar</VisuallyHidden>
    </Center>
  );
}

export function LazyAppointmentsCalendar(props: Omit<AppointmentsCalendarProps, 'appointments'>) {
  const query = useQuery(calendarAppointmentsQueryOptions());
  // Fetch the code while the bookings load, not after.
  useEffect(() => {
    void loadCalendar();
  }, []);
  if (query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <Alert color="red" variant="light" title="Appointments could not be loaded">
        {messagesOf(query.error).join(' ')}
      </Alert>
    );
  }
  return (
    <Suspense fallback={<Loading />}>
      <AppointmentsCalendar appointments={query.data} {...props} />
    </Suspense>
  );
}
