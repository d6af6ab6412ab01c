// GET /api/cat_wise_services/: the dashboard's Services card counts the real services
// (docs/decisions.md: the spec's fixed 10 was a defect). Same key and answer as the catalogue's
// services list, so the catalogue's writes refresh this number and the two share one cache entry.
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import { categoryWithServicesListSchema } from '@contract/catalogue';
import { apiRequest } from '@/lib/api/api-client';
import { catalogueKeys } from '@/entities/catalogue/api/catalogue-keys';

export function servicesCountQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.categoriesWithServices(),
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.categoriesWithServices, {
        schema: categoryWithServicesListSchema,
        signal,
      }),
    select: (categories) =>
      categories.reduce((total, category) => total + category.services.length, 0),
  });
}
