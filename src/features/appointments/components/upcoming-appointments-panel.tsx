// The dashboard's UPCOMING APPOINTMENTS panel: the next bookings, each expanding to its items.
// It lives with the appointments (it shows them); the dashboard route places it on the dashboard.
import './styles';
import { Accordion, Paper, SimpleGrid, Skeleton, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '@/lib/i18n/use-t';
import { QueryState } from '@/components/query-state';
import { latestAppointmentsQueryOptions } from '../api/latest-appointments';
import { BookingItems, BookingSummaryLines } from './shared/booking-summary';

const skeleton = [0, 1, 2].map((row) => <Skeleton key={row} height={48} radius="sm" />);

export function UpcomingAppointmentsPanel() {
  const query = useQuery(latestAppointmentsQueryOptions());
  const t = useT();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="upcoming-heading">
      <Title order={2} id="upcoming-heading" fz="sm" fw={700} c="dimmed" mb="sm" lts={0.5}>
        {t('dashboard.upcoming')}
      </Title>
      <QueryState
        query={query}
        loadingLabel={t('dashboard.upcomingLoading')}
        skeleton={skeleton}
        errorTitle={t('dashboard.upcomingFailed')}
        empty={t('dashboard.upcomingEmpty')}
      >
        {(appointments) => (
          <Accordion multiple variant="default" chevronPosition="right">
            {appointments.map((appointment) => (
              <Accordion.Item key={appointment.id} value={String(appointment.id)}>
                <Accordion.Control>
                  <SimpleGrid cols={{ base: 1, sm: 3 }} spacing={2} verticalSpacing={0}>
                    <BookingSummaryLines appointment={appointment} />
                  </SimpleGrid>
                </Accordion.Control>
                <Accordion.Panel>
                  <BookingItems appointment={appointment} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </QueryState>
    </Paper>
  );
}
