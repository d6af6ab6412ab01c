// One query client for the app: reads retry a little, refused mutations never retry on their own.
import { QueryClient } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { ApiError } from '../lib/api/api-error';

const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The query cache is saved to local storage so a cold start (an installed app opened offline)
 * renders at once. Cached data lives as long as it is persisted, or it would be dropped before
 * it could be shown. Logout clears the cache, and with it what was saved.
 */
export const queryPersistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister: createSyncStoragePersister({
    storage: typeof window === 'undefined' ? undefined : window.localStorage,
    key: 'salon-query-cache',
    throttleTime: 500,
  }),
  maxAge: PERSIST_MAX_AGE_MS,
  dehydrateOptions: {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' && query.meta?.persist !== false,
  },
  // A new version may change the shape of answers: start from the server again.
  buster: String(import.meta.env.VITE_APP_VERSION ?? ''),
};

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30 * 1000,
        gcTime: PERSIST_MAX_AGE_MS,
        // A 4xx will not change by asking again.
        retry: (failureCount, error) =>
          failureCount < 2 &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
