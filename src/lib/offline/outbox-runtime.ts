// The outbox as the app uses it: every change of the spec goes in here first and is sent from
// here (docs/offline.md). It keeps a snapshot of the signed-in owner's entries for the screens,
// runs the replay on every trigger (start, each enqueue, the backoff timer, and the wake-ups of
// outbox-wake-ups.ts) and tells the one who submitted a change what became of it when that is
// known at once.
import type { ErrorItem } from '../api/api-error';
import type { ChangeKinds, ConflictChoices } from './change-kinds';
import type { OfflineDb, OutboxBody, OutboxEntry } from './offline-db';
import { openOfflineDb } from './offline-db';
import { OutboxConnection } from './outbox-connection';
import { replayOutbox, type ReplayOutcome } from './outbox-replay';
import {
  clearUserOutbox,
  dueNow,
  enqueueAll,
  listEntries,
  removeEntry,
  StorageNotAnswering,
  resendEntryWith,
  resumeNeedsAuth,
  retryEntry,
} from './outbox-store';
import { listenForWakeUps, requestBackgroundSync, type WakeUps } from './outbox-wake-ups';
import { listenForPageLifecycle } from './page-lifecycle';
import { SubmitWaiters, type SubmitResult } from './submit-waiters';
import { RealIds } from './temp-ids';
import { UnstoredChanges, type UnstoredEntry } from './unstored-changes';

export type { SubmitResult };

/** A change as a feature describes it; the outbox adds the key, the owner and the bookkeeping. */
export interface OutboxChange {
  kind: string;
  target?: string;
  label: string;
  method: OutboxEntry['method'];
  path: string;
  body: OutboxBody;
  creates?: OutboxEntry['creates'];
  preview?: unknown;
}

export interface OutboxRuntimeOptions {
  getToken: () => string | null;
  /** A send answered 401: the session is over. The entries wait for the next sign-in. */
  onNeedsAuth: () => void;
  fetch?: typeof fetch;
  /** `abandon` is aborted when the page is hidden while the connection opens. */
  openDb?: (abandon: AbortSignal) => Promise<OfflineDb>;
  /** How long a submitter waits for the server before its change is shown as pending. */
  submitWaitMs?: number;
  /** A send that hangs this long counts as a network failure (retried with backoff). */
  sendTimeoutMs?: number;
  withLock?: (work: () => Promise<void>) => Promise<boolean>;
  /** How long a Save waits for IndexedDB before its change is kept in memory instead. */
  storageWaitMs?: number;
  /** Where `pagehide`/`pageshow` come from: the window, or a test's own target. */
  pageEvents?: EventTarget;
}

/** Another tab held the sender lock: look again shortly, in case it finished before our entry. */
const BUSY_RETRY_MS = 2000;
const EMPTY: readonly OutboxEntry[] = [];
/** Changes kept in memory are written again this often while the store does not answer. */
const STORE_RETRY_MS = 2000;

export class OutboxRuntime {
  private readonly options: Required<Omit<OutboxRuntimeOptions, 'withLock' | 'pageEvents'>> &
    Pick<OutboxRuntimeOptions, 'withLock' | 'pageEvents'>;
  private readonly connection: OutboxConnection;
  private userId: number | null = null;
  private changeKinds: ChangeKinds | undefined;
  private entries: readonly OutboxEntry[] = EMPTY;
  private readonly listeners = new Set<() => void>();
  private readonly sentLaterListeners = new Set<(count: number) => void>();
  /** Changes this run sent that nobody waited for: kept while offline, sent on return. */
  private sentLater = 0;
  private readonly waiters = new SubmitWaiters();
  private readonly realIds = new RealIds();
  private running: Promise<void> | null = null;
  private runAgain = false;
  /** The connection came back since the run under way began (connectionReturned). */
  private connectionNews = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private wakeUps: WakeUps | null = null;
  /** A 401 paused sending; the session end is reported once, not on every later attempt. */
  private pausedForAuth = false;
  /** Hidden (pagehide, freeze): no connection, no pass, no lock until the page is shown. */
  private hidden = false;
  /** Stops the pass under way when the page is hidden. */
  private passAbort: AbortController | null = null;
  private readonly unstored = new UnstoredChanges();
  private storeTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly notStoredListeners = new Set<() => void>();
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
    this.clearTimer();
    this.clearStoreTimer();
    this.passAbort?.abort();
    this.connection.end();
  };

  /** Shown again (restored from the cache, or resumed): reopen and send what waits. */
  pageShown = (): void => {
    if (!this.hidden) return;
    this.hidden = false;
    void this.refresh().catch(() => undefined);
    // The run the page was hidden in may still be ending: the next one starts after it.
    void (this.running ?? Promise.resolve()).then(() => this.kick());
  };

  /** Told when a change could not be stored on this device in time and is kept in memory. */
  onNotStored = (listener: () => void): (() => void) => {
    this.notStoredListeners.add(listener);
    return () => this.notStoredListeners.delete(listener);
  };

  /** The server's id for an object created offline once it is known, else the id given. */
  realId = (id: number): number => this.realIds.realId(id);

  /** The signed-in owner's entries, oldest first (a stable array between changes). */
  getEntries = (): readonly OutboxEntry[] => this.entries;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Told, after a run, how many changes it sent that had waited on this device (no form was
   * waiting for their answer): the app says "3 changes saved" when the connection returns.
   */
  onSentLater = (listener: (count: number) => void): (() => void) => {
    this.sentLaterListeners.add(listener);
    return () => this.sentLaterListeners.delete(listener);
  };

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
    this.pausedForAuth = false;
    await this.loadRealIds();
    await this.refresh();
    void this.kick();
  }

  /** The network is back (the browser or the worker says so): what waits is sent now. */
  async connectionReturned(): Promise<void> {
    // A send begun while still offline may fail after this and book its backoff again: the run
    // that holds it looks here when it ends (kick) and makes everything due once more.
    this.connectionNews = true;
    // Hidden: the pass when the page is shown again makes everything due (pageShown, kick).
    if (this.hidden) return;
    const userId = this.userId;
    if (userId !== null) await dueNow(await this.db(), userId);
    await this.kick();
  }

  /** Signed out: stop sending and forget the snapshot; the entries stay unless cleared. */
  stop(): void {
    this.userId = null;
    this.clearTimer();
    this.clearStoreTimer();
    this.unstored.clear();
    this.setEntries(EMPTY);
  }

  /** Logout after the owner agreed: this owner's pending changes are dropped. */
  async clear(userId: number): Promise<void> {
    await clearUserOutbox(await this.db(), userId);
    this.announce();
    if (this.userId === userId) this.setEntries(EMPTY);
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
      await this.store(batch);
      for (const key of accepted) this.waiters.markQueued(key);
    } catch (error) {
      if (!(error instanceof StorageNotAnswering) || batch.length === 0) {
        // Not stored (storage refused): nobody waits for it, and the caller hears why.
        this.waiters.forget(keys);
        throw error;
      }
      this.keepInMemory(batch);
      this.releaseWaiters(accepted);
      // Shown at once: reading the store may be held up as writing was.
      this.setEntries([
        ...this.entries.filter((entry) => entry.id > 0),
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
      this.setEntries(this.entries.filter((entry) => entry.id !== id));
      return;
    }
    await removeEntry(await this.db(), id);
    await this.refresh();
    this.announce();
  }

  /** Sends what can be sent; calls made while a replay runs make it look once more. */
  kick(): Promise<void> {
    if (this.running) {
      this.runAgain = true;
      return this.running;
    }
    this.connectionNews = false;
    // Only calls made during this run make it look again: a run that ends before any pass (the
    // page hidden, the store not answering) must not start the next at once, forever, in
    // microtasks, which froze a page being left (docs/offline.md, Known browser traps).
    this.runAgain = false;
    this.running = this.run().finally(() => {
      this.running = null;
      // The connection came back while this run was sending: what it failed to send while
      // offline is due now, not after its backoff (a flaky e2e run showed the wait).
      if (this.connectionNews) void this.connectionReturned();
      // A submitter that came after the last pass looked at the outbox gets a pass of its own.
      else if (this.runAgain && this.waiters.size > 0) void this.kick();
    });
    return this.running;
  }

  private async run(): Promise<void> {
    if (this.hidden) return;
    if (!(await this.storeUnstored())) return;
    const abort = new AbortController();
    this.passAbort = abort;
    try {
      await this.runPasses(abort.signal);
    } catch (error) {
      // A pass cut off by the page being hidden (its connection closed) ends here; the next
      // pass, once the page is shown, goes on from what the store says.
      if (!abort.signal.aborted && !this.hidden) throw error;
    } finally {
      if (this.passAbort === abort) this.passAbort = null;
    }
  }

  private async runPasses(signal: AbortSignal): Promise<void> {
    let outcome: ReplayOutcome;
    // The submitters whose entries were in the outbox when a pass began: this run answers them.
    const seen = new Set<string>();
    do {
      this.runAgain = false;
      const userId = this.userId;
      if (userId === null) return;
      for (const key of this.waiters.queuedKeys()) seen.add(key);
      this.clearTimer();
      outcome = await replayOutbox({
        db: await this.db(),
        userId,
        getToken: this.options.getToken,
        fetch: (input, init) => this.fetchWithin(input, { ...init, signal }),
        withLock: this.options.withLock,
        signal,
        changeKinds: this.changeKinds,
        onSent: (entry, json) => this.accept(entry, json),
        onFailed: (entry, messages, conflict, items, answer) =>
          this.refuseAtOnce(entry, messages, conflict, items, answer),
      });
      if (outcome.kind === 'stopped') return;
      await this.refresh();
      if (outcome.kind !== 'busy' && outcome.sent > 0) this.announce();
    } while (this.runAgain && outcome.kind === 'idle');

    const sentLater = this.sentLater;
    this.sentLater = 0;
    if (sentLater > 0) this.sentLaterListeners.forEach((listener) => listener(sentLater));
    // What this run saw and did not send now waits for a later one: it is pending. Submitters
    // that came after its last pass began are answered by the next run.
    for (const key of seen) this.waiters.settle(key, { status: 'pending' });
    if (outcome.kind === 'retry-later') this.schedule(outcome.retryAt - Date.now());
    else if (outcome.kind === 'busy') this.schedule(BUSY_RETRY_MS);
    else if (outcome.kind === 'needs-auth' && !this.pausedForAuth) {
      this.pausedForAuth = true;
      this.options.onNeedsAuth();
    }
  }

  /** Refused at once, as the server would refuse it, when the change's kind reads its body so. */
  private refusalOf(change: OutboxChange): SubmitResult | undefined {
    const read = this.changeKinds?.read(change);
    return read && !read.ok ? { status: 'refused', messages: read.messages } : undefined;
  }

  /**
   * A send that hangs counts as a network failure. Its answer, if it comes, is ignored: the
   * entry is sent again later with the same Idempotency-Key, so the server applies it once.
   */
  private fetchWithin(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new TypeError('No answer from the server in time')),
        this.options.sendTimeoutMs,
      );
    });
    return Promise.race([this.options.fetch(input, init), timeout]).finally(() =>
      clearTimeout(timer),
    );
  }

  private async accept(entry: OutboxEntry, json: unknown): Promise<void> {
    if (!this.waiters.has(entry.key)) this.sentLater += 1;
    // A create's server id is known now: screens showing its temporary id move to it.
    if (entry.creates) await this.loadRealIds();
    // The entry is gone from the store: the screens stop marking it before the submitter goes on.
    await this.refresh();
    this.waiters.settle(entry.key, { status: 'sent', json });
  }

  /**
   * A change refused while its submitter waits is handed back to the form (and dropped here);
   * one refused later, with nobody waiting, stays as failed for Retry or Discard.
   */
  private async refuseAtOnce(
    entry: OutboxEntry,
    messages: string[],
    conflict: unknown,
    items?: ErrorItem[],
    answer?: unknown,
  ): Promise<void> {
    if (!this.waiters.has(entry.key)) return;
    await removeEntry(await this.db(), entry.id);
    await this.refresh();
    this.waiters.settle(entry.key, { status: 'refused', messages, conflict, items, answer });
  }

  /** Writes a batch in one transaction, or throws StorageNotAnswering after storageWaitMs. */
  private async store(batch: UnstoredEntry[]): Promise<void> {
    const wait = this.options.storageWaitMs;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new StorageNotAnswering()), wait);
    });
    late.catch(() => undefined);
    try {
      // Opening may hang too (an upgrade blocked elsewhere); the write aborts itself in time.
      const db = await Promise.race([this.db(), late]);
      await enqueueAll(db, batch, wait);
    } catch (error) {
      throw this.hidden ? new StorageNotAnswering() : error;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * The store did not take the changes in time: they stay in this page, shown as pending, and
   * are written before anything is sent; the owner is told (onNotStored).
   */
  private keepInMemory(entries: UnstoredEntry[]): void {
    this.unstored.keep(entries);
    this.notStoredListeners.forEach((listener) => listener());
    this.scheduleStore();
  }

  /** Stores what waits in memory, oldest first; false while some of it still cannot be. */
  private async storeUnstored(): Promise<boolean> {
    for (let batch = this.unstored.oldest(); batch; batch = this.unstored.oldest()) {
      if (this.hidden) return false;
      try {
        await this.store(batch);
      } catch {
        this.scheduleStore();
        return false;
      }
      this.unstored.stored();
      await this.refresh().catch(() => undefined);
      this.announce();
    }
    return true;
  }

  private scheduleStore(): void {
    this.clearStoreTimer();
    this.storeTimer = setTimeout(() => {
      this.storeTimer = null;
      void this.kick();
    }, STORE_RETRY_MS);
  }

  private clearStoreTimer(): void {
    if (this.storeTimer !== null) clearTimeout(this.storeTimer);
    this.storeTimer = null;
  }

  private releaseWaiters(keys: string[]): void {
    for (const key of keys) this.waiters.settle(key, { status: 'pending' });
  }

  private async refresh(): Promise<void> {
    const userId = this.userId;
    if (userId === null) return;
    const stored = await listEntries(await this.db(), userId);
    if (this.userId === userId) this.setEntries([...stored, ...this.unstored.entriesOf(userId)]);
  }

  private async loadRealIds(): Promise<void> {
    await this.realIds.load(await this.db());
  }

  private setEntries(entries: readonly OutboxEntry[]): void {
    const same =
      entries.length === this.entries.length &&
      entries.every((entry, index) => sameEntry(entry, this.entries[index]));
    if (same) return;
    this.entries = entries;
    this.listeners.forEach((listener) => listener());
  }

  private schedule(delayMs: number): void {
    this.clearTimer();
    this.timer = setTimeout(() => void this.kick(), Math.max(0, delayMs));
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Other tabs reread the outbox when this one changed it. */
  private announce(): void {
    this.wakeUps?.announce();
  }
}

function sameEntry(a: OutboxEntry, b: OutboxEntry | undefined): boolean {
  return (
    !!b &&
    a.id === b.id &&
    a.state === b.state &&
    a.key === b.key &&
    a.attempts === b.attempts &&
    a.errors.join('\n') === b.errors.join('\n')
  );
}
