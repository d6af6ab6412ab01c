// The owners of changes waiting to hear what became of them, by Idempotency-Key. A submitter
// waits a little for the server: the replay settles it with the server's answer, and whoever
// is still waiting when the time is up, or when a run passed over its change, hears `pending`.
import type { ErrorItem } from '../api/api-error';

/** What a submitter hears about its change. */
export type SubmitResult =
  /** The server applied it; `json` is its answer. */
  | { status: 'sent'; json: unknown }
  /** Kept on this device and shown as pending: sent when the connection (or session) returns. */
  | { status: 'pending' }
  /** The server refused it at once; it is not kept (the form still holds the values to fix). */
  | {
      status: 'refused';
      messages: string[];
      conflict?: unknown;
      /** The messages with the form field each is about, when the server named one. */
      items?: ErrorItem[];
      /** The server's whole answer, when it came from the server (the form reads more of it). */
      answer?: unknown;
    };

interface Waiter {
  resolve: (result: SubmitResult) => void;
  /** Stored in the outbox: a pass that starts now will find the entry. */
  queued: boolean;
}

export class SubmitWaiters {
  private readonly waiters = new Map<string, Waiter>();

  /** Waits for the change with this key; registered before the entry is stored (see submitAll). */
  wait(key: string): Promise<SubmitResult> {
    return new Promise((resolve) => this.waiters.set(key, { resolve, queued: false }));
  }

  markQueued(key: string): void {
    const waiter = this.waiters.get(key);
    if (waiter) waiter.queued = true;
  }

  /** Keys whose entries are stored: a pass starting now answers them. */
  queuedKeys(): string[] {
    return [...this.waiters].filter(([, waiter]) => waiter.queued).map(([key]) => key);
  }

  has(key: string): boolean {
    return this.waiters.has(key);
  }

  get size(): number {
    return this.waiters.size;
  }

  settle(key: string, result: SubmitResult): void {
    const waiter = this.waiters.get(key);
    if (!waiter) return;
    this.waiters.delete(key);
    waiter.resolve(result);
  }

  /** Never stored (storage refused): nobody waits for them, and nobody answers them either. */
  forget(keys: readonly string[]): void {
    for (const key of keys) this.waiters.delete(key);
  }
}
