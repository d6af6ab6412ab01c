// /appointments: the view, tab, calendar mode and date live in the URL, so a reload keeps them.
// Every parameter is optional (links need none); unknown values fall back to the defaults.
import { createFileRoute } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { z } from 'zod';
import {
  AppointmentsScreen,
  type AppointmentsScreenState,
} from '../../features/appointments/components/appointments-screen';

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => dayjs(value).format('YYYY-MM-DD') === value);

const appointmentsSearchSchema = z.object({
  view: z.enum(['table', 'calendar']).optional().catch(undefined),
  tab: z.enum(['upcoming', 'completed']).optional().catch(undefined),
  mode: z.enum(['day', 'week', 'month']).optional().catch(undefined),
  date: isoDate.optional().catch(undefined),
});

export const Route = createFileRoute('/_authed/appointments')({
  validateSearch: appointmentsSearchSchema,
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
  };
  const onChange = (next: Partial<AppointmentsScreenState>) => {
    // Moving through dates should not fill the history; switching what is shown should.
    const onlyDate = Object.keys(next).every((key) => key === 'date');
    void navigate({ search: (previous) => ({ ...previous, ...next }), replace: onlyDate });
  };
  return <AppointmentsScreen state={state} onChange={onChange} />;
}
