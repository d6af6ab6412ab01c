// /reports: the period lives in the URL, so a reload or a link keeps it. Every parameter is
// optional; unknown values fall back to this month.
import { createFileRoute } from '@tanstack/react-router';
import { ReportsScreen } from '../../features/reports/components/reports-screen';
import type { PeriodChoice, PeriodState } from '../../features/reports/components/period-picker';

// Plain checks rather than zod: search validation runs in the entry chunk, which every screen
// loads first (bench/README.md, Route weight).
const CHOICES: readonly PeriodChoice[] = [
  'thisWeek',
  'thisMonth',
  'lastMonth',
  'thisYear',
  'custom',
];

function calendarDate(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
}

type ReportsSearch = Partial<PeriodState>;

export const Route = createFileRoute('/_authed/reports')({
  validateSearch: (search: Record<string, unknown>): ReportsSearch => ({
    period: CHOICES.find((choice) => choice === search.period),
    from: calendarDate(search.from),
    to: calendarDate(search.to),
  }),
  component: ReportsRoute,
});

function ReportsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const period = search.period ?? 'thisMonth';
  return (
    <ReportsScreen
      state={{ period, from: search.from ?? '', to: search.to ?? '' }}
      onChange={(next) =>
        void navigate({
          search: {
            period: next.period === 'thisMonth' ? undefined : next.period,
            from: next.period === 'custom' ? next.from || undefined : undefined,
            to: next.period === 'custom' ? next.to || undefined : undefined,
          },
          replace: next.period === period,
        })
      }
    />
  );
}
