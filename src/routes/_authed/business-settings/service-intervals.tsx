import { createFileRoute } from '@tanstack/react-router';
import { intervalTypesQueryOptions } from '@/features/business-settings/api/get-interval-types';
import { serviceIntervalQueryOptions } from '@/entities/opening-hours/api/get-service-interval';
import { ServiceIntervalScreen } from '@/features/business-settings/components/service-interval-form';
import { startQuery } from '@/lib/query/start-query';

export const Route = createFileRoute('/_authed/business-settings/service-intervals')({
  // Never waits: saved data shows at once, a first visit shows the skeleton (docs/offline.md).
  loader: ({ context }) => {
    startQuery(context.queryClient, serviceIntervalQueryOptions());
    startQuery(context.queryClient, intervalTypesQueryOptions());
  },
  component: ServiceIntervalScreen,
});
