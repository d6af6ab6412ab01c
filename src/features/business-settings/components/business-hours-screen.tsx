// /business-settings/business-hours: loads the weekdays and shows their form, or a skeleton of the
// seven days while they load for the first time (docs/offline.md, Slow networks).
import { Paper, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/query-state';
import { useT } from '@/lib/i18n/use-t';
import { PageHeader } from '@/components/layout/page-header';
import { weekDaysQueryOptions } from '../api/get-week-days';
import { BusinessHoursForm } from './business-hours-form';

const skeleton = Array.from({ length: 7 }, (_, day) => (
  <Skeleton key={day} height={36} radius="sm" />
));

export function BusinessHoursScreen() {
  const t = useT();
  const weekDays = useQuery(weekDaysQueryOptions());
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader section="settings" title={t('settings.hoursTitle')} />
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <QueryState
          query={weekDays}
          loadingLabel={t('hours.loading')}
          skeleton={skeleton}
          errorTitle={t('hours.loadError')}
        >
          {(days) => <BusinessHoursForm days={days} />}
        </QueryState>
      </Paper>
    </Stack>
  );
}
