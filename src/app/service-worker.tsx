// Registers the service worker (production builds only: `vite dev` does not run it the way a build
// does) and, when a new version is waiting, offers "A new version is available — Reload". The
// new version takes over only once the outbox is empty: the pending changes were queued by this
// version and are sent by it.
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Workbox } from 'workbox-window';
import { translate } from '../lib/i18n/use-t';
import type { OutboxRuntime } from '../lib/offline/outbox-runtime';

const UPDATE_NOTIFICATION_ID = 'app-update';

/** Resolves once no change waits in the outbox. */
function outboxEmptied(outbox: OutboxRuntime): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (outbox.getEntries().length > 0) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = outbox.subscribe(check);
    check();
  });
}

/** What applying an update needs of workbox-window's `Workbox`. */
type WaitingWorker = Pick<Workbox, 'addEventListener' | 'messageSkipWaiting'>;

/**
 * "Reload" on the update prompt: the new version takes over once the outbox is empty. The outbox
 * is imported here, not with this module: every screen registers the worker, and a signed-out
 * one would load the outbox and idb for nothing (bench/README.md, Route weight). Signed in, the
 * signed-in frame has loaded it already, entries and all; signed out, it was never started.
 */
export function applyUpdate(wb: WaitingWorker, reload = () => window.location.reload()): void {
  void import('../lib/offline/outbox').then(({ outbox }) => takeOverOnceSent(outbox, wb, reload));
}

function takeOverOnceSent(outbox: OutboxRuntime, wb: WaitingWorker, reload: () => void) {
  const pending = outbox.getEntries().length;
  if (pending > 0) {
    notifications.update({
      id: UPDATE_NOTIFICATION_ID,
      autoClose: false,
      color: 'teal',
      message: translate('update.waitsForPending', { count: pending }),
    });
  }
  void outboxEmptied(outbox).then(() => {
    wb.addEventListener('controlling', reload);
    wb.messageSkipWaiting();
  });
}

/** The prompt's words, in the app's language when the new version was found. */
export function UpdateAvailable({ onReload }: { onReload: () => void }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm">{translate('update.available')}</Text>
      <Button size="xs" onClick={onReload}>
        {translate('update.reload')}
      </Button>
    </Group>
  );
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    notifications.show({
      id: UPDATE_NOTIFICATION_ID,
      autoClose: false,
      withCloseButton: true,
      closeButtonProps: { 'aria-label': translate('alert.close') },
      color: 'teal',
      message: <UpdateAvailable onReload={() => applyUpdate(wb)} />,
    });
  });
  wb.register().catch(() => {
    // Refused (service workers blocked, a private window): the app works, just not offline.
  });
}
