// "Mark paid" in one click (docs/decisions.md, Checkout), in the details and in a row of the
// table or a phone's card alike: an unpaid booking with a fixed total records a payment of that
// total by the business's first payment method through the checkout call, never the status call
// alone; a "From" price still goes through the checkout form, so neither offers it.
import { notifications } from '@mantine/notifications';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setupMswServer } from '@tests/setup/msw-server';
import { ownerFixture } from '@tests/setup/owner-fixture';
import { createTestQueryClient, renderApp } from '@tests/setup/render-app';
import { onPhoneWidth } from '@tests/setup/media-queries';
import type { Appointment, AppointmentDetail } from '@contract/appointments';
import { currentUserQueryOptions } from '@/lib/session/current-user';
import { setToken } from '@/lib/session/token-store';
import { makeAppointment } from '../../testing/appointment-fixtures';
import { BookingDetailsModal } from '../booking-details/booking-details-modal';
import { PHONE_QUERY } from '../table/appointments-table';
import { AppointmentsTableView } from '../table/appointments-table-view';

const CUT = { id: 5, name: 'Cut', price: 450, duration: 30 };
const COLOUR = { id: 4, name: 'Colour', price: 1650, duration: 90 };

let detail: AppointmentDetail;
/** The table's upcoming bookings. */
let upcoming: Appointment[] = [];
const posts: { path: string; body: unknown }[] = [];
/** Every PUT of a status alone: a one-click payment must not be one. */
const statusPuts: unknown[] = [];

const listed = (rows: Appointment[]) =>
  HttpResponse.json(rows, { headers: { 'X-Total-Count': String(rows.length) } });

/** The server's answer to a payment: the booking paid, in its details and its list alike. */
function paid(id: number) {
  upcoming = upcoming.map((row) => (row.id === id ? { ...row, payment_status: 'paid' } : row));
  return HttpResponse.json({ ...detail, payment_status: 'paid' });
}

setupMswServer(
  http.get('/api/auth', () => HttpResponse.json(ownerFixture({ currency: 'NOK' }))),
  // Before `:id`, which would take them for a booking's id.
  http.get('/api/appointments/all_upcoming', () => listed(upcoming)),
  http.get('/api/appointments/all_past', () => listed([])),
  http.get('/api/appointments/:id', () => HttpResponse.json(detail)),
  http.get('/api/appointments/:id/messages', () =>
    HttpResponse.json({ messages: [], reachable: true }),
  ),
  http.get('/api/business-settings/payment-methods', () =>
    HttpResponse.json({ methods: ['vipps', 'card'] }),
  ),
  http.get('/api/cat_wise_services/', () =>
    HttpResponse.json([
      {
        id: 1,
        categoryName: 'Hair',
        description: 'Cuts and colour',
        services: [CUT, COLOUR].map((service) => ({
          sid: service.id,
          serviceName: service.name,
          categoryTypeID: 1,
          hrs: 0,
          min: service.duration,
          price: service.price,
          priceTypeName: service === COLOUR ? 'From' : 'Fixed',
        })),
      },
    ]),
  ),
  http.get('/api/team', () => HttpResponse.json([])),
  http.post('/api/appointments/:id/:action', async ({ request, params }) => {
    posts.push({ path: String(params.action), body: await request.json() });
    return paid(Number(params.id));
  }),
  http.put('/api/appointments/:id/payment_status', async ({ request, params }) => {
    statusPuts.push(await request.json());
    return paid(Number(params.id));
  }),
);

beforeEach(() => {
  setToken('token-1');
  posts.length = 0;
  statusPuts.length = 0;
});
afterEach(() => {
  notifications.clean();
});

function detailOf(appointment: Appointment): AppointmentDetail {
  return {
    ...appointment,
    status: appointment.status ?? 'booked',
    clientId: 3,
    start: '2026-11-23T09:00:00.000Z',
    end: '2026-11-23T09:30:00.000Z',
    version: 1,
    source: 'owner',
    notes: '',
    cancelReason: '',
    payments: [],
    takings: 0,
    client: { id: 3, firstName: 'Jonas', lastName: '', phone: '', email: '' },
  };
}

function ownerQueryClient() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(currentUserQueryOptions().queryKey, ownerFixture({ currency: 'NOK' }));
  return queryClient;
}

function renderDetails(appointment: Appointment) {
  detail = detailOf(appointment);
  renderApp(
    <BookingDetailsModal appointment={appointment} onClose={() => {}} onReschedule={() => {}} />,
    { path: '/appointments', queryClient: ownerQueryClient() },
  );
  return userEvent.setup();
}

/** The upcoming table with a fixed-price booking (BID31) and a "From" price one (BID32). */
function renderTable() {
  const fixed = makeAppointment({
    id: 31,
    payment_status: 'unpaid',
    amount: 450,
    book_items: [CUT],
  });
  const from = makeAppointment({
    id: 32,
    book_time: '11:00 AM',
    payment_status: 'unpaid',
    amount: 1650,
    book_items: [COLOUR],
  });
  upcoming = [fixed, from];
  detail = detailOf(fixed);
  renderApp(
    <AppointmentsTableView tab="upcoming" onTabChange={() => {}} onMemberChange={() => {}} />,
    { path: '/appointments', queryClient: ownerQueryClient() },
  );
  return userEvent.setup();
}

describe('Mark paid', () => {
  it('records the fixed total by the first method the business takes, in one click', async () => {
    const user = renderDetails(
      makeAppointment({ id: 21, payment_status: 'unpaid', amount: 450, book_items: [CUT] }),
    );
    const details = await screen.findByRole('dialog', { name: 'Booking Details' });
    await user.click(await within(details).findByRole('button', { name: 'Mark paid' }));
    await expect
      .poll(() => posts)
      .toEqual([{ path: 'checkout', body: { amount: '450.00', method: 'vipps' } }]);
  });

  it('is not offered for a "From" price, which goes through Check out', async () => {
    renderDetails(
      makeAppointment({ id: 22, payment_status: 'unpaid', amount: 1650, book_items: [COLOUR] }),
    );
    const details = await screen.findByRole('dialog', { name: 'Booking Details' });
    expect(await within(details).findByRole('button', { name: 'Check out' })).toBeVisible();
    expect(within(details).queryByRole('button', { name: 'Mark paid' })).toBeNull();
  });

  it('is not offered for a paid or cancelled booking', async () => {
    renderDetails(
      makeAppointment({ id: 23, payment_status: 'paid', amount: 450, book_items: [CUT] }),
    );
    const details = await screen.findByRole('dialog', { name: 'Booking Details' });
    expect(await within(details).findByRole('button', { name: 'Refund' })).toBeVisible();
    expect(within(details).queryByRole('button', { name: 'Mark paid' })).toBeNull();
  });
});

describe('Mark paid in a row of the table', () => {
  it('records the fixed total by the first method through the checkout, not the status alone', async () => {
    const user = renderTable();
    const row = (await screen.findByText('BID31')).closest('tr')!;
    await user.click(await within(row).findByRole('button', { name: 'Mark BID31 paid' }));
    await expect
      .poll(() => posts)
      .toEqual([{ path: 'checkout', body: { amount: '450.00', method: 'vipps' } }]);
    expect(statusPuts).toEqual([]);
    expect(await within(row).findByText('Paid')).toBeInTheDocument();
  });

  it('is not offered for a "From" price, which the details check out', async () => {
    renderTable();
    // BID31's button shows once the services and methods are read, so BID32's absence is theirs.
    await screen.findByRole('button', { name: 'Mark BID31 paid' });
    const row = screen.getByText('BID32').closest('tr')!;
    expect(within(row).queryByRole('button', { name: /paid/ })).toBeNull();
    expect(within(row).getByRole('button', { name: 'Details of BID32' })).toBeVisible();
  });
});

describe('Mark paid on a phone’s card', () => {
  onPhoneWidth(PHONE_QUERY);

  it('records the payment through the checkout, and a "From" price card has none', async () => {
    const user = renderTable();
    await user.click(await screen.findByRole('button', { name: /^BID31/ }));
    await user.click(await screen.findByRole('button', { name: 'Mark BID31 paid' }));
    await expect
      .poll(() => posts)
      .toEqual([{ path: 'checkout', body: { amount: '450.00', method: 'vipps' } }]);
    expect(statusPuts).toEqual([]);
    await user.click(screen.getByRole('button', { name: /^BID32/ }));
    expect(await screen.findByRole('button', { name: 'Details of BID32' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mark BID32 paid' })).toBeNull();
  });
});
