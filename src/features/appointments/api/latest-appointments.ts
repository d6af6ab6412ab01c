// GET /api/appointments/latest_appointment_by_client: the next few bookings on the dashboard.
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import { appointmentListSchema } from '@contract/appointments';
import { apiRequest } from '@/lib/api/api-client';
import { appointmentKeys } from '@/entities/bookings/api/booking-keys';

export function latestAppointmentsQueryOptions() {
  return queryOptions({
    queryKey: appointmentKeys.latest(),
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.latestAppointments, { schema: appointmentListSchema, signal }),
  });
}
