// GET /api/clients/{id}: the client page's record, upcoming and past visits, and totals.
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import { clientDetailSchema } from '@contract/clients';
import { apiRequest } from '@/lib/api/api-client';
import { clientKeys } from './client-keys';

export function clientQueryOptions(id: number) {
  return queryOptions({
    queryKey: clientKeys.detail(id),
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.client(id), { schema: clientDetailSchema, signal }),
    // A negative id is a client added offline: the server does not know it yet, the cache does.
    enabled: id > 0,
  });
}
