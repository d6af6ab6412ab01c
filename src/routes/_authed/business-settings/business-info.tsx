import { createFileRoute } from '@tanstack/react-router';
import { BusinessInfoScreen } from '@/features/business-settings/components/business-info-screen';
import { currentUserQueryOptions } from '@/lib/session/current-user';
import { startQuery } from '@/lib/query/start-query';

export const Route = createFileRoute('/_authed/business-settings/business-info')({
  // Never waits: saved data shows at once, a first visit shows the skeleton (docs/offline.md).
  loader: ({ context }) => startQuery(context.queryClient, currentUserQueryOptions()),
  component: BusinessInfoScreen,
});
