import 'fake-indexeddb/auto';
import { http, HttpResponse } from 'msw';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '@tests/setup/msw-server';
import { apiPaths } from '@contract/api-paths';
import { currentUserSchema } from '@contract/auth';
import { apiRequest, authorizationHeader, setUnauthorizedHandler } from '@/lib/api/api-client';
import { keepResponse, keptResponse, ownerKey } from '@/lib/offline/kept-responses';
import { openOfflineDb } from '@/lib/offline/offline-db';
import { getToken, setToken } from '@/lib/session/token-store';
import { endSession, installSessionExpiry } from './end-session';

const server = setupMswServer();
afterEach(() => {
  setUnauthorizedHandler(() => {});
});

describe('installSessionExpiry', () => {
  it('signs the owner out when a signed-in call answers 401', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['catalogue', 'categories'], [{ id: 1 }]);
    const goToLogin = vi.fn(() => Promise.resolve());
    installSessionExpiry(queryClient, goToLogin);
    setToken('revoked');
    server.use(
      http.get(apiPaths.auth, () =>
        HttpResponse.json({ errors: [{ msg: 'Please sign in' }] }, { status: 401 }),
      ),
    );
    await expect(apiRequest(apiPaths.auth, { schema: currentUserSchema })).rejects.toThrow();
    await vi.waitFor(() => expect(queryClient.getQueryCache().getAll()).toEqual([]));
    expect(getToken()).toBeNull();
    expect(goToLogin).toHaveBeenCalledTimes(1);
  });
});

describe('endSession', () => {
  it('forgets the answers kept for offline reading, so the next owner starts with nothing', async () => {
    const db = await openOfflineDb();
    const owner = await ownerKey(authorizationHeader('token'));
    const answer = {
      owner,
      url: '/api/appointments/all_upcoming',
      status: 200,
      body: '[]',
      fetchedAt: 1,
    };
    await keepResponse(db, answer);
    setToken('token');
    localStorage.setItem('salon-query-cache', '{"clientState":"the first owner\'s"}');
    await endSession(new QueryClient(), () => Promise.resolve());
    expect(await keptResponse(db, owner, answer.url)).toBeUndefined();
    expect(localStorage.getItem('salon-query-cache')).toBeNull();
    expect(getToken()).toBeNull();
    // An answer of that session still on its way when it ended is not kept when it arrives.
    expect(await keepResponse(db, answer)).toBe(false);
    expect(await keptResponse(db, owner, answer.url)).toBeUndefined();
  });
});
