// GET /api/appointments/all_upcoming: the table's Upcoming tab, soonest first.
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../../contract/api-paths';
import { appointmentListSchema } from '../../../../contract/appointments';
import { apiRequest } from '../../../lib/api/api-client';
import { appointmentKeys } from './appointment-keys';

export function upcomingAppointmentsQueryOptions() {
  return queryOptions({
    queryKey: appointmentKeys.upcoming(),
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.upcomingAppointments, { schema: appointmentListSchema, signal }),
  });
}
