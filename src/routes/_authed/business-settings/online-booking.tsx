import { createFileRoute } from '@tanstack/react-router';
import { availabilitySettingsQueryOptions } from '../../../features/business-settings/api/availability-settings';
import { OnlineBookingScreen } from '../../../features/business-settings/components/online-booking-screen';

export const Route = createFileRoute('/_authed/business-settings/online-booking')({
  // Offline, the screen renders from the persisted cache instead of waiting on the network.
  loader: async ({ context }) => {
    if (!navigator.onLine) return;
    await context.queryClient.prefetchQuery(availabilitySettingsQueryOptions());
  },
  component: OnlineBookingScreen,
});
