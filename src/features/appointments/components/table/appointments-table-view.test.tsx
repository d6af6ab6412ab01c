import { useState } from 'react';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Appointment } from '@contract/appointments';
import { setupMswServer } from '@tests/setup/msw-server';
import { renderApp } from '@tests/setup/render-app';
import { onPhoneWidth } from '@tests/setup/media-queries';
import { makeAppointment } from '../../testing/appointment-fixtures';
import { PHONE_QUERY } from './appointments-table';
import { AppointmentsTableView, type AppointmentsTab } from './appointments-table-view';

const server = setupMswServer();

/** The query of every all_upcoming call. */
const askedUpcoming: string[] = [];

/** Pages of the lists in the order given, as the server cuts them, counting every row. */
function answer(upcoming: unknown[], past: unknown[] = []) {
  askedUpcoming.length = 0;
  const paged = (rows: unknown[], asked?: string[]) => {
    return ({ request }: { request: Request }) => {
      const params = new URL(request.url).searchParams;
      asked?.push(params.toString());
      const offset = Number(params.get('offset'));
      const page = rows.slice(offset, offset + Number(params.get('limit')));
      return HttpResponse.json(page, { headers: { 'X-Total-Count': String(rows.length) } });
    };
  };
  server.use(
    http.get('/api/appointments/all_upcoming', paged(upcoming, askedUpcoming)),
    http.get('/api/appointments/all_past', paged(past)),
  );
}

function Harness() {
  const [tab, setTab] = useState<AppointmentsTab>('upcoming');
  return <AppointmentsTableView tab={tab} onTabChange={setTab} onMemberChange={() => {}} />;
}

function renderTable() {
  renderApp(<Harness />, { path: '/appointments' });
  return userEvent.setup();
}

/** The booking ids of the rows on screen, top to bottom. */
function shownIds(): string[] {
  return screen.getAllByText(/^BID\d+$/).map((cell) => cell.textContent ?? '');
}

const fewBookings: Appointment[] = [
  makeAppointment({
    id: 1,
    book_date: '2026-11-24',
    book_time: '12:30 PM',
    amount: 100,
    firstName: 'zoe',
    lastName: 'Adams',
    payment_status: 'paid',
  }),
  makeAppointment({
    id: 2,
    book_date: '2026-11-24',
    book_time: '11:00 AM',
    amount: 9.5,
    firstName: 'Emma',
    lastName: 'Berg',
    payment_status: 'unpaid',
  }),
  makeAppointment({
    id: 3,
    book_date: '2026-11-24',
    book_time: '12:15 AM',
    amount: 25,
    firstName: 'aisha',
    lastName: 'Khan',
    payment_status: 'refunded',
  }),
  makeAppointment({
    id: 4,
    book_date: '2026-11-23',
    book_time: '11:45 PM',
    amount: 1000,
    firstName: 'Liam',
    lastName: 'Olsen',
    payment_status: 'paid',
  }),
  makeAppointment({
    id: 5,
    book_date: '2026-11-25',
    book_time: '09:00 AM',
    amount: 45,
    firstName: 'Mei',
    lastName: 'Tanaka',
    payment_status: 'unpaid',
  }),
];

/** As the server answers the first page: soonest first. */
const soonestFirst = [4, 3, 2, 1, 5].map((id) => fewBookings.find((row) => row.id === id)!);

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });
const sortButton = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

describe('AppointmentsTableView', () => {
  it('shows every column, soonest booking first, with the date then the 12-hour time', async () => {
    answer(soonestFirst);
    renderTable();
    expect(await screen.findByText('BID4')).toBeInTheDocument();
    expect(shownIds()).toEqual(['BID4', 'BID3', 'BID2', 'BID1', 'BID5']);
    expect(header('Appointment Date')).toHaveAttribute('aria-sort', 'ascending');
    const row = screen.getByText('BID1').closest('tr')!;
    expect(within(row).getByText('Tue, 24 Nov 2026 12:30 PM')).toBeInTheDocument();
    expect(within(row).getByText('zoe Adams')).toBeInTheDocument();
    expect(within(row).getByText('$100.00')).toBeInTheDocument();
    expect(within(row).getByText('Paid')).toBeInTheDocument();
  });

  it('asks the server for each column’s order, both ways, from the first page', async () => {
    answer(soonestFirst);
    const user = renderTable();
    await screen.findByText('BID4');
    expect(askedUpcoming).toEqual(['limit=10&offset=0&sort=start&dir=asc']);
    await user.click(sortButton('Appointment Date'));
    expect(header('Appointment Date')).toHaveAttribute('aria-sort', 'descending');
    await user.click(sortButton('Total Amount'));
    expect(header('Total Amount')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Appointment Date')).toHaveAttribute('aria-sort', 'none');
    await user.click(sortButton('Total Amount'));
    await user.click(sortButton('Booking ID'));
    await user.click(sortButton('Customer Name'));
    await user.click(sortButton('Payment Status'));
    await screen.findByText('BID4');
    expect(new Set(askedUpcoming)).toEqual(
      new Set([
        'limit=10&offset=0&sort=start&dir=asc',
        'limit=10&offset=0&sort=start&dir=desc',
        'limit=10&offset=0&sort=total&dir=asc',
        'limit=10&offset=0&sort=total&dir=desc',
        'limit=10&offset=0&sort=id&dir=asc',
        'limit=10&offset=0&sort=client&dir=asc',
        'limit=10&offset=0&sort=payment&dir=asc',
      ]),
    );
    // The server's order is the order shown.
    expect(shownIds()).toEqual(['BID4', 'BID3', 'BID2', 'BID1', 'BID5']);
  });

  it('searches the upcoming bookings on the server', async () => {
    answer(soonestFirst);
    const user = renderTable();
    await screen.findByText('BID4');
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'mei');
    await vi.waitFor(() =>
      expect(askedUpcoming.at(-1)).toBe('limit=10&offset=0&sort=start&dir=asc&q=mei'),
    );
  });

  it('colours payment statuses: paid green, unpaid red, refunded amber', async () => {
    answer(soonestFirst);
    renderTable();
    await screen.findByText('BID4');
    const badge = (id: string, text: string) =>
      within(screen.getByText(id).closest('tr')!).getByText(text).closest('[data-status]')!;
    expect(badge('BID1', 'Paid').getAttribute('style')).toContain('#237032'); // dark green
    expect(badge('BID2', 'Unpaid').getAttribute('style')).toContain('red');
    expect(badge('BID3', 'Refunded').getAttribute('style')).toContain('yellow');
  });

  it('expands a row to its items with price and duration', async () => {
    answer([
      makeAppointment({
        id: 8,
        book_items: [
          { id: 1, name: 'Balayage', price: 120, duration: 90 },
          { id: 2, name: 'Blow dry', price: 35.5, duration: 30 },
        ],
      }),
    ]);
    const user = renderTable();
    const toggle = await screen.findByRole('button', { name: 'Items of BID8' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Balayage')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const items = screen.getByRole('table', { name: 'Booked items of BID8' });
    expect(within(items).getByText('Balayage')).toBeInTheDocument();
    expect(within(items).getByText('$120.00')).toBeInTheDocument();
    expect(within(items).getByText('1 hr 30 min')).toBeInTheDocument();
    expect(within(items).getByText('$35.50')).toBeInTheDocument();
    expect(within(items).getByText('30 min')).toBeInTheDocument();
    await user.click(toggle);
    expect(screen.queryByText('Balayage')).not.toBeInTheDocument();
  });

  it('reads book_items as an array, as JSON text and as double-encoded JSON text alike', async () => {
    const items = [
      { id: 1, name: 'Gel nails', price: 55, duration: 75 },
      { id: 2, name: 'Hand massage', price: 20, duration: 15 },
    ];
    answer([
      { ...makeAppointment({ id: 1, book_time: '09:00 AM' }), book_items: items },
      { ...makeAppointment({ id: 2, book_time: '10:00 AM' }), book_items: JSON.stringify(items) },
      {
        ...makeAppointment({ id: 3, book_time: '11:00 AM' }),
        book_items: JSON.stringify(JSON.stringify(items)),
      },
    ]);
    const user = renderTable();
    const contents: string[][] = [];
    for (const id of ['BID1', 'BID2', 'BID3']) {
      await user.click(await screen.findByRole('button', { name: `Items of ${id}` }));
      const table = screen.getByRole('table', { name: `Booked items of ${id}` });
      contents.push(
        within(table)
          .getAllByRole('cell')
          .map((cell) => cell.textContent ?? ''),
      );
    }
    expect(contents[0]).toEqual([
      'Gel nails',
      '$55.00',
      '1 hr 15 min',
      'Hand massage',
      '$20.00',
      '15 min',
    ]);
    expect(contents[1]).toEqual(contents[0]);
    expect(contents[2]).toEqual(contents[0]);
  });

  // Mantine's dropdown transition never finishes in jsdom, so its options count as hidden there.
  it('pages 10 rows at a time and offers 25 and 50 rows per page', async () => {
    answer(
      Array.from({ length: 57 }, (_, index) =>
        makeAppointment({
          id: index + 1,
          book_date: `2026-12-${String(1 + (index % 28)).padStart(2, '0')}`,
          book_time: index < 28 ? '09:00 AM' : '02:00 PM',
        }),
      ),
    );
    const user = renderTable();
    expect(await screen.findByText('1–10 of 57')).toBeInTheDocument();
    expect(shownIds()).toHaveLength(10);
    expect(shownIds().slice(0, 3)).toEqual(['BID1', 'BID2', 'BID3']);

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('11–20 of 57')).toBeInTheDocument();
    expect(shownIds()[0]).toBe('BID11');
    expect(askedUpcoming.at(-1)).toBe('limit=10&offset=10&sort=start&dir=asc');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    expect(await screen.findByText('1–25 of 57')).toBeInTheDocument();
    expect(shownIds()).toHaveLength(25);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(await screen.findByText('1–50 of 57')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('51–57 of 57')).toBeInTheDocument();
    expect(shownIds()).toHaveLength(7);
  });

  it('shows the Completed tab from the server one page at a time, latest first', async () => {
    answer(soonestFirst);
    /** The query of every all_past call. */
    const asked: string[] = [];
    const past = Array.from({ length: 23 }, (_, index) =>
      makeAppointment({ id: 100 + index, book_date: '2026-10-01', book_time: '09:00 AM' }),
    );
    server.use(
      http.get('/api/appointments/all_past', ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params.toString());
        const q = params.get('q') ?? '';
        const matching = q ? past.filter((row) => `BID${row.id}` === q.toUpperCase()) : past;
        const offset = Number(params.get('offset'));
        const rows = matching.slice(offset, offset + Number(params.get('limit')));
        return HttpResponse.json(rows, { headers: { 'X-Total-Count': String(matching.length) } });
      }),
    );
    const user = renderTable();
    await screen.findByText('BID4');
    await user.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(await screen.findByText('BID100')).toBeInTheDocument();
    expect(shownIds()).toHaveLength(10);
    expect(screen.getByText('1–10 of 23')).toBeInTheDocument();
    expect(header('Appointment Date')).toHaveAttribute('aria-sort', 'descending');
    expect(asked).toEqual(['limit=10&offset=0&sort=start&dir=desc']);

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('21–23 of 23')).toBeInTheDocument();
    expect(shownIds()).toEqual(['BID120', 'BID121', 'BID122']);
    await user.click(sortButton('Customer Name'));
    await screen.findByText('1–10 of 23');
    expect(asked.at(-1)).toBe('limit=10&offset=0&sort=client&dir=asc');
    await user.click(sortButton('Payment Status'));
    await screen.findByText('1–10 of 23');
    expect(asked.at(-1)).toBe('limit=10&offset=0&sort=payment&dir=asc');

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'bid105');
    expect(await screen.findByText('1–1 of 1')).toBeInTheDocument();
    expect(shownIds()).toEqual(['BID105']);
    expect(asked.at(-1)).toBe('limit=10&offset=0&sort=payment&dir=asc&q=bid105');
    await user.clear(screen.getByRole('textbox', { name: 'Search' }));
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'nobody');
    expect(await screen.findByText('No completed appointments match “nobody”')).toBeVisible();
  });

  it('says when there is nothing upcoming', async () => {
    answer([]);
    renderTable();
    expect(await screen.findByText('No upcoming appointments')).toBeInTheDocument();
  });
});

describe('AppointmentsTableView on a phone', () => {
  onPhoneWidth(PHONE_QUERY);

  /** Each card's button: its text holds everything the table's row shows. */
  const cards = () => screen.getAllByRole('button', { name: /^BID\d+/ });

  it('shows each booking as a card with its date, customer, amount and status', async () => {
    answer(soonestFirst);
    renderTable();
    expect(await screen.findByText('BID4')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Upcoming appointments' })).toBeInTheDocument();
    expect(shownIds()).toEqual(['BID4', 'BID3', 'BID2', 'BID1', 'BID5']);
    expect(cards()[3]).toHaveTextContent(/^BID1Tue, 24 Nov 2026 12:30 PMzoe Adams\$100\.00Paid$/);
  });

  it('sorts with a select and reverses the order with one button', async () => {
    answer(soonestFirst);
    const user = renderTable();
    await screen.findByText('BID4');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Total Amount');
    await vi.waitFor(() =>
      expect(askedUpcoming.at(-1)).toBe('limit=10&offset=0&sort=total&dir=asc'),
    );
    const order = screen.getByRole('button', { name: /^Order: ascending/ });
    await user.click(order);
    await vi.waitFor(() =>
      expect(askedUpcoming.at(-1)).toBe('limit=10&offset=0&sort=total&dir=desc'),
    );
    expect(order).toHaveTextContent('Descending');
  });

  it('opens a card to its booked items', async () => {
    answer([
      makeAppointment({
        id: 8,
        book_items: [{ id: 1, name: 'Balayage', price: 120, duration: 90 }],
      }),
    ]);
    const user = renderTable();
    await user.click(await screen.findByRole('button', { name: /^BID8/ }));
    const items = await screen.findByRole('table', { name: 'Booked items of BID8' });
    expect(within(items).getByText('1 hr 30 min')).toBeInTheDocument();
  });
});
