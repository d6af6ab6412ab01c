import { createFileRoute } from '@tanstack/react-router';
import { categoriesWithServicesQueryOptions } from '@/features/catalogue/api/get-categories-with-services';
import { ServicesScreen } from '@/features/catalogue/components/services-screen';
import { startQuery } from '@/lib/query/start-query';

export const Route = createFileRoute('/_authed/catalogue/services')({
  // Never waits: saved data shows at once, a first visit shows the skeleton (docs/offline.md).
  loader: ({ context }) => startQuery(context.queryClient, categoriesWithServicesQueryOptions()),
  component: ServicesScreen,
});
