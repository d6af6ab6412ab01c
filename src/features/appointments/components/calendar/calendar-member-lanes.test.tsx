// The day view's lanes, one per working member, against a team in the cache: each booking in its
// member's lane and colour, and an empty slot of a lane opening New booking with that member
// (docs/decisions.md, Team).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ownerFixture } from '@tests/setup/owner-fixture';
import { createTestQueryClient, renderApp } from '@tests/setup/render-app';
import { teamKeys } from '@/entities/team/api/team-keys';
import { memberFixture } from '@/entities/team/testing/member-fixture';
import { currentUserQueryOptions } from '@/lib/session/current-user';
import { makeAppointment } from '../../testing/appointment-fixtures';
import AppointmentsCalendar from './appointments-calendar';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T09:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const TEAM = [
  memberFixture({ id: 1, name: 'Ada', color: 'grape', position: 1 }),
  memberFixture({ id: 2, name: 'Ben', color: 'teal', position: 0 }),
  memberFixture({ id: 3, name: 'Cleo', active: false, position: 2 }),
];
const bookings = [
  makeAppointment({ id: 1, book_time: '10:00 AM', firstName: 'Emma', memberId: 1 }),
  makeAppointment({ id: 2, book_time: '10:00 AM', firstName: 'Nora', memberId: 2 }),
  makeAppointment({ id: 3, book_time: '01:00 PM', firstName: 'Mei', memberId: 2 }),
];

function renderDay() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(currentUserQueryOptions().queryKey, ownerFixture());
  queryClient.setQueryData(teamKeys.list(), TEAM);
  renderApp(
    <AppointmentsCalendar
      appointments={bookings}
      mode="day"
      date="2026-11-23"
      onChange={() => {}}
    />,
    { path: '/appointments', queryClient },
  );
  return userEvent.setup();
}

/** Each lane's member and the bookings in it, as the schedule draws them. */
function lanes() {
  const rows = document.querySelectorAll<HTMLElement>(
    '.mantine-ResourcesDayView-resourcesDayViewRow',
  );
  return [...rows].map((row) => ({
    member: row.querySelector('.mantine-ResourcesDayView-resourcesDayViewResourceLabel')
      ?.textContent,
    bookings: within(row)
      .queryAllByRole('button', { name: /^\d\d:\d\d [AP]M / })
      .map((button) => button.getAttribute('title')),
  }));
}

describe('the day view by member', () => {
  it('shows a lane per active member in the team order, each booking in its member’s lane', async () => {
    renderDay();
    await screen.findByRole('heading', { name: 'Monday, 23 November 2026' });
    expect(lanes()).toEqual([
      { member: 'Ben', bookings: ['10:00 AM Nora Hansen', '01:00 PM Mei Hansen'] },
      { member: 'Ada', bookings: ['10:00 AM Emma Hansen'] },
    ]);
  });

  it('puts the client before the time in a lane, keeping the full title as the name', async () => {
    renderDay();
    const nora = await screen.findByRole('button', { name: '10:00 AM Nora Hansen' });
    // A half-hour booking is one narrow slot wide: what is seen first must be who, not when.
    const seen = nora.querySelector('[aria-hidden="true"]');
    // The fixture is paid: its state is a word under the name, beside the time.
    expect(seen?.textContent).toBe('Nora HansenPaid10:00 AM');
  });

  it('opens New booking with the member whose lane’s empty slot was clicked', async () => {
    const user = renderDay();
    await user.click(
      await screen.findByRole('button', {
        name: 'Resource time slot Ada 2026-11-23 14:00:00 - 14:30:00',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'New booking' });
    expect(within(dialog).getByRole('combobox', { name: 'With' })).toHaveValue('Ada');
  });
});
