// Ends a page's IndexedDB work at once when the page is hidden (docs/offline.md, Known browser
// traps). close() lets the connection's active transactions finish first, but a transaction
// commits only after the page has handled its last request's events, and WebKit stops delivering
// them once the page is in the back/forward cache: such a transaction stays active, and every
// other page's readwrite on its store waits behind it. So each transaction a connection opens is
// tracked, and `endAll` aborts the unfinished ones (the abort needs no event of this page) before
// it closes the connection, after which no code holding it can open another.
import { unwrap, wrap, type IDBPDatabase } from 'idb';
import type { OfflineDb } from './offline-db';

export interface TrackedConnection<Db = OfflineDb> {
  db: Db;
  /** Aborts every transaction not yet finished and closes the connection; synchronous. */
  endAll(): void;
}

// Any schema (idb's types are invariant in it): only the connection's `transaction` is wrapped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function trackTransactions<Db extends IDBPDatabase<any> = OfflineDb>(
  db: Db,
): TrackedConnection<Db> {
  // undefined for a connection idb did not wrap (a test's stand-in around it): closed only.
  const raw: IDBDatabase | undefined = unwrap(db);
  if (!raw) return { db, endAll: () => db.close() };
  const open = Object.getPrototypeOf(raw) as IDBDatabase;
  const active = new Set<IDBTransaction>();
  // An own property shadows the prototype's: idb's proxy and its shortcuts (db.get, db.put)
  // read `transaction` from the connection, so every transaction opened on it is seen here.
  Object.defineProperty(raw, 'transaction', {
    configurable: true,
    value(this: IDBDatabase, ...args: Parameters<IDBDatabase['transaction']>) {
      const tx = open.transaction.apply(this, args);
      active.add(tx);
      const forget = () => active.delete(tx);
      tx.addEventListener('complete', forget);
      tx.addEventListener('abort', forget);
      return tx;
    },
  });
  return {
    db,
    endAll() {
      for (const tx of active) {
        // The abort rejects the transaction's `done`, which its code may no longer be awaiting.
        wrap(tx).done.catch(() => undefined);
        try {
          tx.abort();
        } catch {
          // Already committing or finished: it needs nothing more from this page.
        }
      }
      active.clear();
      raw.close();
    },
  };
}
