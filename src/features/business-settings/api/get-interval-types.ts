// GET /api/intervals_types/: the interval lengths an owner can choose (reference data).
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '@contract/api-paths';
import { intervalTypeSchema } from '@contract/reference';
import { apiRequest } from '@/lib/api/api-client';
import { businessSettingsKeys } from './query-keys';

const intervalTypeListSchema = z.array(intervalTypeSchema);

export function intervalTypesQueryOptions() {
  return queryOptions({
    queryKey: businessSettingsKeys.intervalTypes(),
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.intervalTypes, { schema: intervalTypeListSchema, signal }),
    // Seeded by a migration: it does not change while the app runs.
    staleTime: Infinity,
  });
}
