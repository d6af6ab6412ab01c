// The top bar's word on the outbox: "Saving…" for a normal online save, "N pending" only offline
// or when the server is not taking a change, and the pending list's times on the business's clock.
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupMswServer } from '@tests/setup/msw-server';
import { ownerFixture } from '@tests/setup/owner-fixture';
import { renderApp } from '@tests/setup/render-app';
import { queueUnsentChange } from '@tests/setup/unsent-change';
import { outbox } from '../../lib/offline/outbox';
import {
  getOfflineStatus,
  reportLiveAnswer,
  reportNoConnection,
} from '../../lib/offline/offline-status';
import type { OutboxChange } from '../../lib/offline/outbox-runtime';
import { setToken } from '../../lib/session/token-store';
import { PendingChangesButton } from './pending-changes-button';

const server = setupMswServer();

const INTERVAL_PATH = '/api/service_interval/update';

function intervalChange(label: string): OutboxChange {
  return {
    kind: 'settings.serviceInterval',
    label,
    method: 'PUT',
    path: INTERVAL_PATH,
    body: { kind: 'json', json: { id: 1, intervalTypeID: 3 } },
  };
}

/** An answer the test hands over when it wants, and a flag for when the request arrived. */
function heldAnswer() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const seen = { arrived: false };
  server.use(
    http.put(INTERVAL_PATH, async () => {
      seen.arrived = true;
      await released;
      return HttpResponse.json({ msg: 'Service interval Updated' });
    }),
  );
  return { release, seen };
}

function renderTopBarPart(clock: '12h' | '24h' = '12h') {
  server.use(http.get('/api/auth', () => HttpResponse.json(ownerFixture({ clock }))));
  renderApp(<PendingChangesButton />, { path: '/dashboard' });
}

const pendingButton = () => screen.queryByRole('button', { name: /pending/ });

beforeEach(() => {
  setToken('token-1');
  // The offline status is the module's own: a test that went offline must not leak into the next.
  reportLiveAnswer();
});

describe('the top bar while changes are sent', () => {
  it('says "Saving…" for a save in flight online, never "pending", then nothing', async () => {
    const held = heldAnswer();
    renderTopBarPart();
    const submitted = outbox.submit(intervalChange('Service interval: 30 minutes'));
    expect(await screen.findByText('Saving…')).toBeInTheDocument();
    await expect.poll(() => held.seen.arrived).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('Saving…');
    expect(pendingButton()).toBeNull();

    held.release();
    expect(await submitted).toMatchObject({ status: 'sent' });
    await expect.poll(() => screen.queryByText('Saving…')).toBeNull();
    expect(pendingButton()).toBeNull();
  });

  it('says "1 pending" when the connection is gone', async () => {
    renderTopBarPart();
    await queueUnsentChange(server);
    expect(await screen.findByRole('button', { name: '1 pending' })).toBeInTheDocument();
    expect(screen.queryByText('Saving…')).toBeNull();
  });

  it('says "1 pending" online when the server fails the change and it waits to be retried', async () => {
    server.use(http.put(INTERVAL_PATH, () => HttpResponse.json({}, { status: 500 })));
    renderTopBarPart();
    void outbox.submit(intervalChange('Service interval: 30 minutes'));
    expect(await screen.findByRole('button', { name: '1 pending' })).toBeInTheDocument();
    expect(navigator.onLine).toBe(true);
  });

  it('says "1 pending" online for a change the server refused', async () => {
    renderTopBarPart();
    await queueUnsentChange(server);
    // The connection returns and the server refuses the change: it stays, with why.
    server.use(
      http.put(INTERVAL_PATH, () =>
        HttpResponse.json({ errors: [{ msg: 'Interval not found' }] }, { status: 404 }),
      ),
    );
    reportLiveAnswer();
    await expect.poll(() => outbox.getEntries()[0]?.state).toBe('failed');
    await userEvent.setup().click(await screen.findByRole('button', { name: '1 pending' }));
    expect(await screen.findByText('Refused: Interval not found')).toBeInTheDocument();
  });
});

describe('the pending list', () => {
  it('stays open while its change is sent once the connection returns, then closes empty', async () => {
    const held = heldAnswer();
    renderTopBarPart();
    // The send hangs, as it can when the connection drops mid-way; the device knows it is offline.
    reportNoConnection();
    const submitted = outbox.submit(intervalChange('Service interval: 30 minutes'));
    await expect.poll(() => held.seen.arrived).toBe(true);
    await userEvent.setup().click(await screen.findByRole('button', { name: '1 pending' }));
    expect(await screen.findByText('Waiting to be sent')).toBeInTheDocument();

    // Online again, the change on its first try: "Saving…" would take the list's place.
    reportLiveAnswer();
    await expect.poll(() => getOfflineStatus().offline).toBe(false);
    expect(screen.getByText('Service interval: 30 minutes')).toBeVisible();
    expect(screen.getByText('Waiting to be sent')).toBeVisible();
    expect(screen.getByRole('button', { name: '1 pending' })).toBeVisible();
    expect(screen.queryByText('Saving…')).toBeNull();

    held.release();
    expect(await submitted).toMatchObject({ status: 'sent' });
    await expect.poll(() => pendingButton()).toBeNull();
    expect(screen.queryByText('Service interval: 30 minutes')).toBeNull();
  });

  it('writes its times on a 24-hour business’s clock', async () => {
    renderTopBarPart('24h');
    server.use(http.put(INTERVAL_PATH, () => HttpResponse.error()));
    await outbox.submit(intervalChange('Book Ada Berg, Mon 23 Nov 02:30 PM'));
    await userEvent.setup().click(await screen.findByRole('button', { name: '1 pending' }));
    expect(await screen.findByText('Book Ada Berg, Mon 23 Nov 14:30')).toBeInTheDocument();
  });

  it('writes its times on a 12-hour business’s clock', async () => {
    renderTopBarPart('12h');
    server.use(http.put(INTERVAL_PATH, () => HttpResponse.error()));
    await outbox.submit(intervalChange('Add break Monday 12:00 to 12:30'));
    await userEvent.setup().click(await screen.findByRole('button', { name: '1 pending' }));
    expect(await screen.findByText('Add break Monday 12:00 PM to 12:30 PM')).toBeInTheDocument();
  });
});
