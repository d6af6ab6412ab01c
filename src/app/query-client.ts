// One query client for the app: reads retry a little, refused mutations never retry on their own.
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { ApiError } from '../lib/api/api-error';
import { SAVED_QUERY_CACHE_KEY, savedQueryCacheStorage } from '../lib/session/saved-query-cache';

const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Which queries are saved. Data that a failed refetch (offline) left in place is still the best
 * there is: keep it. Typed structurally: the persister brings its own copy of query-core.
 */
function shouldSaveQuery(query: {
  state: { data: unknown };
  meta?: Record<string, unknown>;
}): boolean {
  return query.state.data !== undefined && query.meta?.persist !== false;
}

/**
 * The query cache is saved to local storage so a cold start (an installed app opened offline)
 * renders at once. Cached data lives as long as it is persisted, or it would be dropped before
 * it could be shown. Logout forgets what was saved, and nothing is saved without a session.
 */
export const queryPersistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister: createSyncStoragePersister({
    storage: typeof window === 'undefined' ? undefined : savedQueryCacheStorage,
    key: SAVED_QUERY_CACHE_KEY,
    throttleTime: 500,
  }),
  maxAge: PERSIST_MAX_AGE_MS,
  dehydrateOptions: { shouldDehydrateQuery: shouldSaveQuery },
  // A new version may change the shape of answers: start from the server again.
  buster: String(import.meta.env.VITE_APP_VERSION ?? ''),
};

/**
 * Saves the cache at once, as the persister would after its throttle. Called when the page is
 * hidden or left: the last answers (the screen just read, about to be needed offline) would
 * otherwise be lost with the pending throttled save.
 */
export function saveQueryCacheNow(queryClient: QueryClient): void {
  try {
    savedQueryCacheStorage.setItem(
      SAVED_QUERY_CACHE_KEY,
      JSON.stringify({
        buster: queryPersistOptions.buster,
        timestamp: Date.now(),
        clientState: dehydrate(queryClient, { shouldDehydrateQuery: shouldSaveQuery }),
      }),
    );
  } catch {
    // Storage full or refused: the throttled save (or none) is all there is.
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Offline, a read still goes out once: the service worker answers it from what it kept.
        networkMode: 'offlineFirst',
        staleTime: 30 * 1000,
        gcTime: PERSIST_MAX_AGE_MS,
        // A 4xx will not change by asking again.
        retry: (failureCount, error) =>
          failureCount < 2 &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      // Never held back while offline: changes go to the outbox, and the other calls (logout,
      // a password change) either work without the server or say there is no connection.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
