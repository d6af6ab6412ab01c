// GET /api/durations/: the service lengths an owner can choose (reference data).
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import { durationListSchema } from '@contract/reference';
import { apiRequest } from '@/lib/api/api-client';
import { referenceKeys } from './catalogue-keys';

export function durationsQueryOptions() {
  return queryOptions({
    queryKey: referenceKeys.durations(),
    queryFn: ({ signal }) => apiRequest(apiPaths.durations, { schema: durationListSchema, signal }),
    // Seeded by a migration: it does not change while the app runs.
    staleTime: Infinity,
  });
}
