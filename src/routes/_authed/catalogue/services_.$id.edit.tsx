// /catalogue/services/{id}/edit, beside the services list rather than inside it (`services_`).
import { createFileRoute } from '@tanstack/react-router';
import { categoriesQueryOptions } from '../../../features/catalogue/api/get-categories';
import { durationsQueryOptions } from '../../../features/catalogue/api/get-durations';
import { priceTypesQueryOptions } from '../../../features/catalogue/api/get-price-types';
import { serviceQueryOptions } from '../../../features/catalogue/api/get-service';
import { serviceTypesQueryOptions } from '../../../features/catalogue/api/get-service-types';
import { EditServiceScreen } from '../../../features/catalogue/components/edit-service-screen';

export const Route = createFileRoute('/_authed/catalogue/services_/$id/edit')({
  loader: async ({ context, params }) => {
    if (!navigator.onLine) return;
    // prefetchQuery never throws: a 404 is shown by the screen, not as a route error.
    await Promise.all([
      /^\d+$/.test(params.id)
        ? context.queryClient.prefetchQuery(serviceQueryOptions(Number(params.id)))
        : undefined,
      context.queryClient.prefetchQuery(categoriesQueryOptions()),
      context.queryClient.prefetchQuery(serviceTypesQueryOptions()),
      context.queryClient.prefetchQuery(durationsQueryOptions()),
      context.queryClient.prefetchQuery(priceTypesQueryOptions()),
    ]);
  },
  component: EditServiceRoute,
});

function EditServiceRoute() {
  const { id } = Route.useParams();
  return <EditServiceScreen id={id} />;
}
