import { createFileRoute } from '@tanstack/react-router';
import { categoriesWithServicesQueryOptions } from '../../../features/catalogue/api/get-categories-with-services';
import { ServicesScreen } from '../../../features/catalogue/components/services-screen';

export const Route = createFileRoute('/_authed/catalogue/services')({
  // Offline, the screen renders from the persisted cache instead of waiting on the network.
  loader: async ({ context }) => {
    if (!navigator.onLine) return;
    await context.queryClient.prefetchQuery(categoriesWithServicesQueryOptions());
  },
  component: ServicesScreen,
});
