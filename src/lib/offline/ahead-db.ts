// What the device keeps ahead of need (docs/offline.md, Kept ahead): the diary's days from a week
// back to four weeks ahead and every client with the columns they are found by, refreshed while
// the app is open. Its own database, not `salon-offline`: the service worker never reads it, so
// it needs none of that database's care about versions and the worker's creation; and it is
// dropped whole when a session ends.
import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Appointment } from '@contract/appointments';
import type { SearchableClient } from '@contract/client-search';
import type { Client } from '@contract/clients';
import { trackTransactions, type TrackedConnection } from './open-transactions';
import { listenForPageLifecycle } from './page-lifecycle';

export const AHEAD_DB_NAME = 'salon-ahead';

/** One local date of the diary and its bookings, in the server's order (start, then id). */
export interface KeptDay {
  date: string;
  appointments: Appointment[];
}

/** What the last refresh kept, and for whom. */
export interface AheadState {
  /** The owner whose data this is: another owner's session reads nothing of it. */
  userId: number;
  refreshedAt: number;
  /** The first and last local dates kept, "YYYY-MM-DD". */
  from: string;
  to: string;
  clients: number;
  /** The region the clients' national phone numbers are read in (the server's). */
  region: string | null;
}

interface AheadSchema extends DBSchema {
  days: { key: string; value: KeptDay };
  clients: { key: number; value: SearchableClient<Client> };
  meta: { key: string; value: AheadState };
}

export type AheadDb = IDBPDatabase<AheadSchema>;

export const STATE_KEY = 'state';

let connection: Promise<TrackedConnection<AheadDb>> | null = null;

function open(): Promise<TrackedConnection<AheadDb>> {
  connection ??= openDB<AheadSchema>(AHEAD_DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('days', { keyPath: 'date' });
      db.createObjectStore('clients', { keyPath: 'client.id' });
      db.createObjectStore('meta');
    },
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      connection = null;
    },
    terminated: () => {
      connection = null;
    },
  }).then((db) => trackTransactions(db));
  connection.catch(() => {
    connection = null;
  });
  return connection;
}

/** The database, opened once per page and ended when the page is hidden. */
export async function aheadDb(): Promise<AheadDb> {
  return (await open()).db;
}

// A refresh writing ten thousand clients when the page goes into WebKit's back/forward cache
// would hold every later write behind it (docs/offline.md, Known browser traps): abort and close.
listenForPageLifecycle(
  undefined,
  () => {
    const current = connection;
    connection = null;
    void current?.then((tracked) => tracked.endAll()).catch(() => undefined);
  },
  () => {},
);

/** What the last refresh kept for `userId`; undefined when nothing, or another owner's. */
export async function readAheadState(userId?: number): Promise<AheadState | undefined> {
  const state = await (await aheadDb()).get('meta', STATE_KEY);
  return state && (userId === undefined || state.userId === userId) ? state : undefined;
}

/**
 * Everything of the session that ends leaves the device (docs/offline.md, Logout). A page that
 * still holds the database open closes it when asked (`blocking`), so the deletion goes through.
 */
export async function forgetKeptAhead(): Promise<void> {
  const current = connection;
  connection = null;
  await current?.then((tracked) => tracked.endAll()).catch(() => undefined);
  await deleteDB(AHEAD_DB_NAME);
}
