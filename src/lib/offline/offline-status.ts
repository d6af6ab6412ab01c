// Whether the screens show live data or answers kept on this device, and from when. The api
// client reports every answer; the banner subscribes. `navigator.onLine` alone lies (a captive
// Wi-Fi is "online"), so an answer from the kept store also counts as offline.
import { useSyncExternalStore } from 'react';

interface OfflineStatus {
  offline: boolean;
  /** The oldest fetch time among the kept answers shown since going offline. */
  dataFrom: number | null;
}

let status: OfflineStatus = {
  offline: typeof navigator !== 'undefined' && navigator.onLine === false,
  dataFrom: null,
};
const listeners = new Set<() => void>();

function set(next: OfflineStatus): void {
  if (next.offline === status.offline && next.dataFrom === status.dataFrom) return;
  status = next;
  listeners.forEach((listener) => listener());
}

/** An answer came from the kept store, fetched at `fetchedAt`. */
export function reportKeptAnswer(fetchedAt: number): void {
  set({
    offline: true,
    dataFrom: status.dataFrom === null ? fetchedAt : Math.min(status.dataFrom, fetchedAt),
  });
}

/** An answer came from the server: the data is live again. */
export function reportLiveAnswer(): void {
  set({ offline: false, dataFrom: null });
}

/** A request could not reach the server at all. */
export function reportNoConnection(): void {
  set({ ...status, offline: true });
}

if (typeof window !== 'undefined') {
  window.addEventListener('offline', reportNoConnection);
  window.addEventListener('online', () => set({ ...status, offline: false }));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOfflineStatus(): OfflineStatus {
  return useSyncExternalStore(subscribe, () => status);
}
