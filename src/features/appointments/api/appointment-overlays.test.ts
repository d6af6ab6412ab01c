// How a waiting change to a booking shows in the cached answers (appointment-overlays.ts): each
// list keeps the rule of its server read (cancelled bookings only in the past, upcoming means not
// started, the dashboard's panel capped), in the list's own order, and every update may run again.
// The month grid and a page of the Upcoming tab are appointment-overlay-lists.test.ts; the cache
// both lay changes over is testing/overlay-cache.ts.
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { LATEST_APPOINTMENTS_LIMIT } from '@contract/appointments';
import { appointmentKeys } from '@/entities/bookings/api/booking-keys';
import { type AppointmentPage } from './appointment-pages';
import { appointmentUpdates, patchRow } from './appointment-overlays';
import {
  NOW,
  DAY_24,
  DAY_25,
  calendarWeek,
  pastPage,
  upcomingPage,
  OLAV,
  booking,
  r1,
  r2,
  r3,
  r4,
  r5,
  r6,
  detailOf,
  seededCache,
  contextOf,
  apply,
  list,
  client,
  idsOf,
  layout,
  seededLayout,
  everything,
  copiesOf,
  created,
  moved,
} from './testing/overlay-cache';

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
