// The server's id for a record a screen opened by its temporary (negative) id: once the outbox has
// sent the create, the temporary id in the URL would soon mean nothing (docs/offline.md).
import { outbox, useOutboxEntries } from './outbox';

/** `id` itself, or the server's id once its create went out; re-renders when the outbox changes. */
export function useRealId(id: number): number {
  useOutboxEntries();
  return outbox.realId(id);
}
