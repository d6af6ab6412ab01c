// Whether the screens show live data or answers kept on this device, and from when. The api
// client and the outbox report every answer; the banner subscribes. `navigator.onLine` alone lies
// (a captive Wi-Fi, or the router up with the line down, is "online"), so a request that cannot
// reach the server, or an answer from the kept store, also counts as offline: "unreachable" when
// the browser says it is online. Then a probe asks the server until it answers, and the outbox is
// woken at once (docs/offline.md, Unreachable server).
import { useSyncExternalStore } from 'react';
import { probeServer, ServerProbe } from './server-probe';

export interface OfflineStatus {
  offline: boolean;
  /** Offline although the browser says it is online: the server does not answer. */
  unreachable: boolean;
  /** The oldest fetch time among the kept answers shown since going offline. */
  dataFrom: number | null;
}

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

let status: OfflineStatus = { offline: !browserOnline(), unreachable: false, dataFrom: null };
const listeners = new Set<() => void>();
const reachableListeners = new Set<() => void>();
const probe = new ServerProbe({ probe: probeServer, onAnswer: () => reportLiveAnswer() });

function set(next: OfflineStatus): void {
  // Probing only while the browser says online: otherwise its `online` event says when to try.
  if (next.unreachable) probe.start();
  else probe.stop();
  if (
    next.offline === status.offline &&
    next.unreachable === status.unreachable &&
    next.dataFrom === status.dataFrom
  )
    return;
  status = next;
  listeners.forEach((listener) => listener());
}

/** Offline, told apart: the browser's own word, or the server not answering an online browser. */
function offlineNow(dataFrom: number | null): OfflineStatus {
  return { offline: true, unreachable: browserOnline(), dataFrom };
}

/** An answer came from the kept store, fetched at `fetchedAt`. */
export function reportKeptAnswer(fetchedAt: number): void {
  set(offlineNow(status.dataFrom === null ? fetchedAt : Math.min(status.dataFrom, fetchedAt)));
}

/** An answer came from the server: the data is live again, and what waits can be sent. */
export function reportLiveAnswer(): void {
  const wasOffline = status.offline;
  set({ offline: false, unreachable: false, dataFrom: null });
  if (wasOffline) reachableListeners.forEach((listener) => listener());
}

/** A request could not reach the server at all (or only a gateway answered for it). */
export function reportNoConnection(): void {
  set(offlineNow(status.dataFrom));
}

/**
 * Called when the server answers again after being offline or unreachable (a probe or any live
 * answer): the outbox sends what waits at once rather than after its backoff.
 */
export function onServerReachable(listener: () => void): () => void {
  reachableListeners.add(listener);
  return () => reachableListeners.delete(listener);
}

export function getOfflineStatus(): OfflineStatus {
  return status;
}

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => set({ ...status, offline: true, unreachable: false }));
  window.addEventListener('online', () => set({ ...status, offline: false, unreachable: false }));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOfflineStatus(): OfflineStatus {
  return useSyncExternalStore(subscribe, () => status);
}
