import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Appointment } from '@contract/appointments';
import { ownerFixture } from '@tests/setup/owner-fixture';
import { matchPhoneWidth } from '@tests/setup/media-queries';
import { createTestQueryClient, renderApp } from '@tests/setup/render-app';
import { currentUserQueryOptions } from '@/lib/session/current-user';
import { makeAppointment } from '../../testing/appointment-fixtures';
import AppointmentsCalendar from './appointments-calendar';
import type { CalendarMode } from './calendar-model';
import { WEEK_AS_LIST_QUERY } from './calendar-views';

// jsdom has no element scrolling; the day and week views scroll to 08:00 when they open.

beforeEach(() => {
  // Only Date is faked: promises and timers keep running for the UI.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T09:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A phone: 390 px wide matches every max-width query the calendar asks. */
const onPhone = () => matchPhoneWidth('(max-width: 36em)', WEEK_AS_LIST_QUERY);

const bookings: Appointment[] = [
  makeAppointment({
    id: 1,
    book_time: '10:30 AM',
    firstName: 'Emma',
    lastName: 'Hansen',
    book_items: [
      { id: 1, name: 'Balayage', price: 120, duration: 90 },
      { id: 2, name: 'Blow dry', price: 30, duration: 30 },
    ],
  }),
  makeAppointment({ id: 2, book_time: '12:30 PM', firstName: 'Nora', lastName: 'Berg' }),
  makeAppointment({ id: 3, book_time: '02:00 PM', firstName: 'Mei', lastName: 'Tanaka' }),
  makeAppointment({ id: 4, book_time: '03:30 PM', firstName: 'Liam', lastName: 'Olsen' }),
  makeAppointment({ id: 5, book_time: '04:00 PM', firstName: 'Ola', lastName: 'Dahl' }),
  makeAppointment({ id: 6, book_date: '2026-11-25', book_time: '09:00 AM', firstName: 'Kari' }),
  makeAppointment({ id: 7, book_date: '2026-11-25', book_time: '10:00 AM', firstName: 'Jonas' }),
  makeAppointment({ id: 8, book_date: '2026-11-25', book_time: '11:00 AM', firstName: 'Thea' }),
  makeAppointment({ id: 9, book_date: '2026-12-02', book_time: '11:00 AM', firstName: 'Amir' }),
];

/** The month call's counts: the 23rd has 40 bookings in all, of which the grid lists two. */
const MONTH_TOTALS = { '2026-11-23': 40, '2026-11-25': 3, '2026-12-02': 1 };

function Harness({ initialMode = 'day' }: { initialMode?: CalendarMode }) {
  const [state, setState] = useState({ mode: initialMode, date: '2026-11-23' });
  return (
    <AppointmentsCalendar
      appointments={bookings}
      dayTotals={state.mode === 'month' ? MONTH_TOTALS : undefined}
      mode={state.mode}
      date={state.date}
      onChange={(next) => setState((current) => ({ ...current, ...next }))}
    />
  );
}

function renderCalendar(initialMode?: CalendarMode, owner = ownerFixture()) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(currentUserQueryOptions().queryKey, owner);
  renderApp(<Harness initialMode={initialMode} />, { path: '/appointments', queryClient });
  return userEvent.setup();
}

const title = () => screen.getByRole('heading', { level: 2 });

describe('AppointmentsCalendar', () => {
  it('opens on today in day view with that day’s bookings as time and customer', async () => {
    renderCalendar();
    expect(await screen.findByRole('heading', { name: 'Monday, 23 November 2026' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Day' })).toBeChecked();
    expect(screen.getByRole('button', { name: /10:30 AM Emma Hansen/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /04:00 PM Ola Dahl/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Kari/ })).not.toBeInTheDocument();
  });

  it('moves a day back and forth and returns to today', async () => {
    const user = renderCalendar();
    await screen.findByRole('heading', { name: 'Monday, 23 November 2026' });
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(title()).toHaveTextContent('Wednesday, 25 November 2026');
    expect(screen.getByRole('button', { name: /09:00 AM Kari/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(title()).toHaveTextContent('Tuesday, 24 November 2026');
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(title()).toHaveTextContent('Monday, 23 November 2026');
  });

  it('goes to today and marks now on the business’s clock, not the device’s', async () => {
    // 12:30 UTC: still the 23rd on this device (Oslo), already 01:30 on the 24th in Auckland.
    vi.setSystemTime(new Date('2026-11-23T12:30:00Z'));
    const user = renderCalendar('day', ownerFixture({ timezone: 'Pacific/Auckland' }));
    await screen.findByRole('heading', { name: 'Monday, 23 November 2026' });
    // Not the business's today: no now-marker on this day.
    expect(screen.queryByText('1:30 AM')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(title()).toHaveTextContent('Tuesday, 24 November 2026');
    expect(await screen.findByText('1:30 AM')).toBeInTheDocument();
  });

  it('shows the whole week in week view', async () => {
    const user = renderCalendar();
    await screen.findByRole('heading', { name: 'Monday, 23 November 2026' });
    await user.click(screen.getByRole('radio', { name: 'Week' }));
    expect(title()).toHaveTextContent('22 – 28 November 2026');
    expect(screen.getByRole('button', { name: /10:30 AM Emma Hansen/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /11:00 AM Thea/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Amir/ })).not.toBeInTheDocument();
  });

  it('lists the week’s bookings by day on a phone, opens one, and moves a week at a time', async () => {
    onPhone();
    const user = renderCalendar('week');
    expect(await screen.findByRole('heading', { name: '22 – 28 November 2026' })).toBeVisible();
    // No seven-column grid: a list of the days with bookings, each booking one full-width row.
    expect(screen.queryByRole('button', { name: /^Time slot/ })).not.toBeInTheDocument();
    expect(screen.getByText('Monday, 23 November')).toBeInTheDocument();
    expect(screen.getByText('Wednesday, 25 November')).toBeInTheDocument();
    const emma = screen.getByRole('button', { name: '10:30 AM Emma Hansen Balayage, Blow dry' });
    const rows = screen.getAllByRole('button', { name: /^\d\d:\d\d [AP]M / });
    // The fixtures are paid: each row says so beside its colour (booking-states.ts).
    expect(rows.map((row) => row.firstChild?.textContent)).toEqual([
      'Paid10:30 AM Emma HansenBalayage, Blow dry',
      'Paid12:30 PM Nora BergHaircut',
      'Paid02:00 PM Mei TanakaHaircut',
      'Paid03:30 PM Liam OlsenHaircut',
      'Paid04:00 PM Ola DahlHaircut',
      'Paid09:00 AM Kari HansenHaircut',
      'Paid10:00 AM Jonas HansenHaircut',
      'Paid11:00 AM Thea HansenHaircut',
    ]);
    await user.click(emma);
    expect(await screen.findByRole('dialog', { name: 'Booking Details' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(title()).toHaveTextContent('29 November – 5 December 2026');
    expect(screen.getByText('Wednesday, 2 December')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /11:00 AM Amir/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Emma/ })).not.toBeInTheDocument();
  });

  it('says so on a phone when the week has no bookings', async () => {
    onPhone();
    const user = renderCalendar('week');
    await screen.findByRole('heading', { name: '22 – 28 November 2026' });
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(screen.getByText('No bookings this week')).toBeVisible();
  });

  it('shows two bookings a month cell and "+ N more" from the day\'s count, and opens that day', async () => {
    const user = renderCalendar('month');
    expect(await screen.findByRole('heading', { name: 'November 2026' })).toBeVisible();
    expect(screen.getByRole('button', { name: /10:30 AM Emma Hansen/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /12:30 PM Nora Berg/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /02:00 PM Mei/ })).not.toBeInTheDocument();
    const more = screen.getAllByRole('button', { name: /^\+ \d+ more$/ });
    expect(more.map((link) => link.textContent)).toEqual(['+ 38 more', '+ 1 more']);
    await user.click(more[1]!);
    expect(title()).toHaveTextContent('Wednesday, 25 November 2026');
    expect(screen.getByRole('radio', { name: 'Day' })).toBeChecked();
    expect(screen.getByRole('button', { name: /11:00 AM Thea/ })).toBeInTheDocument();
  });

  it('opens "Booking Details" with customer, time, each service with price and duration, and the total', async () => {
    const user = renderCalendar();
    await user.click(await screen.findByRole('button', { name: /10:30 AM Emma Hansen/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Booking Details' });
    expect(within(dialog).getByText('Emma Hansen')).toBeInTheDocument();
    expect(within(dialog).getByText(/Mon, 23 Nov 2026 10:30 AM – 12:30 PM/)).toBeInTheDocument();
    const services = within(dialog).getByRole('table', { name: 'Booked services' });
    const cells = within(services)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['Balayage', '$120.00', '1 hr 30 min', 'Blow dry', '$30.00', '30 min']);
    expect(within(dialog).getByText('Total').parentElement).toHaveTextContent(/Total\$\d/);
  });
});
