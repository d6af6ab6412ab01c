// GET /api/* answers kept for offline reading. The service worker writes and reads them; the app
// forgets them when a session ends, so the next owner on this browser starts with nothing.
import { apiPaths, TOTAL_COUNT_HEADER } from '@contract/api-paths';
import type { KeptResponse, OfflineDb } from './offline-db';

/** Answers served from here carry this header: the time (ms) they were fetched from the server. */
export const FETCHED_AT_HEADER = 'x-offline-fetched-at';

/** The headers kept with an answer, because the app reads them (a page's total count). */
const KEPT_HEADERS = [TOTAL_COUNT_HEADER];

export function keptHeaders(headers: Headers): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = headers.get(name);
    if (value !== null) kept[name] = value;
  }
  return kept;
}

/**
 * The `url` of the marker left for a session that ended. A request still on its way when the owner
 * logged out (a network that hangs instead of failing) would otherwise keep its answer after the
 * clearing, for the next owner to find; the marker makes the service worker drop it.
 */
const SESSION_ENDED_URL = '(session ended)';

/** A request cannot outlive its service worker, which the browser stops within minutes. */
const SESSION_ENDED_KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * Calls whose answers are never kept: sign-in, the session and verification links, the CSV
 * downloads, which may be megabytes of text and are no screen's data (docs/decisions.md, Reports),
 * and every client at once, which the app keeps itself, searchable (docs/offline.md, Kept ahead).
 */
export function isKeepableApiPath(pathname: string): boolean {
  return (
    pathname.startsWith('/api/') &&
    pathname !== '/api/auth' &&
    pathname !== apiPaths.clientsAll &&
    !pathname.startsWith('/api/users') &&
    !pathname.startsWith('/api/reports/csv/')
  );
}

export async function ownerKey(authorization: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Keeps the answer unless its session has ended; says whether it was kept. */
export async function keepResponse(db: OfflineDb, kept: KeptResponse): Promise<boolean> {
  // One transaction: a session that ends meanwhile is seen either before or after, never between.
  const tx = db.transaction('responses', 'readwrite');
  const ended = await tx.store.getKey([kept.owner, SESSION_ENDED_URL]);
  if (ended === undefined) await tx.store.put(kept);
  await tx.done;
  return ended === undefined;
}

export function keptResponse(
  db: OfflineDb,
  owner: string,
  url: string,
): Promise<KeptResponse | undefined> {
  return db.get('responses', [owner, url]);
}

/**
 * Drops every kept answer and marks the session `owner` (when known) as ended, so an answer that
 * arrives later is not kept. Markers of earlier sessions stay until they expire.
 */
export async function forgetKeptResponses(
  db: OfflineDb,
  owner: string | null,
  now = Date.now(),
): Promise<void> {
  const tx = db.transaction('responses', 'readwrite');
  for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue()) {
    const { url, fetchedAt } = cursor.value;
    if (url !== SESSION_ENDED_URL || now - fetchedAt > SESSION_ENDED_KEPT_MS) {
      await cursor.delete();
    }
  }
  if (owner !== null) {
    await tx.store.put({ owner, url: SESSION_ENDED_URL, status: 0, body: '', fetchedAt: now });
  }
  await tx.done;
}
