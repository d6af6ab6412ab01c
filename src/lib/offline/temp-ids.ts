// Objects created offline, in one place (docs/offline.md). A create gets a temporary id (a
// negative number) that later changes and the screens may name; when the server answers the
// create, its id is stored next to the temporary one. The replay then puts the server's id in
// place of the temporary one in each later request, and the screens read it through `RealIds`.
import type { OfflineDb, OutboxBody, OutboxEntry } from './offline-db';

let lastTempId = 0;

/** The greatest temporary id made at `time` or later: ids made earlier are greater. */
const newTempIdBoundary = (time: number) => -time * 1000;

/** A negative id, unique in this browser, for something created offline. */
export function newTempId(now = Date.now()): number {
  const candidate = newTempIdBoundary(now);
  lastTempId = candidate < lastTempId ? candidate : lastTempId - 1;
  return lastTempId;
}

const isTempId = (value: unknown): value is number => typeof value === 'number' && value < 0;

/** A create's bookkeeping: its temporary id, and where the server's answer holds the real one. */
export function newCreation(idField: string): NonNullable<OutboxEntry['creates']> {
  return { tempId: newTempId(), idField };
}

/** The server accepted a create: remember its id for the changes (and screens) that name it. */
export async function recordCreatedId(db: OfflineDb, entry: OutboxEntry, json: unknown) {
  if (!entry.creates) return;
  const realId = findId(json, entry.creates.idField);
  if (realId !== undefined) await db.put('resolvedIds', { tempId: entry.creates.tempId, realId });
}

export async function resolvedId(db: OfflineDb, tempId: number): Promise<number | undefined> {
  return (await db.get('resolvedIds', tempId))?.realId;
}

/** How long the server id of a category created offline is remembered once it is sent. */
export const RESOLVED_ID_DAYS = 30;

/**
 * Server ids of creations sent long ago are needed by nothing but an old link to a temporary id
 * (which then shows "not found"); forgotten only when no change of any owner waits, since a
 * waiting change may still name the temporary id.
 */
export async function forgetOldResolvedIds(db: OfflineDb, now: number): Promise<void> {
  const tx = db.transaction(['outbox', 'resolvedIds'], 'readwrite');
  if ((await tx.objectStore('outbox').count()) === 0) {
    const cutoff = newTempIdBoundary(now - RESOLVED_ID_DAYS * 24 * 60 * 60 * 1000);
    await tx.objectStore('resolvedIds').delete(IDBKeyRange.lowerBound(cutoff, true));
  }
  await tx.done;
}

/** A change names an object created offline whose create was never accepted. */
export class UnresolvedReference extends Error {
  constructor() {
    super('This change depends on another change that was not saved');
  }
}

/**
 * The entry's path and body with every temporary id (a negative number in the body, a negative
 * path segment) replaced by the server's. Throws `UnresolvedReference` when one is not known.
 */
export async function resolveReferences(
  db: OfflineDb,
  entry: OutboxEntry,
): Promise<{ path: string; body: OutboxBody }> {
  const real = async (tempId: number) => {
    const id = await resolvedId(db, tempId);
    if (id === undefined) throw new UnresolvedReference();
    return id;
  };
  const segments = await Promise.all(
    entry.path
      .split('/')
      .map(async (segment) =>
        /^-\d+$/.test(segment) ? String(await real(Number(segment))) : segment,
      ),
  );
  let body = entry.body;
  if (body.kind === 'json') body = { kind: 'json', json: await resolveValue(body.json, real) };
  return { path: segments.join('/'), body };
}

async function resolveValue(
  value: unknown,
  real: (tempId: number) => Promise<number>,
): Promise<unknown> {
  if (isTempId(value)) return real(value);
  if (Array.isArray(value)) return Promise.all(value.map((item) => resolveValue(item, real)));
  if (value && typeof value === 'object' && !(value instanceof ArrayBuffer)) {
    const entries = await Promise.all(
      Object.entries(value).map(
        async ([key, item]) => [key, await resolveValue(item, real)] as const,
      ),
    );
    return Object.fromEntries(entries);
  }
  return value;
}

/** The created object's id: at the top of the answer or one level down (`{ msg, day: { id } }`). */
function findId(json: unknown, field: string): number | undefined {
  if (!json || typeof json !== 'object') return undefined;
  const direct = (json as Record<string, unknown>)[field];
  if (typeof direct === 'number') return direct;
  for (const value of Object.values(json)) {
    const nested =
      value && typeof value === 'object' ? (value as Record<string, unknown>)[field] : undefined;
    if (typeof nested === 'number') return nested;
  }
  return undefined;
}

/**
 * The server ids known so far, for reading without waiting (a screen renders, an overlay runs).
 * Reloaded when this tab sends a create and when another tab says it changed the outbox.
 */
export class RealIds {
  private readonly ids = new Map<number, number>();

  /** The server's id for an object created offline once it is known, else the id given. */
  realId = (id: number): number => this.ids.get(id) ?? id;

  async load(db: OfflineDb): Promise<void> {
    for (const { tempId, realId } of await db.getAll('resolvedIds')) this.ids.set(tempId, realId);
  }
}
