// The outbox across the back/forward cache and a store that does not answer (docs/offline.md,
// Known browser traps): WebKit froze a page with a pass in flight, and its connection and sender
// lock kept the next page's Save spinning and every change unsent.
import 'fake-indexeddb/auto';
import { afterEach, expect, it, vi } from 'vitest';
import { openOfflineDb } from './offline-db';
import { createPageLock } from './outbox-replay';
import { OutboxRuntime, type OutboxChange } from './outbox-runtime';
import { listEntries } from './outbox-store';

const USER = 3;
let dbCount = 0;
const runtimes: OutboxRuntime[] = [];

afterEach(() => {
  for (const outbox of runtimes.splice(0)) outbox.stop();
});

function change(label: string): OutboxChange {
  return {
    kind: 'test',
    label,
    method: 'POST',
    path: '/api/things',
    body: { kind: 'json', json: { label } },
  };
}

function runtime(
  dbName: string,
  fetchFn: typeof fetch,
  extra: Partial<ConstructorParameters<typeof OutboxRuntime>[0]> = {},
) {
  const outbox = new OutboxRuntime({
    getToken: () => 'token-1',
    onNeedsAuth: () => {},
    fetch: fetchFn,
    openDb: (abandon) => openOfflineDb(dbName, undefined, abandon),
    submitWaitMs: 2000,
    ...extra,
  });
  runtimes.push(outbox);
  return outbox;
}

/** The unreachable server of the WebKit report: a send that never answers. */
const hangingFetch: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () =>
      reject(new DOMException('aborted', 'AbortError')),
    );
  });

function answeringFetch(sent: string[]): typeof fetch {
  return async (_input, init) => {
    sent.push(String(init?.body));
    return new Response('{"msg":"ok"}', { status: 200 });
  };
}

/**
 * A connection whose readwrite transaction on `outbox` never ends, as a page frozen in WebKit's
 * back/forward cache held it. Returns its release.
 */
async function holdOutbox(dbName: string): Promise<() => void> {
  const db = await openOfflineDb(dbName);
  const tx = db.transaction('outbox', 'readwrite');
  let held = true;
  const keepAlive = () => {
    if (held) void tx.store.count().then(keepAlive);
  };
  keepAlive();
  return () => {
    held = false;
    db.close();
  };
}

/**
 * The next open of `dbName` creates the database as a page frozen in WebKit's back/forward cache
 * would: its versionchange transaction never finishes (here it never stops asking), and
 * `hidden` runs while it is under way. Returns the release of the transaction.
 */
function freezeCreation(dbName: string, hidden: () => void): () => void {
  let held = true;
  const open = indexedDB.open.bind(indexedDB);
  const spy = vi.spyOn(indexedDB, 'open').mockImplementation((name, version) => {
    const request = open(name, version);
    if (name !== dbName) return request;
    spy.mockRestore();
    // After idb's own listener, which creates the stores.
    queueMicrotask(() =>
      request.addEventListener('upgradeneeded', () => {
        const store = request.transaction!.objectStore('outbox');
        const keepAlive = () => {
          if (held) store.count().onsuccess = keepAlive;
        };
        keepAlive();
        hidden();
      }),
    );
    return request;
  });
  return () => {
    held = false;
  };
}

it('a page hidden while it creates the database leaves the database to the next open', async () => {
  const dbName = `lifecycle-${dbCount++}`;
  const page = runtime(dbName, hangingFetch);
  const release = freezeCreation(dbName, () => page.pageHidden());
  const starting = page.start(USER);
  starting.catch(() => undefined);
  try {
    // The worker's open, or the next page's: it waited behind the frozen creation forever.
    const worker = await openOfflineDb(dbName);
    expect([...worker.objectStoreNames].sort()).toEqual(['outbox', 'resolvedIds', 'responses']);
    worker.close();
    await expect(starting).rejects.toThrow();
  } finally {
    release();
  }
}, 10_000);

it('a page hidden with a send in flight lets go of the sender lock and its connection', async () => {
  const dbName = `lifecycle-${dbCount++}`;
  // Both pages share one lock, as Web Locks are shared by the pages of an origin.
  const withLock = createPageLock();
  const oldPageEvents = new EventTarget();
  const oldPage = runtime(dbName, hangingFetch, { withLock, pageEvents: oldPageEvents });
  await oldPage.start(USER);
  expect(await oldPage.submit(change('Close Saturday'))).toEqual({ status: 'pending' });

  oldPageEvents.dispatchEvent(new Event('pagehide'));

  const sent: string[] = [];
  const newPage = runtime(dbName, answeringFetch(sent), { withLock });
  await newPage.start(USER);
  expect(await newPage.submit(change('Interval 30'))).toMatchObject({ status: 'sent' });
  // The old page's change, left in `sending`, went first and once.
  expect(sent.map((body) => (JSON.parse(body) as { label: string }).label)).toEqual([
    'Close Saturday',
    'Interval 30',
  ]);
  expect(await listEntries(await openOfflineDb(dbName), USER)).toEqual([]);
});

it('a Save whose store does not answer is kept in memory, says so, and is stored once it can', async () => {
  const dbName = `lifecycle-${dbCount++}`;
  const release = await holdOutbox(dbName);
  const notStored = vi.fn();
  const sent: string[] = [];
  const outbox = runtime(dbName, answeringFetch(sent), { storageWaitMs: 300 });
  outbox.onNotStored(notStored);
  // The next page starts while the store is held: starting must not hold up a Save either.
  void outbox.start(USER);
  const started = Date.now();
  const result = await outbox.submit(change('Close Saturday'));
  expect(result).toEqual({ status: 'pending' });
  expect(Date.now() - started).toBeLessThan(2500);
  expect(notStored).toHaveBeenCalledOnce();
  expect(outbox.getEntries().map((entry) => entry.label)).toEqual(['Close Saturday']);

  release();
  await vi.waitFor(() => expect(sent).toHaveLength(1), { timeout: 5000 });
  await vi.waitFor(() => expect(outbox.getEntries()).toEqual([]));
});

it('a transaction still active when the page is hidden is aborted, not left to block the store', async () => {
  const dbName = `lifecycle-${dbCount++}`;
  const withLock = createPageLock();
  const connections: Awaited<ReturnType<typeof openOfflineDb>>[] = [];
  const oldPageEvents = new EventTarget();
  const oldPage = runtime(dbName, hangingFetch, {
    withLock,
    pageEvents: oldPageEvents,
    openDb: async () => {
      const db = await openOfflineDb(dbName);
      connections.push(db);
      return db;
    },
  });
  await oldPage.start(USER);
  expect(await oldPage.submit(change('Close Saturday'))).toEqual({ status: 'pending' });
  // A readwrite of the old page under way at pagehide. In WebKit's back/forward cache the page
  // never handles its last request's events, so it never commits: here it never stops asking.
  const tx = connections[0]!.transaction('outbox', 'readwrite');
  tx.done.catch(() => undefined);
  const keepAlive = () => void tx.store.count().then(keepAlive, () => undefined);
  keepAlive();

  oldPageEvents.dispatchEvent(new Event('pagehide'));

  const notStored = vi.fn();
  const sent: string[] = [];
  const newPage = runtime(dbName, answeringFetch(sent), { withLock, storageWaitMs: 500 });
  newPage.onNotStored(notStored);
  await newPage.start(USER);
  expect(await newPage.submit(change('Interval 30'))).toMatchObject({ status: 'sent' });
  expect(notStored).not.toHaveBeenCalled();
  expect(sent).toHaveLength(2);
});

it('a page hidden while its send can no longer end lets go of the sender lock at once', async () => {
  const dbName = `lifecycle-${dbCount++}`;
  const withLock = createPageLock();
  const oldPageEvents = new EventTarget();
  // A frozen page hears nothing more, not even its own abort: its send never settles.
  const frozenFetch: typeof fetch = () => new Promise<Response>(() => undefined);
  const oldPage = runtime(dbName, frozenFetch, { withLock, pageEvents: oldPageEvents });
  await oldPage.start(USER);
  expect(await oldPage.submit(change('Close Saturday'))).toEqual({ status: 'pending' });

  oldPageEvents.dispatchEvent(new Event('pagehide'));

  const sent: string[] = [];
  const newPage = runtime(dbName, answeringFetch(sent), { withLock });
  await newPage.start(USER);
  expect(await newPage.submit(change('Interval 30'))).toMatchObject({ status: 'sent' });
  expect(sent.map((body) => (JSON.parse(body) as { label: string }).label)).toEqual([
    'Close Saturday',
    'Interval 30',
  ]);
});

it('a page left while a Save waits behind a send in flight stops sending instead of spinning', async () => {
  const dbName = `lifecycle-${dbCount++}`;
  const pageEvents = new EventTarget();
  const sends: string[] = [];
  const fetchFn: typeof fetch = (input, init) => {
    sends.push(String(input));
    return hangingFetch(input, init);
  };
  // The Save's wait outlasts the test: its submitter still waits when the page is left.
  const outbox = runtime(dbName, fetchFn, {
    pageEvents,
    submitWaitMs: 60_000,
    withLock: createPageLock(),
  });
  await outbox.start(USER);
  void outbox.submit(change('Close Monday'));
  await vi.waitFor(() => expect(sends).toHaveLength(1));
  // The second Save comes while the first change's send hangs: the run is asked to look again.
  void outbox.submit(change('Interval 30'));
  await vi.waitFor(() => expect(outbox.getEntries()).toHaveLength(2));
  const kick = vi.spyOn(outbox, 'kick');

  pageEvents.dispatchEvent(new Event('pagehide'));
  try {
    // Microtasks only: a run that starts again at once, forever, never lets the page unload.
    for (let turn = 0; turn < 2000; turn += 1) await Promise.resolve();
    expect(kick.mock.calls.length).toBeLessThan(5);
  } finally {
    // Ends a spinning run, should there be one, so the worker is not left busy after a failure.
    outbox.pageShown();
  }
});
