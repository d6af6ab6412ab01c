// GET /api/appointments/all_appointment_by_client: every booking, for the calendar.
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../../contract/api-paths';
import { appointmentListSchema } from '../../../../contract/appointments';
import { apiRequest } from '../../../lib/api/api-client';
import { appointmentKeys } from './appointment-keys';

export function calendarAppointmentsQueryOptions() {
  return queryOptions({
    queryKey: appointmentKeys.calendar(),
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.allAppointments, { schema: appointmentListSchema, signal }),
  });
}
