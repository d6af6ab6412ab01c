// The outbox's runs (docs/offline.md, States and transitions): one at a time, each writing what
// waits in memory first and then running passes of the replay (outbox-replay.ts) until nothing
// new was asked of it; what it failed to send waits for the backoff timer or the next trigger.
// It answers the submitters whose changes it sent, refused or left pending (submit-waiters.ts).
import type { ErrorItem } from '../api/api-error';
import type { ChangeKinds } from './change-kinds';
import type { OutboxEntry } from './offline-db';
import type { ResolvedOutboxOptions } from './outbox-options';
import { replayOutbox, type ReplayOutcome } from './outbox-replay';
import { dueNow, removeEntry } from './outbox-store';
import type { OutboxHost, OutboxWrites } from './outbox-writes';
import type { SubmitWaiters } from './submit-waiters';

/** Another tab held the sender lock: look again shortly, in case it finished before our entry. */
const BUSY_RETRY_MS = 2000;

/** What the sender reads of the runtime besides what every part does. */
export interface SenderHost extends OutboxHost {
  userId(): number | null;
  changeKinds(): ChangeKinds | undefined;
  /** Reads again the server's ids of objects created offline (temp-ids.ts). */
  loadRealIds(): Promise<void>;
}

type SenderOptions = Pick<
  ResolvedOutboxOptions,
  'getToken' | 'onNeedsAuth' | 'fetch' | 'sendTimeoutMs' | 'withLock'
>;

export class OutboxSender {
  private readonly sentLaterListeners = new Set<(count: number) => void>();
  /** Changes this run sent that nobody waited for: kept while offline, sent on return. */
  private sentLater = 0;
  private running: Promise<void> | null = null;
  private runAgain = false;
  /** The connection came back since the run under way began (connectionReturned). */
  private connectionNews = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** A 401 paused sending; the session end is reported once, not on every later attempt. */
  private pausedForAuth = false;
  /** Stops the pass under way when the page is hidden. */
  private passAbort: AbortController | null = null;

  constructor(
    private readonly host: SenderHost,
    private readonly options: SenderOptions,
    private readonly waiters: SubmitWaiters,
    private readonly writes: OutboxWrites,
  ) {}

  /** See OutboxRuntime.onSentLater. */
  onSentLater(listener: (count: number) => void): () => void {
    this.sentLaterListeners.add(listener);
    return () => this.sentLaterListeners.delete(listener);
  }

  /** Signed in again: a later 401 ends the session once more. */
  resumeAfterSignIn(): void {
    this.pausedForAuth = false;
  }

  /** The run under way, or a settled promise when none is. */
  current(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  /** The page is hidden: the pass under way stops and lets go of the sender lock. */
  abortPass(): void {
    this.passAbort?.abort();
  }

  /** The network is back (the browser or the worker says so): what waits is sent now. */
  async connectionReturned(): Promise<void> {
    // A send begun while still offline may fail after this and book its backoff again: the run
    // that holds it looks here when it ends (kick) and makes everything due once more.
    this.connectionNews = true;
    // Hidden: the pass when the page is shown again makes everything due (pageShown, kick).
    if (this.host.hidden()) return;
    const userId = this.host.userId();
    if (userId !== null) await dueNow(await this.host.db(), userId);
    await this.host.kick();
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
      else if (this.runAgain && this.waiters.size > 0) void this.host.kick();
    });
    return this.running;
  }

  private async run(): Promise<void> {
    if (this.host.hidden()) return;
    if (!(await this.writes.storeUnstored())) return;
    const abort = new AbortController();
    this.passAbort = abort;
    try {
      await this.runPasses(abort.signal);
    } catch (error) {
      // A pass cut off by the page being hidden (its connection closed) ends here; the next
      // pass, once the page is shown, goes on from what the store says.
      if (!abort.signal.aborted && !this.host.hidden()) throw error;
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
      const userId = this.host.userId();
      if (userId === null) return;
      for (const key of this.waiters.queuedKeys()) seen.add(key);
      this.clearTimer();
      outcome = await replayOutbox({
        db: await this.host.db(),
        userId,
        getToken: this.options.getToken,
        fetch: (input, init) => this.fetchWithin(input, { ...init, signal }),
        withLock: this.options.withLock,
        signal,
        changeKinds: this.host.changeKinds(),
        onSent: (entry, json) => this.accept(entry, json),
        onFailed: (entry, messages, conflict, items, answer) =>
          this.refuseAtOnce(entry, messages, conflict, items, answer),
      });
      if (outcome.kind === 'stopped') return;
      await this.host.refresh();
      if (outcome.kind !== 'busy' && outcome.sent > 0) this.host.announce();
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
    if (entry.creates) await this.host.loadRealIds();
    // The entry is gone from the store: the screens stop marking it before the submitter goes on.
    await this.host.refresh();
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
    await removeEntry(await this.host.db(), entry.id);
    await this.host.refresh();
    this.waiters.settle(entry.key, { status: 'refused', messages, conflict, items, answer });
  }

  private schedule(delayMs: number): void {
    this.clearTimer();
    this.timer = setTimeout(() => void this.host.kick(), Math.max(0, delayMs));
  }

  clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
