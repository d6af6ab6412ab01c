// The router, built from the generated file-route tree, with the query client as its context
// (whose type lives with the root route, so the tree never imports back into this file).
import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { clearStaleErrors } from '../lib/notifications/notify';
import { routeTree } from '../routeTree.gen';

export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Queries own freshness; the router should not cache loader results on top.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
  // A danger alert belongs to the screen it was raised on (src/lib/notifications/notify.ts).
  router.subscribe('onResolved', (event) => {
    if (event.pathChanged) clearStaleErrors();
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
