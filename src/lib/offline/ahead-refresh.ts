// Keeping the coming weeks and every client on the device (docs/offline.md, Kept ahead): one
// refresh reads the diary's window and every client from the server and replaces what the
// device kept, in one transaction, so a reader sees the old set or the new one, never half.
import { apiPaths } from '@contract/api-paths';
import { appointmentListSchema, type Appointment } from '@contract/appointments';
import { addDays } from '@contract/booking-time';
import { allClientsSchema } from '@contract/clients';
import { apiRequestWithHeaders } from '../api/api-client';
import { getToken } from '../session/token-store';
import { aheadDb, STATE_KEY, type AheadState, type KeptDay } from './ahead-db';
import { FETCHED_AT_HEADER } from './kept-responses';

/** The diary kept: from a week back to four weeks ahead of the business's today. */
export const KEPT_DAYS_BACK = 7;
export const KEPT_DAYS_AHEAD = 28;

export function keptWindow(today: string): { from: string; to: string } {
  return { from: addDays(today, -KEPT_DAYS_BACK), to: addDays(today, KEPT_DAYS_AHEAD) };
}

/** The server did not answer: a refresh never replaces what is kept with the worker's copies. */
export class RefreshNotLiveError extends Error {
  constructor() {
    super('The server could not be reached: what this device keeps stays as it was');
    this.name = 'RefreshNotLiveError';
  }
}

function everyDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Each date of the window with its bookings (none is a day kept empty, not a day missing). */
export function keptDays(from: string, to: string, appointments: Appointment[]): KeptDay[] {
  const byDate = new Map(everyDay(from, to).map((date) => [date, [] as Appointment[]]));
  for (const appointment of appointments) byDate.get(appointment.book_date)?.push(appointment);
  return [...byDate].map(([date, list]) => ({ date, appointments: list }));
}

interface RefreshInput {
  userId: number;
  /** The business's today, "YYYY-MM-DD". */
  today: string;
  now?: () => number;
}

/** Reads the window and every client and keeps them; resolves to what is now kept. */
export async function refreshKeptAhead(input: RefreshInput): Promise<AheadState | undefined> {
  const token = getToken();
  if (token === null) return undefined;
  const { from, to } = keptWindow(input.today);
  const range = new URLSearchParams({ from, to });
  const [diary, everyone] = await Promise.all([
    apiRequestWithHeaders(`${apiPaths.appointmentRange}?${range.toString()}`, {
      schema: appointmentListSchema,
    }),
    apiRequestWithHeaders(apiPaths.clientsAll, { schema: allClientsSchema }),
  ]);
  if ([diary, everyone].some((answer) => answer.headers.has(FETCHED_AT_HEADER))) {
    throw new RefreshNotLiveError();
  }
  // libphonenumber's metadata loads with the first refresh, not with the app's first screen.
  const { clientSearchKeys } = await import('@contract/client-search');
  const clients = everyone.data.clients.map((client) => ({
    client,
    keys: clientSearchKeys(client, everyone.data.region),
  }));
  // Signed out (or in as someone else) while the answers came: they are not kept.
  if (getToken() !== token) return undefined;
  const state: AheadState = {
    userId: input.userId,
    refreshedAt: (input.now ?? Date.now)(),
    from,
    to,
    clients: clients.length,
    region: everyone.data.region,
  };
  const db = await aheadDb();
  const tx = db.transaction(['days', 'clients', 'meta'], 'readwrite');
  const days = tx.objectStore('days');
  const kept = tx.objectStore('clients');
  // Queued together, not awaited one by one: the transaction stays IndexedDB work only.
  await Promise.all([
    days.clear(),
    kept.clear(),
    ...keptDays(from, to, diary.data).map((day) => days.put(day)),
    ...clients.map((client) => kept.put(client)),
    tx.objectStore('meta').put(state, STATE_KEY),
    tx.done,
  ]);
  return state;
}
