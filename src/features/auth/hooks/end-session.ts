// Ending a session on this device, whether the owner logged out or the server stopped accepting
// the token: forget the token and every cached answer, then show the login screen.
import type { QueryClient } from '@tanstack/react-query';
import { authorizationHeader, setUnauthorizedHandler } from '@/lib/api/api-client';
import { forgetKeptResponses, ownerKey } from '@/lib/offline/kept-responses';
import { forgetSavedQueryCache } from '@/lib/session/saved-query-cache';
import { getToken, setToken } from '@/lib/session/token-store';

export async function endSession(
  queryClient: QueryClient,
  goToLogin: () => Promise<unknown>,
): Promise<void> {
  const token = getToken();
  setToken(null);
  forgetSavedQueryCache();
  // The answers kept for offline reading belong to this owner: the next one must not see them.
  // Done before the login screen shows: leaving the page then must not abort the clearing.
  await forgetOfflineAnswers(token);
  // Leave the signed-in screens first so none of them refetches into the emptied cache.
  await goToLogin();
  queryClient.clear();
}

async function forgetOfflineAnswers(token: string | null): Promise<void> {
  try {
    // Imported here: idb is needed only when a session ends, and main.tsx loads this module.
    const { openOfflineDb } = await import('@/lib/offline/offline-db');
    // The days and clients kept ahead go too (docs/offline.md, Kept ahead).
    const { forgetKeptAhead } = await import('@/lib/offline/ahead-db');
    const { forgetKeptAheadStatus } = await import('@/lib/offline/kept-ahead');
    forgetKeptAheadStatus();
    await forgetKeptAhead().catch(() => undefined);
    const owner = token === null ? null : await ownerKey(authorizationHeader(token));
    const db = await openOfflineDb();
    try {
      await forgetKeptResponses(db, owner);
    } finally {
      db.close();
    }
  } catch {
    // No IndexedDB (a private window that refuses it): nothing was kept either.
  }
}

/** A call that answers 401 while a token is stored means the session is over (expired, revoked). */
export function installSessionExpiry(
  queryClient: QueryClient,
  goToLogin: () => Promise<unknown>,
): void {
  setUnauthorizedHandler(() => {
    void endSession(queryClient, goToLogin);
  });
}
