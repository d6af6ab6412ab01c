import { createFileRoute } from '@tanstack/react-router';
import { weekDaysQueryOptions } from '../../../features/business-settings/api/get-week-days';
import { BusinessHoursScreen } from '../../../features/business-settings/components/business-hours-screen';

export const Route = createFileRoute('/_authed/business-settings/business-hours')({
  // Offline, the screen renders from the persisted cache instead of waiting on the network.
  loader: ({ context }) =>
    navigator.onLine ? context.queryClient.prefetchQuery(weekDaysQueryOptions()) : undefined,
  component: BusinessHoursScreen,
});
