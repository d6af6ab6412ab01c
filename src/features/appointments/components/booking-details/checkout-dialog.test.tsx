// The booking details' checkout and undo (docs/decisions.md, Checkout): the "Check out" dialog
// in the business's money, the payment options a booking's state allows, and No-show and
// Restore with their confirmation and conflict.
import { notifications } from '@mantine/notifications';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setupMswServer } from '@tests/setup/msw-server';
import { ownerFixture } from '@tests/setup/owner-fixture';
import { createTestQueryClient, renderApp } from '@tests/setup/render-app';
import type { Appointment, AppointmentDetail } from '@contract/appointments';
import type { Payment } from '@contract/checkout';
import { resetLanguageForTests } from '@/lib/i18n/language-store';
import { outbox } from '@/lib/offline/outbox';
import { currentUserQueryOptions } from '@/lib/session/current-user';
import { setToken } from '@/lib/session/token-store';
import { makeAppointment } from '../../testing/appointment-fixtures';
import { BookingDetailsModal } from './booking-details-modal';

const COLOUR = { id: 4, name: 'Colour', price: 1650, duration: 90 };

function detailOf(appointment: Appointment, payments: Payment[] = []): AppointmentDetail {
  return {
    ...appointment,
    status: appointment.status ?? 'booked',
    clientId: 3,
    start: '2026-11-23T09:00:00.000Z',
    end: '2026-11-23T10:30:00.000Z',
    version: appointment.version ?? 1,
    source: 'owner',
    notes: '',
    cancelReason: '',
    payments,
    takings: payments.reduce(
      (sum, p) => sum + (p.kind === 'payment' ? p.amount + p.tip : -p.amount),
      0,
    ),
    client: { id: 3, firstName: 'Emma', lastName: 'Hansen', phone: '', email: '' },
  };
}

let detail: AppointmentDetail;
const posts: { path: string; body: unknown }[] = [];

const server = setupMswServer(
  http.get('/api/auth', () => HttpResponse.json(ownerFixture({ currency: 'NOK' }))),
  http.get('/api/appointments/:id', () => HttpResponse.json(detail)),
  http.get('/api/appointments/:id/messages', () =>
    HttpResponse.json({ messages: [], reachable: true }),
  ),
  http.get('/api/business-settings/payment-methods', () =>
    HttpResponse.json({ methods: ['cash', 'card', 'vipps'] }),
  ),
  http.get('/api/cat_wise_services/', () =>
    HttpResponse.json([
      {
        id: 1,
        categoryName: 'Hair',
        description: 'Cuts and colour',
        services: [
          {
            sid: COLOUR.id,
            serviceName: COLOUR.name,
            categoryTypeID: 1,
            hrs: 1,
            min: 30,
            price: COLOUR.price,
            priceTypeName: 'From',
          },
        ],
      },
    ]),
  ),
  http.post('/api/appointments/:id/:action', async ({ request, params }) => {
    const body: unknown = await request.json();
    posts.push({ path: `${String(params.action)}`, body });
    return HttpResponse.json(detail);
  }),
);

beforeEach(() => {
  setToken('token-1');
  posts.length = 0;
});
afterEach(() => {
  notifications.clean();
});

function renderDetails(appointment: Appointment, payments: Payment[] = []) {
  detail = detailOf(appointment, payments);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(currentUserQueryOptions().queryKey, ownerFixture({ currency: 'NOK' }));
  renderApp(
    <BookingDetailsModal appointment={appointment} onClose={() => {}} onReschedule={() => {}} />,
    { path: '/appointments', queryClient },
  );
  return userEvent.setup();
}

const unpaidColour = makeAppointment({
  id: 12,
  status: 'completed',
  payment_status: 'unpaid',
  amount: 1650,
  book_items: [COLOUR],
});

describe('Check out', () => {
  it('asks for the real price of a "From" service and records it with card and a tip', async () => {
    const user = renderDetails(unpaidColour);
    const details = await screen.findByRole('dialog', { name: 'Booking Details' });
    await user.click(within(details).getByRole('button', { name: 'Check out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check out' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount paid' });
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/A "From" price/));
    expect(amount).toHaveValue('');
    expect(amount.closest('.mantine-InputWrapper-root')).toHaveTextContent('kr');
    // Only the methods the business takes.
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['cash', 'card', 'vipps']);
    await user.type(amount, '1 850,50');
    await user.type(within(dialog).getByRole('textbox', { name: 'Tip' }), '100');
    await user.click(within(dialog).getByRole('radio', { name: 'Card' }));
    expect(within(dialog).getByTestId('checkout-takings')).toHaveTextContent(/1[\s,.]?950[.,]50/);
    detail = detailOf({ ...unpaidColour, payment_status: 'paid', version: 2 }, [
      {
        id: 9,
        kind: 'payment',
        amount: 1850.5,
        method: 'card',
        discount: 0,
        tip: 100,
        createdAt: '2026-11-23T11:00:00.000Z',
      },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      path: 'checkout',
      body: { amount: '1 850,50', method: 'card', tip: '100' },
    });
    const back = await screen.findByRole('dialog', { name: 'Booking Details' });
    expect(await within(back).findByText(/Paid .*1[\s,.]?850[.,]50 · Card · tip/)).toBeVisible();
  });

  it('starts from the total, less a discount, and refuses an amount it cannot read', async () => {
    const haircut = makeAppointment({
      id: 13,
      status: 'booked',
      payment_status: 'unpaid',
      amount: 450,
    });
    const user = renderDetails(haircut);
    await user.click(await screen.findByRole('button', { name: 'Check out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check out' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount paid' });
    expect((amount as HTMLInputElement).value).toMatch(/^450[.,]00$/);
    await user.type(within(dialog).getByRole('textbox', { name: 'Discount' }), '50');
    expect((amount as HTMLInputElement).value).toMatch(/^400[.,]00$/);
    await user.clear(amount);
    await user.type(amount, '1,650');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(amount).toHaveAccessibleDescription(
      /Amount must be a non-negative number with at most two decimals/,
    );
    expect(posts).toEqual([]);
  });
  it('waits on the device when the server cannot be reached, shows Pending, and lands once', async () => {
    let attempts = 0;
    const keys: string[] = [];
    server.use(
      http.post('/api/appointments/19/checkout', ({ request }) => {
        attempts += 1;
        if (attempts === 1) return HttpResponse.error();
        keys.push(request.headers.get('idempotency-key') ?? '');
        return HttpResponse.json(detail);
      }),
    );
    const user = renderDetails(
      makeAppointment({ id: 19, status: 'completed', payment_status: 'unpaid', amount: 450 }),
    );
    await user.click(await screen.findByRole('button', { name: 'Check out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check out' });
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: 'Cash' })).toBeChecked());
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    const details = await screen.findByRole('dialog', { name: 'Booking Details' });
    expect(await within(details).findByText('Pending')).toBeVisible();
    await outbox.connectionReturned();
    await waitFor(() => expect(keys).toHaveLength(1));
    await waitFor(() => expect(within(details).queryByText('Pending')).not.toBeInTheDocument());
    expect(attempts).toBe(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('payment options by state', () => {
  it('offers no Refund for an unpaid booking and no checkout for a paid one', async () => {
    renderDetails(unpaidColour);
    const details = await screen.findByRole('dialog', { name: 'Booking Details' });
    expect(within(details).getByRole('button', { name: 'Check out' })).toBeVisible();
    expect(within(details).queryByRole('button', { name: /Refund/ })).not.toBeInTheDocument();
  });

  it('refunds the recorded payment of a paid booking after a confirmation', async () => {
    const paid = makeAppointment({
      id: 14,
      status: 'completed',
      payment_status: 'paid',
      amount: 1650,
    });
    const user = renderDetails(paid, [
      {
        id: 9,
        kind: 'payment',
        amount: 1850.5,
        method: 'card',
        discount: 0,
        tip: 100,
        createdAt: '2026-11-23T11:00:00.000Z',
      },
    ]);
    const details = await screen.findByRole('dialog', { name: 'Booking Details' });
    await within(details).findByText(/Paid .* · Card · tip/);
    expect(within(details).queryByRole('button', { name: 'Check out' })).not.toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Refund' }));
    expect(within(details).getByText(/Refund .*1[\s,.]?950[.,]50 by card\?/)).toBeVisible();
    await user.click(within(details).getByRole('button', { name: 'Confirm refund' }));
    await waitFor(() => expect(posts).toEqual([{ path: 'refund', body: { paymentId: 9 } }]));
  });

  it('offers neither for a cancelled unpaid booking, only Restore', async () => {
    renderDetails(makeAppointment({ id: 15, status: 'cancelled', payment_status: 'unpaid' }));
    const details = await screen.findByRole('dialog', { name: 'Booking Details' });
    expect(within(details).getByRole('button', { name: 'Restore booking' })).toBeVisible();
    expect(within(details).queryByRole('button', { name: 'Check out' })).not.toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
  });
});

describe('No-show and Restore', () => {
  it('asks before marking a no-show, and sends nothing when the owner keeps the booking', async () => {
    const user = renderDetails(
      makeAppointment({ id: 16, status: 'completed', payment_status: 'unpaid' }),
    );
    const details = await screen.findByRole('dialog', { name: 'Booking Details' });
    await user.click(within(details).getByRole('button', { name: 'No-show' }));
    expect(within(details).getByText(/as a no-show\? You can undo it/)).toBeVisible();
    await user.click(within(details).getByRole('button', { name: 'Keep booking' }));
    expect(posts).toEqual([]);
    await user.click(within(details).getByRole('button', { name: 'No-show' }));
    await user.click(within(details).getByRole('button', { name: 'Confirm no-show' }));
    await waitFor(() => expect(posts).toEqual([{ path: 'no_show', body: {} }]));
  });

  it('undoes a no-show from the details', async () => {
    const user = renderDetails(
      makeAppointment({ id: 17, status: 'no_show', payment_status: 'unpaid' }),
    );
    const details = await screen.findByRole('dialog', { name: 'Booking Details' });
    await user.click(within(details).getByRole('button', { name: 'Undo no-show' }));
    await waitFor(() => expect(posts).toEqual([{ path: 'restore', body: {} }]));
  });

  it('shows why a cancelled booking cannot come back, and "Restore anyway" sends force', async () => {
    server.use(
      http.post('/api/appointments/18/restore', async ({ request }) => {
        const body = (await request.json()) as { force?: boolean };
        posts.push({ path: 'restore', body });
        if (body.force) return HttpResponse.json(detail);
        return HttpResponse.json(
          {
            errors: [{ msg: 'This time overlaps BID20, Ola Nordby 10:30 AM–12:00 PM' }],
            conflict: { reason: 'overlap' },
          },
          { status: 409 },
        );
      }),
    );
    const user = renderDetails(
      makeAppointment({ id: 18, status: 'cancelled', payment_status: 'unpaid' }),
    );
    const details = await screen.findByRole('dialog', { name: 'Booking Details' });
    await user.click(within(details).getByRole('button', { name: 'Restore booking' }));
    const alert = await within(details).findByRole('alert');
    expect(alert).toHaveTextContent('This time overlaps BID20, Ola Nordby');
    await user.click(within(details).getByRole('button', { name: 'Restore anyway' }));
    await waitFor(() =>
      expect(posts).toEqual([
        { path: 'restore', body: {} },
        { path: 'restore', body: { force: true } },
      ]),
    );
  });
});

describe('Messages to the client', () => {
  it('lists the messages, and a cancellation without "Notify client" sends notifyClient false', async () => {
    server.use(
      http.get('/api/appointments/19/messages', () =>
        HttpResponse.json({
          reachable: true,
          messages: [
            {
              id: 1,
              kind: 'reminder',
              channel: 'email',
              recipient: 'ann@example.com',
              leadHours: 24,
              dueAt: '2026-11-23T09:00:00.000Z',
              state: 'failed',
              sentAt: null,
              attempts: 5,
              note: 'Mailbox unavailable',
            },
          ],
        }),
      ),
    );
    const user = renderDetails(
      makeAppointment({ id: 19, status: 'booked', payment_status: 'unpaid' }),
    );
    const details = await screen.findByRole('dialog', { name: 'Booking Details' });
    const list = await within(details).findByRole('region', { name: 'Messages to the client' });
    expect(await within(list).findByText('Reminder, 24 hours before')).toBeVisible();
    expect(within(list).getByText('Failed')).toBeVisible();
    expect(within(list).getByText(/Mailbox unavailable/)).toBeVisible();
    await user.click(within(details).getByRole('button', { name: 'Cancel booking' }));
    const notify = within(details).getByRole('checkbox', { name: /Notify client/ });
    expect(notify).toBeChecked();
    await user.click(notify);
    await user.click(within(details).getByRole('button', { name: 'Confirm cancellation' }));
    await waitFor(() => expect(posts).toEqual([{ path: 'cancel', body: { notifyClient: false } }]));
  });

  it("tells the server's own reasons in Norwegian, a mail server's in its words", async () => {
    const message = {
      kind: 'reminder',
      channel: 'email',
      recipient: 'ann@example.com',
      leadHours: 24,
      dueAt: '2026-11-23T09:00:00.000Z',
      sentAt: null,
      attempts: 1,
    };
    server.use(
      http.get('/api/appointments/21/messages', () =>
        HttpResponse.json({
          reachable: true,
          messages: [
            {
              ...message,
              id: 1,
              state: 'cancelled',
              note: 'Not sent: the booking had started',
              noteCode: 'started',
            },
            { ...message, id: 2, state: 'failed', note: '550 Mailbox unavailable', noteCode: null },
          ],
        }),
      ),
    );
    resetLanguageForTests('nb');
    try {
      renderDetails(makeAppointment({ id: 21, status: 'booked', payment_status: 'unpaid' }));
      const details = await screen.findByRole('dialog', { name: 'Timedetaljer' });
      const list = await within(details).findByRole('region', { name: 'Meldinger til kunden' });
      expect(await within(list).findByText(/Ikke sendt: timen hadde begynt/)).toBeVisible();
      expect(within(list).getByText(/550 Mailbox unavailable/)).toBeVisible();
      expect(within(list).queryByText(/Not sent/)).toBeNull();
    } finally {
      resetLanguageForTests('en');
    }
  });

  it('says when the client has no e-mail', async () => {
    server.use(
      http.get('/api/appointments/20/messages', () =>
        HttpResponse.json({ reachable: false, messages: [] }),
      ),
    );
    renderDetails(makeAppointment({ id: 20, status: 'booked', payment_status: 'unpaid' }));
    const details = await screen.findByRole('dialog', { name: 'Booking Details' });
    expect(
      await within(details).findByText(
        'The client has no e-mail address (nor a mobile number SMS can reach): no reminder will be sent.',
      ),
    ).toBeVisible();
  });
});
