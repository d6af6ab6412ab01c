import { createFileRoute } from '@tanstack/react-router';
import { clientQueryOptions } from '../../../features/appointments/api/get-client';
import { ClientPage } from '../../../features/appointments/components/clients/client-page';

export const Route = createFileRoute('/_authed/clients/$id')({
  loader: async ({ context, params }) => {
    if (!navigator.onLine || !/^\d+$/.test(params.id)) return;
    // prefetchQuery never throws: a 404 is shown by the screen, not as a route error.
    await context.queryClient.prefetchQuery(clientQueryOptions(Number(params.id)));
  },
  component: ClientRoute,
});

function ClientRoute() {
  const { id } = Route.useParams();
  return <ClientPage id={id} />;
}
