// GET /api/business-settings/availability: the online booking rules, breaks, closed dates,
// special hours and the booking page's address (docs/decisions.md, Availability settings
// (owner)).
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import { availabilitySettingsSchema } from '@contract/availability-settings';
import { apiRequest } from '@/lib/api/api-client';
import { openingHoursKeys } from './opening-hours-keys';

export function availabilitySettingsQueryOptions() {
  return queryOptions({
    queryKey: openingHoursKeys.availability(),
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.availabilitySettings, { schema: availabilitySettingsSchema, signal }),
  });
}
