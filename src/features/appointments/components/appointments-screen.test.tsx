import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '@tests/setup/msw-server';
import { renderApp } from '@tests/setup/render-app';
import { makeAppointment } from '../testing/appointment-fixtures';
import { AppointmentsScreen, type AppointmentsScreenState } from './appointments-screen';

/** The ranges the calendar asked for, "from..to" (the month grid's with its "/perDay"). */
const ranges: string[] = [];
const thea = makeAppointment({ id: 6, book_time: '11:00 AM', firstName: 'Thea' });

setupMswServer(
  http.get('/api/appointments/all_upcoming', () => HttpResponse.json([makeAppointment({ id: 5 })])),
  http.get('/api/appointments/range', ({ request }) => {
    const url = new URL(request.url);
    const [from, to] = [url.searchParams.get('from') ?? '', url.searchParams.get('to') ?? ''];
    ranges.push(`${from}..${to}`);
    return HttpResponse.json([thea].filter((row) => row.book_date >= from && row.book_date <= to));
  }),
  http.get('/api/appointments/month', ({ request }) => {
    const url = new URL(request.url);
    const [from, to] = [url.searchParams.get('from') ?? '', url.searchParams.get('to') ?? ''];
    ranges.push(`${from}..${to}/${url.searchParams.get('perDay')}`);
    const bookings = [thea].filter((row) => row.book_date >= from && row.book_date <= to);
    return HttpResponse.json({ bookings, dayTotals: { [thea.book_date]: 3 } });
  }),
  http.get('/api/appointments/all_appointment_by_client', () => {
    throw new Error('the calendar must not read every booking');
  }),
);
// jsdom has no element scrolling; the day view scrolls to 08:00 when it opens.

const state: AppointmentsScreenState = {
  view: 'table',
  tab: 'upcoming',
  mode: 'day',
  date: '2026-11-23',
};

beforeEach(() => {
  ranges.length = 0;
});

describe('AppointmentsScreen', () => {
  it('starts on the table’s Upcoming tab and asks for the calendar when toggled', async () => {
    const onChange = vi.fn();
    renderApp(<AppointmentsScreen state={state} onChange={onChange} />, { path: '/appointments' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Table' })).toBeChecked();
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('BID5')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Calendar' }));
    expect(onChange).toHaveBeenCalledWith({ view: 'calendar' });
  });

  it('loads the calendar on demand with the given mode and date', async () => {
    renderApp(<AppointmentsScreen state={{ ...state, view: 'calendar' }} onChange={() => {}} />, {
      path: '/appointments',
    });
    expect(
      await screen.findByRole('heading', { name: 'Monday, 23 November 2026' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /11:00 AM Thea/ })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Upcoming' })).not.toBeInTheDocument();
    expect(ranges).toEqual(['2026-11-23..2026-11-23']);
  });

  it.each([
    ['week', '2026-11-22..2026-11-28'],
    // Two bookings a day and each day's count, never the six weeks' bookings.
    ['month', '2026-11-01..2026-12-12/2'],
  ] as const)('asks only for the days a %s shows', async (mode, range) => {
    renderApp(
      <AppointmentsScreen state={{ ...state, view: 'calendar', mode }} onChange={() => {}} />,
      { path: '/appointments' },
    );
    expect(await screen.findByRole('button', { name: /Thea/ })).toBeInTheDocument();
    expect(ranges).toEqual([range]);
    if (mode === 'month') expect(screen.getByRole('button', { name: '+ 2 more' })).toBeVisible();
  });
});
