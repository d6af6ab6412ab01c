// Offline, the client search runs on the device (docs/offline.md, Kept ahead). Its first search
// of a page load read every kept client from IndexedDB and loaded the phone rules, several hundred
// milliseconds at 4x CPU (bench/README.md, Kept ahead): the signed-in app does that in the
// background as soon as it knows the device is offline, before a screen searches.
import { useEffect } from 'react';
import { keptClients } from '@/lib/offline/ahead-reads';
import { useOfflineStatus } from '@/lib/offline/offline-status';

/** The User Timing entry of a warm-up: read by tests and bench/offline-ahead-bench.ts. */
export const KEPT_SEARCH_WARM_MEASURE = 'kept-client-search-warm';

/** Reads the kept clients into memory and loads the search rules, as the first search would. */
export async function warmKeptClientSearch(): Promise<void> {
  const started = performance.now();
  await Promise.all([keptClients(), import('@contract/client-search')]);
  performance.measure(KEPT_SEARCH_WARM_MEASURE, { start: started });
}

/** Warms the local search whenever the device is found offline. */
export function useWarmKeptClientSearch(): void {
  const { offline } = useOfflineStatus();
  useEffect(() => {
    // Nothing kept (never refreshed, no IndexedDB): the search itself says so when asked.
    if (offline) void warmKeptClientSearch().catch(() => undefined);
  }, [offline]);
}
