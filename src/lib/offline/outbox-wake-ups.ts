// What wakes the outbox up besides its own timer (docs/offline.md): the browser saying it is
// `online` (it lies at times, so never the only trigger), the tab coming back into view, the
// service worker's Background Sync message (Chromium only), the server answering again after it
// could not be reached (offline-status.ts: the browser said online all along, so no `online`
// event comes), and another tab saying it changed the outbox. The tabs' news goes over a
// BroadcastChannel.
import { onServerReachable } from './offline-status';
import { OUTBOX_SYNC_MESSAGE, OUTBOX_SYNC_TAG } from './outbox-sync';

const CHANNEL_NAME = 'salon-outbox';

export interface WakeUps {
  /** Tells the other tabs that this one changed the outbox. */
  announce(): void;
}

/**
 * Calls `wake` on every trigger, `otherTabChanged` (then `wake`) on another tab's news, and
 * `connectionReturned` instead of `wake` when the browser, the worker or a probe of the server
 * (offline-status.ts) says the network is back.
 * Outside a browser (unit tests in node) nothing listens and `announce` does nothing.
 */
export function listenForWakeUps(
  wake: () => void,
  otherTabChanged: () => void,
  connectionReturned: () => void,
): WakeUps {
  if (typeof window === 'undefined') return { announce: () => {} };
  window.addEventListener('online', connectionReturned);
  onServerReachable(connectionReturned);
  window.addEventListener('focus', wake);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') wake();
  });
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === OUTBOX_SYNC_MESSAGE)
      connectionReturned();
  });
  if (typeof BroadcastChannel === 'undefined') return { announce: () => {} };
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = () => {
    otherTabChanged();
    wake();
  };
  return { announce: () => channel.postMessage('changed') };
}

/** Where the browser has Background Sync, the worker wakes the app when a connection returns. */
export function requestBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker
    .getRegistration()
    .then((registration) => {
      const sync = (registration as SyncCapableRegistration | undefined)?.sync;
      return sync?.register(OUTBOX_SYNC_TAG);
    })
    .catch(() => {
      // Not offered (outside Chromium) or refused: the other triggers still send.
    });
}

/** Background Sync is not in TypeScript's DOM library (it is Chromium only). */
interface SyncCapableRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}
