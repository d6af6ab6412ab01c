// /dashboard: the dashboard's cards with the appointments feature's upcoming panel below them.
import { createFileRoute } from '@tanstack/react-router';
import { UpcomingAppointmentsPanel } from '../../features/appointments/components/upcoming-appointments-panel';
import { DashboardScreen } from '../../features/dashboard/components/dashboard-screen';

export const Route = createFileRoute('/_authed/dashboard')({
  component: DashboardRoute,
});

function DashboardRoute() {
  return (
    <DashboardScreen>
      <UpcomingAppointmentsPanel />
    </DashboardScreen>
  );
}
