// GET /api/appointments/all_past: the table's Completed tab, latest first.
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../../contract/api-paths';
import { appointmentListSchema } from '../../../../contract/appointments';
import { apiRequest } from '../../../lib/api/api-client';
import { appointmentKeys } from './appointment-keys';

export function pastAppointmentsQueryOptions() {
  return queryOptions({
    queryKey: appointmentKeys.past(),
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.pastAppointments, { schema: appointmentListSchema, signal }),
  });
}
