// GET /api/appointments/{id}: one booking with its source, notes, cancel reason and the client's
// phone and e-mail, for the booking details modal.
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import { appointmentDetailSchema } from '@contract/appointments';
import { apiRequest } from '@/lib/api/api-client';
import { appointmentKeys } from '@/entities/bookings/api/booking-keys';

export function appointmentQueryOptions(id: number) {
  return queryOptions({
    queryKey: appointmentKeys.detail(id),
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.appointment(id), { schema: appointmentDetailSchema, signal }),
    // A booking made offline has only its temporary id: nothing to ask the server yet.
    enabled: id > 0,
  });
}
