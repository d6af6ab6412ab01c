import { createFileRoute } from '@tanstack/react-router';
import { clientQueryOptions } from '../../../features/appointments/api/get-client';
import { ClientPage } from '../../../features/appointments/components/clients/client-page';
import { startQuery } from '../../../lib/query/start-query';

export const Route = createFileRoute('/_authed/clients/$id')({
  // Never waits: saved data shows at once, a first visit shows the skeleton, a 404 shows on the
  // screen (docs/offline.md, Slow networks).
  loader: ({ context, params }) => {
    if (/^\d+$/.test(params.id)) {
      startQuery(context.queryClient, clientQueryOptions(Number(params.id)));
    }
  },
  component: ClientRoute,
});

function ClientRoute() {
  const { id } = Route.useParams();
  return <ClientPage id={id} />;
}
