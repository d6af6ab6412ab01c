// GET /api/appointments/by_client: the number on the dashboard's Appointments card. Keyed under
// the bookings' prefix so that refreshing the bookings' reads refreshes the count too.
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import { appointmentCountSchema } from '@contract/appointments';
import { apiRequest } from '@/lib/api/api-client';
import { appointmentKeys } from '@/entities/bookings/api/booking-keys';

export function appointmentCountQueryOptions() {
  return queryOptions({
    queryKey: appointmentKeys.count(),
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.appointmentCount, { schema: appointmentCountSchema, signal }),
    select: (answer) => answer.cnt,
  });
}
