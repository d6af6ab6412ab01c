// GET /api/appointments/all_upcoming and all_past, one page at a time: the table's two tabs.
// Both grow with the business (after three years, 1,200 bookings ahead and 46,000 behind), so
// the server sorts, searches and pages them and says how many match in X-Total-Count
// (docs/decisions.md, Lists at scale). Only first pages are saved with the query cache; offline,
// another page comes from the worker's kept copy or says it was not saved on this device.
import { queryOptions } from '@tanstack/react-query';
import { apiPaths, TOTAL_COUNT_HEADER } from '@contract/api-paths';
import {
  appointmentListSchema,
  type Appointment,
  type AppointmentPageQuery,
} from '@contract/appointments';
import { apiRequestWithHeaders } from '@/lib/api/api-client';
import { appointmentKeys, type AppointmentListName } from '@/entities/bookings/api/booking-keys';

export interface AppointmentPage {
  rows: Appointment[];
  /** Every booking that matches, not only this page's. */
  total: number;
}

const LIST_PATHS: Record<AppointmentListName, string> = {
  upcoming: apiPaths.upcomingAppointments,
  past: apiPaths.pastAppointments,
};

export function appointmentPageQueryOptions(
  list: AppointmentListName,
  query: AppointmentPageQuery,
) {
  return queryOptions({
    queryKey: appointmentKeys.page(list, query),
    meta: { persist: query.offset === 0 && query.q === '' },
    queryFn: async ({ signal }): Promise<AppointmentPage> => {
      const params = new URLSearchParams({
        limit: String(query.limit),
        offset: String(query.offset),
        sort: query.sort,
        dir: query.dir,
      });
      if (query.q) params.set('q', query.q);
      // The Completed tab's "Hide cancelled and no-shows" (docs/decisions.md, Lists at scale).
      if (query.hide) params.set('hide', query.hide);
      // One member's bookings, counted by the server (docs/decisions.md, Lists at scale).
      if (query.memberId !== undefined) params.set('memberId', String(query.memberId));
      const { data, headers } = await apiRequestWithHeaders(
        `${LIST_PATHS[list]}?${params.toString()}`,
        { schema: appointmentListSchema, signal },
      );
      const total = Number(headers.get(TOTAL_COUNT_HEADER) ?? Number.NaN);
      return { rows: data, total: Number.isInteger(total) ? total : query.offset + data.length };
    },
  });
}
