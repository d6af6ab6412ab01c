// Ending a session on this device, whether the owner logged out or the server stopped accepting
// the token: forget the token and every cached answer, then show the login screen.
import type { QueryClient } from '@tanstack/react-query';
import { setUnauthorizedHandler } from '../../../lib/api/api-client';
import { clearKeptResponses } from '../../../lib/offline/kept-responses';
import { openOfflineDb } from '../../../lib/offline/offline-db';
import { setToken } from '../../../lib/session/token-store';

export async function endSession(
  queryClient: QueryClient,
  goToLogin: () => Promise<unknown>,
): Promise<void> {
  setToken(null);
  // Leave the signed-in screens first so none of them refetches into the emptied cache.
  await goToLogin();
  queryClient.clear();
  // The answers kept for offline reading belong to this owner: the next one must not see them.
  try {
    await clearKeptResponses(await openOfflineDb());
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
