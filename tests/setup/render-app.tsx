// Renders a screen the way the app does (Mantine, notifications, a fresh query client) inside a
// memory router, so Links and navigation work in component tests.
import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useRouterState,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { cssVariablesResolver, theme } from '../../src/app/theme';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/**
 * Renders `ui` at `path` (the route is `*`, so any path matches). Other paths render a marker
 * "navigated to <path>" so tests can assert where a link or a redirect went.
 */
export function renderApp(
  ui: ReactElement,
  options: { path?: string; queryClient?: QueryClient } = {},
) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const startPath = options.path ?? '/';
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const screenRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    component: function Screen() {
      const pathname = useRouterState({ select: (state) => state.location.pathname });
      return pathname === startPath ? ui : <p>navigated to {pathname}</p>;
    },
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([screenRoute]),
    history: createMemoryHistory({ initialEntries: [startPath] }),
  });
  const result = render(
    // env="test": Mantine's transitions end at once and a popover is never hidden as "detached"
    // (jsdom has no layout). Otherwise what a test saw depended on whether it looked before or
    // after a 150 ms fade or Floating UI's answer, a race a busy CI machine lost.
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, queryClient, router };
}
