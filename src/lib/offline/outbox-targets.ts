// What a queued change targets (`OutboxEntry.target`, docs/offline.md, Outbox entries), written
// and read in one place: "category:12" marks that category "Pending", and the change's overlay
// reads the 12 back from the same text rather than from the request's path, whose shape differs
// per endpoint. Every change that names one thing has written its target since its kind
// existed, so an entry without one has no older shape to fall back to: it is simply not laid
// over any cached thing.
import type { OutboxEntry } from './offline-db';

/** Makes the target of one thing of a kind, e.g. `categoryTarget(12)` is "category:12". */
export interface IdTarget {
  (id: number): string;
  /** The text before the colon, e.g. "category". */
  readonly kind: string;
}

export function idTarget(kind: string): IdTarget {
  return Object.assign((id: number) => `${kind}:${id}`, { kind });
}

/** What follows `kind:` in the entry's target; undefined for another kind or no target. */
export function targetKey(entry: Pick<OutboxEntry, 'target'>, kind: string): string | undefined {
  const prefix = `${kind}:`;
  return entry.target?.startsWith(prefix) ? entry.target.slice(prefix.length) : undefined;
}

/** The id of the thing of this kind the entry targets (a temporary id is negative). */
export function targetId(entry: Pick<OutboxEntry, 'target'>, target: IdTarget): number | undefined {
  const key = targetKey(entry, target.kind);
  // Number('') is 0 and Number(' 1') is 1: only a plain integer is an id.
  return key !== undefined && /^-?\d+$/.test(key) ? Number(key) : undefined;
}
