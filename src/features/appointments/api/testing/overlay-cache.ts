// The cache the booking overlays' tests lay changes over (appointment-overlays and
// appointment-overlay-lists): six bookings of two clients in every cached answer that holds
// bookings (the week, the month, the pages, the client's page), and how a test reads them back.
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import {
  type Appointment,
  type AppointmentDetail,
  type AppointmentPageQuery,
  type AppointmentResponse,
} from '@contract/appointments';
import { type ClientDetail } from '@contract/clients';
import { type CacheUpdate, type OverlayContext } from '@/lib/offline/change-kinds';
import { makeClientDetail } from '@/entities/clients/testing/client-fixtures';
import { clientKeys } from '@/entities/clients/api/client-keys';
import { appointmentKeys } from '@/entities/bookings/api/booking-keys';
import { type AppointmentPage } from '../appointment-pages';

/** The instant that splits upcoming from past in every test. */
export const NOW = '2026-11-23T09:00:00.000Z';
export const DAY_24 = '2026-11-24';
export const DAY_25 = '2026-11-25';
/** The calendar's week view of 22–28 November, a range read like the Today agenda's days. */
export const calendarWeek = appointmentKeys.range('2026-11-22', '2026-11-28');
/** The Completed tab's first page, latest first, as the server paged it. */
export const pastPage = appointmentKeys.page('past', {
  limit: 10,
  offset: 0,
  sort: 'start',
  dir: 'desc',
  q: '',
});
/** The Upcoming tab's first page, soonest first, 10 rows. */
export const upcomingQuery: AppointmentPageQuery = {
  limit: 10,
  offset: 0,
  sort: 'start',
  dir: 'asc',
  q: '',
};
export const upcomingPage = appointmentKeys.page('upcoming', upcomingQuery);
export const NORA = 12;
export const OLAV = 13;

/** "14:30" -> "02:30 PM", as the lists write book_time. */
export function twelveHour(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(hour)}:${pad(minutes)} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * A booking as the lists hold it, 45 minutes long. The business runs on UTC here, so `start` and
 * book_date/book_time name the same moment.
 */
export function booking(
  id: number,
  date: string,
  time: string,
  overrides: Partial<AppointmentResponse> = {},
): AppointmentResponse {
  const start = new Date(`${date}T${time}:00.000Z`);
  return {
    id,
    book_date: date,
    book_time: twelveHour(time),
    firstName: 'Nora',
    lastName: 'Berg',
    amount: 45,
    payment_status: 'paid',
    book_items: [{ id: 1, name: 'Haircut', price: 45, duration: 45 }],
    status: 'booked',
    clientId: NORA,
    start: start.toISOString(),
    end: new Date(start.getTime() + 45 * 60_000).toISOString(),
    version: 1,
    ...overrides,
  };
}

export const olav = { clientId: OLAV, firstName: 'Olav', lastName: 'Dahl' } as const;
// Two past bookings (one before today, one earlier today) and four upcoming ones.
export const r1 = booking(1, '2026-11-22', '14:00');
export const r2 = booking(2, '2026-11-23', '08:00', olav);
export const r3 = booking(3, DAY_24, '10:00');
export const r4 = booking(4, DAY_24, '14:00', olav);
export const r5 = booking(5, DAY_25, '09:00');
export const r6 = booking(6, DAY_25, '11:00', olav);

export function detailOf(row: AppointmentResponse): AppointmentDetail {
  return {
    ...row,
    source: 'owner',
    notes: 'Tea, no sugar',
    cancelReason: '',
    client: {
      id: row.clientId,
      firstName: row.firstName,
      lastName: row.lastName,
      phone: '',
      email: '',
    },
  };
}

/** Every read a booking shows in, cached as the server answered it at NOW. */
export function seededCache(): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(calendarWeek, [r1, r2, r3, r4, r5, r6]);
  queryClient.setQueryData<AppointmentPage>(upcomingPage, { rows: [r3, r4, r5, r6], total: 4 });
  queryClient.setQueryData(appointmentKeys.latest(), [r3, r4, r5, r6]);
  queryClient.setQueryData<AppointmentPage>(pastPage, { rows: [r2, r1], total: 2 });
  queryClient.setQueryData(appointmentKeys.range(DAY_24, DAY_24), [r3, r4]);
  queryClient.setQueryData(appointmentKeys.range(DAY_25, DAY_25), [r5, r6]);
  queryClient.setQueryData(appointmentKeys.detail(3), detailOf(r3));
  queryClient.setQueryData(appointmentKeys.detail(4), detailOf(r4));
  queryClient.setQueryData<ClientDetail>(
    clientKeys.detail(NORA),
    makeClientDetail({ id: NORA, upcoming: [r3, r5], past: [r1], totalSpent: 45, visits: 1 }),
  );
  queryClient.setQueryData<ClientDetail>(
    clientKeys.detail(OLAV),
    makeClientDetail({
      id: OLAV,
      firstName: 'Olav',
      lastName: 'Dahl',
      upcoming: [r4, r6],
      past: [r2],
      totalSpent: 45,
      visits: 1,
    }),
  );
  return queryClient;
}

export const contextOf = (queryClient: QueryClient): OverlayContext => ({
  queryClient,
  realId: (id) => id,
});

/** Lays the updates over the cache as installPendingOverlays does. */
export function apply(queryClient: QueryClient, updates: CacheUpdate[]): void {
  for (const { queryKey, update } of updates) queryClient.setQueryData(queryKey, update);
}

export const list = (queryClient: QueryClient, queryKey: QueryKey) =>
  queryClient.getQueryData<Appointment[]>(queryKey);
export const client = (queryClient: QueryClient, id: number) =>
  queryClient.getQueryData<ClientDetail>(clientKeys.detail(id));
export const idsOf = (rows: readonly Appointment[] | undefined) => rows?.map((row) => row.id);

/** Which bookings each cached read lists, in its order. */
export function layout(queryClient: QueryClient) {
  const ids = (queryKey: QueryKey) => idsOf(list(queryClient, queryKey));
  const visits = (id: number) => ({
    upcoming: idsOf(client(queryClient, id)?.upcoming),
    past: idsOf(client(queryClient, id)?.past),
  });
  return {
    calendar: ids(calendarWeek),
    upcoming: idsOf(queryClient.getQueryData<AppointmentPage>(upcomingPage)?.rows),
    latest: ids(appointmentKeys.latest()),
    past: idsOf(queryClient.getQueryData<AppointmentPage>(pastPage)?.rows),
    day24: ids(appointmentKeys.range(DAY_24, DAY_24)),
    day25: ids(appointmentKeys.range(DAY_25, DAY_25)),
    nora: visits(NORA),
    olav: visits(OLAV),
  };
}

export const seededLayout = {
  calendar: [1, 2, 3, 4, 5, 6],
  upcoming: [3, 4, 5, 6],
  latest: [3, 4, 5, 6],
  past: [2, 1],
  day24: [3, 4],
  day25: [5, 6],
  nora: { upcoming: [3, 5], past: [1] },
  olav: { upcoming: [4, 6], past: [2] },
};

/** Every cached answer, by key. */
export const everything = (queryClient: QueryClient) =>
  Object.fromEntries(
    queryClient
      .getQueryCache()
      .getAll()
      .map((query) => [query.queryHash, query.state.data]),
  );

/** Every copy of booking `id` the cached lists and pages hold. */
export function copiesOf(queryClient: QueryClient, id: number): Appointment[] {
  return Object.values(everything(queryClient)).flatMap((data) => {
    const rows = Array.isArray(data)
      ? (data as Appointment[])
      : data && typeof data === 'object' && 'upcoming' in data
        ? [...(data as ClientDetail).upcoming, ...(data as ClientDetail).past]
        : data && typeof data === 'object' && 'rows' in data
          ? (data as AppointmentPage).rows
          : [data as Appointment];
    return rows.filter((row) => row.id === id);
  });
}

/** The edit a booking made offline lays: the whole row, under its temporary id. */
export const created = (row: Appointment) => () => row;
/** The edit of a reschedule: the row as it will be, over whatever a list holds of it. */
export const moved = (row: Appointment) => (old: Appointment | undefined) =>
  old ? { ...old, ...row } : row;
