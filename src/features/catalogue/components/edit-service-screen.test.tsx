import { notifications } from '@mantine/notifications';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ServiceDetail } from '@contract/catalogue';
import { setupMswServer } from '@tests/setup/msw-server';
import { renderApp } from '@tests/setup/render-app';
import { setToken } from '@/lib/session/token-store';
import { errorAnswer, referenceHandlers } from '../testing/catalogue-fixtures';
import { EditServiceScreen } from './edit-service-screen';

const balayage: ServiceDetail = {
  sid: 11,
  serviceName: 'Balayage',
  categoryTypeID: 2,
  servDesc: 'Hand-painted highlights',
  afterDescription: 'Use a sulphate-free shampoo',
  serviceTypeID: 2,
  durationID: 3,
  priceTypeID: 1,
  price: 45.5,
  onlineBooking: true,
};

const server = setupMswServer(
  ...referenceHandlers,
  http.get('/api/services/:id', ({ params }) =>
    params.id === '11' ? HttpResponse.json(balayage) : errorAnswer('Service not found', 404),
  ),
);
afterEach(() => {
  notifications.clean();
});
// Changes go through the outbox, which sends only with a session token.
beforeEach(() => setToken('token-1'));

const PATH = '/catalogue/services/11/edit';
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));

describe('EditServiceScreen', () => {
  it('fills every field of the form with the service', async () => {
    renderApp(<EditServiceScreen id="11" />, { path: PATH });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit service' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(field('Service name')).toHaveValue('Balayage'));
    expect(field('Category')).toHaveValue('2');
    expect(field('Service available for')).toHaveValue('2');
    expect(field('Service description')).toHaveValue('Hand-painted highlights');
    expect(field('Aftercare description')).toHaveValue('Use a sulphate-free shampoo');
    expect(field('Duration')).toHaveValue('3');
    expect(field('Price type')).toHaveValue('1');
    expect(field('Price')).toHaveValue('45.50');
    expect(screen.getByRole('switch', { name: /Offered on the booking page/ })).toBeChecked();
  });

  it('sends every field with the new price and the switch, then lists services', async () => {
    const calls: { id: unknown; body: unknown; key: string | null }[] = [];
    server.use(
      http.put('/api/services/update/:id', async ({ request, params }) => {
        calls.push({
          id: params.id,
          body: await request.json(),
          key: request.headers.get('Idempotency-Key'),
        });
        return HttpResponse.json({
          sid: 11,
          serviceName: 'Balayage',
          categoryTypeID: 2,
          hrs: 1,
          min: 30,
          price: 52,
          priceTypeName: 'Fixed',
          onlineBooking: false,
        });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp(<EditServiceScreen id="11" />, { path: PATH });
    await waitFor(() => expect(field('Price')).toHaveValue('45.50'));
    await user.clear(field('Price'));
    await user.paste('52');
    await user.click(screen.getByRole('switch', { name: /Offered on the booking page/ }));
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Service updated')).toBeInTheDocument();
    expect(await screen.findByText('navigated to /catalogue/services')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        id: '11',
        body: {
          serviceName: 'Balayage',
          categoryTypeID: 2,
          servDesc: 'Hand-painted highlights',
          afterDescription: 'Use a sulphate-free shampoo',
          serviceTypeID: 2,
          durationID: 3,
          priceTypeID: 1,
          onlineBooking: false,
          price: '52',
        },
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
  });

  it('asks before deleting: Cancel sends nothing, Delete deletes and lists services', async () => {
    const deleted: unknown[] = [];
    server.use(
      http.delete('/api/services/:id', ({ params }) => {
        deleted.push(params.id);
        return HttpResponse.json({ msg: 'Service deleted' });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp(<EditServiceScreen id="11" />, { path: PATH });
    await waitFor(() => expect(field('Service name')).toHaveValue('Balayage'));

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete "Balayage"?' });
    expect(dialog).toHaveTextContent('Bookings already made keep it');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete "Balayage"?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Service deleted')).toBeInTheDocument();
    expect(await screen.findByText('navigated to /catalogue/services')).toBeInTheDocument();
    expect(deleted).toEqual(['11']);
  });

  it('shows the not-found page for a service that is not the business’s', async () => {
    renderApp(<EditServiceScreen id="12" />, { path: '/catalogue/services/12/edit' });
    expect(await screen.findByText('Service not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to services' })).toBeInTheDocument();
  });
});
