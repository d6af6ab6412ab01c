// GET /api/service_interval/: the business's current service interval. Business settings edits
// it, and the New booking form's free times computed on the device step by it (docs/offline.md,
// Kept ahead), so it is the opening hours' entity's read.
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import { serviceIntervalSchema } from '@contract/business-settings';
import { apiRequest } from '@/lib/api/api-client';
import { openingHoursKeys } from './opening-hours-keys';

export function serviceIntervalQueryOptions() {
  return queryOptions({
    queryKey: openingHoursKeys.serviceInterval(),
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.serviceInterval, { schema: serviceIntervalSchema, signal }),
  });
}
