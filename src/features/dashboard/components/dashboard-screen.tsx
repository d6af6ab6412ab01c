// /dashboard: the heading, the Appointments and Services cards, and whatever panel the route
// places below them (the upcoming appointments, owned by the appointments feature).
import type { ReactNode } from 'react';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { appointmentCountQueryOptions } from '../api/appointment-count';
import { servicesCountQueryOptions } from '../api/services-count';
import { SummaryCard } from './summary-card';

export function DashboardScreen({ children }: { children?: ReactNode }) {
  const appointments = useQuery(appointmentCountQueryOptions());
  const services = useQuery(servicesCountQueryOptions());
  return (
    <Stack gap="lg">
      <Title order={1}>Dashboard</Title>
      <SimpleGrid cols={2} spacing="md">
        <SummaryCard
          label="Appointments"
          to="/appointments"
          value={appointments.data}
          failed={appointments.isError}
        />
        <SummaryCard
          label="Services"
          to="/catalogue/services"
          value={services.data}
          failed={services.isError}
        />
      </SimpleGrid>
      {children}
    </Stack>
  );
}
