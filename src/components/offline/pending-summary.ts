// What the top bar says about the outbox: "Saving…" while changes go out normally, "N pending"
// only when they wait on the device (offline) or the server is not taking them (a refusal, a
// retry, a sign-in needed). Every change goes through the outbox online too, so a count shown
// for a normal save read like a problem (docs/offline.md, What works offline).
import type { OutboxEntry } from '../../lib/offline/offline-db';

export type PendingSummary =
  { shown: 'nothing' } | { shown: 'saving' } | { shown: 'pending'; count: number; refused: number };

/** Sent or about to be, for the first time: what an online save looks like. */
function onFirstTry(entry: OutboxEntry): boolean {
  if (entry.state === 'queued') return entry.attempts === 0;
  if (entry.state === 'sending') return entry.attempts <= 1;
  return false;
}

export function summarizePending(
  entries: readonly OutboxEntry[],
  offline: boolean,
): PendingSummary {
  if (entries.length === 0) return { shown: 'nothing' };
  if (!offline && entries.every(onFirstTry)) return { shown: 'saving' };
  const refused = entries.filter((entry) => entry.state === 'failed').length;
  return { shown: 'pending', count: entries.length, refused };
}
