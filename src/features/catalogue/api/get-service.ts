// GET /api/services/{id}: the service the edit screen fills its form with.
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import { serviceDetailSchema } from '@contract/catalogue';
import { apiRequest } from '@/lib/api/api-client';
import { catalogueKeys } from '@/entities/catalogue/api/catalogue-keys';

export function serviceQueryOptions(id: number) {
  return queryOptions({
    queryKey: catalogueKeys.service(id),
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.service(id), { schema: serviceDetailSchema, signal }),
    // A negative id is a service created offline: the server does not know it yet, the cache does.
    enabled: id > 0,
  });
}
