// /business-settings/business-hours: loads the weekdays and shows their form.
import { Paper, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/query-state';
import { weekDaysQueryOptions } from '../api/get-week-days';
import { BusinessHoursForm } from './business-hours-form';
import { PageHeader } from '../../../components/layout/page-header';

export function BusinessHoursScreen() {
  const weekDays = useQuery(weekDaysQueryOptions());
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader section="settings" title="Business working hours" />
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <QueryState
          query={weekDays}
          loadingLabel="Loading working hours"
          errorTitle="The working hours could not be loaded"
        >
          {(days) => <BusinessHoursForm days={days} />}
        </QueryState>
      </Paper>
    </Stack>
  );
}
