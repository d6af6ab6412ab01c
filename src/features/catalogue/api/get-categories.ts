// GET /api/categories/: the category options of the create-service form.
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import { categoryListSchema } from '@contract/catalogue';
import { apiRequest } from '@/lib/api/api-client';
import { catalogueKeys } from '@/entities/catalogue/api/catalogue-keys';

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.categories(),
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.categories, { schema: categoryListSchema, signal }),
  });
}
