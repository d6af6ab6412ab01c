// The signed-in owner's pending changes, for the pending list and the "Pending" marks.
import { useSyncExternalStore } from 'react';
import type { OutboxEntry } from './offline-db';
import { outbox } from './outbox';

export function useOutboxEntries(): readonly OutboxEntry[] {
  return useSyncExternalStore(outbox.subscribe, outbox.getEntries);
}

type PendingState = 'pending' | 'failed';

/** Whether a change to this thing (e.g. `weekday:3`) waits to be sent, or was refused. */
export function usePendingState(target: string): PendingState | undefined {
  const entries = useOutboxEntries().filter((entry) => entry.target === target);
  if (entries.length === 0) return undefined;
  return entries.some((entry) => entry.state === 'failed') ? 'failed' : 'pending';
}
