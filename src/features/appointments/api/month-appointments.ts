// GET /api/appointments/month: the calendar's month grid, a cell's few bookings and every day's
// count. Six weeks of a busy salon are close to 2,000 bookings; the grid shows two a day, so it
// asks for two a day (docs/decisions.md, Lists at scale). With a member chosen the server lists
// and counts only theirs: two of everyone's filtered on the device could leave none of theirs.
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import { appointmentMonthSchema } from '@contract/appointments';
import { apiRequest } from '@/lib/api/api-client';
import { appointmentKeys } from '@/entities/bookings/api/booking-keys';
import { isRangeSaved } from './range-appointments';

export function monthAppointmentsQueryOptions(
  from: string,
  to: string,
  perDay: number,
  memberId?: number,
) {
  return queryOptions({
    queryKey: appointmentKeys.month(from, to, perDay, memberId),
    meta: { persist: isRangeSaved(from, to) },
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ from, to, perDay: String(perDay) });
      if (memberId !== undefined) query.set('memberId', String(memberId));
      return apiRequest(`${apiPaths.appointmentMonth}?${query.toString()}`, {
        schema: appointmentMonthSchema,
        signal,
      });
    },
  });
}
