// What a failed engine run prints about its page, to find a hang's cause in the product: where
// the page is, which requests finished, and whether IndexedDB and the sender lock answer. A store
// held by a page frozen in the back/forward cache showed here as "no answer" (docs/offline.md,
// Known browser traps).
import type { EnginePage } from './engine-page';

const PAGE_STATE = `return JSON.stringify({
  url: location.href,
  loaded: (performance.getEntriesByType('navigation')[0] || {}).name,
  how: (performance.getEntriesByType('navigation')[0] || {}).type,
  history: history.length,
  text: document.body.innerText.slice(0, 300),
  // An open dialog is portalled after the page, past the slice above: its alerts and buttons.
  dialog: [...document.querySelectorAll('[role=dialog]')].map((d) => d.innerText.slice(-600)),
  busyButtons: [...document.querySelectorAll('button[data-loading], button:disabled')]
    .map((b) => b.textContent.trim()).slice(0, 8),
  // Toasts and the top bar's outbox state ("N pending", "Saving…"): what the owner was told.
  notices: [...document.querySelectorAll('.mantine-Notification-root')]
    .map((n) => n.innerText.trim()),
  outboxButtons: [...document.querySelectorAll('header button')].map((b) => b.textContent.trim()),
  errors: window.__engineErrors || [],
  worker: navigator.serviceWorker && navigator.serviceWorker.controller
    ? navigator.serviceWorker.controller.state : null,
  lastRequests: performance.getEntriesByType('resource').slice(-12)
    .map((e) => e.name.replace(location.origin, '') + ' at ' + Math.round(e.startTime) + ' ms'),
  now: Math.round(performance.now()),
});`;

/** Opens the offline database only if it exists: opening creates it, without its stores. */
const STORE_ANSWERS = `const late = new Promise((r) => setTimeout(() => r('no answer in 3 s'), 3000));
const probe = indexedDB.databases().then((dbs) => {
  if (!dbs.some((d) => d.name === 'salon-offline')) return 'no database yet';
  return new Promise((resolve) => {
    const open = indexedDB.open('salon-offline');
    open.onerror = () => resolve('open failed: ' + open.error);
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction(['outbox', 'responses'], 'readwrite');
      const all = tx.objectStore('outbox').getAll();
      tx.oncomplete = () => {
        db.close();
        const entries = all.result.map((e) => [e.id, e.state, e.label, e.attempts].join(' '));
        resolve('a readwrite of outbox and responses ends; outbox: ' + JSON.stringify(entries));
      };
      tx.onabort = () => resolve('aborted: ' + tx.error);
    };
  });
});
return Promise.race([probe, late]);`;

const LOCKS = `return navigator.locks
  ? navigator.locks.query().then((state) => JSON.stringify(state)) : 'no Web Locks';`;

/**
 * The service worker's caches, and whether the files a failure names are in them: a file that
 * failed to load "through the service worker" with the server stopped was either missing from the
 * precache or lost on its way out of it.
 */
const CACHED = `const named = JSON.parse(arguments[0]);
return caches.keys().then((names) => Promise.all(names.map((name) =>
  caches.open(name).then((cache) => cache.keys()).then((keys) => name + ': ' + keys.length)))
).then((counts) => Promise.all(named.map((path) =>
  caches.match(location.origin + path).then((hit) => path + (hit ? ' cached' : ' NOT cached'))))
  .then((found) => JSON.stringify({ caches: counts, named: found })));`;

export async function diagnose(page: EnginePage, failure = ''): Promise<string[]> {
  const ask = (script: string, ...args: string[]) =>
    page.evaluate<string>(script, ...args).catch((error: unknown) => `(${String(error)})`);
  const named = [...new Set(failure.match(/\/assets\/[\w.-]+/g) ?? [])];
  return [
    `page: ${await ask(PAGE_STATE)}`,
    `IndexedDB: ${await ask(STORE_ANSWERS)}`,
    `locks: ${await ask(LOCKS)}`,
    `service worker caches: ${await ask(CACHED, JSON.stringify(named))}`,
  ];
}
