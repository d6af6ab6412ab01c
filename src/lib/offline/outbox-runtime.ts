// The outbox as the app uses it: every change of the spec goes in here first and is sent from
// here (docs/offline.md). It keeps a snapshot of the signed-in owner's entries for the screens,
// runs the replay on every trigger (start, each enqueue, the backoff timer, and the wake-ups of
// outbox-wake-ups.ts) and tells the one who submitted a change what became of it when that is
// known at once. The runs and their passes are in outbox-sender.ts, the writes to the store in
// outbox-writes.ts and the snapshot in outbox-snapshot.ts.
import type { ChangeKinds, ConflictChoices } from './change-kinds';
import type { OfflineDb, OutboxBody, OutboxEntry } from './offline-db';
import { openOfflineDb } from './offline-db';
import { OutboxConnection } from './outbox-connection';
import type { OutboxRuntimeOptions, ResolvedOutboxOptions } from './outbox-options';
import { OutboxSender, type SenderHost } from './outbox-sender';
import { EMPTY, OutboxSnapshot } from './outbox-snapshot';
import {
  clearUserOutbox,
  listEntries,
  removeEntry,
  StorageNotAnswering,
  resendEntryWith,
  resumeNeedsAuth,
  retryEntry,
} from './outbox-store';
import { listenForWakeUps, requestBackgroundSync, type WakeUps } from './outbox-wake-ups';
import { OutboxWrites } from './outbox-writes';
import { listenForPageLifecycle } from './page-lifecycle';
import { SubmitWaiters, type SubmitResult } from './submit-waiters';
import { RealIds } from './temp-ids';
import { UnstoredChanges } from './unstored-changes';

export type { OutboxRuntimeOptions, SubmitResult };

/** A change as a feature describes it; the outbox adds the key, the owner and the bookkeeping. */
export interface OutboxChange {
  kind: string;
  target?: string;
  label: string;
  /** The label as a message, worded again after a change of language (offline-db.ts). */
  labelMessage?: OutboxEntry['labelMessage'];
  method: OutboxEntry['method'];
  path: string;
  body: OutboxBody;
  creates?: OutboxEntry['creates'];
  preview?: unknown;
}

export class OutboxRuntime {
  private readonly options: ResolvedOutboxOptions;
  private readonly connection: OutboxConnection;
  private userId: number | null = null;
  private changeKinds: ChangeKinds | undefined;
  private readonly snapshot = new OutboxSnapshot();
  private readonly waiters = new SubmitWaiters();
  private readonly realIds = new RealIds();
  private wakeUps: WakeUps | null = null;
  /** Hidden (pagehide, freeze): no connection, no pass, no lock until the page is shown. */
  private hidden = false;
  private readonly unstored = new UnstoredChanges();
  private readonly writes: OutboxWrites;
  private readonly sender: OutboxSender;
  private lifecycleListening = false;

  constructor(options: OutboxRuntimeOptions) {
    this.options = {
      fetch: (input, init) => fetch(input, init),
      openDb: (abandon) => openOfflineDb(undefined, () => this.connection.forget(), abandon),
      submitWaitMs: 8000,
      sendTimeoutMs: 15000,
      storageWaitMs: 3000,
      ...options,
    };
    this.connection = new OutboxConnection(this.options.openDb);
    const host = {
      userId: () => this.userId,
      hidden: () => this.hidden,
      db: () => this.db(),
      changeKinds: () => this.changeKinds,
      refresh: () => this.refresh(),
      announce: () => this.announce(),
      loadRealIds: () => this.loadRealIds(),
      // Every run starts at the runtime's kick, the parts' too (the lifecycle test counts them).
      kick: () => this.kick(),
    } satisfies SenderHost;
    this.writes = new OutboxWrites(this.unstored, host, this.options.storageWaitMs);
    this.sender = new OutboxSender(host, this.options, this.waiters, this.writes);
  }

  private db(): Promise<OfflineDb> {
    if (this.hidden) return Promise.reject(new Error('The page is hidden'));
    return this.connection.get();
  }

  /**
   * The page goes into the back/forward cache or is frozen: the pass stops and lets go of the
   * sender lock, and the connection is closed, so no transaction of a frozen page can block
   * another page's writes (WebKit kept the outbox store blocked: docs/offline.md, Known
   * browser traps).
   */
  pageHidden = (): void => {
    this.hidden = true;
    this.sender.clearTimer();
    this.writes.clearStoreTimer();
    this.sender.abortPass();
    this.connection.end();
  };

  /** Shown again (restored from the cache, or resumed): reopen and send what waits. */
  pageShown = (): void => {
    if (!this.hidden) return;
    this.hidden = false;
    void this.refresh().catch(() => undefined);
    // The run the page was hidden in may still be ending: the next one starts after it.
    void this.sender.current().then(() => this.kick());
  };

  /** Told when a change could not be stored on this device in time and is kept in memory. */
  onNotStored = (listener: () => void): (() => void) => this.writes.onNotStored(listener);

  /** The server's id for an object created offline once it is known, else the id given. */
  realId = (id: number): number => this.realIds.realId(id);

  /** The signed-in owner's entries, oldest first (a stable array between changes). */
  getEntries = (): readonly OutboxEntry[] => this.snapshot.get();

  subscribe = (listener: () => void): (() => void) => this.snapshot.subscribe(listener);

  /**
   * Told, after a run, how many changes it sent that had waited on this device (no form was
   * waiting for their answer): the app says "3 changes saved" when the connection returns.
   */
  onSentLater = (listener: (count: number) => void): (() => void) =>
    this.sender.onSentLater(listener);

  /**
   * Starts sending for this owner: entries paused by a 401 go back in line after a sign-in.
   * `changeKinds`: the kinds of change the app makes. With them, a change whose body its kind's
   * schema refuses is refused at submit, and a stored one that no longer reads (an older version
   * wrote it) is failed, never sent. Without them (tests of the outbox itself) bodies go as given.
   */
  async start(userId: number, changeKinds?: ChangeKinds): Promise<void> {
    this.userId = userId;
    this.changeKinds = changeKinds;
    if (!this.lifecycleListening) {
      this.lifecycleListening = true;
      listenForPageLifecycle(this.options.pageEvents, this.pageHidden, this.pageShown);
    }
    this.wakeUps ??= listenForWakeUps(
      () => void this.kick(),
      // Another tab may have sent a create: its server id is needed here too (screens move).
      () => {
        if (!this.hidden) void this.loadRealIds().then(() => this.refresh());
      },
      () => void this.connectionReturned(),
    );
    const db = await this.db();
    await resumeNeedsAuth(db, userId);
    this.sender.resumeAfterSignIn();
    await this.loadRealIds();
    await this.refresh();
    void this.kick();
  }

  /** The network is back (the browser or the worker says so): what waits is sent now. */
  connectionReturned(): Promise<void> {
    return this.sender.connectionReturned();
  }

  /** Signed out: stop sending and forget the snapshot; the entries stay unless cleared. */
  stop(): void {
    this.userId = null;
    this.sender.clearTimer();
    this.writes.clearStoreTimer();
    this.unstored.clear();
    this.snapshot.set(EMPTY);
  }

  /** Logout after the owner agreed: this owner's pending changes are dropped. */
  async clear(userId: number): Promise<void> {
    await clearUserOutbox(await this.db(), userId);
    this.announce();
    if (this.userId === userId) this.snapshot.set(EMPTY);
  }

  /**
   * Queues the changes in order, shows them at once (through the snapshot), and waits a little
   * for the server: a caller online gets the answer as before, one offline gets `pending`.
   */
  async submitAll(changes: OutboxChange[]): Promise<SubmitResult[]> {
    const userId = this.userId;
    if (userId === null) throw new Error('The outbox is not started: nobody is signed in');
    // A body the contract refuses is refused here, as the server would: it is never stored.
    const refusals = changes.map((change) => this.refusalOf(change));
    const keys = changes.map(() => crypto.randomUUID());
    // Waiting before storing: a run already under way may send the entry the moment it exists.
    const results = keys.map((key, index) => {
      const refused = refusals[index];
      return refused ? Promise.resolve(refused) : this.waiters.wait(key);
    });
    const accepted = keys.filter((_key, index) => !refusals[index]);
    const batch = changes.flatMap((change, index) =>
      refusals[index] ? [] : [{ ...change, userId, key: keys[index]! }],
    );
    try {
      // Behind changes still in memory: they go to the store first, in order.
      if (this.unstored.size > 0 || this.hidden) throw new StorageNotAnswering();
      // One transaction: a batch queued at the same moment lands before or after this one whole.
      await this.writes.store(batch);
      for (const key of accepted) this.waiters.markQueued(key);
    } catch (error) {
      if (!(error instanceof StorageNotAnswering) || batch.length === 0) {
        // Not stored (storage refused): nobody waits for it, and the caller hears why.
        this.waiters.forget(keys);
        throw error;
      }
      this.writes.keepInMemory(batch);
      this.releaseWaiters(accepted);
      // Shown at once: reading the store may be held up as writing was.
      this.snapshot.set([
        ...this.snapshot.get().filter((entry) => entry.id > 0),
        ...this.unstored.entriesOf(userId),
      ]);
      void this.refresh().catch(() => undefined);
      return Promise.all(results);
    }
    await this.refresh();
    this.announce();
    requestBackgroundSync();
    void this.kick();
    const timeout = setTimeout(() => this.releaseWaiters(keys), this.options.submitWaitMs);
    try {
      return await Promise.all(results);
    } finally {
      clearTimeout(timeout);
    }
  }

  async submit(change: OutboxChange): Promise<SubmitResult> {
    const [result] = await this.submitAll([change]);
    // submitAll answers one result per change.
    return result!;
  }

  async retry(id: number): Promise<void> {
    await retryEntry(await this.db(), id);
    await this.refresh();
    this.announce();
    void this.kick();
  }

  /** What the owner may do about an entry the server refused as a conflict. */
  conflictChoices = (entry: OutboxEntry): ConflictChoices | undefined =>
    this.changeKinds?.conflictChoices(entry);

  /** "Book anyway": the refused entry goes again, in its place, with its kind's overruling body. */
  async overrule(entry: OutboxEntry): Promise<void> {
    const overruled = this.conflictChoices(entry)?.overruled;
    if (!overruled) return;
    await resendEntryWith(await this.db(), entry, overruled);
    await this.refresh();
    this.announce();
    void this.kick();
  }

  async discard(id: number): Promise<void> {
    if (id < 0) {
      this.unstored.discard(id);
      this.snapshot.set(this.snapshot.get().filter((entry) => entry.id !== id));
      return;
    }
    await removeEntry(await this.db(), id);
    await this.refresh();
    this.announce();
  }

  /** Sends what can be sent; calls made while a replay runs make it look once more. */
  kick(): Promise<void> {
    return this.sender.kick();
  }

  /** Refused at once, as the server would refuse it, when the change's kind reads its body so. */
  private refusalOf(change: OutboxChange): SubmitResult | undefined {
    const read = this.changeKinds?.read(change);
    return read && !read.ok ? { status: 'refused', messages: read.messages } : undefined;
  }

  private releaseWaiters(keys: string[]): void {
    for (const key of keys) this.waiters.settle(key, { status: 'pending' });
  }

  private async refresh(): Promise<void> {
    const userId = this.userId;
    if (userId === null) return;
    const stored = await listEntries(await this.db(), userId);
    if (this.userId === userId) this.snapshot.set([...stored, ...this.unstored.entriesOf(userId)]);
  }

  private async loadRealIds(): Promise<void> {
    await this.realIds.load(await this.db());
  }

  /** Other tabs reread the outbox when this one changed it. */
  private announce(): void {
    this.wakeUps?.announce();
  }
}
