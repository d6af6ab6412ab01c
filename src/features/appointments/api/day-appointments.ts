// GET /api/appointments/range for one local date: the dashboard's Today agenda, in time order.
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../../contract/api-paths';
import { appointmentListSchema } from '../../../../contract/appointments';
import { apiRequest } from '../../../lib/api/api-client';
import { appointmentKeys } from './appointment-keys';

/** `date` is "YYYY-MM-DD": one day is a range from and to the same date. */
export function dayAppointmentsQueryOptions(date: string) {
  return queryOptions({
    queryKey: appointmentKeys.day(date),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ from: date, to: date });
      return apiRequest(`${apiPaths.appointmentRange}?${query.toString()}`, {
        schema: appointmentListSchema,
        signal,
      });
    },
  });
}
