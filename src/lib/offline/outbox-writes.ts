// Writing a Save's changes to the store within a time limit, and what happens when the store does
// not answer in time (docs/offline.md, Known browser traps): the changes stay in the page's memory
// (unstored-changes.ts), shown as pending, and are written again every 2 s, before anything is
// sent.
import type { OfflineDb } from './offline-db';
import { enqueueAll, StorageNotAnswering } from './outbox-store';
import type { UnstoredChanges, UnstoredEntry } from './unstored-changes';

/** Changes kept in memory are written again this often while the store does not answer. */
const STORE_RETRY_MS = 2000;

/** What the outbox's parts read of the runtime that owns them (outbox-runtime.ts). */
export interface OutboxHost {
  /** Hidden (pagehide, freeze): no connection, no pass, no lock until the page is shown. */
  hidden(): boolean;
  /** The outbox's connection; refused while the page is hidden. */
  db(): Promise<OfflineDb>;
  /** Reads the signed-in owner's entries again for the snapshot the screens read. */
  refresh(): Promise<void>;
  /** Other tabs reread the outbox when this one changed it. */
  announce(): void;
  /** The runtime's kick: every run, whoever asks for it, starts there. */
  kick(): Promise<void>;
}

export class OutboxWrites {
  private storeTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly notStoredListeners = new Set<() => void>();

  constructor(
    private readonly unstored: UnstoredChanges,
    private readonly host: OutboxHost,
    private readonly storageWaitMs: number,
  ) {}

  /** Told when a change could not be stored on this device in time and is kept in memory. */
  onNotStored = (listener: () => void): (() => void) => {
    this.notStoredListeners.add(listener);
    return () => this.notStoredListeners.delete(listener);
  };

  /** Writes a batch in one transaction, or throws StorageNotAnswering after storageWaitMs. */
  async store(batch: UnstoredEntry[]): Promise<void> {
    const wait = this.storageWaitMs;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new StorageNotAnswering()), wait);
    });
    late.catch(() => undefined);
    try {
      // Opening may hang too (an upgrade blocked elsewhere); the write aborts itself in time.
      const db = await Promise.race([this.host.db(), late]);
      await enqueueAll(db, batch, wait);
    } catch (error) {
      throw this.host.hidden() ? new StorageNotAnswering() : error;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * The store did not take the changes in time: they stay in this page, shown as pending, and
   * are written before anything is sent; the owner is told (onNotStored).
   */
  keepInMemory(entries: UnstoredEntry[]): void {
    this.unstored.keep(entries);
    this.notStoredListeners.forEach((listener) => listener());
    this.scheduleStore();
  }

  /** Stores what waits in memory, oldest first; false while some of it still cannot be. */
  async storeUnstored(): Promise<boolean> {
    for (let batch = this.unstored.oldest(); batch; batch = this.unstored.oldest()) {
      if (this.host.hidden()) return false;
      try {
        await this.store(batch);
      } catch {
        this.scheduleStore();
        return false;
      }
      this.unstored.stored();
      await this.host.refresh().catch(() => undefined);
      this.host.announce();
    }
    return true;
  }

  private scheduleStore(): void {
    this.clearStoreTimer();
    this.storeTimer = setTimeout(() => {
      this.storeTimer = null;
      void this.host.kick();
    }, STORE_RETRY_MS);
  }

  clearStoreTimer(): void {
    if (this.storeTimer !== null) clearTimeout(this.storeTimer);
    this.storeTimer = null;
  }
}
