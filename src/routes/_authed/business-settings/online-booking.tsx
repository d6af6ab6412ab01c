import { createFileRoute } from '@tanstack/react-router';
import { availabilitySettingsQueryOptions } from '@/features/business-settings/api/availability-settings';
import { OnlineBookingScreen } from '@/features/business-settings/components/online-booking-screen';
import { startQuery } from '@/lib/query/start-query';

export const Route = createFileRoute('/_authed/business-settings/online-booking')({
  // Never waits: saved data shows at once, a first visit shows the skeleton (docs/offline.md).
  loader: ({ context }) => startQuery(context.queryClient, availabilitySettingsQueryOptions()),
  component: OnlineBookingScreen,
});
