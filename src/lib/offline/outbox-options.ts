// How the app (outbox.ts) or a test sets up the outbox runtime (outbox-runtime.ts); the sender
// (outbox-sender.ts) reads its part of them.
import type { OfflineDb } from './offline-db';

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

/** The options with their defaults filled in (the runtime's constructor). */
export type ResolvedOutboxOptions = Required<
  Omit<OutboxRuntimeOptions, 'withLock' | 'pageEvents'>
> &
  Pick<OutboxRuntimeOptions, 'withLock' | 'pageEvents'>;
