// GET /api/categories/{id}: the category the edit screen fills its form with.
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import { categorySchema } from '@contract/catalogue';
import { apiRequest } from '@/lib/api/api-client';
import { catalogueKeys } from '@/entities/catalogue/api/catalogue-keys';

export function categoryQueryOptions(id: number) {
  return queryOptions({
    queryKey: catalogueKeys.category(id),
    queryFn: ({ signal }) => apiRequest(apiPaths.category(id), { schema: categorySchema, signal }),
    // A negative id is a category created offline: the server does not know it yet, the cache does.
    enabled: id > 0,
  });
}
