// GET /api/appointments/all_past, one page at a time: the table's Completed tab. The list grows
// with every day worked (46,000 bookings after three years), so the server sorts, searches and
// pages it and says how many match in X-Total-Count (docs/offline.md, What is saved). Only first
// pages are saved with the query cache; offline, another page comes from the worker's kept copy
// or says it was not saved on this device.
import { queryOptions } from '@tanstack/react-query';
import { apiPaths, TOTAL_COUNT_HEADER } from '../../../../contract/api-paths';
import {
  appointmentListSchema,
  type Appointment,
  type AppointmentPageQuery,
} from '../../../../contract/appointments';
import { apiRequestWithHeaders } from '../../../lib/api/api-client';
import { appointmentKeys } from './appointment-keys';

export interface AppointmentPage {
  rows: Appointment[];
  /** Every booking that matches, not only this page's. */
  total: number;
}

export function pastAppointmentsPageQueryOptions(query: AppointmentPageQuery) {
  return queryOptions({
    queryKey: appointmentKeys.pastPage(query),
    meta: { persist: query.offset === 0 && query.q === '' },
    queryFn: async ({ signal }): Promise<AppointmentPage> => {
      const params = new URLSearchParams({
        limit: String(query.limit),
        offset: String(query.offset),
        sort: query.sort,
        dir: query.dir,
      });
      if (query.q) params.set('q', query.q);
      const { data, headers } = await apiRequestWithHeaders(
        `${apiPaths.pastAppointments}?${params.toString()}`,
        { schema: appointmentListSchema, signal },
      );
      const total = Number(headers.get(TOTAL_COUNT_HEADER) ?? Number.NaN);
      return { rows: data, total: Number.isInteger(total) ? total : query.offset + data.length };
    },
  });
}
