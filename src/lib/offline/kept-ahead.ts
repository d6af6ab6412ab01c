// When the device refreshes what it keeps ahead (docs/offline.md, Kept ahead): when the app
// opens for an owner, every 15 minutes while it stays open, after changes were sent, when the
// connection returns, and on "Refresh now". One refresh at a time per tab; the screens (the "On
// this device" panel) read its state here.
import { useEffect, useSyncExternalStore } from 'react';
import { readAheadState, type AheadState } from './ahead-db';
import { refreshKeptAhead } from './ahead-refresh';
import { getOfflineStatus, onServerReachable } from './offline-status';
import { outbox } from './outbox';
import { askPersistentStorage } from './storage-persistence';

export interface KeptAheadStatus {
  /** What the last refresh kept (this tab's or another's); undefined before the first. */
  kept: AheadState | undefined;
  refreshing: boolean;
  /** Why the last refresh failed; cleared by the next that works. */
  failed: string | undefined;
}

const REFRESH_EVERY_MS = 15 * 60 * 1000;
/** Changes sent in a burst (Save All Changes) make one refresh, once the last has gone. */
const AFTER_CHANGES_MS = 1000;

let status: KeptAheadStatus = { kept: undefined, refreshing: false, failed: undefined };
const listeners = new Set<() => void>();

function set(next: Partial<KeptAheadStatus>): void {
  status = { ...status, ...next };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useKeptAheadStatus(): KeptAheadStatus {
  return useSyncExternalStore(subscribe, () => status);
}

interface Owner {
  userId: number;
  /** The business's today, "YYYY-MM-DD", asked at each refresh (the app may stay open overnight). */
  today: () => string;
}

let owner: Owner | undefined;
let running: Promise<void> | undefined;

/** Refreshes now, unless one is under way (then that one's end); never throws. */
export function refreshNow(): Promise<void> {
  const current = owner;
  if (!current) return Promise.resolve();
  running ??= (async () => {
    set({ refreshing: true });
    try {
      const kept = await refreshKeptAhead({ userId: current.userId, today: current.today() });
      if (kept && owner === current) {
        set({ kept, failed: undefined });
        // Kept data the browser may evict is no promise: ask to keep it (answered once a page).
        void askPersistentStorage();
      }
    } catch (error) {
      set({ failed: error instanceof Error ? error.message : 'The refresh failed' });
    } finally {
      running = undefined;
      set({ refreshing: false });
    }
  })();
  return running;
}

/** A refresh when online; offline, the connection's return brings one. */
function refreshIfOnline(): void {
  if (!getOfflineStatus().offline) void refreshNow();
}

/** Keeps the device's copy fresh while `userId` is signed in and the app is open. */
export function useKeptAhead(userId: number | undefined, today: () => string): void {
  useEffect(() => {
    if (userId === undefined) return;
    owner = { userId, today };
    return () => {
      owner = undefined;
    };
  }, [userId, today]);

  useEffect(() => {
    if (userId === undefined) return;
    let stopped = false;
    void readAheadState(userId)
      .catch(() => undefined)
      .then((kept) => {
        if (!stopped && kept) set({ kept });
      });
    refreshIfOnline();
    const timer = setInterval(refreshIfOnline, REFRESH_EVERY_MS);
    const stopReachable = onServerReachable(() => void refreshNow());
    const onOnline = () => void refreshNow();
    window.addEventListener('online', onOnline);
    // After each change the server took: the outbox empties (docs/offline.md, Outbox entries).
    let waiting = outbox.getEntries().length;
    let afterChanges: ReturnType<typeof setTimeout> | undefined;
    const stopOutbox = outbox.subscribe(() => {
      const now = outbox.getEntries().length;
      if (now < waiting) {
        clearTimeout(afterChanges);
        afterChanges = setTimeout(refreshIfOnline, AFTER_CHANGES_MS);
      }
      waiting = now;
    });
    return () => {
      stopped = true;
      clearInterval(timer);
      clearTimeout(afterChanges);
      stopReachable();
      stopOutbox();
      window.removeEventListener('online', onOnline);
    };
  }, [userId]);
}

/** The session ended: nothing of it shows. */
export function forgetKeptAheadStatus(): void {
  owner = undefined;
  set({ kept: undefined, refreshing: false, failed: undefined });
}
