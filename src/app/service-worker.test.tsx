import { notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../../tests/setup/msw-server';
import { renderApp } from '../../tests/setup/render-app';
import { queueUnsentChange } from '../../tests/setup/unsent-change';
import { resetLanguageForTests } from '../lib/i18n/language-store';
import { outbox } from '../lib/offline/outbox';
import { setToken } from '../lib/session/token-store';
import { applyUpdate, UpdateAvailable } from './service-worker';

const server = setupMswServer();

function waitingWorker() {
  const listeners = new Map<string, () => void>();
  return {
    addEventListener: vi.fn((type: string, listener: () => void) => listeners.set(type, listener)),
    messageSkipWaiting: vi.fn(() => listeners.get('controlling')?.()),
  };
}

describe('applying a new version', () => {
  it('takes over at once when nothing waits to be sent', async () => {
    const wb = waitingWorker();
    const reload = vi.fn();
    applyUpdate(wb, reload);
    await vi.waitFor(() => expect(wb.messageSkipWaiting).toHaveBeenCalledTimes(1));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('waits until the pending changes are sent: this version queued them and sends them', async () => {
    setToken('token-1');
    await queueUnsentChange(server);

    const wb = waitingWorker();
    const reload = vi.fn();
    applyUpdate(wb, reload);
    // Every promise callback already due has run by the next task: none took over.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();

    server.use(
      http.put('/api/service_interval/update', () =>
        HttpResponse.json({ msg: 'Service interval Updated' }),
      ),
    );
    await outbox.retry(outbox.getEntries()[0]!.id);
    await vi.waitFor(() => expect(wb.messageSkipWaiting).toHaveBeenCalledTimes(1));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('the prompt, in the app’s language', () => {
  afterEach(() => {
    resetLanguageForTests('en');
    notifications.clean();
  });

  it('offers the new version in Norwegian', async () => {
    resetLanguageForTests('nb');
    const onReload = vi.fn();
    renderApp(<UpdateAvailable onReload={onReload} />);
    expect(await screen.findByText('En ny versjon er klar')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Last inn på nytt' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('says in Norwegian that it waits for the pending changes', async () => {
    resetLanguageForTests('nb');
    setToken('token-1');
    await queueUnsentChange(server);
    await queueUnsentChange(server);
    renderApp(<p>screen</p>);
    notifications.show({ id: 'app-update', message: 'first' });
    applyUpdate(waitingWorker(), vi.fn());
    expect(
      await screen.findByText(
        'Den nye versjonen lastes når de 2 endringene som venter, er sendt eller forkastet',
      ),
    ).toBeInTheDocument();
  });
});
