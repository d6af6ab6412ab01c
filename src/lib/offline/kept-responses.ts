// GET /api/* answers kept for offline reading. The service worker writes and reads them; the app
// clears them when a session ends, so the next owner on this browser starts with nothing.
import type { KeptResponse, OfflineDb } from './offline-db';

/** Answers served from here carry this header: the time (ms) they were fetched from the server. */
export const FETCHED_AT_HEADER = 'x-offline-fetched-at';

/** Calls whose answers are never kept: sign-in, the session and verification links. */
export function isKeepableApiPath(pathname: string): boolean {
  return (
    pathname.startsWith('/api/') && pathname !== '/api/auth' && !pathname.startsWith('/api/users')
  );
}

export async function ownerKey(authorization: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function keepResponse(db: OfflineDb, kept: KeptResponse): Promise<[string, string]> {
  return db.put('responses', kept);
}

export function keptResponse(
  db: OfflineDb,
  owner: string,
  url: string,
): Promise<KeptResponse | undefined> {
  return db.get('responses', [owner, url]);
}

export function clearKeptResponses(db: OfflineDb): Promise<void> {
  return db.clear('responses');
}
