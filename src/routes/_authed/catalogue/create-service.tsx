// `?categoryId=` preselects the category (the services list links each category's "Add service").
import { createFileRoute } from '@tanstack/react-router';
import { categoriesQueryOptions } from '@/features/catalogue/api/get-categories';
import { durationsQueryOptions } from '@/features/catalogue/api/get-durations';
import { priceTypesQueryOptions } from '@/features/catalogue/api/get-price-types';
import { serviceTypesQueryOptions } from '@/features/catalogue/api/get-service-types';
import { CreateServiceScreen } from '@/features/catalogue/components/create-service-screen';
import { startQuery } from '@/lib/query/start-query';

export const Route = createFileRoute('/_authed/catalogue/create-service')({
  // A plain check, not zod: search validation runs in the entry chunk every screen loads.
  validateSearch: (search: Record<string, unknown>): { categoryId?: number } => {
    const categoryId = Number(search.categoryId);
    // Negative: a category created offline, not sent yet (the form checks it is a known one).
    return {
      categoryId: Number.isInteger(categoryId) && categoryId !== 0 ? categoryId : undefined,
    };
  },
  // Never waits: saved data shows at once, a first visit shows the skeleton (docs/offline.md).
  loader: ({ context }) => {
    startQuery(context.queryClient, categoriesQueryOptions());
    startQuery(context.queryClient, serviceTypesQueryOptions());
    startQuery(context.queryClient, durationsQueryOptions());
    startQuery(context.queryClient, priceTypesQueryOptions());
  },
  component: CreateServiceRoute,
});

function CreateServiceRoute() {
  const { categoryId } = Route.useSearch();
  return <CreateServiceScreen categoryId={categoryId} />;
}
