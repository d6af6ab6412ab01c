// GET /api/service_types/: the "Service available for" options (reference data).
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import { serviceTypeListSchema } from '@contract/reference';
import { apiRequest } from '@/lib/api/api-client';
import { referenceKeys } from './catalogue-keys';

export function serviceTypesQueryOptions() {
  return queryOptions({
    queryKey: referenceKeys.serviceTypes(),
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.serviceTypes, { schema: serviceTypeListSchema, signal }),
    // Seeded by a migration: it does not change while the app runs.
    staleTime: Infinity,
  });
}
