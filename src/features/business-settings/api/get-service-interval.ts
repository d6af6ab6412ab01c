// GET /api/service_interval/: the business's current service interval.
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../../contract/api-paths';
import { serviceIntervalSchema } from '../../../../contract/business-settings';
import { apiRequest } from '../../../lib/api/api-client';
import { businessSettingsKeys } from './query-keys';

export function serviceIntervalQueryOptions() {
  return queryOptions({
    queryKey: businessSettingsKeys.serviceInterval(),
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.serviceInterval, { schema: serviceIntervalSchema, signal }),
  });
}
