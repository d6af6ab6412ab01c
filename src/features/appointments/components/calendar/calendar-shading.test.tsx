// The calendar's closed hours, breaks and closed dates shaded under the bookings, each booking's
// state as a colour and a word, and the legend that says what they mean (docs/decisions.md,
// Calendar shading and states).
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ownerFixture } from '@tests/setup/owner-fixture';
import { createTestQueryClient, renderApp } from '@tests/setup/render-app';
import { openingHoursKeys } from '@/entities/opening-hours/api/opening-hours-keys';
import {
  availabilityFixture,
  weekDaysFixture,
} from '@/entities/opening-hours/testing/opening-hours-fixtures';
import { teamKeys } from '@/entities/team/api/team-keys';
import { memberFixture } from '@/entities/team/testing/member-fixture';
import { currentUserQueryOptions } from '@/lib/session/current-user';
import { makeAppointment } from '../../testing/appointment-fixtures';
import AppointmentsCalendar from './appointments-calendar';
import type { CalendarMode } from './calendar-model';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T09:00:00Z'));
});
afterEach(() => vi.useRealTimers());

// Wednesday 25 November 2026: open 09:00-17:00 with lunch 12:00-12:30; Thursday 26 closed.
const WEDNESDAY = '2026-11-25';
const bookings = [
  makeAppointment({ id: 1, book_date: WEDNESDAY, book_time: '10:00 AM', firstName: 'Paula' }),
  makeAppointment({
    id: 2,
    book_date: WEDNESDAY,
    book_time: '11:00 AM',
    firstName: 'Nils',
    status: 'no_show',
    payment_status: 'unpaid',
  }),
  makeAppointment({
    id: 3,
    book_date: WEDNESDAY,
    book_time: '02:00 PM',
    firstName: 'Ola',
    source: 'online',
    payment_status: 'unpaid',
  }),
  // Booked by the owner after closing: it stays a block on top of the shading.
  makeAppointment({
    id: 4,
    book_date: WEDNESDAY,
    book_time: '06:00 PM',
    firstName: 'Sent',
    payment_status: 'unpaid',
  }),
];

function renderCalendar(mode: CalendarMode, date = WEDNESDAY) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(currentUserQueryOptions().queryKey, ownerFixture());
  queryClient.setQueryData(teamKeys.list(), [memberFixture({ id: 1, name: 'Maria' })]);
  queryClient.setQueryData(openingHoursKeys.weekDays(), weekDaysFixture('09:00', '17:00', [7]));
  queryClient.setQueryData(
    openingHoursKeys.availability(),
    availabilityFixture({
      breaks: [{ id: 1, dayOfWeek: 3, startTime: '12:00', endTime: '12:30' }],
      closures: [{ id: 1, fromDate: '2026-11-26', toDate: '2026-11-26', note: '' }],
    }),
  );
  renderApp(
    <AppointmentsCalendar
      appointments={bookings}
      dayTotals={mode === 'month' ? { [WEDNESDAY]: 2 } : undefined}
      mode={mode}
      date={date}
      onChange={() => {}}
    />,
    { path: '/appointments', queryClient },
  );
}

/** The shaded stretches the view draws, by their reason. */
function shaded(kind: string) {
  return [...document.querySelectorAll(`[data-closed-kind="${kind}"]`)].filter(
    (label) => !label.closest('[data-testid="calendar-legend"]'),
  );
}

describe('the shaded hours', () => {
  it('shades before opening, the break and after closing in the day view', async () => {
    renderCalendar('day');
    await screen.findByRole('heading', { name: 'Wednesday, 25 November 2026' });
    // Before 09:00 and after 17:00.
    expect(shaded('closed')).toHaveLength(2);
    expect(shaded('closed').map((label) => label.textContent)).toEqual(['Closed', 'Closed']);
    expect(shaded('break').map((label) => label.textContent)).toEqual(['Break']);
  });

  it('keeps a booking made after closing a block above the shading', async () => {
    renderCalendar('day');
    const late = await screen.findByRole('button', { name: '06:00 PM Sent Hansen' });
    expect(late).toBeVisible();
    expect(late.closest('.mantine-DayView-dayViewBackgroundEvent')).toBeNull();
  });

  it('shades a closed date whole in the week, and names it in the month grid', async () => {
    renderCalendar('week');
    await screen.findByRole('heading', { name: '22 – 28 November 2026' });
    // Seven days: Sunday and the closed Thursday whole, and two stretches of each other day.
    expect(shaded('closed')).toHaveLength(2 + 5 * 2);
    expect(shaded('break')).toHaveLength(1);
  });

  it('marks the month’s closed dates, by word and in their cell’s name', async () => {
    renderCalendar('month');
    await screen.findByRole('heading', { name: 'November 2026' });
    expect(screen.getByRole('button', { name: /26 november 2026, closed/i })).toHaveAttribute(
      'data-closed',
    );
    expect(screen.queryByRole('button', { name: /25 november 2026, closed/i })).toBeNull();
    // One namer for every cell: an open date by the same long date, not the schedule's own
    // US-ordered "November 25, 2026".
    expect(screen.getByRole('button', { name: 'Wednesday 25 November 2026' })).not.toHaveAttribute(
      'data-closed',
    );
    expect(screen.getByRole('button', { name: 'Thursday 26 November 2026, closed' })).toBeTruthy();
    // Every Sunday of the six weeks and the closed Thursday carry the word.
    expect(shaded('closed').length).toBe(6 + 1);
  });
});

describe('the blocks’ states and the legend', () => {
  it('writes paid, no-show and online on their blocks and tells a screen reader', async () => {
    renderCalendar('day');
    const paid = await screen.findByRole('button', { name: '10:00 AM Paula Hansen' });
    expect(within(paid).getByText('Paid')).toBeInTheDocument();
    expect(paid).toHaveAttribute('aria-description', 'Paid');
    const noShow = screen.getByRole('button', { name: '11:00 AM Nils Hansen' });
    expect(within(noShow).getByText('No-show')).toBeInTheDocument();
    const online = screen.getByRole('button', { name: '02:00 PM Ola Hansen' });
    expect(within(online).getByText('Online booking')).toBeInTheDocument();
    // Booked is the plain colour: no word, nothing to describe.
    const booked = screen.getByRole('button', { name: '06:00 PM Sent Hansen' });
    expect(booked).not.toHaveAttribute('aria-description');
  });

  it('lists every state and the shading in the legend', async () => {
    renderCalendar('day');
    const legend = await screen.findByRole('region', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Booked', 'Paid', 'Online booking', 'No-show', 'Pending', 'Closed', 'Break']);
  });
});
