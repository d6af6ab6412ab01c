// GET /api/appointments/all_past: the table's Completed tab, latest first. It grows with every
// day worked, so it is not saved with the query cache (docs/offline.md, What is saved): offline,
// the service worker's kept copy answers it.
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../../contract/api-paths';
import { appointmentListSchema } from '../../../../contract/appointments';
import { apiRequest } from '../../../lib/api/api-client';
import { appointmentKeys } from './appointment-keys';

export function pastAppointmentsQueryOptions() {
  return queryOptions({
    queryKey: appointmentKeys.past(),
    meta: { persist: false },
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.pastAppointments, { schema: appointmentListSchema, signal }),
  });
}
