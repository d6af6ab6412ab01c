// GET /api/day_weeks/: the seven weekdays of the business, Monday first.
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import { weekDayListSchema } from '@contract/business-settings';
import { apiRequest } from '@/lib/api/api-client';
import { openingHoursKeys } from './opening-hours-keys';

export function weekDaysQueryOptions() {
  return queryOptions({
    queryKey: openingHoursKeys.weekDays(),
    queryFn: ({ signal }) => apiRequest(apiPaths.weekDays, { schema: weekDayListSchema, signal }),
  });
}
