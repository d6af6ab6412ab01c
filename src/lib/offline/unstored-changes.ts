// Changes the store did not take in time (docs/offline.md, Known browser traps): kept in the
// page's memory, in the order they were made, shown as pending under negative ids, and written
// before anything is sent.
import type { NewOutboxEntry, OutboxEntry } from './offline-db';

export type UnstoredEntry = NewOutboxEntry & { key: string };

interface UnstoredBatch {
  entries: UnstoredEntry[];
  /** Negative ids, so the pending list and the overlays show them like stored entries. */
  ids: number[];
}

export class UnstoredChanges {
  private batches: UnstoredBatch[] = [];
  private nextId = -1;

  get size(): number {
    return this.batches.length;
  }

  keep(entries: UnstoredEntry[]): void {
    this.batches.push({ entries, ids: entries.map(() => this.nextId--) });
  }

  /** The oldest batch, to be stored first. */
  oldest(): UnstoredEntry[] | undefined {
    return this.batches[0]?.entries;
  }

  /** The oldest batch was stored. */
  stored(): void {
    this.batches.shift();
  }

  /** Discard: the batch that holds the change goes, as one transaction would have. */
  discard(id: number): void {
    this.batches = this.batches.filter((batch) => !batch.ids.includes(id));
  }

  clear(): void {
    this.batches = [];
  }

  /** This owner's changes as the screens show entries: queued, not yet tried. */
  entriesOf(userId: number): OutboxEntry[] {
    return this.batches.flatMap(({ entries, ids }) =>
      entries
        .filter((entry) => entry.userId === userId)
        .map((entry, index) => ({
          ...entry,
          id: ids[index]!,
          createdAt: entry.createdAt ?? 0,
          attempts: 0,
          state: 'queued' as const,
          nextAttemptAt: 0,
          errors: [],
        })),
    );
  }
}
