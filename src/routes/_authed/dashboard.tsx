// /dashboard: the dashboard's cards with the appointments feature's panels below them: today's
// agenda, then the upcoming bookings.
import { createFileRoute } from '@tanstack/react-router';
import { TodayAgenda } from '../../features/appointments/components/today-agenda';
import { UpcomingAppointmentsPanel } from '../../features/appointments/components/upcoming-appointments-panel';
import { DashboardScreen } from '../../features/dashboard/components/dashboard-screen';

export const Route = createFileRoute('/_authed/dashboard')({
  component: DashboardRoute,
});

function DashboardRoute() {
  return (
    <DashboardScreen>
      <TodayAgenda />
      <UpcomingAppointmentsPanel />
    </DashboardScreen>
  );
}
