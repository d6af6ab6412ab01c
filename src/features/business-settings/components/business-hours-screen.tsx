// /business-settings/business-hours: loads the weekdays and shows their form.
import { Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { weekDaysQueryOptions } from '../api/get-week-days';
import { BusinessHoursForm } from './business-hours-form';
import { SettingsPageHeader } from './settings-page-header';

export function BusinessHoursScreen() {
  const weekDays = useQuery(weekDaysQueryOptions());
  return (
    <Stack gap="lg" maw={960}>
      <SettingsPageHeader title="Business working hours" />
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        {weekDays.data ? (
          <BusinessHoursForm days={weekDays.data} />
        ) : weekDays.isError ? (
          <Text c="gray.7">The working hours could not be loaded. Try again later.</Text>
        ) : (
          <Center py="xl">
            <Loader aria-label="Loading working hours" />
          </Center>
        )}
      </Paper>
    </Stack>
  );
}
