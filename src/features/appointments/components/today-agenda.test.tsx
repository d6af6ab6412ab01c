import { http, HttpResponse } from 'msw';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Appointment } from '@contract/appointments';
import { outbox } from '@/lib/offline/outbox';
import { setupMswServer } from '@tests/setup/msw-server';
import { renderApp } from '@tests/setup/render-app';
import { makeAppointment } from '../testing/appointment-fixtures';
import { bookingTimeSpan, TodayAgenda } from './today-agenda';

const server = setupMswServer();

beforeEach(() => {
  // Only Date is faked: promises and timers keep running for the UI. Local time, so "today" is
  // the 23rd whatever zone the machine is in.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 23, 10, 0));
});
afterEach(() => vi.useRealTimers());

/** Answers the range call with `list` and records the dates each call asked for. */
function answer(list: Appointment[]) {
  const asked: string[] = [];
  server.use(
    http.get('/api/appointments/range', ({ request }) => {
      const url = new URL(request.url);
      asked.push(`${url.searchParams.get('from')}..${url.searchParams.get('to')}`);
      return HttpResponse.json(list);
    }),
  );
  return asked;
}

const diary = (start: string, minutes: number) => ({
  start,
  end: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
  version: 1,
});

/** A row's texts in reading order (Mantine's responsive props put <style> tags among them). */
const partsOf = (row: HTMLElement) =>
  [...row.querySelectorAll('p, a, .mantine-Badge-label')].map((element) => element.textContent);

const rowsOf = async () =>
  within(await screen.findByRole('list', { name: 'Today’s bookings' })).getAllByRole('listitem');

describe('TodayAgenda', () => {
  it('lists today’s bookings in time order with client, services, status, payment and total', async () => {
    const asked = answer([
      makeAppointment({
        id: 11,
        book_time: '09:00 AM',
        firstName: 'Nora',
        lastName: 'Berg',
        amount: 150,
        payment_status: 'paid',
        status: 'completed',
        clientId: 3,
        book_items: [
          { id: 1, name: 'Balayage', price: 120, duration: 90 },
          { id: 2, name: 'Blow dry', price: 30, duration: 30 },
        ],
        ...diary('2026-11-23T08:00:00.000Z', 120),
      }),
      makeAppointment({
        id: 12,
        book_time: '11:30 AM',
        firstName: 'Liam',
        lastName: 'Olsen',
        amount: 45,
        payment_status: 'unpaid',
        status: 'booked',
        clientId: 4,
        ...diary('2026-11-23T10:30:00.000Z', 45),
      }),
      makeAppointment({
        id: 13,
        book_time: '02:00 PM',
        firstName: 'Mei',
        lastName: 'Tanaka',
        amount: 25,
        payment_status: 'refunded',
        status: 'no_show',
        clientId: 5,
        book_items: [{ id: 5, name: 'Eyebrow shaping', price: 25, duration: 15 }],
        ...diary('2026-11-23T13:00:00.000Z', 15),
      }),
    ]);
    renderApp(<TodayAgenda />, { path: '/dashboard' });

    const region = await screen.findByRole('region', { name: 'TODAY' });
    expect(within(region).getByText('Monday, 23 November 2026')).toBeInTheDocument();
    const rows = await rowsOf();
    expect(asked).toEqual(['2026-11-23..2026-11-23']);
    expect(rows.map(partsOf)).toEqual([
      ['09:00 AM – 11:00 AM', 'Nora Berg', 'Balayage, Blow dry', 'Completed', 'Paid', '$150.00'],
      ['11:30 AM – 12:15 PM', 'Liam Olsen', 'Haircut', 'Booked', 'Unpaid', '$45.00'],
      ['02:00 PM – 02:15 PM', 'Mei Tanaka', 'Eyebrow shaping', 'No-show', 'Refunded', '$25.00'],
    ]);
    const badge = (row: HTMLElement, label: string) =>
      within(row).getByText(label).closest('[data-status]');
    expect(badge(rows[1]!, 'Unpaid')).toHaveAttribute('data-status', 'unpaid');
    expect(badge(rows[2]!, 'No-show')).toHaveAttribute('data-status', 'no_show');
    expect(within(rows[0]!).getByRole('link', { name: 'Nora Berg' })).toHaveAttribute(
      'href',
      '/clients/3',
    );
    expect(within(region).queryByText('Pending')).not.toBeInTheDocument();
  });

  it('names a client without a page (imported, or made offline) in plain text', async () => {
    answer([
      makeAppointment({ id: 51, book_time: '09:00 AM', firstName: 'Ida', lastName: 'Old' }),
      makeAppointment({ id: 52, book_time: '10:00 AM', firstName: 'Per', clientId: -8 }),
    ]);
    renderApp(<TodayAgenda />, { path: '/dashboard' });
    const rows = await rowsOf();
    expect(within(rows[0]!).getByText('Ida Old')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Per Hansen')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Ida|Per/ })).not.toBeInTheDocument();
  });

  it('orders a booking the outbox laid into the list by its time and marks it pending', async () => {
    answer([
      makeAppointment({ id: 21, book_time: '01:00 PM', firstName: 'Ola', lastName: 'Dahl' }),
      // Made offline: a temporary id, appended after the server's rows.
      makeAppointment({ id: -5, book_time: '08:30 AM', firstName: 'Kari', lastName: 'Lie' }),
    ]);
    renderApp(<TodayAgenda />, { path: '/dashboard' });
    const rows = await rowsOf();
    expect(rows.map((row) => row.getAttribute('data-appointment-id'))).toEqual(['-5', '21']);
    expect(within(rows[0]!).getByText('Pending')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('Pending')).not.toBeInTheDocument();
  });

  it('marks a booking whose change waits in the outbox', async () => {
    answer([
      makeAppointment({ id: 31, book_time: '09:00 AM' }),
      makeAppointment({ id: 32, book_time: '10:00 AM', payment_status: 'unpaid' }),
    ]);
    // The server is out of reach, so the change stays pending.
    server.use(http.put('/api/appointments/32/payment_status', () => HttpResponse.error()));
    const result = await outbox.submit({
      kind: 'appointments.paymentStatus',
      target: 'appointment:32',
      label: 'Mark BID32 paid',
      method: 'PUT',
      path: '/api/appointments/32/payment_status',
      body: { kind: 'json', json: { payment_status: 'paid' } },
    });
    expect(result).toEqual({ status: 'pending' });
    renderApp(<TodayAgenda />, { path: '/dashboard' });
    const rows = await rowsOf();
    expect(await within(rows[1]!).findByText('Pending')).toBeInTheDocument();
    expect(within(rows[0]!).queryByText('Pending')).not.toBeInTheDocument();
  });

  it('says when there are no bookings today', async () => {
    answer([]);
    renderApp(<TodayAgenda />, { path: '/dashboard' });
    expect(await screen.findByText('No bookings today')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Today’s bookings' })).not.toBeInTheDocument();
  });

  it('shows why the bookings could not be loaded, and Retry loads them', async () => {
    server.use(
      http.get('/api/appointments/range', () =>
        HttpResponse.json({ errors: [{ msg: 'Not allowed' }] }, { status: 403 }),
      ),
    );
    renderApp(<TodayAgenda />, { path: '/dashboard' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Today’s bookings could not be loaded');
    expect(alert).toHaveTextContent('Not allowed');

    answer([makeAppointment({ id: 41, firstName: 'Thea', lastName: 'Moe' })]);
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    const rows = await rowsOf();
    expect(rows[0]).toHaveTextContent('Thea Moe');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('links to the calendar’s day view of today', async () => {
    answer([]);
    renderApp(<TodayAgenda />, { path: '/dashboard' });
    const link = await screen.findByRole('link', { name: 'Open in calendar' });
    expect(link).toHaveAttribute('href', '/appointments?view=calendar&mode=day&date=2026-11-23');
  });

  it('moves on to the next day after midnight when the tab comes back', async () => {
    const asked = answer([]);
    renderApp(<TodayAgenda />, { path: '/dashboard' });
    expect(await screen.findByText('No bookings today')).toBeInTheDocument();

    vi.setSystemTime(new Date(2026, 10, 24, 0, 30));
    act(() => {
      fireEvent.focus(window);
    });
    expect(await screen.findByText('Tuesday, 24 November 2026')).toBeInTheDocument();
    expect(await screen.findByText('No bookings today')).toBeInTheDocument();
    expect(asked).toEqual(['2026-11-23..2026-11-23', '2026-11-24..2026-11-24']);
  });
});

describe('bookingTimeSpan', () => {
  it('ends at the start plus the real length between start and end', () => {
    expect(
      bookingTimeSpan({
        book_time: '11:30 AM',
        book_items: [{ id: 1, name: 'Cut', price: 45, duration: 45 }],
        // Edited on the server to 60 minutes: the instants win over the items.
        start: '2026-11-23T10:30:00.000Z',
        end: '2026-11-23T11:30:00.000Z',
      }),
    ).toBe('11:30 AM – 12:30 PM');
  });

  it('adds the items’ durations when the row has no instants', () => {
    expect(
      bookingTimeSpan({
        book_time: '11:45 PM',
        book_items: [
          { id: 1, name: 'Cut', price: 45, duration: 20 },
          { id: 2, name: 'Wash', price: 10, duration: 10 },
        ],
      }),
    ).toBe('11:45 PM – 12:15 AM');
  });

  it('shows an unreadable time as it is', () => {
    expect(bookingTimeSpan({ book_time: 'noon', book_items: [] })).toBe('noon');
  });
});
