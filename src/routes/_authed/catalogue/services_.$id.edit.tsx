// /catalogue/services/{id}/edit, beside the services list rather than inside it (`services_`).
import { createFileRoute } from '@tanstack/react-router';
import { categoriesQueryOptions } from '@/features/catalogue/api/get-categories';
import { durationsQueryOptions } from '@/features/catalogue/api/get-durations';
import { priceTypesQueryOptions } from '@/features/catalogue/api/get-price-types';
import { serviceQueryOptions } from '@/features/catalogue/api/get-service';
import { serviceTypesQueryOptions } from '@/features/catalogue/api/get-service-types';
import { EditServiceScreen } from '@/features/catalogue/components/edit-service-screen';
import { startQuery } from '@/lib/query/start-query';

export const Route = createFileRoute('/_authed/catalogue/services_/$id/edit')({
  // Never waits: saved data shows at once, a first visit shows the skeleton, a 404 shows on the
  // screen (docs/offline.md, Slow networks).
  loader: ({ context, params }) => {
    if (/^\d+$/.test(params.id)) {
      startQuery(context.queryClient, serviceQueryOptions(Number(params.id)));
    }
    startQuery(context.queryClient, categoriesQueryOptions());
    startQuery(context.queryClient, serviceTypesQueryOptions());
    startQuery(context.queryClient, durationsQueryOptions());
    startQuery(context.queryClient, priceTypesQueryOptions());
  },
  component: EditServiceRoute,
});

function EditServiceRoute() {
  const { id } = Route.useParams();
  return <EditServiceScreen id={id} />;
}
