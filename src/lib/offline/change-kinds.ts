// The kinds of change the app puts in the outbox, each with the contract's schema of its body and
// how it shows in the screens while it waits (docs/offline.md). Entries outlive app versions: a
// stored body is read back through its kind's schema, never trusted as the type it once had, and
// one that no longer reads (an older version wrote it) is failed and shown, never sent broken.
// zod is only a type here: the features' schemas bring it.
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import type { OutboxBody, OutboxEntry } from './offline-db';

export const OLDER_VERSION_MESSAGE =
  'This change was saved by an older version of the app and cannot be sent: discard it and make it again';

export interface CacheUpdate {
  queryKey: QueryKey;
  /** Must be idempotent: it may run again over data it already changed. Undefined: no change. */
  update: (old: unknown) => unknown;
}

export interface OverlayContext {
  queryClient: QueryClient;
  /** The server's id for an object created offline, once known; otherwise the id as given. */
  realId: (id: number) => number;
}

interface ChangeKindBase<Body> {
  /** Stored in each entry, e.g. `catalogue.createCategory`: never reuse one for another body. */
  kind: string;
  /**
   * Which cached answers the waiting change alters, and how (as the server will store it).
   * A method, so a kind with its own body type fits in a list of kinds.
   */
  overlay?(body: Body, entry: OutboxEntry, context: OverlayContext): CacheUpdate[];
  /**
   * What the owner may do about a conflict the server answered (docs/offline.md, Conflicts).
   * `overrule`: the body that sends the change anyway ("Book anyway"), or undefined when this
   * conflict cannot be overruled. `rework`: the app can open the change in its editor
   * ("Choose another time").
   */
  conflict?: {
    overrule(body: Body, conflict: unknown): Body | undefined;
    rework: boolean;
  };
}

/** The choices the pending list offers for a change refused as a conflict. */
export interface ConflictChoices {
  /** The body "Book anyway" sends, when the conflict can be overruled. */
  overruled?: OutboxBody;
  /** "Choose another time" applies. */
  rework: boolean;
}

type ChangeKind<Body = unknown> = ChangeKindBase<Body> &
  (
    | {
        /** JSON: the schema reads the JSON; multipart: the text fields (files are bytes). */
        encoding: 'json' | 'form';
        schema: z.ZodType<Body>;
      }
    | { encoding: 'none' }
  );

/** A JSON body as the outbox stores it. */
export const jsonBody = (json: unknown): OutboxBody => ({ kind: 'json', json });

/** Keeps `Body` tied to the schema where a kind is written, then fits any list of kinds. */
export function defineChangeKind<Body>(kind: ChangeKind<Body>): ChangeKind {
  return kind;
}

type ReadBody =
  | { ok: true; body: unknown; kind: ChangeKind }
  /** `messages`: why, as the schema says it (what the server would answer to the same body). */
  | { ok: false; messages: string[] };

/** The app's kinds of change, by name. */
export class ChangeKinds {
  private readonly byName = new Map<string, ChangeKind>();

  constructor(kinds: readonly ChangeKind[]) {
    for (const kind of kinds) {
      if (this.byName.has(kind.kind)) throw new Error(`Two kinds of change named ${kind.kind}`);
      this.byName.set(kind.kind, kind);
    }
  }

  /** The entry's body as its kind reads it; not ok for an unknown kind or a body that no longer parses. */
  read(entry: Pick<OutboxEntry, 'kind' | 'body'>): ReadBody {
    const kind = this.byName.get(entry.kind);
    if (!kind) return { ok: false, messages: [`Unknown kind of change: ${entry.kind}`] };
    if (kind.encoding !== entry.body.kind) {
      return { ok: false, messages: [`A ${entry.kind} change has no ${entry.body.kind} body`] };
    }
    if (kind.encoding === 'none') return { ok: true, body: undefined, kind };
    const parsed = kind.schema.safeParse(storedValue(entry.body));
    if (parsed.success) return { ok: true, body: parsed.data, kind };
    return { ok: false, messages: parsed.error.issues.map(issueMessage) };
  }

  /** None when the entry is no conflict, its kind offers no choice or its body does not read. */
  conflictChoices(entry: OutboxEntry): ConflictChoices | undefined {
    if (entry.state !== 'failed' || entry.conflict === undefined) return undefined;
    const read = this.read(entry);
    if (!read.ok || !read.kind.conflict) return undefined;
    const overruled = read.kind.conflict.overrule(read.body, entry.conflict);
    return {
      overruled: overruled === undefined ? undefined : jsonBody(overruled),
      rework: read.kind.conflict.rework,
    };
  }

  /** The cache updates that show the entry while it waits; none when its body does not read. */
  overlay(entry: OutboxEntry, context: OverlayContext): CacheUpdate[] {
    const read = this.read(entry);
    return read.ok ? (read.kind.overlay?.(read.body, entry, context) ?? []) : [];
  }
}

/** As the server words a refused field: the schema's own sentence, or zod's default with the field. */
function issueMessage(issue: z.core.$ZodIssue): string {
  const field = issue.path.join('.');
  const sentence = issue.message.includes(' is ') || issue.message.includes(' must ');
  return sentence || !field ? issue.message : `${field}: ${issue.message}`;
}

function storedValue(body: OutboxBody): unknown {
  switch (body.kind) {
    case 'json':
      return body.json;
    case 'form':
      return body.fields;
    case 'none':
      return undefined;
  }
}

// Pending changes shown in the screens' data before the server has them: each kind's overlay is
// laid over every answer that arrives (a refetch, a kept answer offline, a restored cache) for as
// long as the change waits. When an entry leaves the outbox (sent, discarded) the answers it
// touched are fetched again.

/** What the overlays read of the outbox (an `OutboxRuntime`). */
interface PendingEntries {
  getEntries(): readonly OutboxEntry[];
  subscribe(listener: () => void): () => void;
  realId(id: number): number;
}

/** Returns the function that stops it. */
export function installPendingOverlays(
  queryClient: QueryClient,
  outbox: PendingEntries,
  changeKinds: ChangeKinds,
): () => void {
  const context: OverlayContext = { queryClient, realId: outbox.realId };
  const updatesOf = (entry: OutboxEntry) => changeKinds.overlay(entry, context);

  const apply = (updates: CacheUpdate[], onlyKey?: string) => {
    for (const { queryKey, update } of updates) {
      if (onlyKey !== undefined && hashKey(queryKey) !== onlyKey) continue;
      const query = queryClient.getQueryCache().find({ queryKey, exact: true });
      // Keep the answer's own time: the offline banner says how old the data is.
      queryClient.setQueryData(queryKey, update, { updatedAt: query?.state.dataUpdatedAt });
    }
  };
  const applyAll = (onlyKey?: string) => {
    for (const entry of outbox.getEntries()) apply(updatesOf(entry), onlyKey);
  };

  // An answer came (not one of ours: those are `manual`): lay the pending changes over it.
  const unsubscribeCache = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
    applyAll(event.query.queryHash);
  });

  let previous = outbox.getEntries();
  const unsubscribeOutbox = outbox.subscribe(() => {
    const current = outbox.getEntries();
    const remaining = new Set(current.map((entry) => entry.id));
    for (const gone of previous.filter((entry) => !remaining.has(entry.id))) {
      for (const { queryKey } of updatesOf(gone)) {
        void queryClient.invalidateQueries({ queryKey, exact: true });
      }
    }
    previous = current;
    applyAll();
  });
  applyAll();

  return () => {
    unsubscribeCache();
    unsubscribeOutbox();
  };
}

/** An update of a cached list (left alone while the list is not cached). */
export function listUpdate<T>(queryKey: QueryKey, change: (list: T[]) => T[]): CacheUpdate {
  return {
    queryKey,
    update: (old: unknown) => (Array.isArray(old) ? change(old as T[]) : undefined),
  };
}

/** An update of a cached object (left alone while it is not cached). */
export function itemUpdate<T>(queryKey: QueryKey, change: (item: T) => T): CacheUpdate {
  return { queryKey, update: (old: unknown) => (old ? change(old as T) : undefined) };
}

/** Replaces the item with this id, or appends it: safe to apply again. */
export function upsert<T>(list: T[], item: T, idOf: (candidate: T) => number): T[] {
  const id = idOf(item);
  return list.some((candidate) => idOf(candidate) === id)
    ? list.map((candidate) => (idOf(candidate) === id ? item : candidate))
    : [...list, item];
}
