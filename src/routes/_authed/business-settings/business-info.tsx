import { createFileRoute } from '@tanstack/react-router';
import { BusinessInfoScreen } from '../../../features/business-settings/components/business-info-screen';
import { currentUserQueryOptions } from '../../../lib/session/current-user';

export const Route = createFileRoute('/_authed/business-settings/business-info')({
  // Offline, the screen renders from the persisted cache instead of waiting on the network.
  loader: ({ context }) =>
    navigator.onLine ? context.queryClient.prefetchQuery(currentUserQueryOptions()) : undefined,
  component: BusinessInfoScreen,
});
