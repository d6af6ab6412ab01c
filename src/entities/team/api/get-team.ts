// GET /api/team: every member of the business, inactive ones too, by position. The diary, the
// settings and the dashboard read the same cached list (docs/architecture.md, Layout and import
// rules).
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import { teamListSchema } from '@contract/team';
import { apiRequest } from '@/lib/api/api-client';
import { teamKeys } from './team-keys';

export function teamQueryOptions() {
  return queryOptions({
    queryKey: teamKeys.list(),
    queryFn: ({ signal }) => apiRequest(apiPaths.team, { schema: teamListSchema, signal }),
  });
}
