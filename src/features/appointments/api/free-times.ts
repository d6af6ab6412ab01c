// GET /api/appointments/free-times: the start times the slot engine still offers on one date for
// the chosen services, shown as chips in the New booking form (docs/decisions.md, Free times in
// the owner's form). Under appointmentKeys.all, so every booking change sent refetches them. When
// the server cannot be reached, or only the worker's older copy answers, the device computes them
// from what it keeps (kept-free-times.ts; docs/offline.md, Kept ahead).
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import { ownerFreeTimesSchema, type OwnerFreeTimes } from '@contract/owner-free-times';
import { apiRequestWithHeaders } from '@/lib/api/api-client';
import { isConnectionFailure } from '@/lib/offline/ahead-reads';
import { FETCHED_AT_HEADER } from '@/lib/offline/kept-responses';
import { appointmentKeys } from '@/entities/bookings/api/booking-keys';
import { keptFreeTimes } from './kept-free-times';

/** Free times change with every booking: an answer unused for ten minutes is dropped. */
const KEPT_MS = 10 * 60 * 1000;
/** The app's default (src/app/query-client.ts) for the server's answers. */
const DEFAULT_STALE_MS = 30 * 1000;

/** The server's answer, or the device's with `keptAt`: when the bookings it counts were kept. */
export type FreeTimesAnswer = OwnerFreeTimes & { keptAt?: number };

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
    // services adds up, and yesterday's free times mislead.
    meta: { persist: false },
    gcTime: KEPT_MS,
    // Times computed on the device are asked again whenever the form shows them: a booking saved
    // offline meanwhile (pending, so nothing was sent to refetch them) takes its time.
    staleTime: (query: { state: { data?: FreeTimesAnswer } }) =>
      query.state.data?.keptAt === undefined ? DEFAULT_STALE_MS : 0,
    queryFn: async ({ signal, client }): Promise<FreeTimesAnswer> => {
      const query = new URLSearchParams({ date, services });
      if (memberId !== undefined) query.set('memberId', String(memberId));
      const onDevice = () =>
        keptFreeTimes(client, { date, serviceIds: services.split(',').map(Number), memberId });
      let answer;
      try {
        answer = await apiRequestWithHeaders(`${apiPaths.ownerFreeTimes}?${query.toString()}`, {
          schema: ownerFreeTimesSchema,
          signal,
        });
      } catch (error) {
        if (!isConnectionFailure(error)) throw error;
        const computed = await onDevice();
        if (!computed) throw error;
        return computed;
      }
      // The worker's copy knows neither the bookings kept since nor those waiting in the outbox.
      if (Number(answer.headers.get(FETCHED_AT_HEADER)) > 0) {
        const computed = await onDevice();
        if (computed) return computed;
      }
      return answer.data;
    },
  });
}
