// GET /api/appointments/by_client: the number on the dashboard's Appointments card. Keyed under
// 'appointments' so that refreshing the appointment reads refreshes the count too.
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../../contract/api-paths';
import { appointmentCountSchema } from '../../../../contract/appointments';
import { apiRequest } from '../../../lib/api/api-client';

export function appointmentCountQueryOptions() {
  return queryOptions({
    queryKey: ['appointments', 'count'] as const,
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.appointmentCount, { schema: appointmentCountSchema, signal }),
    select: (answer) => answer.cnt,
  });
}
