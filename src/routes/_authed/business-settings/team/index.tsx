import { createFileRoute } from '@tanstack/react-router';
import { teamQueryOptions } from '@/entities/team/api/get-team';
import { TeamScreen } from '@/features/team/components/team-screen';
import { startQuery } from '@/lib/query/start-query';

export const Route = createFileRoute('/_authed/business-settings/team/')({
  // Never waits: saved data shows at once, a first visit shows the loader (docs/offline.md).
  loader: ({ context }) => startQuery(context.queryClient, teamQueryOptions()),
  component: TeamScreen,
});
