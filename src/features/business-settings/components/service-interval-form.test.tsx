import { notifications } from '@mantine/notifications';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ServiceInterval } from '@contract/business-settings';
import { setupMswServer } from '@tests/setup/msw-server';
import { renderApp } from '@tests/setup/render-app';
import { setToken } from '@/lib/session/token-store';
import { ServiceIntervalScreen } from './service-interval-form';

const server = setupMswServer();
afterEach(() => {
  notifications.clean();
});
// Changes go through the outbox, which sends only with a session token.
beforeEach(() => setToken('token-1'));

const intervalTypes = [5, 10, 15, 20, 30, 45, 60, 90, 120].map((duration, index) => ({
  id: index + 1,
  duration,
}));

function serveInterval(refuse?: string) {
  let current: ServiceInterval = { id: 4, intervalTypeID: 3, duration: 15 };
  const updates: unknown[] = [];
  server.use(
    http.get('/api/service_interval/', () => HttpResponse.json(current)),
    http.get('/api/intervals_types/', () => HttpResponse.json(intervalTypes)),
    http.put('/api/service_interval/update', async ({ request }) => {
      const body = (await request.json()) as { id: number; intervalTypeID: number };
      updates.push(body);
      if (refuse) return HttpResponse.json({ errors: [{ msg: refuse }] }, { status: 400 });
      const type = intervalTypes.find((candidate) => candidate.id === body.intervalTypeID)!;
      current = { id: body.id, intervalTypeID: type.id, duration: type.duration };
      return HttpResponse.json({ msg: 'Service interval Updated', serviceInterval: current });
    }),
  );
  return updates;
}

// Mantine's dropdown transition never finishes in jsdom: its options stay display: none there.
const renderScreen = () =>
  renderApp(<ServiceIntervalScreen />, { path: '/business-settings/service-intervals' });

describe('ServiceIntervalScreen', () => {
  it('preselects the current interval and lists the options in minutes', async () => {
    serveInterval();
    const user = userEvent.setup();
    renderScreen();
    const select = await screen.findByRole('combobox', { name: 'Time interval' });
    expect(select).toHaveValue('15 minutes');
    expect(select).toHaveAttribute('placeholder', 'Select interval');
    await user.click(select);
    expect(
      await screen.findByRole('option', { name: '5 minutes', hidden: true }),
    ).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '120 minutes', hidden: true })).toBeInTheDocument();
    expect(screen.getAllByRole('option', { hidden: true })).toHaveLength(intervalTypes.length);
  });

  it('saves the chosen interval and says "Service interval saved"', async () => {
    const updates = serveInterval();
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('combobox', { name: 'Time interval' }));
    await user.click(await screen.findByRole('option', { name: '30 minutes', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Service interval saved')).toBeInTheDocument();
    expect(updates).toEqual([{ id: 4, intervalTypeID: 5 }]);
    expect(screen.getByRole('combobox', { name: 'Time interval' })).toHaveValue('30 minutes');
  });

  it('shows the server refusal as a danger alert', async () => {
    serveInterval('Time interval is not one of the options');
    const user = userEvent.setup();
    renderScreen();
    await screen.findByRole('combobox', { name: 'Time interval' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Time interval is not one of the options')).toBeInTheDocument();
  });
});
