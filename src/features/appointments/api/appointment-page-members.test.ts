// A pending change over a cached page of one member's bookings (docs/decisions.md, Lists at
// scale): the page lists and counts only that member's, as the server does; everyone's page is
// as before.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Appointment, AppointmentPageQuery } from '@contract/appointments';
import type { CacheUpdate } from '@/lib/offline/change-kinds';
import { appointmentKeys, type AppointmentListName } from '@/entities/bookings/api/booking-keys';
import { makeAppointment } from '../testing/appointment-fixtures';
import { appointmentUpdates, patchRow } from './appointment-overlays';
import type { AppointmentPage } from './appointment-pages';

const NOW = '2026-11-23T09:00:00.000Z';

/** A booking of `memberId` at `start` (UTC, so start and book_date name the same day). */
function booking(id: number, start: string, memberId: number): Appointment {
  return makeAppointment({
    id,
    book_date: start.slice(0, 10),
    start: `${start}:00.000Z`,
    status: 'booked',
    memberId,
  });
}

const query = (list: AppointmentListName, memberId?: number): AppointmentPageQuery => ({
  limit: 10,
  offset: 0,
  sort: 'start',
  dir: list === 'upcoming' ? 'asc' : 'desc',
  q: '',
  ...(memberId === undefined ? {} : { memberId }),
});

function cache(pages: [AppointmentListName, number | undefined, Appointment[]][]) {
  const queryClient = new QueryClient();
  for (const [list, memberId, rows] of pages) {
    queryClient.setQueryData<AppointmentPage>(appointmentKeys.page(list, query(list, memberId)), {
      rows,
      total: rows.length,
    });
  }
  const apply = (id: number, edit: (row: Appointment | undefined) => Appointment | undefined) => {
    const updates: CacheUpdate[] = appointmentUpdates(
      { queryClient, realId: (each) => each },
      id,
      edit,
      NOW,
    );
    for (const { queryKey, update } of updates) queryClient.setQueryData(queryKey, update);
  };
  const read = (list: AppointmentListName, memberId?: number) => {
    const page = queryClient.getQueryData<AppointmentPage>(
      appointmentKeys.page(list, query(list, memberId)),
    );
    return { ids: page?.rows.map((row) => row.id), total: page?.total };
  };
  return { apply, read };
}

const upAda = booking(1, '2026-11-24T10:00', 1);
const upBen = booking(2, '2026-11-24T11:00', 2);
const pastAda = booking(3, '2026-11-20T10:00', 1);
const pastBen = booking(4, '2026-11-21T10:00', 2);

describe("a pending change over a member's page", () => {
  it("adds a new booking to its member's Upcoming page and everyone's, not another's", () => {
    const { apply, read } = cache([
      ['upcoming', undefined, [upAda, upBen]],
      ['upcoming', 1, [upAda]],
      ['upcoming', 2, [upBen]],
    ]);
    apply(-5, () => booking(-5, '2026-11-25T09:00', 2));
    expect(read('upcoming')).toEqual({ ids: [1, 2, -5], total: 3 });
    expect(read('upcoming', 2)).toEqual({ ids: [2, -5], total: 2 });
    expect(read('upcoming', 1)).toEqual({ ids: [1], total: 1 });
  });

  it('takes a booking given to another member out of the page and its count', () => {
    const { apply, read } = cache([
      ['upcoming', 1, [upAda]],
      ['upcoming', undefined, [upAda, upBen]],
      ['past', 2, [pastBen]],
      ['past', undefined, [pastBen, pastAda]],
    ]);
    apply(1, patchRow({ memberId: 2 }));
    expect(read('upcoming', 1)).toEqual({ ids: [], total: 0 });
    expect(read('upcoming')).toEqual({ ids: [1, 2], total: 2 });
    apply(4, patchRow({ memberId: 1 }));
    expect(read('past', 2)).toEqual({ ids: [], total: 0 });
    expect(read('past')).toEqual({ ids: [4, 3], total: 2 });
  });

  it("edits the member's own booking in place", () => {
    const { apply, read } = cache([['past', 1, [pastAda]]]);
    apply(3, patchRow({ payment_status: 'unpaid' }));
    expect(read('past', 1)).toEqual({ ids: [3], total: 1 });
  });
});
