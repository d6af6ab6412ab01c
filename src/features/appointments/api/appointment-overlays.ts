// How a waiting change to a booking shows in every cached answer that lists it (docs/offline.md,
// Outbox entries): every cached range of days (the calendar's, the Today agenda's), the month
// grid's few bookings a day and its counts, the table's pages, the dashboard's upcoming panel, the
// booking's own detail and its client's page. Each list keeps the rule its server read has
// (cancelled bookings are in none but the past; upcoming means not yet started), so a pending
// booking sits where the server will put it.
import type { QueryKey } from '@tanstack/react-query';
import {
  LATEST_APPOINTMENTS_LIMIT,
  type Appointment,
  type AppointmentDetail,
  type AppointmentMonth,
  type AppointmentPageQuery,
} from '@contract/appointments';
import type { ClientDetail } from '@contract/clients';
import type { CacheUpdate, OverlayContext } from '@/lib/offline/change-kinds';
import { clientKeys } from '@/entities/clients/api/client-keys';
import { appointmentKeys } from '@/entities/bookings/api/booking-keys';
import { parseBookingTime } from '../components/shared/booking-format';
import type { AppointmentPage } from './appointment-pages';

/** What an edit makes of a booking as a list holds it; undefined leaves that list alone. */
type RowEdit = (row: Appointment | undefined) => Appointment | undefined;

/** When a row starts, as text that sorts like time (the lists' own order). */
function startOf(row: Appointment): string {
  if (row.start) return row.start;
  const minutes = parseBookingTime(row.book_time) ?? 0;
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${row.book_date}T${hh}:${mm}`;
}

const isCancelled = (row: Appointment) => row.status === 'cancelled';
const notStarted = (row: Appointment, now: string) => startOf(row) >= now;

interface ListRule {
  /** Whether the edited row belongs in this list; `keepOnly`: it stays only where it already was. */
  belongs: (row: Appointment) => boolean;
  keepOnly?: boolean;
  order: 'asc' | 'desc';
  limit?: number;
}

/** The list with the row edited, added or removed as `rule` says, in the list's order. */
function placeRow(
  list: readonly Appointment[],
  id: number,
  edit: RowEdit,
  rule: ListRule,
): Appointment[] {
  const old = list.find((row) => row.id === id);
  const next = edit(old);
  if (next === undefined) return [...list];
  const others = list.filter((row) => row.id !== id);
  if (!rule.belongs(next) || (rule.keepOnly && !old)) return others;
  const sign = rule.order === 'asc' ? 1 : -1;
  const placed = [...others, next].sort(
    (a, b) => sign * (startOf(a) < startOf(b) ? -1 : startOf(a) > startOf(b) ? 1 : a.id - b.id),
  );
  return rule.limit === undefined ? placed : placed.slice(0, rule.limit);
}

function listUpdateOf(queryKey: QueryKey, id: number, edit: RowEdit, rule: ListRule): CacheUpdate {
  return {
    queryKey,
    update: (old: unknown) =>
      Array.isArray(old) ? placeRow(old as Appointment[], id, edit, rule) : undefined,
  };
}

/** The keys of one kind of cached answer, e.g. every cached day of the Today agenda. */
function cachedKeys(context: OverlayContext, prefix: QueryKey): QueryKey[] {
  return context.queryClient
    .getQueryCache()
    .findAll({ queryKey: prefix })
    .map((query) => query.queryKey);
}

/**
 * The cache updates that show booking `id` as `edit` makes it, wherever it is listed. `now`: the
 * instant that splits upcoming from past (tests pass their own).
 */
export function appointmentUpdates(
  context: OverlayContext,
  id: number,
  edit: RowEdit,
  now = new Date().toISOString(),
): CacheUpdate[] {
  const upcoming = (row: Appointment) => !isCancelled(row) && notStarted(row, now);
  const updates: CacheUpdate[] = [
    listUpdateOf(appointmentKeys.latest(), id, edit, {
      belongs: upcoming,
      order: 'asc',
      limit: LATEST_APPOINTMENTS_LIMIT,
    }),
  ];
  for (const key of cachedKeys(context, [...appointmentKeys.all, 'upcoming-page'])) {
    const query = key[2] as AppointmentPageQuery;
    updates.push({
      queryKey: key,
      update: (old: unknown) =>
        old ? upcomingPageEdit(old as AppointmentPage, query, id, edit, now) : undefined,
    });
  }
  for (const key of cachedKeys(context, [...appointmentKeys.all, 'past-page'])) {
    const query = key[2] as AppointmentPageQuery;
    updates.push({
      queryKey: key,
      update: (old: unknown) =>
        old ? pastPageEdit(old as AppointmentPage, query, id, edit, now) : undefined,
    });
  }
  for (const key of cachedKeys(context, [...appointmentKeys.all, 'range'])) {
    const [from, to] = [String(key[2]), String(key[3])];
    updates.push(
      listUpdateOf(key, id, edit, {
        belongs: (row) => !isCancelled(row) && row.book_date >= from && row.book_date <= to,
        order: 'asc',
      }),
    );
  }
  for (const key of cachedKeys(context, [...appointmentKeys.all, 'month'])) {
    const memberId = typeof key[5] === 'number' ? key[5] : undefined;
    const range = { from: String(key[2]), to: String(key[3]), perDay: Number(key[4]), memberId };
    updates.push({
      queryKey: key,
      update: (old: unknown) =>
        old ? monthCellsEdit(old as AppointmentMonth, id, edit, range) : undefined,
    });
  }
  updates.push({
    queryKey: appointmentKeys.detail(id),
    update: (old: unknown) => {
      if (!old) return undefined;
      const next = edit(old as AppointmentDetail);
      return next && { ...(old as AppointmentDetail), ...next };
    },
  });
  for (const key of cachedKeys(context, clientKeys.details())) {
    updates.push({
      queryKey: key,
      update: (old: unknown) =>
        old ? clientVisits(old as ClientDetail, id, edit, now) : undefined,
    });
  }
  return updates;
}

/** Whether a row is of the page's member; every row is on a page of everyone's. */
const ofPageMember = (row: Appointment, query: AppointmentPageQuery) =>
  query.memberId === undefined || row.memberId === query.memberId;

/**
 * A page of the Completed tab with the booking edited where it is. The server chose the page's
 * rows and order (any column, a search): a pending change edits a row it shows, or takes out one
 * that moved to the future or to another member than the page's, and never guesses where a row
 * it does not show would fall.
 */
function pastPageEdit(
  page: AppointmentPage,
  query: AppointmentPageQuery,
  id: number,
  edit: RowEdit,
  now: string,
): AppointmentPage {
  const index = page.rows.findIndex((row) => row.id === id);
  const next = index < 0 ? undefined : edit(page.rows[index]);
  if (next === undefined) return page;
  if (notStarted(next, now) || !ofPageMember(next, query)) {
    return { rows: page.rows.filter((row) => row.id !== id), total: page.total - 1 };
  }
  return { ...page, rows: page.rows.map((row) => (row.id === id ? next : row)) };
}

/**
 * A page of the Upcoming tab with the booking edited where it is, or taken out once cancelled or
 * started. A booking the page does not show (one made offline) is counted on every page of the
 * whole list, and shown on a page in start order where it falls among the page's rows: before
 * the first only on the first page, after the last only on the last. In another order, or in a
 * search, the server decides where it goes. A page of one member lists and counts only theirs.
 */
function upcomingPageEdit(
  page: AppointmentPage,
  query: AppointmentPageQuery,
  id: number,
  edit: RowEdit,
  now: string,
): AppointmentPage {
  const old = page.rows.find((row) => row.id === id);
  const next = edit(old);
  if (next === undefined) return page;
  const belongs = !isCancelled(next) && notStarted(next, now) && ofPageMember(next, query);
  const byStart = query.sort === 'start';
  if (old) {
    if (!belongs) return { rows: page.rows.filter((row) => row.id !== id), total: page.total - 1 };
    if (!byStart) return { ...page, rows: page.rows.map((row) => (row.id === id ? next : row)) };
    return {
      ...page,
      rows: placeRow(page.rows, id, edit, { belongs: () => true, order: query.dir }),
    };
  }
  if (!belongs || query.q !== '') return page;
  const total = page.total + 1;
  if (!byStart) return { ...page, total };
  const placed = placeRow(page.rows, id, edit, { belongs: () => true, order: query.dir });
  const at = placed.findIndex((row) => row.id === id);
  const fitsBefore = at > 0 || query.offset === 0;
  const fitsAfter = at < placed.length - 1 || page.rows.length < query.limit;
  if (!fitsBefore || !fitsAfter) return { ...page, total };
  return { rows: placed.slice(0, query.limit), total };
}

/**
 * The month grid with the booking edited: each day's count follows it, and a day lists its
 * first `perDay` by start. A booking the grid only counts ("+ N more") is not known here, so an
 * edit of it waits for the server's answer, as on a page of the Completed tab. A grid of one
 * member lists and counts only that member's bookings, as the server does.
 */
export function monthCellsEdit(
  month: AppointmentMonth,
  id: number,
  edit: RowEdit,
  range: { from: string; to: string; perDay: number; memberId?: number },
): AppointmentMonth {
  const old = month.bookings.find((row) => row.id === id);
  const next = edit(old);
  if (next === undefined) return month;
  const dayTotals = { ...month.dayTotals };
  const count = (date: string, by: number) => {
    const total = (dayTotals[date] ?? 0) + by;
    if (total > 0) dayTotals[date] = total;
    else delete dayTotals[date];
  };
  const belongs = (row: Appointment) =>
    !isCancelled(row) &&
    row.book_date >= range.from &&
    row.book_date <= range.to &&
    (range.memberId === undefined || row.memberId === range.memberId);
  if (old) count(old.book_date, -1);
  if (belongs(next)) count(next.book_date, 1);
  const listed = new Map<string, number>();
  const bookings = placeRow(month.bookings, id, edit, { belongs, order: 'asc' }).filter((row) => {
    const shown = listed.get(row.book_date) ?? 0;
    listed.set(row.book_date, shown + 1);
    return shown < range.perDay;
  });
  return { bookings, dayTotals };
}

/** A client's page with the booking placed among their visits (the page's own rules). */
function clientVisits(client: ClientDetail, id: number, edit: RowEdit, now: string): ClientDetail {
  const belongsHere = (row: Appointment) => row.clientId === client.id;
  const visits = (list: ClientDetail['upcoming'], rule: ListRule) =>
    // The page lists full rows; an edited row keeps every field it had.
    placeRow(list, id, edit, rule) as ClientDetail['upcoming'];
  return {
    ...client,
    upcoming: visits(client.upcoming, {
      belongs: (row) => belongsHere(row) && !isCancelled(row) && notStarted(row, now),
      order: 'asc',
    }),
    past: visits(client.past, {
      belongs: (row) => belongsHere(row) && !notStarted(row, now),
      keepOnly: true,
      order: 'desc',
    }),
  };
}

/** An edit that changes some fields of a booking wherever it is already listed. */
export const patchRow =
  (fields: Partial<Appointment>): RowEdit =>
  (row) =>
    row && { ...row, ...fields };
