// How a waiting change to a booking shows in the month grid (monthCellsEdit) and a page of the
// Upcoming tab (appointment-overlays.ts). The other cached answers are
// appointment-overlays.test.ts; the cache both lay changes over is testing/overlay-cache.ts.
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { type AppointmentResponse } from '@contract/appointments';
import { appointmentKeys } from '@/entities/bookings/api/booking-keys';
import { type AppointmentPage } from './appointment-pages';
import { appointmentUpdates, monthCellsEdit, patchRow } from './appointment-overlays';
import {
  NOW,
  DAY_24,
  DAY_25,
  upcomingQuery,
  booking,
  olav,
  r3,
  r4,
  r5,
  r6,
  contextOf,
  apply,
  idsOf,
  created,
  moved,
} from './testing/overlay-cache';

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
