// /reports: how the business is doing over a period, beside the period before it
// (docs/decisions.md, Reports): the figures as cards, what sold and who performed it as charts
// with their tables, the busiest hours, and the CSV files.
import './styles';
import { Alert, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { presetPeriod, type Report, type ReportQuery } from '@contract/reports';
import { messagesOf } from '@/lib/api/api-error';
import { useBusinessLocale } from '@/lib/format/use-business-locale';
import { useBusinessNow } from '@/lib/format/use-business-now';
import { currentUserQueryOptions } from '@/lib/session/current-user';
import { reportQueryOptions } from '@/entities/report/api/get-report';
import { formatDay, formatInstant } from '@/entities/report/report-change';
import { useLanguage, useT } from '@/lib/i18n/use-t';
import { CsvDownloads } from './csv-downloads';
import { FigureCards } from './figure-cards';
import { HeatMap } from './heat-map';
import { PeriodPicker, type PeriodState } from './period-picker';
import { TakingsChart } from './takings-chart';

/** The dates a choice names; chosen dates left empty fall back to this month. */
export function resolvePeriod(
  state: PeriodState,
  today: string,
  weekStart: 1 | 6 | 7,
): ReportQuery {
  if (state.period !== 'custom') return presetPeriod(state.period, today, weekStart);
  const month = presetPeriod('thisMonth', today, weekStart);
  return { from: state.from || month.from, to: state.to || month.to };
}

export function ReportsScreen({
  state,
  onChange,
}: {
  state: PeriodState;
  onChange: (next: PeriodState) => void;
}) {
  const t = useT();
  const locale = useBusinessLocale();
  const today = useBusinessNow()().slice(0, 10);
  const timeZone = useQuery(currentUserQueryOptions()).data?.timezone;
  const period = resolvePeriod(state, today, locale.weekStart);
  const report = useQuery({ ...reportQueryOptions(period), placeholderData: keepPreviousData });
  return (
    <Stack gap="lg">
      <Title order={1}>{t('reports.title')}</Title>
      <PeriodPicker
        state={{ ...state, from: state.from || period.from, to: state.to || period.to }}
        onChange={onChange}
      />
      {report.isError ? (
        <Alert color="red" role="alert" title={t('reports.loadError')}>
          {messagesOf(report.error).join(' ')}
        </Alert>
      ) : null}
      {report.data ? (
        <ReportBody
          report={report.data}
          period={period}
          timeZone={timeZone || Intl.DateTimeFormat().resolvedOptions().timeZone}
          formatPrice={locale.formatPrice}
          updating={report.isPlaceholderData}
        />
      ) : report.isPending ? (
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{t('reports.loading')}</Text>
        </Group>
      ) : null}
    </Stack>
  );
}

function ReportBody({
  report,
  period,
  timeZone,
  formatPrice,
  updating,
}: {
  report: Report;
  period: ReportQuery;
  timeZone: string;
  formatPrice: (amount: number) => string;
  updating: boolean;
}) {
  const t = useT();
  // The dates below format in the language; this re-renders them when it changes.
  useLanguage();
  const { current, previous } = report;
  return (
    <Stack gap="lg" aria-busy={updating} style={{ opacity: updating ? 0.6 : 1 }}>
      <div>
        <Text fw={600}>
          {formatDay(current.from)} – {formatDay(current.to)}
        </Text>
        <Text size="sm" c="dimmed">
          {t('reports.comparedWith', {
            from: formatDay(previous.from),
            to: formatDay(previous.to),
          })}{' '}
          {t('reports.computedAt', { when: formatInstant(report.computedAt, timeZone) })}
        </Text>
      </div>
      <FigureCards current={current} previous={previous} formatPrice={formatPrice} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <TakingsChart
          title={t('reports.byService')}
          nameLabel={t('reports.service')}
          countLabel={t('reports.items')}
          formatPrice={formatPrice}
          rows={report.services.map((s) => ({
            key: String(s.serviceId),
            name: s.name,
            count: s.items,
            takings: s.takings,
          }))}
        />
        <TakingsChart
          title={t('reports.byCategory')}
          nameLabel={t('reports.category')}
          countLabel={t('reports.items')}
          formatPrice={formatPrice}
          rows={report.categories.map((c) => ({
            key: String(c.categoryId),
            name: c.name,
            count: c.items,
            takings: c.takings,
          }))}
        />
        <TakingsChart
          title={t('reports.byMember')}
          nameLabel={t('reports.member')}
          countLabel={t('reports.bookings')}
          formatPrice={formatPrice}
          rows={report.members.map((m) => ({
            key: String(m.memberId),
            name: m.name,
            count: m.bookings,
            takings: m.takings,
          }))}
        />
        <HeatMap cells={report.heatMap} weekStart={report.weekStart} />
      </SimpleGrid>
      <CsvDownloads period={period} />
    </Stack>
  );
}
