import { createFileRoute } from '@tanstack/react-router';
import { intervalTypesQueryOptions } from '../../../features/business-settings/api/get-interval-types';
import { serviceIntervalQueryOptions } from '../../../features/business-settings/api/get-service-interval';
import { ServiceIntervalScreen } from '../../../features/business-settings/components/service-interval-form';

export const Route = createFileRoute('/_authed/business-settings/service-intervals')({
  // Offline, the screen renders from the persisted cache instead of waiting on the network.
  loader: async ({ context }) => {
    if (!navigator.onLine) return;
    await Promise.all([
      context.queryClient.prefetchQuery(serviceIntervalQueryOptions()),
      context.queryClient.prefetchQuery(intervalTypesQueryOptions()),
    ]);
  },
  component: ServiceIntervalScreen,
});
