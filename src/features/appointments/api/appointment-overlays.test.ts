// How a waiting change to a booking shows in the cached answers (appointment-overlays.ts): each
// list keeps the rule of its server read (cancelled bookings only in the past, upcoming means not
// started, the dashboard's panel capped), in the list's own order, and every update may run again.
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  LATEST_APPOINTMENTS_LIMIT,
  type Appointment,
  type AppointmentDetail,
  type AppointmentPageQuery,
  type AppointmentResponse,
} from '../../../../contract/appointments';
import type { ClientDetail } from '../../../../contract/clients';
import type { CacheUpdate, OverlayContext } from '../../../lib/offline/change-kinds';
import { makeClientDetail } from '../../../entities/clients/testing/client-fixtures';
import type { AppointmentPage } from './appointment-pages';
import { clientKeys } from '../../../entities/clients/api/client-keys';
import { appointmentKeys } from './appointment-keys';
import { appointmentUpdates, monthCellsEdit, patchRow } from './appointment-overlays';

/** The instant that splits upcoming from past in every test. */
const NOW = '2026-11-23T09:00:00.000Z';
const DAY_24 = '2026-11-24';
const DAY_25 = '2026-11-25';
/** The calendar's week view of 22–28 November, a range read like the Today agenda's days. */
const calendarWeek = appointmentKeys.range('2026-11-22', '2026-11-28');
/** The Completed tab's first page, latest first, as the server paged it. */
const pastPage = appointmentKeys.page('past', {
  limit: 10,
  offset: 0,
  sort: 'start',
  dir: 'desc',
  q: '',
});
/** The Upcoming tab's first page, soonest first, 10 rows. */
const upcomingQuery: AppointmentPageQuery = {
  limit: 10,
  offset: 0,
  sort: 'start',
  dir: 'asc',
  q: '',
};
const upcomingPage = appointmentKeys.page('upcoming', upcomingQuery);
const NORA = 12;
const OLAV = 13;

/** "14:30" -> "02:30 PM", as the lists write book_time. */
function twelveHour(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(hour)}:${pad(minutes)} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * A booking as the lists hold it, 45 minutes long. The business runs on UTC here, so `start` and
 * book_date/book_time name the same moment.
 */
function booking(
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

const olav = { clientId: OLAV, firstName: 'Olav', lastName: 'Dahl' } as const;
// Two past bookings (one before today, one earlier today) and four upcoming ones.
const r1 = booking(1, '2026-11-22', '14:00');
const r2 = booking(2, '2026-11-23', '08:00', olav);
const r3 = booking(3, DAY_24, '10:00');
const r4 = booking(4, DAY_24, '14:00', olav);
const r5 = booking(5, DAY_25, '09:00');
const r6 = booking(6, DAY_25, '11:00', olav);

function detailOf(row: AppointmentResponse): AppointmentDetail {
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
function seededCache(): QueryClient {
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

const contextOf = (queryClient: QueryClient): OverlayContext => ({
  queryClient,
  realId: (id) => id,
});

/** Lays the updates over the cache as installPendingOverlays does. */
function apply(queryClient: QueryClient, updates: CacheUpdate[]): void {
  for (const { queryKey, update } of updates) queryClient.setQueryData(queryKey, update);
}

const list = (queryClient: QueryClient, queryKey: QueryKey) =>
  queryClient.getQueryData<Appointment[]>(queryKey);
const client = (queryClient: QueryClient, id: number) =>
  queryClient.getQueryData<ClientDetail>(clientKeys.detail(id));
const idsOf = (rows: readonly Appointment[] | undefined) => rows?.map((row) => row.id);

/** Which bookings each cached read lists, in its order. */
function layout(queryClient: QueryClient) {
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

const seededLayout = {
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
const everything = (queryClient: QueryClient) =>
  Object.fromEntries(
    queryClient
      .getQueryCache()
      .getAll()
      .map((query) => [query.queryHash, query.state.data]),
  );

/** Every copy of booking `id` the cached lists and pages hold. */
function copiesOf(queryClient: QueryClient, id: number): Appointment[] {
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
const created = (row: Appointment) => () => row;
/** The edit of a reschedule: the row as it will be, over whatever a list holds of it. */
const moved = (row: Appointment) => (old: Appointment | undefined) =>
  old ? { ...old, ...row } : row;

describe('patchRow', () => {
  it('changes the given fields of a listed row, leaves it unlisted otherwise, and copies', () => {
    const edit = patchRow({ status: 'cancelled' });
    expect(edit(undefined)).toBeUndefined();
    const patched = edit(r3);
    expect(patched).toEqual({ ...r3, status: 'cancelled' });
    expect(patched).not.toBe(r3);
    expect(r3.status).toBe('booked');
  });
});

describe('appointmentUpdates', () => {
  it('puts a new booking in time order in the calendar, upcoming, panel, its day and its client, not in the past', () => {
    const queryClient = seededCache();
    const fresh = booking(-5, DAY_24, '12:00');
    apply(queryClient, appointmentUpdates(contextOf(queryClient), -5, created(fresh), NOW));

    expect(layout(queryClient)).toEqual({
      ...seededLayout,
      calendar: [1, 2, 3, -5, 4, 5, 6],
      upcoming: [3, -5, 4, 5, 6],
      latest: [3, -5, 4, 5, 6],
      day24: [3, -5, 4],
      nora: { upcoming: [3, -5, 5], past: [1] },
    });
    expect(list(queryClient, calendarWeek)?.[3]).toEqual(fresh);
    // Its own page is not cached (nothing could have fetched a temporary id): left alone.
    expect(queryClient.getQueryData(appointmentKeys.detail(-5))).toBeUndefined();
    expect(queryClient.getQueryCache().find({ queryKey: appointmentKeys.detail(-5) })).toBe(
      undefined,
    );
  });

  it('shows a booking made after it started (a walk-in) in the calendar and its day, not as upcoming, and adds it to no past list', () => {
    const queryClient = seededCache();
    queryClient.setQueryData(appointmentKeys.range('2026-11-23', '2026-11-23'), [r2]);
    const walkIn = booking(-6, '2026-11-23', '08:30');
    apply(queryClient, appointmentUpdates(contextOf(queryClient), -6, created(walkIn), NOW));

    // The past lists keep only the rows they had (`keepOnly`): a pending row joins none of them.
    expect(layout(queryClient)).toEqual({ ...seededLayout, calendar: [1, 2, -6, 3, 4, 5, 6] });
    expect(idsOf(list(queryClient, appointmentKeys.range('2026-11-23', '2026-11-23')))).toEqual([
      2, -6,
    ]);
  });

  it('keeps the dashboard panel at LATEST_APPOINTMENTS_LIMIT rows: an earlier booking pushes the last out, a later one stays out', () => {
    const queryClient = new QueryClient();
    const panel = Array.from({ length: LATEST_APPOINTMENTS_LIMIT }, (_, index) =>
      booking(101 + index, DAY_25, `${String(8 + index).padStart(2, '0')}:00`),
    );
    queryClient.setQueryData(appointmentKeys.latest(), panel);
    queryClient.setQueryData<AppointmentPage>(upcomingPage, { rows: panel, total: 10 });
    const context = contextOf(queryClient);

    apply(queryClient, appointmentUpdates(context, -7, created(booking(-7, DAY_24, '12:00')), NOW));
    const shown = [-7, ...panel.slice(0, -1).map((row) => row.id)];
    expect(idsOf(list(queryClient, appointmentKeys.latest()))).toEqual(shown);

    const later = booking(-8, '2026-11-30', '09:00');
    apply(queryClient, appointmentUpdates(context, -8, created(later), NOW));
    expect(idsOf(list(queryClient, appointmentKeys.latest()))).toEqual(shown);
    // The Upcoming tab's first page of 10 shows the earlier one; both are counted.
    const page = queryClient.getQueryData<AppointmentPage>(upcomingPage);
    expect(idsOf(page?.rows)).toEqual(shown);
    expect(page?.total).toBe(12);
  });

  it('edits a Completed page where the server put each row, and takes out one moved to the future', () => {
    const queryClient = seededCache();
    const byName = appointmentKeys.page('past', {
      limit: 10,
      offset: 0,
      sort: 'client',
      dir: 'asc',
      q: '',
    });
    queryClient.setQueryData<AppointmentPage>(byName, { rows: [r1, r2], total: 40 });
    const paid = patchRow({ payment_status: 'paid' });
    apply(queryClient, appointmentUpdates(contextOf(queryClient), 2, paid, NOW));
    expect(queryClient.getQueryData(byName)).toEqual({
      rows: [r1, { ...r2, payment_status: 'paid' }],
      total: 40,
    });

    const later = booking(1, DAY_25, '15:00', { version: 2 });
    apply(queryClient, appointmentUpdates(contextOf(queryClient), 1, moved(later), NOW));
    expect(queryClient.getQueryData(byName)).toEqual({
      rows: [{ ...r2, payment_status: 'paid' }],
      total: 39,
    });
    // A new booking is not guessed into a page the server ordered.
    apply(
      queryClient,
      appointmentUpdates(
        contextOf(queryClient),
        -9,
        created(booking(-9, '2026-11-20', '10:00')),
        NOW,
      ),
    );
    expect(queryClient.getQueryData<AppointmentPage>(byName)?.rows).toHaveLength(1);
  });

  it("moves a booking rescheduled into the next week out of this week's range and into the next's", () => {
    const queryClient = seededCache();
    const nextWeek = appointmentKeys.range('2026-11-29', '2026-12-05');
    const r7 = booking(7, '2026-12-01', '09:00');
    queryClient.setQueryData(nextWeek, [r7]);
    const rescheduled = booking(3, '2026-12-01', '08:00', { version: 2 });
    apply(queryClient, appointmentUpdates(contextOf(queryClient), 3, moved(rescheduled), NOW));

    expect(idsOf(list(queryClient, calendarWeek))).toEqual([1, 2, 4, 5, 6]);
    expect(list(queryClient, nextWeek)).toEqual([rescheduled, r7]);
    expect(layout(queryClient).day24).toEqual([4]);
  });

  it('moves a booking rescheduled from the 24th to the 25th between the day lists and sorts every list again', () => {
    const queryClient = seededCache();
    const rescheduled = booking(3, DAY_25, '10:00', { version: 2 });
    apply(queryClient, appointmentUpdates(contextOf(queryClient), 3, moved(rescheduled), NOW));

    expect(layout(queryClient)).toEqual({
      ...seededLayout,
      calendar: [1, 2, 4, 5, 3, 6],
      upcoming: [4, 5, 3, 6],
      latest: [4, 5, 3, 6],
      day24: [4],
      day25: [5, 3, 6],
      nora: { upcoming: [5, 3], past: [1] },
    });
    expect(list(queryClient, appointmentKeys.range(DAY_25, DAY_25))?.[1]).toEqual(rescheduled);
    // Its page keeps what only the page has (notes, client), with the new time.
    expect(queryClient.getQueryData(appointmentKeys.detail(3))).toEqual({
      ...detailOf(r3),
      ...rescheduled,
    });
  });

  it('takes a cancelled upcoming booking out of the calendar, upcoming, panel, its day and its client, adding it to no past', () => {
    const queryClient = seededCache();
    apply(
      queryClient,
      appointmentUpdates(contextOf(queryClient), 4, patchRow({ status: 'cancelled' }), NOW),
    );

    expect(layout(queryClient)).toEqual({
      ...seededLayout,
      calendar: [1, 2, 3, 5, 6],
      upcoming: [3, 5, 6],
      latest: [3, 5, 6],
      day24: [3],
      olav: { upcoming: [6], past: [2] },
    });
    expect(queryClient.getQueryData(appointmentKeys.detail(4))).toEqual({
      ...detailOf(r4),
      status: 'cancelled',
    });
  });

  it('keeps a cancelled past booking in the past, with its status, and takes it off the calendar', () => {
    const queryClient = seededCache();
    apply(
      queryClient,
      appointmentUpdates(contextOf(queryClient), 2, patchRow({ status: 'cancelled' }), NOW),
    );

    expect(layout(queryClient)).toEqual({ ...seededLayout, calendar: [1, 3, 4, 5, 6] });
    expect(queryClient.getQueryData(pastPage)).toEqual({
      rows: [{ ...r2, status: 'cancelled' }, r1],
      total: 2,
    });
    expect(client(queryClient, OLAV)?.past).toEqual([{ ...r2, status: 'cancelled' }]);
  });

  it('changes the payment status wherever the booking is listed and adds it nowhere new', () => {
    const queryClient = seededCache();
    const before = everything(queryClient);
    apply(
      queryClient,
      appointmentUpdates(contextOf(queryClient), 5, patchRow({ payment_status: 'unpaid' }), NOW),
    );

    expect(layout(queryClient)).toEqual(seededLayout);
    const copies = copiesOf(queryClient, 5);
    // Calendar, upcoming, panel, the 25th and Nora's page.
    expect(copies).toHaveLength(5);
    expect(copies).toEqual(Array(5).fill({ ...r5, payment_status: 'unpaid' }));
    // No other booking changed.
    for (const row of [r1, r2, r3, r4, r6]) {
      expect(copiesOf(queryClient, row.id).every((copy) => copy.payment_status === 'paid')).toBe(
        true,
      );
    }

    // A past booking is settled in the past lists too.
    apply(
      queryClient,
      appointmentUpdates(contextOf(queryClient), 1, patchRow({ payment_status: 'refunded' }), NOW),
    );
    expect(layout(queryClient)).toEqual(seededLayout);
    expect(copiesOf(queryClient, 1)).toEqual(Array(3).fill({ ...r1, payment_status: 'refunded' }));

    // A booking none of the cached reads lists: nothing changes.
    const untouched = seededCache();
    apply(
      untouched,
      appointmentUpdates(contextOf(untouched), 99, patchRow({ payment_status: 'unpaid' }), NOW),
    );
    expect(everything(untouched)).toEqual(before);
  });

  it.each([
    ['a new booking', -5, created(booking(-5, DAY_24, '12:00'))],
    ['a reschedule', 3, moved(booking(3, DAY_25, '10:00', { version: 2 }))],
    ['a cancel', 4, patchRow({ status: 'cancelled' })],
    ['a cancel in the past', 2, patchRow({ status: 'cancelled' })],
    ['a payment', 5, patchRow({ payment_status: 'unpaid' })],
  ])('gives the same cache when %s is laid twice', (_name, id, edit) => {
    const queryClient = seededCache();
    const updates = appointmentUpdates(contextOf(queryClient), id, edit, NOW);
    apply(queryClient, updates);
    const once = everything(queryClient);

    apply(queryClient, updates);
    expect(everything(queryClient)).toEqual(once);
    // Laid again from scratch over its own result (another answer arrived, another pass).
    apply(queryClient, appointmentUpdates(contextOf(queryClient), id, edit, NOW));
    expect(everything(queryClient)).toEqual(once);
  });

  it('leaves the reads that are not cached uncached', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(calendarWeek, [r3]);
    queryClient.setQueryData(appointmentKeys.range(DAY_24, DAY_24), [r3]);
    const fresh = booking(-5, '2026-11-26', '12:00');
    const updates = appointmentUpdates(contextOf(queryClient), -5, created(fresh), NOW);

    // One update per list the booking can be in; only the cached days and client pages count.
    expect(updates.map((update) => update.queryKey)).toEqual([
      appointmentKeys.latest(),
      calendarWeek,
      appointmentKeys.range(DAY_24, DAY_24),
      appointmentKeys.detail(-5),
    ]);
    // Over nothing cached, each update leaves nothing: setQueryData then creates no query.
    for (const update of updates) expect(update.update(undefined)).toBeUndefined();

    apply(queryClient, updates);
    expect(list(queryClient, calendarWeek)).toEqual([r3, fresh]);
    expect(list(queryClient, appointmentKeys.range(DAY_24, DAY_24))).toEqual([r3]);
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([calendarWeek, appointmentKeys.range(DAY_24, DAY_24)]);
  });
});

describe('the month grid (monthCellsEdit)', () => {
  const november = { from: '2026-11-01', to: '2026-12-12', perDay: 2 };
  // The 24th has 5 bookings, the grid lists its first two; the 25th has two.
  const grid = { bookings: [r3, r4, r5, r6], dayTotals: { [DAY_24]: 5, [DAY_25]: 2 } };
  const monthKey = appointmentKeys.month(november.from, november.to, november.perDay);

  it('lists a new early booking among the first two of its day and counts it', () => {
    const fresh = booking(-5, DAY_24, '09:00');
    const next = monthCellsEdit(grid, -5, created(fresh), november);
    expect(idsOf(next.bookings)).toEqual([-5, 3, 5, 6]);
    expect(next.dayTotals).toEqual({ [DAY_24]: 6, [DAY_25]: 2 });
  });

  it('counts a new late booking on a full day without listing it, and lists one on an empty day', () => {
    const late = monthCellsEdit(grid, -5, created(booking(-5, DAY_24, '18:00')), november);
    expect(idsOf(late.bookings)).toEqual([3, 4, 5, 6]);
    expect(late.dayTotals[DAY_24]).toBe(6);
    const empty = monthCellsEdit(grid, -6, created(booking(-6, '2026-11-30', '10:00')), november);
    expect(idsOf(empty.bookings)).toEqual([3, 4, 5, 6, -6]);
    expect(empty.dayTotals['2026-11-30']).toBe(1);
  });

  it('moves a listed booking between days, counting both, and drops a cancelled one', () => {
    const toTheFirst = { ...r5, book_date: '2026-12-01', start: '2026-12-01T09:00:00.000Z' };
    const next = monthCellsEdit(grid, 5, moved(toTheFirst), november);
    expect(idsOf(next.bookings)).toEqual([3, 4, 6, 5]);
    expect(next.dayTotals).toEqual({ [DAY_24]: 5, [DAY_25]: 1, '2026-12-01': 1 });
    const cancelled = monthCellsEdit(grid, 6, patchRow({ status: 'cancelled' }), november);
    expect(idsOf(cancelled.bookings)).toEqual([3, 4, 5]);
    expect(cancelled.dayTotals).toEqual({ [DAY_24]: 5, [DAY_25]: 1 });
    const gone = monthCellsEdit(grid, 5, patchRow({ status: 'cancelled' }), november);
    expect(monthCellsEdit(gone, 6, patchRow({ status: 'cancelled' }), november).dayTotals).toEqual({
      [DAY_24]: 5,
    });
  });

  it('leaves a booking it only counts alone, and runs through appointmentUpdates for cached grids', () => {
    expect(monthCellsEdit(grid, 99, patchRow({ status: 'cancelled' }), november)).toBe(grid);
    const queryClient = new QueryClient();
    queryClient.setQueryData(monthKey, grid);
    const fresh = booking(-5, DAY_25, '08:00');
    apply(queryClient, appointmentUpdates(contextOf(queryClient), -5, created(fresh), NOW));
    const cached = queryClient.getQueryData<typeof grid>(monthKey);
    expect(idsOf(cached?.bookings)).toEqual([3, 4, -5, 5]);
    expect(cached?.dayTotals[DAY_25]).toBe(3);
  });

  it("lists and counts only the member's bookings in a member's grid, everyone's in the other", () => {
    // Member 2's grid: r4 and r6 are theirs (the server answered only those).
    const ofTwo = { ...r4, memberId: 2 };
    const alsoTwo = { ...r6, memberId: 2 };
    const memberGrid = { bookings: [ofTwo, alsoTwo], dayTotals: { [DAY_24]: 1, [DAY_25]: 1 } };
    const memberKey = appointmentKeys.month(november.from, november.to, november.perDay, 2);
    const queryClient = new QueryClient();
    queryClient.setQueryData(memberKey, memberGrid);
    queryClient.setQueryData(monthKey, grid);
    const update = (id: number, edit: Parameters<typeof monthCellsEdit>[2]) =>
      apply(queryClient, appointmentUpdates(contextOf(queryClient), id, edit, NOW));
    const cachedOf = (key: typeof monthKey | typeof memberKey) =>
      queryClient.getQueryData<typeof grid>(key);

    // Another member's new booking: counted in everyone's grid, not in member 2's.
    update(-5, created({ ...booking(-5, DAY_25, '08:00'), memberId: 1 }));
    expect(idsOf(cachedOf(memberKey)?.bookings)).toEqual([4, 6]);
    expect(cachedOf(memberKey)?.dayTotals).toEqual({ [DAY_24]: 1, [DAY_25]: 1 });
    expect(cachedOf(monthKey)?.dayTotals[DAY_25]).toBe(3);
    // Member 2's new booking is listed and counted in their grid.
    update(-6, created({ ...booking(-6, DAY_25, '07:00'), memberId: 2 }));
    expect(idsOf(cachedOf(memberKey)?.bookings)).toEqual([4, -6, 6]);
    expect(cachedOf(memberKey)?.dayTotals).toEqual({ [DAY_24]: 1, [DAY_25]: 2 });
    // One of theirs given to member 1 leaves their grid and its count.
    update(4, patchRow({ memberId: 1 }));
    expect(idsOf(cachedOf(memberKey)?.bookings)).toEqual([-6, 6]);
    expect(cachedOf(memberKey)?.dayTotals).toEqual({ [DAY_25]: 2 });
  });
});

describe('a page of the Upcoming tab', () => {
  const pageOf = (
    query: Partial<typeof upcomingQuery>,
    rows: AppointmentResponse[],
    total: number,
  ) => {
    const queryClient = new QueryClient();
    const key = appointmentKeys.page('upcoming', { ...upcomingQuery, ...query });
    queryClient.setQueryData<AppointmentPage>(key, { rows, total });
    const read = () => queryClient.getQueryData<AppointmentPage>(key);
    const run = (id: number, edit: Parameters<typeof appointmentUpdates>[2]) =>
      apply(queryClient, appointmentUpdates(contextOf(queryClient), id, edit, NOW));
    return { read, run };
  };

  it('shows a new booking only where it falls: not before a later page, after the last page', () => {
    // The second page of 2 (rows 3 and 4 of 5): a booking before r5 belongs on an earlier page.
    const second = pageOf({ limit: 2, offset: 2 }, [r5, r6], 5);
    second.run(-5, created(booking(-5, DAY_24, '12:00')));
    expect(idsOf(second.read()?.rows)).toEqual([5, 6]);
    expect(second.read()?.total).toBe(6);
    // The last page, not full, takes one after its last row.
    const last = pageOf({ limit: 3, offset: 3 }, [r5, r6], 5);
    last.run(-6, created(booking(-6, '2026-11-30', '12:00')));
    expect(idsOf(last.read()?.rows)).toEqual([5, 6, -6]);
    // A full page does not: it belongs on the next one.
    const full = pageOf({ limit: 2, offset: 0 }, [r3, r4], 4);
    full.run(-7, created(booking(-7, '2026-11-30', '12:00')));
    expect(idsOf(full.read()?.rows)).toEqual([3, 4]);
    expect(full.read()?.total).toBe(5);
  });

  it('places latest first too; in another order or in a search leaves the placing to the server', () => {
    const latestFirst = pageOf({ dir: 'desc' }, [r6, r5, r4, r3], 4);
    latestFirst.run(-5, created(booking(-5, DAY_24, '12:00')));
    expect(idsOf(latestFirst.read()?.rows)).toEqual([6, 5, 4, -5, 3]);
    const byClient = pageOf({ sort: 'client' }, [r4, r3], 2);
    byClient.run(-5, created(booking(-5, DAY_24, '12:00')));
    expect(byClient.read()).toEqual({ rows: [r4, r3], total: 3 });
    const search = pageOf({ q: 'olav' }, [r4, r6], 2);
    search.run(-5, created(booking(-5, DAY_24, '12:00', olav)));
    expect(search.read()).toEqual({ rows: [r4, r6], total: 2 });
  });

  it('takes out a cancelled booking and counts it no more; edits one in place in another order', () => {
    const first = pageOf({}, [r3, r4, r5], 3);
    first.run(4, patchRow({ status: 'cancelled' }));
    expect(first.read()).toEqual({ rows: [r3, r5], total: 2 });
    const byClient = pageOf({ sort: 'client' }, [r4, r3], 2);
    byClient.run(3, patchRow({ payment_status: 'unpaid' }));
    expect(byClient.read()?.rows.map((row) => [row.id, row.payment_status])).toEqual([
      [4, 'paid'],
      [3, 'unpaid'],
    ]);
  });
});
