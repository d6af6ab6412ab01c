import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { openOfflineDb, type NewOutboxEntry, type OfflineDb } from './offline-db';
import { backoffMs, createPageLock, replayOutbox, type ReplayDeps } from './outbox-replay';
import {
  enqueue,
  listEntries,
  removeEntry,
  retryEntry,
  resumeNeedsAuth,
  updateEntry,
} from './outbox-store';
import { newTempId, resolvedId, RESOLVED_ID_DAYS } from './temp-ids';

const USER = 7;
let db: OfflineDb;
let dbCount = 0;

interface Sent {
  method: string;
  path: string;
  key: string | null;
  auth: string | null;
  body: unknown;
}

/** A scripted server: answers each request with the next reply, records what it got. */
function fakeServer(replies: (number | 'network' | { status: number; json: unknown })[]) {
  const sent: Sent[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    const body = init?.body;
    sent.push({
      method: init?.method ?? 'GET',
      path: String(input),
      key: headers.get('idempotency-key'),
      auth: headers.get('authorization'),
      body:
        typeof body === 'string'
          ? JSON.parse(body)
          : body instanceof FormData
            ? Object.fromEntries(body.entries())
            : null,
    });
    const reply = replies.shift() ?? 200;
    if (reply === 'network') throw new TypeError('Failed to fetch');
    const { status, json } =
      typeof reply === 'number' ? { status: reply, json: { msg: 'ok' } } : reply;
    const payload =
      status >= 400 && typeof reply === 'number'
        ? { errors: [{ msg: `refused ${status}` }] }
        : json;
    return new Response(JSON.stringify(payload), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { sent, fetchFn };
}

let clock = 1_000_000;
function deps(fetchFn: typeof fetch, extra: Partial<ReplayDeps> = {}): ReplayDeps {
  return {
    db,
    userId: USER,
    getToken: () => 'token-1',
    fetch: fetchFn,
    now: () => clock,
    ...extra,
  };
}

function change(label: string, overrides: Partial<NewOutboxEntry> = {}): NewOutboxEntry {
  return {
    userId: USER,
    key: `key-${label}`,
    kind: 'test.change',
    method: 'PUT',
    path: '/api/businessDays/update',
    body: { kind: 'json', json: { label } },
    label,
    ...overrides,
  };
}

beforeEach(async () => {
  dbCount += 1;
  db = await openOfflineDb(`test-offline-${dbCount}`);
  clock = 1_000_000;
});

describe('replayOutbox', () => {
  it('sends every queued change once, in the order it was made, with its key and the current token', async () => {
    for (const label of ['first', 'second', 'third']) await enqueue(db, change(label));
    const server = fakeServer([200, 200, 200]);
    const outcome = await replayOutbox(deps(server.fetchFn, { getToken: () => 'fresh-token' }));
    expect(outcome).toEqual({ kind: 'idle', sent: 3 });
    expect(server.sent.map((s) => (s.body as { label: string }).label)).toEqual([
      'first',
      'second',
      'third',
    ]);
    expect(server.sent.map((s) => s.key)).toEqual(['key-first', 'key-second', 'key-third']);
    expect(server.sent.every((s) => s.auth === 'Bearer fresh-token')).toBe(true);
    expect(await listEntries(db, USER)).toEqual([]);
  });

  it('stops at a network error, keeps the order and backs off', async () => {
    await enqueue(db, change('a'));
    await enqueue(db, change('b'));
    const server = fakeServer(['network']);
    const outcome = await replayOutbox(deps(server.fetchFn));
    expect(outcome).toEqual({ kind: 'retry-later', sent: 0, retryAt: clock + backoffMs(1) });
    expect(server.sent).toHaveLength(1);

    // Before the backoff ends nothing is sent, not even the second change.
    const early = fakeServer([]);
    expect((await replayOutbox(deps(early.fetchFn))).kind).toBe('retry-later');
    expect(early.sent).toHaveLength(0);

    clock += backoffMs(1);
    const later = fakeServer([503]);
    const second = await replayOutbox(deps(later.fetchFn));
    expect(second).toEqual({ kind: 'retry-later', sent: 0, retryAt: clock + backoffMs(2) });
    expect((await listEntries(db, USER)).map((e) => [e.label, e.attempts, e.state])).toEqual([
      ['a', 2, 'queued'],
      ['b', 0, 'queued'],
    ]);

    clock += backoffMs(2);
    const ok = fakeServer([200, 200]);
    expect(await replayOutbox(deps(ok.fetchFn))).toEqual({ kind: 'idle', sent: 2 });
    // The resend carries the same key, so the server applies it once even if the first got through.
    expect(ok.sent[0]?.key).toBe('key-a');
  });

  it('grows the backoff exponentially up to five minutes', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffMs(30)).toBe(5 * 60 * 1000);
  });

  it('pauses everything on a 401 until the owner signs in again', async () => {
    await enqueue(db, change('a'));
    await enqueue(db, change('b'));
    const server = fakeServer([401]);
    expect(await replayOutbox(deps(server.fetchFn))).toEqual({ kind: 'needs-auth', sent: 0 });
    const paused = fakeServer([]);
    expect(await replayOutbox(deps(paused.fetchFn))).toEqual({ kind: 'needs-auth', sent: 0 });
    expect(paused.sent).toHaveLength(0);

    await resumeNeedsAuth(db, USER);
    const resumed = fakeServer([200, 200]);
    expect(await replayOutbox(deps(resumed.fetchFn))).toEqual({ kind: 'idle', sent: 2 });
  });

  it('waits for a token instead of sending without one', async () => {
    await enqueue(db, change('a'));
    const server = fakeServer([]);
    expect(await replayOutbox(deps(server.fetchFn, { getToken: () => null }))).toEqual({
      kind: 'needs-auth',
      sent: 0,
    });
    expect(server.sent).toHaveLength(0);
  });

  it('marks a refused change failed with the server messages and still sends the ones behind it', async () => {
    await enqueue(db, change('refused'));
    await enqueue(db, change('fine'));
    const server = fakeServer([
      { status: 400, json: { errors: [{ msg: 'This day is closed' }] } },
      200,
    ]);
    expect(await replayOutbox(deps(server.fetchFn))).toEqual({ kind: 'idle', sent: 1 });
    const [failed] = await listEntries(db, USER);
    expect(failed).toMatchObject({
      label: 'refused',
      state: 'failed',
      errors: ['This day is closed'],
    });

    await retryEntry(db, failed!.id);
    const retry = fakeServer([200]);
    expect(await replayOutbox(deps(retry.fetchFn))).toEqual({ kind: 'idle', sent: 1 });
    expect(await listEntries(db, USER)).toEqual([]);
  });

  it('resends an entry left in "sending" by a closed tab, under the same key', async () => {
    const entry = await enqueue(db, change('interrupted'));
    await updateEntry(db, entry.id, { state: 'sending', attempts: 1 });
    const server = fakeServer([200]);
    expect(await replayOutbox(deps(server.fetchFn))).toEqual({ kind: 'idle', sent: 1 });
    expect(server.sent[0]?.key).toBe('key-interrupted');
  });

  it('lets only one sender run at a time', async () => {
    await enqueue(db, change('a'));
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const withLock = createPageLock();
    const slow = fakeServer([200]);
    const slowFetch: typeof fetch = async (input, init) => {
      await gate;
      return slow.fetchFn(input, init);
    };
    const first = replayOutbox(deps(slowFetch, { withLock }));
    const other = fakeServer([200]);
    expect(await replayOutbox(deps(other.fetchFn, { withLock }))).toEqual({ kind: 'busy' });
    release();
    expect(await first).toEqual({ kind: 'idle', sent: 1 });
    expect(slow.sent).toHaveLength(1);
    expect(other.sent).toHaveLength(0);
  });

  it('gives a service created offline the real id of the category created offline before it', async () => {
    const tempId = newTempId(clock);
    await enqueue(
      db,
      change('category', {
        method: 'POST',
        path: '/api/categories/create',
        body: { kind: 'json', json: { categoryName: 'Nails', description: 'Hands' } },
        creates: { tempId, idField: 'id' },
      }),
    );
    await enqueue(
      db,
      change('service', {
        method: 'POST',
        path: '/api/services/create',
        body: { kind: 'json', json: { serviceName: 'Manicure', categoryTypeID: tempId } },
      }),
    );
    await enqueue(
      db,
      change('rename', {
        path: `/api/categories/update/${tempId}`,
        body: { kind: 'json', json: { categoryName: 'Nail art' } },
      }),
    );
    const server = fakeServer([
      { status: 201, json: { id: 42, categoryName: 'Nails', description: 'Hands' } },
      201,
      200,
    ]);
    expect(await replayOutbox(deps(server.fetchFn))).toEqual({ kind: 'idle', sent: 3 });
    expect(server.sent[1]?.body).toEqual({ serviceName: 'Manicure', categoryTypeID: 42 });
    expect(server.sent[2]?.path).toBe('/api/categories/update/42');
  });

  it('forgets the server id of an old offline creation once nothing waits to be sent', async () => {
    const createCategory = async (label: string) => {
      const tempId = newTempId(clock);
      await enqueue(
        db,
        change(label, {
          method: 'POST',
          path: '/api/categories/create',
          creates: { tempId, idField: 'id' },
        }),
      );
      return tempId;
    };
    const created = (id: number) => ({ status: 201, json: { id } });

    const old = await createCategory('old');
    await replayOutbox(deps(fakeServer([created(41)]).fetchFn));
    clock += RESOLVED_ID_DAYS * 24 * 60 * 60 * 1000 + 1000;

    // Older than the limit, but a refused change still waits and might name the temporary id.
    const refused = await enqueue(db, change('refused'));
    expect(await replayOutbox(deps(fakeServer([400]).fetchFn))).toEqual({ kind: 'idle', sent: 0 });
    expect(await resolvedId(db, old)).toBe(41);

    await removeEntry(db, refused.id);
    const recent = await createCategory('recent');
    expect(await replayOutbox(deps(fakeServer([created(42)]).fetchFn))).toEqual({
      kind: 'idle',
      sent: 1,
    });
    expect(await resolvedId(db, old)).toBeUndefined();
    expect(await resolvedId(db, recent)).toBe(42);
  });

  it('fails a change whose offline-created reference was refused, instead of sending a bad id', async () => {
    const tempId = newTempId(clock);
    await enqueue(
      db,
      change('category', {
        method: 'POST',
        path: '/api/categories/create',
        creates: { tempId, idField: 'id' },
      }),
    );
    await enqueue(
      db,
      change('service', { body: { kind: 'json', json: { categoryTypeID: tempId } } }),
    );
    const server = fakeServer([
      { status: 409, json: { errors: [{ msg: 'A category named "Nails" already exists' }] } },
    ]);
    expect(await replayOutbox(deps(server.fetchFn))).toEqual({ kind: 'idle', sent: 0 });
    expect(server.sent).toHaveLength(1);
    expect((await listEntries(db, USER)).map((e) => [e.label, e.state, e.errors[0]])).toEqual([
      ['category', 'failed', 'A category named "Nails" already exists'],
      ['service', 'failed', 'This change depends on another change that was not saved'],
    ]);
  });

  it('sends multipart changes with their files', async () => {
    const logo = { name: 'logo.png', type: 'image/png', bytes: new Uint8Array([1, 2, 3]).buffer };
    await enqueue(
      db,
      change('info', {
        path: '/api/business_settings/info_update/7',
        body: { kind: 'form', fields: { firstname: 'Ada' }, files: { brand_logo: logo } },
      }),
    );
    const server = fakeServer([200]);
    await replayOutbox(deps(server.fetchFn));
    const body = server.sent[0]?.body as Record<string, unknown>;
    expect(body.firstname).toBe('Ada');
    const file = body.brand_logo as File;
    expect(file.name).toBe('logo.png');
    expect(file.type).toBe('image/png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('keeps each owner’s changes apart', async () => {
    await enqueue(db, change('mine'));
    await enqueue(db, { ...change('theirs'), userId: USER + 1 });
    const server = fakeServer([200]);
    expect(await replayOutbox(deps(server.fetchFn))).toEqual({ kind: 'idle', sent: 1 });
    expect((await listEntries(db, USER + 1)).map((e) => e.label)).toEqual(['theirs']);
  });
});
