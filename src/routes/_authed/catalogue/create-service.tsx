// `?categoryId=` preselects the category (the services list links each category's "Add service").
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { categoriesQueryOptions } from '../../../features/catalogue/api/get-categories';
import { durationsQueryOptions } from '../../../features/catalogue/api/get-durations';
import { priceTypesQueryOptions } from '../../../features/catalogue/api/get-price-types';
import { serviceTypesQueryOptions } from '../../../features/catalogue/api/get-service-types';
import { CreateServiceScreen } from '../../../features/catalogue/components/create-service-screen';

const searchSchema = z.object({
  categoryId: z.coerce.number().int().positive().optional().catch(undefined),
});

export const Route = createFileRoute('/_authed/catalogue/create-service')({
  validateSearch: searchSchema,
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
