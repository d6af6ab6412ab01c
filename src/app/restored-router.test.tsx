// The first load after a reload (docs/offline.md, Slow networks): the router starts only once the
// saved cache is restored, the screen shows the saved data at once, and each read is asked again
// exactly once (a first load once asked for every read twice).
import { render, screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
} from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startQuery } from '../lib/query/start-query';
import { setToken } from '../lib/session/token-store';
import { createQueryClient, saveQueryCacheNow } from './query-client';
import { RestoredRouter } from './restored-router';

const key = ['services'] as const;

/** What the last visit saved: the services as they were `agoMs` before now. */
function savedCache(agoMs: number): void {
  const before = createQueryClient();
  before.setQueryData(key, 'saved services', { updatedAt: Date.now() - agoMs });
  saveQueryCacheNow(before);
}

/** A server that counts its calls and answers when the test says. */
function heldServer() {
  const server = { calls: 0, answer: (_value: string) => {} };
  const queryFn = () => {
    server.calls += 1;
    return new Promise<string>((resolve) => (server.answer = resolve));
  };
  return { server, options: { queryKey: key, queryFn } };
}

function renderAfterReload(options: ReturnType<typeof heldServer>['options']) {
  const queryClient = createQueryClient();
  const seenByLoader: unknown[] = [];
  const rootRoute = createRootRoute({ component: Outlet });
  const servicesRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    loader: () => {
      seenByLoader.push(queryClient.getQueryData(key));
      startQuery(queryClient, options);
    },
    component: function Services() {
      return <p>{useQuery(options).data ?? 'skeleton'}</p>;
    },
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([servicesRoute]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RestoredRouter queryClient={queryClient} router={router} />);
  return { seenByLoader };
}

beforeEach(() => setToken('token'));
afterEach(() => localStorage.clear());

describe('the first load after a reload', () => {
  it('shows the saved data at once and asks the server once', async () => {
    savedCache(10 * 60 * 1000);
    const { server, options } = heldServer();
    const { seenByLoader } = renderAfterReload(options);

    expect(await screen.findByText('saved services')).toBeInTheDocument();
    expect(seenByLoader).toEqual(['saved services']);
    expect(server.calls).toBe(1);

    server.answer('fresh services');
    expect(await screen.findByText('fresh services')).toBeInTheDocument();
    expect(server.calls).toBe(1);
  });

  it('refreshes data saved just before the reload too, once', async () => {
    savedCache(1000);
    const { server, options } = heldServer();
    renderAfterReload(options);

    expect(await screen.findByText('saved services')).toBeInTheDocument();
    expect(server.calls).toBe(1);
    server.answer('fresh services');
    expect(await screen.findByText('fresh services')).toBeInTheDocument();
    expect(server.calls).toBe(1);
  });

  it('shows the screen’s loading state when nothing was saved', async () => {
    const { server, options } = heldServer();
    renderAfterReload(options);

    expect(await screen.findByText('skeleton')).toBeInTheDocument();
    expect(server.calls).toBe(1);
    server.answer('fresh services');
    expect(await screen.findByText('fresh services')).toBeInTheDocument();
    expect(server.calls).toBe(1);
  });
});
