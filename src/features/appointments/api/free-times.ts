// GET /api/appointments/free-times: the start times the slot engine still offers on one date for
// the chosen services, shown as chips in the New booking form (docs/decisions.md, Free times in
// the owner's form). Under appointmentKeys.all, so every booking change sent refetches them.
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../../contract/api-paths';
import { ownerFreeTimesSchema } from '../../../../contract/owner-free-times';
import { apiRequest } from '../../../lib/api/api-client';
import { appointmentKeys } from './appointment-keys';

/** Free times change with every booking: an answer unused for ten minutes is dropped. */
const KEPT_MS = 10 * 60 * 1000;

/**
 * `date` "YYYY-MM-DD"; the order of `serviceIds` does not change the answer, so it is sorted.
 * `memberId`: that member's free times; none: "Anyone available" (docs/decisions.md, Team).
 */
export function freeTimesQueryOptions(
  date: string,
  serviceIds: readonly number[],
  memberId?: number,
) {
  const services = [...serviceIds].sort((a, b) => a - b).join(',');
  return queryOptions({
    queryKey: appointmentKeys.freeTimes(date, services, memberId),
    // Not saved for a cold start (docs/offline.md, What is saved): a key per date and choice of
    // services adds up, and yesterday's free times mislead. Offline, the worker's kept answer of
    // the same question still serves (docs/offline.md, Kept answers).
    meta: { persist: false },
    gcTime: KEPT_MS,
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ date, services });
      if (memberId !== undefined) query.set('memberId', String(memberId));
      return apiRequest(`${apiPaths.ownerFreeTimes}?${query.toString()}`, {
        schema: ownerFreeTimesSchema,
        signal,
      });
    },
  });
}
