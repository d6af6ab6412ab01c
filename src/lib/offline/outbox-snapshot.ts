// The signed-in owner's entries as the screens read them (useSyncExternalStore in outbox.ts):
// one array that stays the same until an entry really changes, and the listeners told then.
import type { OutboxEntry } from './offline-db';

export const EMPTY: readonly OutboxEntry[] = [];

export class OutboxSnapshot {
  private entries: readonly OutboxEntry[] = EMPTY;
  private readonly listeners = new Set<() => void>();

  get(): readonly OutboxEntry[] {
    return this.entries;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  set(entries: readonly OutboxEntry[]): void {
    const same =
      entries.length === this.entries.length &&
      entries.every((entry, index) => sameEntry(entry, this.entries[index]));
    if (same) return;
    this.entries = entries;
    this.listeners.forEach((listener) => listener());
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
