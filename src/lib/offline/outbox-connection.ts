// The outbox's one IndexedDB connection: opened when first needed, opened again after it was
// closed or failed, and ended synchronously when the page is hidden, whether open or still
// opening (docs/offline.md, Known browser traps).
import type { OfflineDb } from './offline-db';
import { trackTransactions, type TrackedConnection } from './open-transactions';

export class OutboxConnection {
  private dbPromise: Promise<OfflineDb> | null = null;
  /** The open connection, at hand synchronously for end(). */
  private connection: TrackedConnection | null = null;
  /** Abandons the connection being opened (openOfflineDb). */
  private opening: AbortController | null = null;

  /** `open`'s `abandon` is aborted when the page is hidden while the connection opens. */
  constructor(private readonly open: (abandon: AbortSignal) => Promise<OfflineDb>) {}

  get(): Promise<OfflineDb> {
    if (!this.dbPromise) {
      this.opening = new AbortController();
      const opening: Promise<OfflineDb> = this.open(this.opening.signal).then((db) => {
        const tracked = trackTransactions(db);
        // Ended while it opened (end() found no connection to end): nothing may use it.
        if (this.dbPromise !== opening) tracked.endAll();
        else this.connection = tracked;
        return db;
      });
      this.dbPromise = opening;
    }
    const opened = this.dbPromise;
    // A failed open is tried again next time rather than remembered.
    opened.catch(() => {
      if (this.dbPromise === opened) this.dbPromise = null;
    });
    return opened;
  }

  /** The connection was closed (an upgrade elsewhere, the browser): open another next time. */
  forget(): void {
    this.dbPromise = null;
    this.connection = null;
  }

  /**
   * The page is hidden: synchronously, before it is suspended, a creation still under way is
   * abandoned (openOfflineDb) and every unfinished transaction aborted (open-transactions.ts).
   */
  end(): void {
    this.opening?.abort();
    this.opening = null;
    this.connection?.endAll();
    this.forget();
  }
}
