// Sends the outbox to the server, oldest first, one sender at a time across tabs and the worker
// (docs/offline.md). 2xx: done. Network error, 5xx, 408, 429: stop and retry later with
// backoff, keeping the order. 401: pause until the owner signs in again. Another 4xx: mark that
// entry failed, keep it for Retry or Discard, and go on with the next.
import { requestHeaders } from '../api/api-client';
import { type ErrorItem, readAnswer } from '../api/api-error';
import { OLDER_VERSION_MESSAGE, type ChangeKinds } from './change-kinds';
import type { OfflineDb, OutboxBody, OutboxEntry } from './offline-db';
import { listEntries, recoverInterrupted, removeEntry, updateEntry } from './outbox-store';
import {
  forgetOldResolvedIds,
  recordCreatedId,
  resolveReferences,
  UnresolvedReference,
} from './temp-ids';

const OUTBOX_LOCK = 'salon-outbox-sender';
const BACKOFF_BASE_MS = 1000;
const BACKOFF_MAX_MS = 5 * 60 * 1000;

export interface ReplayDeps {
  db: OfflineDb;
  userId: number;
  /** Read at send time: a token is never stored in an entry. */
  getToken: () => string | null;
  fetch: typeof fetch;
  now?: () => number;
  /** Runs `work` only if no other sender holds the lock; defaults to the Web Locks API. */
  withLock?: (work: () => Promise<void>) => Promise<boolean>;
  /** The server accepted the entry; `json` is its answer (the created object, the new state). */
  onSent?: (entry: OutboxEntry, json: unknown) => void | Promise<void>;
  /**
   * The server refused the entry (a 4xx other than 401): it stays, marked failed. `conflict`:
   * the answer's `conflict`, when the refusal is one the owner may overrule or rework.
   */
  onFailed?: (
    entry: OutboxEntry,
    messages: string[],
    conflict?: unknown,
    /** The refusal's items with the field each names, for a form still waiting (not stored). */
    items?: ErrorItem[],
    /**
     * The refusal's whole answer, for a form still waiting (not stored): what it lists beside
     * its messages, such as the bookings that keep a team member from being deactivated.
     */
    answer?: unknown,
  ) => void | Promise<void>;
  /**
   * The kinds of change this app makes: an entry whose body no longer reads as its kind says is
   * failed, never sent. Without them (tests of the outbox itself) bodies are sent as stored.
   */
  changeKinds?: ChangeKinds;
  /**
   * Aborted when the page is hidden (pagehide, freeze): the pass stops at once, writes nothing
   * more, and lets go of the lock. An entry it had on the wire stays `sending` and is queued
   * again by the next pass (docs/offline.md, Known browser traps).
   */
  signal?: AbortSignal;
}

export type ReplayOutcome =
  /** Nothing left to send now (failed entries may remain). */
  | { kind: 'idle'; sent: number }
  /** Stopped on a network error or a retryable status; try again at `retryAt`. */
  | { kind: 'retry-later'; sent: number; retryAt: number }
  /** A 401: nothing is sent until the owner signs in again. */
  | { kind: 'needs-auth'; sent: number }
  /** Another tab or the worker is sending. */
  | { kind: 'busy' }
  /** The page was hidden (`signal`): the next pass goes on. */
  | { kind: 'stopped' };

export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

/** Web Locks when the browser has them; otherwise a lock inside this page only. */
async function webLock(work: () => Promise<void>): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request(OUTBOX_LOCK, { ifAvailable: true }, async (lock) => {
      if (!lock) return false;
      await work();
      return true;
    });
  }
  return pageLock(work);
}

/** A lock inside one page (or one test): `work` runs only if nobody holds it. */
export function createPageLock(): (work: () => Promise<void>) => Promise<boolean> {
  let held = false;
  return async (work) => {
    if (held) return false;
    held = true;
    try {
      await work();
      return true;
    } finally {
      held = false;
    }
  };
}

const pageLock = createPageLock();

function requestInit(entry: OutboxEntry, body: OutboxBody, token: string): RequestInit {
  const json = body.kind === 'json';
  const headers = requestHeaders({ token, idempotencyKey: entry.key, json });
  if (body.kind === 'json')
    return { method: entry.method, headers, body: JSON.stringify(body.json) };
  if (body.kind === 'form') {
    const form = new FormData();
    for (const [name, value] of Object.entries(body.fields)) form.append(name, value);
    for (const [name, file] of Object.entries(body.files)) {
      form.append(name, new Blob([file.bytes], { type: file.type }), file.name);
    }
    return { method: entry.method, headers, body: form };
  }
  return { method: entry.method, headers };
}

const isRetryable = (status: number) => status >= 500 || status === 408 || status === 429;

/** What the owner reads when a refusal carries no message of its own. */
const refusedMessage = (status: number) => `The server refused this change (${status})`;

/** A 409's `conflict` (docs/decisions.md, Appointments and clients); undefined otherwise. */
function conflictOf(status: number, body: unknown): unknown {
  if (status !== 409 || typeof body !== 'object' || body === null) return undefined;
  return 'conflict' in body ? body.conflict : undefined;
}

/** Sends what can be sent now; safe to call as often as one likes (at start, online, focus...). */
export async function replayOutbox(deps: ReplayDeps): Promise<ReplayOutcome> {
  const now = deps.now ?? Date.now;
  const withLock = deps.withLock ?? webLock;
  let outcome: ReplayOutcome = { kind: 'idle', sent: 0 };
  const fail = async (
    entry: OutboxEntry,
    messages: string[],
    conflict?: unknown,
    items?: ErrorItem[],
    answer?: unknown,
  ) => {
    await updateEntry(deps.db, entry.id, { state: 'failed', errors: messages, conflict });
    await deps.onFailed?.(entry, messages, conflict, items, answer);
  };
  const failIfUnreadable = async (entry: OutboxEntry): Promise<boolean> => {
    if (entry.state !== 'queued' || !deps.changeKinds || deps.changeKinds.read(entry).ok) {
      return false;
    }
    await fail(entry, [OLDER_VERSION_MESSAGE]);
    return true;
  };
  const pass = async (): Promise<void> => {
    const { db, userId } = deps;
    await recoverInterrupted(db, userId);
    // Shown as failed at once, not only when their turn comes (which waits for a connection).
    for (const entry of await listEntries(db, userId)) await failIfUnreadable(entry);
    let sent = 0;
    for (;;) {
      if (deps.signal?.aborted) {
        outcome = { kind: 'stopped' };
        return;
      }
      const entries = await listEntries(db, userId);
      if (entries.some((entry) => entry.state === 'needs-auth')) {
        outcome = { kind: 'needs-auth', sent };
        return;
      }
      const next = entries.find((entry) => entry.state === 'queued');
      if (!next) {
        outcome = { kind: 'idle', sent };
        if (entries.length === 0) await forgetOldResolvedIds(db, now());
        return;
      }
      if (next.nextAttemptAt > now()) {
        outcome = { kind: 'retry-later', sent, retryAt: next.nextAttemptAt };
        return;
      }
      const token = deps.getToken();
      if (!token) {
        await updateEntry(db, next.id, { state: 'needs-auth' });
        outcome = { kind: 'needs-auth', sent };
        return;
      }

      // Another tab of an older version may have queued it while this pass ran.
      if (await failIfUnreadable(next)) continue;
      let resolved: { path: string; body: OutboxBody };
      try {
        resolved = await resolveReferences(db, next);
      } catch (error) {
        if (!(error instanceof UnresolvedReference)) throw error;
        await fail(next, [error.message]);
        continue;
      }

      const attempts = next.attempts + 1;
      await updateEntry(db, next.id, { state: 'sending', attempts });
      let response: Response;
      try {
        response = await deps.fetch(resolved.path, requestInit(next, resolved.body, token));
      } catch {
        if (deps.signal?.aborted) {
          outcome = { kind: 'stopped' };
          return;
        }
        const retryAt = now() + backoffMs(attempts);
        await updateEntry(db, next.id, { state: 'queued', nextAttemptAt: retryAt });
        outcome = { kind: 'retry-later', sent, retryAt };
        return;
      }

      if (response.ok) {
        const { body: json } = await readAnswer(response);
        await recordCreatedId(db, next, json);
        await removeEntry(db, next.id);
        sent += 1;
        await deps.onSent?.(next, json);
        continue;
      }
      if (response.status === 401) {
        await updateEntry(db, next.id, { state: 'needs-auth' });
        outcome = { kind: 'needs-auth', sent };
        return;
      }
      if (isRetryable(response.status)) {
        const retryAt = now() + backoffMs(attempts);
        await updateEntry(db, next.id, { state: 'queued', nextAttemptAt: retryAt });
        outcome = { kind: 'retry-later', sent, retryAt };
        return;
      }
      const { body, messages, items } = await readAnswer(response);
      await fail(
        next,
        messages.length > 0 ? messages : [refusedMessage(response.status)],
        conflictOf(response.status, body),
        messages.length > 0 ? items : undefined,
        body,
      );
    }
  };
  const ran = await withLock(() => untilAborted(pass(), deps.signal));
  // Cut off by the page being hidden: whatever the pass had reached, the next one goes on.
  if (deps.signal?.aborted) return { kind: 'stopped' };
  return ran ? outcome : { kind: 'busy' };
}

/**
 * Ends with the pass, or as soon as `signal` aborts: the sender lock is let go of while the page
 * can still act (pagehide). A pass in a page frozen in WebKit's back/forward cache never gets
 * the events that would end it, and would hold the lock, so no other page sent anything
 * (docs/offline.md, Known browser traps). Its outcome is then `stopped`, set by the pass or here.
 */
function untilAborted(work: Promise<void>, signal: AbortSignal | undefined): Promise<void> {
  // Whatever the cut-off pass throws later has nobody left to tell.
  work.catch(() => undefined);
  if (!signal) return work;
  return new Promise<void>((resolve, reject) => {
    const stop = () => resolve();
    if (signal.aborted) stop();
    signal.addEventListener('abort', stop, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}
