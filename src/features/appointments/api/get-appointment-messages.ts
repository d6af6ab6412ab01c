// GET /api/appointments/{id}/messages: the reminders and notices of one booking with their state,
// for the booking details (docs/decisions.md, Messages to clients). Under the appointments key,
// so every change of a booking refetches it.
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import { bookingMessagesSchema } from '@contract/messages';
import { apiRequest } from '@/lib/api/api-client';
import { appointmentKeys } from '@/entities/bookings/api/booking-keys';

export function appointmentMessagesQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...appointmentKeys.detail(id), 'messages'] as const,
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.appointmentMessages(id), { schema: bookingMessagesSchema, signal }),
    // A booking made offline has only its temporary id: nothing to ask the server yet.
    enabled: id > 0,
  });
}
