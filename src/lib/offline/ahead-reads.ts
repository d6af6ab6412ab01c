// Reading what the device keeps ahead (docs/offline.md, Kept ahead) when the server cannot be
// reached: the diary's kept days and a search of every kept client with the server's rules.
import type { Appointment } from '@contract/appointments';
import type { SearchableClient } from '@contract/client-search';
import type { Client } from '@contract/clients';
import { ApiError, NETWORK_ERROR_STATUS } from '../api/api-error';
import { aheadDb, readAheadState, type AheadState } from './ahead-db';
import { reportKeptAnswer } from './offline-status';
import { isNotTheServer } from './server-probe';

/** A screen shows kept data: the banner says from when, as for the worker's copies. */
export function reportKeptRead(state: AheadState): void {
  reportKeptAnswer(state.refreshedAt);
}

/** The call never reached the server: no network, or the worker's "nothing kept". */
export function isConnectionFailure(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === NETWORK_ERROR_STATUS || isNotTheServer(error.status))
  );
}

/**
 * A range of days outside what the device keeps, asked while the server cannot be reached. It
 * carries what is kept, so the calendar can say so inside its grid.
 */
export class NotKeptError extends ApiError {
  constructor(readonly kept: AheadState | undefined) {
    super(503, ['These days are not kept on this device'], null);
    this.name = 'NotKeptError';
  }
}

/** The bookings of from..to when every day of it is kept, with when they were read. */
export async function keptRange(
  from: string,
  to: string,
): Promise<{ appointments: Appointment[]; state: AheadState } | undefined> {
  const state = await keptState();
  if (!state || from < state.from || to > state.to) return undefined;
  const db = await aheadDb();
  const days = await db.getAll('days', IDBKeyRange.bound(from, to));
  return { appointments: days.flatMap((day) => day.appointments), state };
}

/** What is kept; undefined when nothing is, or IndexedDB cannot be opened (a private window). */
export async function keptState(): Promise<AheadState | undefined> {
  try {
    return await readAheadState();
  } catch {
    return undefined;
  }
}

/**
 * The kept clients, read once per refresh: a search then runs in memory. The read itself is
 * shared, so a warm-up and a search that start together read IndexedDB once.
 */
let clientsCache: { refreshedAt: number; clients: Promise<SearchableClient<Client>[]> } | undefined;

export async function keptClients(): Promise<
  { clients: SearchableClient<Client>[]; state: AheadState } | undefined
> {
  const state = await keptState();
  if (!state) return undefined;
  if (clientsCache?.refreshedAt !== state.refreshedAt) {
    const clients = aheadDb().then((db) => db.getAll('clients'));
    clientsCache = { refreshedAt: state.refreshedAt, clients };
    // A failed read is not kept: the next search tries again.
    clients.catch(() => {
      if (clientsCache?.clients === clients) clientsCache = undefined;
    });
  }
  return { clients: await clientsCache.clients, state };
}
