// /dashboard: the heading, the Appointments and Services cards, this week's takings and bookings,
// and whatever panel the route places below them (today's agenda and the upcoming bookings,
// owned by the appointments feature).
import type { ReactNode } from 'react';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '@/lib/i18n/use-t';
import { appointmentCountQueryOptions } from '../api/appointment-count';
import { servicesCountQueryOptions } from '../api/services-count';
import { SummaryCard } from './summary-card';
import { WeekCards } from './week-cards';

export function DashboardScreen({ children }: { children?: ReactNode }) {
  const appointments = useQuery(appointmentCountQueryOptions());
  const services = useQuery(servicesCountQueryOptions());
  const t = useT();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('dashboard.title')}</Title>
      <SimpleGrid cols={2} spacing="md">
        <SummaryCard
          label={t('dashboard.appointments')}
          to="/appointments"
          value={appointments.data}
          failed={appointments.isError}
        />
        <SummaryCard
          label={t('dashboard.services')}
          to="/catalogue/services"
          value={services.data}
          failed={services.isError}
        />
      </SimpleGrid>
      <WeekCards />
      {children}
    </Stack>
  );
}
