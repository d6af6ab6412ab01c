// The offline database (docs/offline.md): the outbox of pending changes, the ids that changes
// created offline received from the server, and the GET answers kept for offline reads. No React
// here: the service worker opens the same database.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { LabelMessage } from './outbox-label';

type OutboxState = 'queued' | 'sending' | 'failed' | 'needs-auth';

export type OutboxBody =
  | { kind: 'none' }
  | { kind: 'json'; json: unknown }
  /** Multipart: text fields and files. */
  | { kind: 'form'; fields: Record<string, string>; files: Record<string, StoredFile> };

/**
 * A file kept as bytes rather than a Blob: Blobs in IndexedDB have failed in Safari's private
 * windows and cannot be cloned by the fake IndexedDB of unit tests.
 */
export interface StoredFile {
  name: string;
  type: string;
  bytes: ArrayBuffer;
}

export async function toStoredFile(file: File): Promise<StoredFile> {
  return { name: file.name, type: file.type, bytes: await file.arrayBuffer() };
}

export interface OutboxEntry {
  /** Auto-incremented: the order changes were made in, which is the order they are sent in. */
  id: number;
  userId: number;
  /** Sent as Idempotency-Key: a repeat after a lost answer is applied once by the server. */
  key: string;
  /** Which change this is (e.g. `catalogue.createCategory`): picks how it shows before it is sent. */
  kind: string;
  /** What it changes (e.g. `category:12`): screens mark that thing as pending. */
  target?: string;
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body: OutboxBody;
  /** What the owner sees in the pending list, e.g. "Close Monday", in the language it was queued in. */
  label: string;
  /**
   * The same label as a catalog message with its values, worded again in the language shown
   * (outbox-label.ts). Entries queued by an older version have none: their label
   * shows as stored.
   */
  labelMessage?: LabelMessage;
  createdAt: number;
  attempts: number;
  state: OutboxState;
  /** Not before this time (backoff after a network error or 5xx). */
  nextAttemptAt: number;
  /** The server's messages when it refused the change. */
  errors: string[];
  /**
   * A create made offline gets a negative temporary id that later entries may refer to; the real
   * id is read from the answer's `idField` when the create succeeds.
   */
  creates?: { tempId: number; idField: string };
  /**
   * What the screens show of the change while it waits, as the owner saw it (a new booking's
   * client name, service names and prices): the body alone names them by id. Never sent; read
   * back by its kind's overlay through a schema, like the body.
   */
  preview?: unknown;
  /**
   * The server's `conflict` when it refused the change as one (a 409: the slot was taken, or the
   * booking changed since this device saw it): the owner decides (docs/offline.md, Conflicts).
   */
  conflict?: unknown;
}

export type NewOutboxEntry = Omit<
  OutboxEntry,
  'id' | 'attempts' | 'state' | 'nextAttemptAt' | 'errors' | 'createdAt' | 'conflict'
> & {
  createdAt?: number;
};

/** A GET /api/* answer the service worker kept for reading offline. */
export interface KeptResponse {
  /** Whose answer it is: a hash of the session token, so one owner never reads another's. */
  owner: string;
  /** Path and query, e.g. /api/appointments/all_upcoming. */
  url: string;
  status: number;
  body: string;
  fetchedAt: number;
  /** The answer's headers the app reads (a page's total count); older entries have none. */
  headers?: Record<string, string>;
}

interface OfflineSchema extends DBSchema {
  outbox: { key: number; value: OutboxEntry; indexes: { byUser: number } };
  resolvedIds: { key: number; value: { tempId: number; realId: number } };
  responses: { key: [string, string]; value: KeptResponse };
}

export type OfflineDb = IDBPDatabase<OfflineSchema>;

const OFFLINE_DB_NAME = 'salon-offline';

/**
 * `onClosed`: this connection was closed for another tab's upgrade, or by the browser: the
 * holder opens a new one next time rather than failing on a closed one forever.
 * `abandon`: aborted when the page is hidden (pagehide, freeze); a creation of the database
 * still under way is then aborted, and the open fails.
 */
export function openOfflineDb(
  name = OFFLINE_DB_NAME,
  onClosed: () => void = () => {},
  abandon?: AbortSignal,
): Promise<OfflineDb> {
  return openDB<OfflineSchema>(name, 1, {
    upgrade(db, _oldVersion, _newVersion, transaction) {
      const outbox = db.createObjectStore('outbox', { keyPath: 'id', autoIncrement: true });
      outbox.createIndex('byUser', 'userId');
      db.createObjectStore('resolvedIds', { keyPath: 'tempId' });
      db.createObjectStore('responses', { keyPath: ['owner', 'url'] });
      if (abandon) endWhenAbandoned(transaction, abandon);
    },
    // Another tab holds an older version open: it closes itself (below) so this one can upgrade.
    blocked() {},
    blocking(_current, _next, event) {
      // The event's target is the connection that blocks (idb's typing says EventTarget).
      (event.target as IDBDatabase).close();
      onClosed();
    },
    terminated: onClosed,
  });
}

/**
 * The page that creates the database may be hidden before the creation commits. A page frozen
 * in WebKit's back/forward cache never does, and every other open of the database (the
 * worker's, the next page's) waited behind it: screens spun on their first read, since the
 * worker keeps each answer before handing it over (docs/offline.md, Known browser traps).
 * Aborted, nothing is created, and the next open creates it.
 */
function endWhenAbandoned(
  transaction: { abort(): void; done: Promise<void> },
  abandon: AbortSignal,
): void {
  const abort = () => {
    try {
      transaction.abort();
    } catch {
      // Already committed: the database exists and blocks nobody.
    }
  };
  if (abandon.aborted) return abort();
  abandon.addEventListener('abort', abort, { once: true });
  transaction.done
    .catch(() => undefined)
    .finally(() => abandon.removeEventListener('abort', abort));
}
