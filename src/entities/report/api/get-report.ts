// GET /api/reports for a period (docs/decisions.md, Reports), read by the Reports screen and the
// dashboard's week cards. Kept by the service worker like every read, so the last report opened
// reads offline, with the time it was computed.
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import { reportSchema, type ReportQuery } from '@contract/reports';
import { apiRequest } from '@/lib/api/api-client';

export function reportQueryOptions(period: ReportQuery) {
  return queryOptions({
    queryKey: ['reports', period.from, period.to] as const,
    queryFn: ({ signal }) =>
      apiRequest(
        `${apiPaths.reports}?${new URLSearchParams({ from: period.from, to: period.to })}`,
        { schema: reportSchema, signal },
      ),
  });
}
