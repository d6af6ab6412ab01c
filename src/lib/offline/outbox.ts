// The app's one outbox, and the hooks the screens read it with. Its sends answered 401 end the
// session the same way any other call does; the entries wait for the owner's next sign-in.
import { useSyncExternalStore } from 'react';
import { reportUnauthorized } from '../api/api-client';
import { getToken } from '../session/token-store';
import type { OutboxEntry } from './offline-db';
import { reportLiveAnswer, reportNoConnection } from './offline-status';
import { OutboxRuntime } from './outbox-runtime';
import { isNotTheServer } from './server-probe';

/**
 * The outbox's sends tell the banner whether the server answered, as the api client's calls do:
 * a change that cannot be sent while the browser says online starts the probe that sends it
 * once the server answers (docs/offline.md, Unreachable server).
 */
async function sendAndReport(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(input, init);
  } catch (error) {
    reportNoConnection();
    throw error;
  }
  if (isNotTheServer(response.status)) reportNoConnection();
  else reportLiveAnswer();
  return response;
}

export const outbox = new OutboxRuntime({
  getToken,
  onNeedsAuth: reportUnauthorized,
  fetch: sendAndReport,
});

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
