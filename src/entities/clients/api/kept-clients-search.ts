// A page of the client search from what the device keeps (docs/offline.md, Kept ahead): every
// client of the last refresh, plus the ones added on this device and not sent yet, found with
// the server's rules (contract/client-search.ts) and in its order.
import { clientBodySchema, type Client, type ClientList } from '@contract/clients';
import { keptClients, reportKeptRead } from '@/lib/offline/ahead-reads';
import { openOfflineDb, type OutboxEntry } from '@/lib/offline/offline-db';
import { outbox } from '@/lib/offline/outbox';
import { listEntries } from '@/lib/offline/outbox-store';
import { CREATE_CLIENT_KIND } from './client-keys';

/**
 * The changes waiting for this owner: the outbox's snapshot, and what is stored, since a search
 * right after a reload may run before the outbox has read its entries back.
 */
async function waitingEntries(userId: number): Promise<OutboxEntry[]> {
  const byId = new Map(outbox.getEntries().map((entry) => [entry.id, entry]));
  try {
    const db = await openOfflineDb();
    try {
      for (const entry of await listEntries(db, userId)) byId.set(entry.id, entry);
    } finally {
      db.close();
    }
  } catch {
    // No IndexedDB: the snapshot is all there is.
  }
  return [...byId.values()];
}

/** Clients added while the changes wait: under their temporary id, as their page shows them. */
function pendingClients(entries: readonly OutboxEntry[]): Client[] {
  return entries.flatMap((entry) => {
    if (entry.kind !== CREATE_CLIENT_KIND || !entry.creates || entry.body.kind !== 'json') {
      return [];
    }
    const body = clientBodySchema.safeParse(entry.body.json);
    if (!body.success) return [];
    const { firstName, lastName, phone = '', email = '', notes = '' } = body.data;
    return [{ id: entry.creates.tempId, firstName, lastName, phone, email, notes }];
  });
}

/** The User Timing entry of each local search, from the call to its page. */
export const KEPT_SEARCH_MEASURE = 'kept-client-search';

export async function searchKeptClientPage(
  q: string,
  offset: number,
  limit: number,
): Promise<{ page: ClientList; refreshedAt: number } | undefined> {
  const started = performance.now();
  const kept = await keptClients();
  if (!kept) return undefined;
  // The search rules and libphonenumber load only when the device searches on its own.
  const { clientSearchKeys, searchKeptClients } = await import('@contract/client-search');
  const { region } = kept.state;
  const added = pendingClients(await waitingEntries(kept.state.userId)).map((client) => ({
    client,
    keys: clientSearchKeys(client, region),
  }));
  const found = searchKeptClients([...kept.clients, ...added], q, region);
  reportKeptRead(kept.state);
  // Read by bench/offline-ahead-bench.ts (bench/README.md, Kept ahead).
  performance.measure(KEPT_SEARCH_MEASURE, { start: started });
  return {
    page: { clients: found.slice(offset, offset + limit), total: found.length },
    refreshedAt: kept.state.refreshedAt,
  };
}
