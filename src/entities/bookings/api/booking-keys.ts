// Query keys of the bookings' reads, so every list can be refreshed under one prefix and a
// pending change can be laid over each answer it alters; and the outbox target the "Pending"
// marks name. The diary edits them, the dashboard counts them and the clients' edits read them
// again (bookings carry their client's name), so all name one key (docs/architecture.md, Layout
// and import rules).
import type { AppointmentPageQuery } from '@contract/appointments';
import { idTarget } from '@/lib/offline/outbox-targets';

/** The table's tabs: all_upcoming and all_past. */
export type AppointmentListName = 'upcoming' | 'past';

export const appointmentKeys = {
  /** The prefix of every read of bookings. */
  all: ['appointments'] as const,
  latest: () => [...appointmentKeys.all, 'latest'] as const,
  /** One page of the table's Upcoming or Completed tab: its size, offset, order and search. */
  page: (list: AppointmentListName, query: AppointmentPageQuery) =>
    [...appointmentKeys.all, `${list}-page`, query] as const,
  /** The bookings of local dates from..to ("YYYY-MM-DD"): the calendar's days, the Today agenda. */
  range: (from: string, to: string) => [...appointmentKeys.all, 'range', from, to] as const,
  /** The month grid's from..to: `perDay` bookings a day and each day's count, of one member. */
  month: (from: string, to: string, perDay: number, memberId?: number) =>
    [...appointmentKeys.all, 'month', from, to, perDay, memberId ?? 'everyone'] as const,
  detail: (id: number) => [...appointmentKeys.all, 'detail', id] as const,
  /** The dashboard's Appointments card: how many bookings there are. */
  count: () => [...appointmentKeys.all, 'count'] as const,
  /** The New booking form's free times of a date for services (ids "1,2", sorted) and member. */
  freeTimes: (date: string, services: string, memberId?: number) =>
    [...appointmentKeys.all, 'free-times', date, services, memberId ?? 'anyone'] as const,
};

export const appointmentTarget = idTarget('appointment');
