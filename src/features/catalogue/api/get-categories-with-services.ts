// GET /api/cat_wise_services/: every category with its services, for the services accordion.
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import { categoryWithServicesListSchema } from '@contract/catalogue';
import { apiRequest } from '@/lib/api/api-client';
import { catalogueKeys } from '@/entities/catalogue/api/catalogue-keys';

export function categoriesWithServicesQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.categoriesWithServices(),
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.categoriesWithServices, {
        schema: categoryWithServicesListSchema,
        signal,
      }),
  });
}
