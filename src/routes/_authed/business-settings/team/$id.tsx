import { createFileRoute } from '@tanstack/react-router';
import { teamQueryOptions } from '@/entities/team/api/get-team';
import { MemberScreen } from '@/features/team/components/member-screen';
import { startQuery } from '@/lib/query/start-query';

export const Route = createFileRoute('/_authed/business-settings/team/$id')({
  loader: ({ context }) => startQuery(context.queryClient, teamQueryOptions()),
  component: function MemberRoute() {
    const { id } = Route.useParams();
    return <MemberScreen id={Number(id)} />;
  },
});
