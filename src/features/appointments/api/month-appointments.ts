// GET /api/appointments/month: the calendar's month grid, a cell's few bookings and every day's
// count. Six weeks of a busy salon are close to 2,000 bookings; the grid shows two a day, so it
// asks for two a day (docs/decisions.md, Lists at scale).
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../../contract/api-paths';
import { appointmentMonthSchema } from '../../../../contract/appointments';
import { apiRequest } from '../../../lib/api/api-client';
import { appointmentKeys } from './appointment-keys';
import { isRangeSaved } from './range-appointments';

export function monthAppointmentsQueryOptions(from: string, to: string, perDay: number) {
  return queryOptions({
    queryKey: appointmentKeys.month(from, to, perDay),
    meta: { persist: isRangeSaved(from, to) },
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ from, to, perDay: String(perDay) });
      return apiRequest(`${apiPaths.appointmentMonth}?${query.toString()}`, {
        schema: appointmentMonthSchema,
        signal,
      });
    },
  });
}
