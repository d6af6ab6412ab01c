// Sends the outbox to the server, oldest first, one sender at a time across tabs and the worker
// (architecture.md, Offline). 2xx: done. Network error, 5xx, 408, 429: stop and retry later with
// backoff, keeping the order. 401: pause until the owner signs in again. Another 4xx: mark that
// entry failed, keep it for Retry or Discard, and go on with the next.
import type { OfflineDb, OutboxBody, OutboxEntry } from './offline-db';
import {
  forgetOldResolvedIds,
  listEntries,
  recoverInterrupted,
  removeEntry,
  resolvedId,
  updateEntry,
} from './outbox-store';

export const OUTBOX_LOCK = 'salon-outbox-sender';
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
  /** The server refused the entry (a 4xx other than 401): it stays, marked failed. */
  onFailed?: (entry: OutboxEntry, messages: string[]) => void | Promise<void>;
}

export type ReplayOutcome =
  /** Nothing left to send now (failed entries may remain). */
  | { kind: 'idle'; sent: number }
  /** Stopped on a network error or a retryable status; try again at `retryAt`. */
  | { kind: 'retry-later'; sent: number; retryAt: number }
  /** A 401: nothing is sent until the owner signs in again. */
  | { kind: 'needs-auth'; sent: number }
  /** Another tab or the worker is sending. */
  | { kind: 'busy' };

export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

/** Web Locks when the browser has them; otherwise a lock inside this page only. */
export async function webLock(work: () => Promise<void>): Promise<boolean> {
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

const isTempId = (value: unknown): value is number => typeof value === 'number' && value < 0;

class UnresolvedReference extends Error {}

async function resolveValue(db: OfflineDb, value: unknown): Promise<unknown> {
  if (isTempId(value)) {
    const real = await resolvedId(db, value);
    if (real === undefined) throw new UnresolvedReference();
    return real;
  }
  if (Array.isArray(value)) return Promise.all(value.map((item) => resolveValue(db, item)));
  if (value && typeof value === 'object' && !(value instanceof ArrayBuffer)) {
    const entries = await Promise.all(
      Object.entries(value).map(
        async ([key, item]) => [key, await resolveValue(db, item)] as const,
      ),
    );
    return Object.fromEntries(entries);
  }
  return value;
}

/** Replaces temporary ids (negative numbers) in the path and body by the ids the server gave. */
async function resolveReferences(
  db: OfflineDb,
  entry: OutboxEntry,
): Promise<{ path: string; body: OutboxBody }> {
  const segments = await Promise.all(
    entry.path.split('/').map(async (segment) => {
      if (!/^-\d+$/.test(segment)) return segment;
      const real = await resolvedId(db, Number(segment));
      if (real === undefined) throw new UnresolvedReference();
      return String(real);
    }),
  );
  let body = entry.body;
  if (body.kind === 'json') body = { kind: 'json', json: await resolveValue(db, body.json) };
  return { path: segments.join('/'), body };
}

function requestInit(entry: OutboxEntry, body: OutboxBody, token: string): RequestInit {
  const headers = new Headers({
    Authorization: `Bearer ${token}`,
    'Idempotency-Key': entry.key,
    Accept: 'application/json',
  });
  if (body.kind === 'json') {
    headers.set('Content-Type', 'application/json');
    return { method: entry.method, headers, body: JSON.stringify(body.json) };
  }
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

async function readMessages(response: Response): Promise<{ json: unknown; messages: string[] }> {
  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  const errors = (json as { errors?: unknown } | null)?.errors;
  const messages = Array.isArray(errors)
    ? errors
        .map((e) => (e as { msg?: unknown })?.msg)
        .filter((m): m is string => typeof m === 'string')
    : [];
  return {
    json,
    messages:
      messages.length > 0 ? messages : [`The server refused this change (${response.status})`],
  };
}

const isRetryable = (status: number) => status >= 500 || status === 408 || status === 429;

/** Sends what can be sent now; safe to call as often as one likes (at start, online, focus...). */
export async function replayOutbox(deps: ReplayDeps): Promise<ReplayOutcome> {
  const now = deps.now ?? Date.now;
  const withLock = deps.withLock ?? webLock;
  let outcome: ReplayOutcome = { kind: 'idle', sent: 0 };
  const ran = await withLock(async () => {
    const { db, userId } = deps;
    await recoverInterrupted(db, userId);
    let sent = 0;
    for (;;) {
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

      let resolved: { path: string; body: OutboxBody };
      try {
        resolved = await resolveReferences(db, next);
      } catch (error) {
        if (!(error instanceof UnresolvedReference)) throw error;
        const messages = ['This change depends on another change that was not saved'];
        await updateEntry(db, next.id, { state: 'failed', errors: messages });
        await deps.onFailed?.(next, messages);
        continue;
      }

      const attempts = next.attempts + 1;
      await updateEntry(db, next.id, { state: 'sending', attempts });
      let response: Response;
      try {
        response = await deps.fetch(resolved.path, requestInit(next, resolved.body, token));
      } catch {
        const retryAt = now() + backoffMs(attempts);
        await updateEntry(db, next.id, { state: 'queued', nextAttemptAt: retryAt });
        outcome = { kind: 'retry-later', sent, retryAt };
        return;
      }

      if (response.ok) {
        const { json } = await readMessages(response);
        if (next.creates) {
          const realId = findId(json, next.creates.idField);
          if (realId !== undefined)
            await db.put('resolvedIds', { tempId: next.creates.tempId, realId });
        }
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
      const { messages } = await readMessages(response);
      await updateEntry(db, next.id, { state: 'failed', errors: messages });
      await deps.onFailed?.(next, messages);
    }
  });
  return ran ? outcome : { kind: 'busy' };
}

/** The created object's id: at the top of the answer or one level down (`{ msg, day: { id } }`). */
function findId(json: unknown, field: string): number | undefined {
  if (!json || typeof json !== 'object') return undefined;
  const direct = (json as Record<string, unknown>)[field];
  if (typeof direct === 'number') return direct;
  for (const value of Object.values(json)) {
    const nested =
      value && typeof value === 'object' ? (value as Record<string, unknown>)[field] : undefined;
    if (typeof nested === 'number') return nested;
  }
  return undefined;
}
