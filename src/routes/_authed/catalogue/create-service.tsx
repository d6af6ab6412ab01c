// `?categoryId=` preselects the category (the services list links each category's "Add service").
import { createFileRoute } from '@tanstack/react-router';
import { categoriesQueryOptions } from '../../../features/catalogue/api/get-categories';
import { durationsQueryOptions } from '../../../features/catalogue/api/get-durations';
import { priceTypesQueryOptions } from '../../../features/catalogue/api/get-price-types';
import { serviceTypesQueryOptions } from '../../../features/catalogue/api/get-service-types';
import { CreateServiceScreen } from '../../../features/catalogue/components/create-service-screen';

export const Route = createFileRoute('/_authed/catalogue/create-service')({
  // A plain check, not zod: search validation runs in the entry chunk every screen loads.
  validateSearch: (search: Record<string, unknown>): { categoryId?: number } => {
    const categoryId = Number(search.categoryId);
    // Negative: a category created offline, not sent yet (the form checks it is a known one).
    return {
      categoryId: Number.isInteger(categoryId) && categoryId !== 0 ? categoryId : undefined,
    };
  },
  loader: async ({ context }) => {
    if (!navigator.onLine) return;
    await Promise.all([
      context.queryClient.prefetchQuery(categoriesQueryOptions()),
      context.queryClient.prefetchQuery(serviceTypesQueryOptions()),
      context.queryClient.prefetchQuery(durationsQueryOptions()),
      context.queryClient.prefetchQuery(priceTypesQueryOptions()),
    ]);
  },
  component: CreateServiceRoute,
});

function CreateServiceRoute() {
  const { categoryId } = Route.useSearch();
  return <CreateServiceScreen categoryId={categoryId} />;
}
