// This week's takings and bookings against last week's, each with a spark line of its days
// (docs/decisions.md, Reports), above today's agenda, on the business's clock and its first day
// of the week. Takings are the week so far against the same days of last week (a Monday's
// takings against a whole week would always read as a fall); bookings are the whole week, those
// ahead included, against the whole of last week. The spark line is a few lines of
// SVG rather than the chart library, which would add its 120 kB to the dashboard's first load.
import './styles';
import { Card, SimpleGrid, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { addDays, daysBetween } from '@contract/booking-time';
import { presetPeriod, type Report } from '@contract/reports';
import { reportQueryOptions } from '@/entities/report/api/get-report';
import { formatPercent } from '@/entities/report/report-change';
import { useBusinessLocale } from '@/lib/format/use-business-locale';
import { useBusinessNow } from '@/lib/format/use-business-now';
import { LANGUAGE_LOCALES } from '@contract/i18n/language';
import { useLanguage, useT, type AppTranslate } from '@/lib/i18n/use-t';

/** How the figure moved, in words (docs/decisions.md, Reports), in the owner's language. */
function weekChange(t: AppTranslate, current: number, previous: number): string {
  if (current === previous) return t('dashboard.change.same');
  if (previous === 0) return t('dashboard.change.fromNothing');
  const change = (current - previous) / Math.abs(previous);
  const percent = formatPercent(Math.abs(change));
  return t(change > 0 ? 'dashboard.change.up' : 'dashboard.change.down', { percent });
}

/** The report's days in order, each with its figure (0 for a day without bookings). */
export function weekSeries(
  report: Report,
  figure: 'takings' | 'bookings',
): { date: string; value: number }[] {
  const length = daysBetween(report.current.from, report.current.to) + 1;
  return Array.from({ length }, (_, index) => {
    const date = addDays(report.current.from, index);
    const day = report.days.find((entry) => entry.date === date);
    return { date, value: day ? day[figure] : 0 };
  });
}

/** A line through the values, 0 at the bottom, the largest at the top. */
export function sparkPoints(values: number[], width: number, height: number): string {
  const most = Math.max(...values, 1);
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  return values
    .map((value, index) => {
      const y = height - 2 - (Math.max(value, 0) / most) * (height - 4);
      return `${(index * step).toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}

function SparkLine({
  series,
  format,
}: {
  series: { date: string; value: number }[];
  format: (value: number) => string;
}) {
  const t = useT();
  const dayName = new Intl.DateTimeFormat(LANGUAGE_LOCALES[useLanguage()], {
    weekday: 'short',
    timeZone: 'UTC',
  });
  return (
    <>
      <svg
        viewBox="0 0 120 32"
        width="100%"
        height={32}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <polyline
          points={sparkPoints(
            series.map((day) => day.value),
            120,
            32,
          )}
          fill="none"
          stroke="var(--mantine-color-teal-7)"
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <VisuallyHidden>
        {t('dashboard.week.byDay', {
          days: series
            .map(
              (day) => `${dayName.format(new Date(`${day.date}T00:00:00Z`))} ${format(day.value)}`,
            )
            .join(', '),
        })}
      </VisuallyHidden>
    </>
  );
}

interface WeekCardProps {
  label: string;
  /** What the figure is compared with: the same days of last week, or all of it. */
  before: 'dashboard.week.vsSameDays' | 'dashboard.week.vsLastWeek';
  /** This week's report: the figure and its days. */
  report: Report | undefined;
  /** The figure it is compared with. */
  previous: number | undefined;
  failed: boolean;
  figure: 'takings' | 'bookings';
  format: (value: number) => string;
}

function WeekCard({ label, before, report, previous, failed, figure, format }: WeekCardProps) {
  const t = useT();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={label}>
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      {report && previous !== undefined ? (
        <>
          <Text fz={28} fw={700} lh={1.2}>
            {format(report.current[figure])}
          </Text>
          <Text size="sm" c="dimmed">
            {t(before, {
              change: weekChange(t, report.current[figure], previous),
              figure: format(previous),
            })}
          </Text>
          <SparkLine series={weekSeries(report, figure)} format={format} />
        </>
      ) : failed ? (
        <Text c="dimmed">{t('dashboard.notAvailable')}</Text>
      ) : (
        <Skeleton height={60} my={4}>
          <VisuallyHidden>{t('dashboard.loading')}</VisuallyHidden>
        </Skeleton>
      )}
    </Card>
  );
}

export function WeekCards() {
  const t = useT();
  const locale = useBusinessLocale();
  const today = useBusinessNow()().slice(0, 10);
  const week = presetPeriod('thisWeek', today, locale.weekStart);
  const soFar = useQuery(reportQueryOptions({ from: week.from, to: today }));
  // The report's own "period before" of a part of a week is the days just before it, not the
  // same days of last week: those are a report of their own.
  const lastWeekSoFar = useQuery(
    reportQueryOptions({ from: addDays(week.from, -7), to: addDays(today, -7) }),
  );
  const whole = useQuery(reportQueryOptions(week));
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <WeekCard
        label={t('dashboard.week.takings')}
        before="dashboard.week.vsSameDays"
        report={soFar.data}
        previous={lastWeekSoFar.data?.current.takings}
        failed={soFar.isError || lastWeekSoFar.isError}
        figure="takings"
        format={locale.formatPrice}
      />
      <WeekCard
        label={t('dashboard.week.bookings')}
        before="dashboard.week.vsLastWeek"
        report={whole.data}
        previous={whole.data?.previous.bookings}
        failed={whole.isError}
        figure="bookings"
        format={String}
      />
    </SimpleGrid>
  );
}
