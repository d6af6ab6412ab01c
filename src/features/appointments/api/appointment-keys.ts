// Query keys of the diary's reads (appointments and clients), so every list can be refreshed
// under one prefix and a pending change can be laid over each answer it alters; and the outbox
// targets the "Pending" marks name.
import type { AppointmentPageQuery } from '../../../../contract/appointments';

/** The table's tabs: all_upcoming and all_past. */
export type AppointmentListName = 'upcoming' | 'past';

export const appointmentKeys = {
  all: ['appointments'] as const,
  latest: () => [...appointmentKeys.all, 'latest'] as const,
  /** One page of the table's Upcoming or Completed tab: its size, offset, order and search. */
  page: (list: AppointmentListName, query: AppointmentPageQuery) =>
    [...appointmentKeys.all, `${list}-page`, query] as const,
  /** The bookings of local dates from..to ("YYYY-MM-DD"): the calendar's days, the Today agenda. */
  range: (from: string, to: string) => [...appointmentKeys.all, 'range', from, to] as const,
  /** The month grid's from..to: `perDay` bookings a day and each day's count. */
  month: (from: string, to: string, perDay: number) =>
    [...appointmentKeys.all, 'month', from, to, perDay] as const,
  detail: (id: number) => [...appointmentKeys.all, 'detail', id] as const,
  /** The New booking form's free times of a date for services (ids "1,2", sorted) and member. */
  freeTimes: (date: string, services: string, memberId?: number) =>
    [...appointmentKeys.all, 'free-times', date, services, memberId ?? 'anyone'] as const,
};

// Clients live in the appointments feature: a client's page is their visits, and a booking is
// made for a client (docs/decisions.md, Appointments and clients).
export const clientKeys = {
  all: ['clients'] as const,
  /** A page of the Clients list or the booking editor's picker, for one search text. */
  search: (q: string, offset = 0) => [...clientKeys.all, 'search', q, offset] as const,
  detail: (id: number) => [...clientKeys.all, 'detail', id] as const,
  /** The client page's possible duplicates (docs/decisions.md, Appointments and clients). */
  duplicates: (id: number) => [...clientKeys.all, 'duplicates', id] as const,
};

export const appointmentTarget = (id: number) => `appointment:${id}`;
export const clientTarget = (id: number) => `client:${id}`;
