import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '@tests/setup/msw-server';
import { renderApp } from '@tests/setup/render-app';
import { makeAppointment } from '../testing/appointment-fixtures';
import { UpcomingAppointmentsPanel } from './upcoming-appointments-panel';

const server = setupMswServer();

function answer(list: unknown[]) {
  server.use(
    http.get('/api/appointments/latest_appointment_by_client', () => HttpResponse.json(list)),
  );
}

describe('UpcomingAppointmentsPanel', () => {
  it('lists the next bookings with id, date and time, and client', async () => {
    answer([
      makeAppointment({ id: 31, book_time: '02:30 PM', firstName: 'Nora', lastName: 'Berg' }),
      makeAppointment({ id: 32, book_date: '2026-11-24', book_time: '09:00 AM' }),
    ]);
    renderApp(<UpcomingAppointmentsPanel />, { path: '/dashboard' });
    expect(
      await screen.findByRole('heading', { name: 'UPCOMING APPOINTMENTS' }),
    ).toBeInTheDocument();
    const first = await screen.findByRole('button', { name: /BID31/ });
    expect(first).toHaveTextContent('Mon, 23 Nov 2026 02:30 PM');
    expect(first).toHaveTextContent('Nora Berg');
    expect(screen.getByRole('button', { name: /BID32/ })).toHaveTextContent(
      'Tue, 24 Nov 2026 09:00 AM',
    );
  });

  it('expands a row to its items: name, price and duration in hours and minutes', async () => {
    answer([
      makeAppointment({
        id: 31,
        book_items: [
          { id: 4, name: 'Colour and cut', price: 145, duration: 150 },
          { id: 5, name: 'Eyebrow shaping', price: 25, duration: 15 },
        ],
      }),
    ]);
    renderApp(<UpcomingAppointmentsPanel />, { path: '/dashboard' });
    const row = await screen.findByRole('button', { name: /BID31/ });
    expect(row).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(row);
    expect(row).toHaveAttribute('aria-expanded', 'true');
    const items = await screen.findByRole('table', { name: 'Booked items of BID31' });
    const cells = within(items)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'Colour and cut',
      '$145.00',
      '2 hrs 30 min',
      'Eyebrow shaping',
      '$25.00',
      '15 min',
    ]);
  });

  it('says when nothing is coming up', async () => {
    answer([]);
    renderApp(<UpcomingAppointmentsPanel />, { path: '/dashboard' });
    expect(await screen.findByText('No upcoming appointments')).toBeInTheDocument();
  });
});
