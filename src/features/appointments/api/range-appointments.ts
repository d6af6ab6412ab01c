// GET /api/appointments/range: the bookings of the local dates from..to, in time order. The
// calendar asks for the days it shows, the dashboard's Today agenda for one day, so no screen
// reads every booking ever made (docs/offline.md, What is saved).
import { queryOptions } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { apiPaths } from '@contract/api-paths';
import { appointmentListSchema } from '@contract/appointments';
import { apiRequestWithHeaders } from '@/lib/api/api-client';
import {
  isConnectionFailure,
  keptRange,
  keptState,
  NotKeptError,
  reportKeptRead,
} from '@/lib/offline/ahead-reads';
import { FETCHED_AT_HEADER } from '@/lib/offline/kept-responses';
import { appointmentKeys } from '@/entities/bookings/api/booking-keys';

/** The calendar days saved for a cold start offline: the last 4 weeks and the next 8. */
const SAVED_DAYS_BACK = 28;
const SAVED_DAYS_AHEAD = 56;

/** Whether a range touches the saved window, so the query cache keeps it (docs/offline.md). */
export function isRangeSaved(from: string, to: string, today = dayjs()): boolean {
  const first = today.subtract(SAVED_DAYS_BACK, 'day').format('YYYY-MM-DD');
  const last = today.add(SAVED_DAYS_AHEAD, 'day').format('YYYY-MM-DD');
  return to >= first && from <= last;
}

/** `from` and `to` are "YYYY-MM-DD", both included; one day is a range from and to one date. */
export function rangeAppointmentsQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: appointmentKeys.range(from, to),
    meta: { persist: isRangeSaved(from, to) },
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ from, to });
      let answer;
      try {
        answer = await apiRequestWithHeaders(`${apiPaths.appointmentRange}?${query.toString()}`, {
          schema: appointmentListSchema,
          signal,
        });
      } catch (error) {
        // Offline, the days kept ahead answer; a day outside them says so in the calendar's
        // grid (docs/offline.md, Kept ahead).
        if (!isConnectionFailure(error)) throw error;
        const kept = await keptRange(from, to);
        if (!kept) throw new NotKeptError(await keptState());
        reportKeptRead(kept.state);
        return kept.appointments;
      }
      // The worker's copy of this very range may be older than the days kept ahead.
      const copiedAt = Number(answer.headers.get(FETCHED_AT_HEADER));
      if (copiedAt > 0) {
        const kept = await keptRange(from, to);
        if (kept && kept.state.refreshedAt > copiedAt) return kept.appointments;
      }
      return answer.data;
    },
  });
}
