// The calendar view's entry: loads the bookings of the days shown at once and the schedule code
// lazily, so the table view and every other screen never download @mantine/schedule. Moving to
// another week keeps the last week on screen until the next one arrives.
import { lazy, Suspense, useEffect } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMediaQuery } from '@mantine/hooks';
import type { Appointment } from '@contract/appointments';
import { allOf, QueryLoader, QueryState } from '@/components/query-state';
import { useBusinessLocale } from '@/lib/format/use-business-locale';
import { useT } from '@/lib/i18n/use-t';
import { monthAppointmentsQueryOptions } from '../../api/month-appointments';
import { rangeAppointmentsQueryOptions } from '../../api/range-appointments';
import type { AppointmentsCalendarProps } from './appointments-calendar';
import { CalendarNotice } from './calendar-notice';
import { MAX_BOOKINGS_PER_CELL, visibleRange } from './calendar-model';

const NO_BOOKINGS: readonly Appointment[] = [];

const loadCalendar = () => import('./appointments-calendar');
const AppointmentsCalendar = lazy(loadCalendar);

type CalendarProps = Omit<AppointmentsCalendarProps, 'appointments' | 'dayTotals' | 'notice'>;

type QueryLike = Pick<ReturnType<typeof allOf>, 'isError' | 'error' | 'isFetching' | 'refetch'>;

interface CalendarBookings {
  appointments: readonly Appointment[];
  dayTotals?: Readonly<Record<string, number>>;
}

/**
 * What the calendar asks for: the days it shows, or for the month grid two bookings a day and
 * each day's count (docs/decisions.md, Lists at scale). The phone's month lists the chosen day
 * under a grid of dots: that day comes whole, the others as the grid has them. With a member
 * chosen the grid's call asks for that member's bookings and counts; the range calls answer
 * everyone's, and the calendar keeps the member's.
 */
function useCalendarBookings({ mode, date, member }: CalendarProps) {
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  // The grid's 42 days start on the business's first weekday (docs/decisions.md, Locale).
  const { firstDayOfWeek } = useBusinessLocale();
  const { from, to } = visibleRange(date, mode, firstDayOfWeek);
  const month = mode === 'month';
  const days = month && phone ? { from: date, to: date } : { from, to };
  const range = useQuery({
    ...rangeAppointmentsQueryOptions(days.from, days.to),
    enabled: !month || phone,
    placeholderData: keepPreviousData,
  });
  const grid = useQuery({
    ...monthAppointmentsQueryOptions(from, to, MAX_BOOKINGS_PER_CELL, member),
    enabled: month,
    placeholderData: keepPreviousData,
  });
  if (!month) return withData(range, range.data && { appointments: range.data });
  if (!phone) {
    const answer = grid.data;
    return withData(grid, answer && { appointments: answer.bookings, dayTotals: answer.dayTotals });
  }
  const both = allOf([grid, range]);
  const [answer, chosenDay] = both.data ?? [];
  return withData(
    both,
    answer &&
      chosenDay && {
        appointments: [
          ...answer.bookings.filter((booking) => booking.book_date !== date),
          ...chosenDay,
        ],
      },
  );
}

/** The query's state, with the bookings the calendar is given. */
function withData(query: QueryLike, data: CalendarBookings | undefined) {
  return {
    data,
    isError: query.isError,
    error: query.error,
    isFetching: query.isFetching,
    refetch: query.refetch,
  };
}

export function LazyAppointmentsCalendar(props: CalendarProps) {
  const query = useCalendarBookings(props);
  const t = useT();
  const loading = t('diary.calendar.loading');
  // Fetch the code while the bookings load, not after.
  useEffect(() => {
    void loadCalendar();
  }, []);
  // Days that cannot be shown say so inside the grid: the toolbar stays, so the arrows and
  // Today still lead to days that can (docs/offline.md, Kept ahead).
  if (query.data === undefined && query.isError) {
    const notice = (
      <CalendarNotice
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
    return (
      <Suspense fallback={<QueryLoader label={loading} />}>
        <AppointmentsCalendar appointments={NO_BOOKINGS} notice={notice} {...props} />
      </Suspense>
    );
  }
  return (
    <QueryState query={query} loadingLabel={loading} errorTitle={t('diary.loadFailed')}>
      {(bookings) => (
        <Suspense fallback={<QueryLoader label={loading} />}>
          <AppointmentsCalendar {...bookings} {...props} />
        </Suspense>
      )}
    </QueryState>
  );
}
