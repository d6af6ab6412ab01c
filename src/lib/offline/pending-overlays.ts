// Pending changes shown in the screens' data before the server has them: each kind of change
// says how it alters which cached answers, and those alterations are laid over every answer that
// arrives (a refetch, a kept answer offline, a restored cache) for as long as the change waits.
// When an entry leaves the outbox (sent, discarded) the answers it touched are fetched again.
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { OutboxEntry } from './offline-db';
import type { OutboxRuntime } from './outbox-runtime';

export interface CacheUpdate {
  queryKey: QueryKey;
  /** Must be idempotent: it may run again over data it already changed. Undefined: no change. */
  update: (old: unknown) => unknown;
}

export interface OverlayContext {
  queryClient: QueryClient;
  /** The server's id for an object created offline, once known; otherwise the id as given. */
  realId: (id: number) => number;
}

export type Overlay = (entry: OutboxEntry, context: OverlayContext) => CacheUpdate[];

const overlays = new Map<string, Overlay>();

/** Each feature registers how its kinds of change look before they are sent. */
export function registerOverlay(kind: string, overlay: Overlay): void {
  overlays.set(kind, overlay);
}

/** Returns the function that stops it. */
export function installPendingOverlays(
  queryClient: QueryClient,
  outbox: Pick<OutboxRuntime, 'getEntries' | 'subscribe' | 'realId'>,
): () => void {
  const context: OverlayContext = { queryClient, realId: outbox.realId };
  const updatesOf = (entry: OutboxEntry) => overlays.get(entry.kind)?.(entry, context) ?? [];

  const apply = (updates: CacheUpdate[], onlyKey?: string) => {
    for (const { queryKey, update } of updates) {
      if (onlyKey !== undefined && hashKey(queryKey) !== onlyKey) continue;
      const query = queryClient.getQueryCache().find({ queryKey, exact: true });
      // Keep the answer's own time: the offline banner says how old the data is.
      queryClient.setQueryData(queryKey, update, { updatedAt: query?.state.dataUpdatedAt });
    }
  };
  const applyAll = (onlyKey?: string) => {
    for (const entry of outbox.getEntries()) apply(updatesOf(entry), onlyKey);
  };

  // An answer came (not one of ours: those are `manual`): lay the pending changes over it.
  const unsubscribeCache = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
    applyAll(event.query.queryHash);
  });

  let previous = outbox.getEntries();
  const unsubscribeOutbox = outbox.subscribe(() => {
    const current = outbox.getEntries();
    const remaining = new Set(current.map((entry) => entry.id));
    for (const gone of previous.filter((entry) => !remaining.has(entry.id))) {
      for (const { queryKey } of updatesOf(gone)) {
        void queryClient.invalidateQueries({ queryKey, exact: true });
      }
    }
    previous = current;
    applyAll();
  });
  applyAll();

  return () => {
    unsubscribeCache();
    unsubscribeOutbox();
  };
}
