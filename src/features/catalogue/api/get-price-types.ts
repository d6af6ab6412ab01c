// GET /api/price_types/: Fixed, From and Free (reference data).
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import { priceTypeListSchema } from '@contract/reference';
import { apiRequest } from '@/lib/api/api-client';
import { referenceKeys } from './catalogue-keys';

export function priceTypesQueryOptions() {
  return queryOptions({
    queryKey: referenceKeys.priceTypes(),
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.priceTypes, { schema: priceTypeListSchema, signal }),
    // Seeded by a migration: it does not change while the app runs.
    staleTime: Infinity,
  });
}
