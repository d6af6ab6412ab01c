// /appointments: the view, tab, calendar mode, date and member filter live in the URL, so a reload
// keeps them.
// Every parameter is optional (links need none); unknown values fall back to the defaults.
import { createFileRoute } from '@tanstack/react-router';
import dayjs from 'dayjs';
import {
  AppointmentsScreen,
  type AppointmentsScreenState,
} from '../../features/appointments/components/appointments-screen';

// Plain checks rather than zod or dayjs: search validation runs in the entry chunk, which every
// screen loads first (bench/README.md, Route weight).
function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return values.find((allowed) => allowed === value);
}

/** "YYYY-MM-DD" naming a real day: 2025-02-30 is Invalid Date or rolls over into March. */
function calendarDate(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
}

/** A positive whole number (an id): the router reads `member=3` as the number 3. */
function positiveId(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

type AppointmentsSearch = Partial<AppointmentsScreenState>;

export const Route = createFileRoute('/_authed/appointments')({
  validateSearch: (search: Record<string, unknown>): AppointmentsSearch => ({
    view: oneOf(['table', 'calendar'], search.view),
    tab: oneOf(['upcoming', 'completed'], search.tab),
    mode: oneOf(['day', 'week', 'month'], search.mode),
    date: calendarDate(search.date),
    member: positiveId(search.member),
    rebook:
      typeof search.rebook === 'number' && Number.isInteger(search.rebook)
        ? search.rebook
        : undefined,
  }),
  component: AppointmentsRoute,
});

function AppointmentsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const state: AppointmentsScreenState = {
    view: search.view ?? 'table',
    tab: search.tab ?? 'upcoming',
    mode: search.mode ?? 'day',
    date: search.date ?? dayjs().format('YYYY-MM-DD'),
    member: search.member,
    rebook: search.rebook,
  };
  const onChange = (next: Partial<AppointmentsScreenState>) => {
    // Moving through dates should not fill the history; switching what is shown should.
    const onlyDate = Object.keys(next).every((key) => key === 'date');
    void navigate({ search: (previous) => ({ ...previous, ...next }), replace: onlyDate });
  };
  return <AppointmentsScreen state={state} onChange={onChange} />;
}
