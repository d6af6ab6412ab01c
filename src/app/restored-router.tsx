// The query cache saved on this device, then the router: what every screen renders inside
// (docs/offline.md, Persisted query cache and Slow networks).
import { useIsRestoring, type QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { markRestoredQueriesStale, queryPersistOptions } from './query-client';

/**
 * Mounted once the saved cache is restored (the sync persister takes a few milliseconds).
 * Mounted earlier, the first screen's loaders found an empty cache and the screen waited on the
 * network for data the restore was about to bring.
 */
function RouterOnceRestored({ router }: { router: AnyRouter }) {
  return useIsRestoring() ? null : <RouterProvider router={router} />;
}

export function RestoredRouter({
  queryClient,
  router,
}: {
  queryClient: QueryClient;
  router: AnyRouter;
}) {
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={queryPersistOptions}
      // What was saved renders at once, and each read is asked again once, by the loader or
      // the screen that uses it.
      onSuccess={() => markRestoredQueriesStale(queryClient)}
    >
      <RouterOnceRestored router={router} />
    </PersistQueryClientProvider>
  );
}
