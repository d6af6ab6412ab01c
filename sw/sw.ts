/// <reference lib="webworker" />
// The service worker (docs/offline.md, Kept answers): the precached app shell, so every route opens
// offline; GET /api/* network-first with a short timeout, falling back to the answers kept in
// IndexedDB for this session's owner; logos cached once fetched.
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { openOfflineDb, type OfflineDb } from '../src/lib/offline/offline-db';
import {
  FETCHED_AT_HEADER,
  isKeepableApiPath,
  keepResponse,
  keptHeaders,
  keptResponse,
  ownerKey,
} from '../src/lib/offline/kept-responses';
import { OUTBOX_SYNC_MESSAGE, OUTBOX_SYNC_TAG } from '../src/lib/offline/outbox-sync';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

/** After this long the kept answer is shown; the network answer still refreshes it when it comes. */
const NETWORK_TIMEOUT_MS = 4000;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    // The booking page is another build for the business's clients (docs/architecture.md); a
    // calendar feed opened in a tab is the server's file (docs/decisions.md, Calendar feed).
    denylist: [/^\/api\//, /^\/uploads\//, /^\/book(\/|$)/, /^\/feeds\//],
  }),
);
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/uploads/') &&
    request.method === 'GET',
  new CacheFirst({ cacheName: 'logos' }),
);

let dbPromise: Promise<OfflineDb> | undefined;
/** A failed or closed connection is opened again next time rather than remembered. */
const offlineDb = () =>
  (dbPromise ??= openOfflineDb(undefined, () => (dbPromise = undefined)).catch((error) => {
    dbPromise = undefined;
    throw error;
  }));

function offlineAnswer(): Response {
  return new Response(
    JSON.stringify({
      errors: [{ msg: 'You are offline and this was not saved on this device yet' }],
    }),
    {
      status: 503,
      headers: { 'content-type': 'application/json' },
    },
  );
}

async function fromKept(owner: string, url: string): Promise<Response | undefined> {
  const kept = await keptResponse(await offlineDb(), owner, url);
  if (!kept) return undefined;
  return new Response(kept.body, {
    status: kept.status,
    headers: {
      ...kept.headers,
      'content-type': 'application/json',
      [FETCHED_AT_HEADER]: String(kept.fetchedAt),
    },
  });
}

async function keep(owner: string, url: string, response: Response): Promise<void> {
  if (!response.ok) return;
  const body = await response.clone().text();
  await keepResponse(await offlineDb(), {
    owner,
    url,
    status: response.status,
    body,
    fetchedAt: Date.now(),
    headers: keptHeaders(response.headers),
  });
}

async function networkFirst(request: Request, url: URL): Promise<Response> {
  const authorization = request.headers.get('authorization');
  // Without a session there is nothing of an owner's to keep.
  if (!authorization) return fetch(request);
  const owner = await ownerKey(authorization);
  const key = url.pathname + url.search;

  const network = fetch(request).then(async (response) => {
    await keep(owner, key, response).catch(() => undefined);
    return response;
  });
  // The kept answer may win the race; a later network failure is then expected, not an error.
  network.catch(() => undefined);
  const timeout = new Promise<'timeout'>((resolve) =>
    setTimeout(() => resolve('timeout'), NETWORK_TIMEOUT_MS),
  );
  try {
    const first = await Promise.race([network, timeout]);
    if (first !== 'timeout') return first;
    return (await fromKept(owner, key)) ?? (await network);
  } catch {
    return (await fromKept(owner, key)) ?? offlineAnswer();
  }
}

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    request.method === 'GET' &&
    isKeepableApiPath(url.pathname),
  ({ request, url }) => networkFirst(request, url),
);

// The first install takes control at once, so the page that installed it can go offline next.
// It creates the offline database too, so no page is left to: a page frozen in WebKit's
// back/forward cache while it created it held every other open (docs/offline.md, Known browser
// traps). Not waited for: activation must not hang on a store held elsewhere.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
  offlineDb().catch(() => undefined);
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/** Background Sync is not in TypeScript's worker library (it is Chromium only). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// The connection is back: the open pages send their outbox (one of them at a time, by lock).
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((windows) => {
      for (const client of windows) client.postMessage({ type: OUTBOX_SYNC_MESSAGE });
    }),
  );
});
