// One query client for the app: reads retry a little, refused mutations never retry on their own.
import { dehydrate, onlineManager, QueryClient } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { ApiError } from '../lib/api/api-error';
import { notifyDanger } from '../lib/notifications/notify';
import { SAVED_QUERY_CACHE_KEY, savedQueryCacheStorage } from '../lib/session/saved-query-cache';

const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Shown once until a save works again: offline, the owner would see older data than they think. */
export const SAVE_FAILED_MESSAGE =
  'This device could not save the latest data: offline, it shows what it saved before';

let saveFailing = false;

/** Storage full (quota) or refused: logged and told to the owner, never swallowed. */
function reportSaveFailure(error: unknown): void {
  console.error('The query cache could not be saved on this device', error);
  if (saveFailing) return;
  saveFailing = true;
  notifyDanger(SAVE_FAILED_MESSAGE, false);
}

/** Writes through the session-gated storage; a failure is reported, then thrown to the caller. */
const reportingStorage = {
  ...savedQueryCacheStorage,
  setItem(key: string, value: string): void {
    try {
      savedQueryCacheStorage.setItem(key, value);
      saveFailing = false;
    } catch (error) {
      reportSaveFailure(error);
      throw error;
    }
  },
};

/**
 * Which queries are saved: only bounded answers (docs/offline.md, What is saved): a read that
 * grows with the years says `meta: { persist: false }`. Data that a failed refetch (offline)
 * left in place is still the best there is: keep it. Typed structurally: the persister brings
 * its own copy of query-core.
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
    storage: typeof window === 'undefined' ? undefined : reportingStorage,
    key: SAVED_QUERY_CACHE_KEY,
    throttleTime: 500,
    // Reported by the storage; saving less than asked would hide what is missing.
    retry: () => undefined,
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
    reportingStorage.setItem(
      SAVED_QUERY_CACHE_KEY,
      JSON.stringify({
        buster: queryPersistOptions.buster,
        timestamp: Date.now(),
        clientState: dehydrate(queryClient, { shouldDehydrateQuery: shouldSaveQuery }),
      }),
    );
  } catch {
    // Reported by the storage; the previous save stays.
  }
}

/**
 * After the saved cache is restored: every restored read counts as stale, so the loader or the
 * screen that uses it asks the server once (the saved copy shows meanwhile), even a read saved
 * seconds before a reload. Nothing is fetched here: refetching every active query at this point
 * sent each of the first screen's reads twice, the loader's and then this one.
 */
export function markRestoredQueriesStale(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ refetchType: 'none' });
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Offline, a read still goes out once: the service worker answers it from what it kept.
        networkMode: 'offlineFirst',
        staleTime: 30 * 1000,
        gcTime: PERSIST_MAX_AGE_MS,
        // A 4xx will not change by asking again. Offline, the worker has answered from what it
        // kept, or that it kept nothing: asking again would only wait (TanStack pauses retries
        // offline), showing the last page's rows under the new page's number.
        retry: (failureCount, error) =>
          failureCount < 2 &&
          onlineManager.isOnline() &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      // Never held back while offline: changes go to the outbox, and the other calls (logout,
      // a password change) either work without the server or say there is no connection.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
