// "Payment methods" (docs/decisions.md, Checkout): the business's methods ticked, each change sent
// through the outbox, and the last method kept.
import { notifications } from '@mantine/notifications';
import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setupMswServer } from '@tests/setup/msw-server';
import { renderApp } from '@tests/setup/render-app';
import type { PaymentMethods } from '@contract/checkout';
import { setToken } from '@/lib/session/token-store';
import { PaymentMethodsCard } from './payment-methods-card';

let stored: PaymentMethods;
const puts: PaymentMethods[] = [];

setupMswServer(
  http.get('/api/business-settings/payment-methods', () => HttpResponse.json(stored)),
  http.put('/api/business-settings/payment-methods', async ({ request }) => {
    stored = (await request.json()) as PaymentMethods;
    puts.push(stored);
    return HttpResponse.json(stored);
  }),
);

beforeEach(() => {
  setToken('token-1');
  puts.length = 0;
});
afterEach(() => {
  notifications.clean();
});

describe('PaymentMethodsCard', () => {
  it('ticks the methods the business takes and saves a change', async () => {
    stored = { methods: ['cash', 'card', 'vipps', 'other'] };
    renderApp(<PaymentMethodsCard />, { path: '/settings/business' });
    const user = userEvent.setup();
    const vipps = await screen.findByRole('checkbox', { name: 'Vipps' });
    expect(vipps).toBeChecked();
    await user.click(vipps);
    await waitFor(() => expect(puts).toEqual([{ methods: ['cash', 'card', 'other'] }]));
    expect(await screen.findByText('Payment methods saved')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Vipps' })).not.toBeChecked();
  });

  it('keeps the last method: it cannot be unticked', async () => {
    stored = { methods: ['card'] };
    renderApp(<PaymentMethodsCard />, { path: '/settings/business' });
    const card = await screen.findByRole('checkbox', { name: 'Card' });
    expect(card).toBeChecked();
    expect(card).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Cash' })).toBeEnabled();
  });
});
