// How the outbox keeps a 409 conflict and lets the owner overrule it (docs/offline.md, Conflicts):
// the replay keeps the server's `conflict` on the failed entry, the entry's kind says what the
// owner may do about it, "Book anyway" sends the same entry again in its place with the kind's
// overruling body and a new Idempotency-Key, and a conflict answered while the owner waits comes
// back to the form as an ApiError that `conflictOf` reads.
import 'fake-indexeddb/auto';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiPaths } from '../../../contract/api-paths';
import type { AppointmentConflict } from '../../../contract/appointments';
import { setupMswServer } from '../../../tests/setup/msw-server';
import { ApiError } from '../api/api-error';
import { setToken } from '../session/token-store';
import { ChangeKinds, defineChangeKind, jsonBody } from './change-kinds';
import { openOfflineDb, type NewOutboxEntry, type OfflineDb, type OutboxEntry } from './offline-db';
import { outbox as appOutbox } from './outbox';
import { backoffMs, createPageLock, replayOutbox, type ReplayDeps } from './outbox-replay';
import { OutboxRuntime, type OutboxChange } from './outbox-runtime';
import { enqueue, listEntries, retryEntry } from './outbox-store';
import { conflictOf, submitChange } from './use-outbox-mutation';

const USER = 9;
let dbCount = 0;
const nextDbName = () => `outbox-conflicts-test-${dbCount++}`;

// The server's answer to a booking over a taken slot, as contract/appointments.ts words it.
const OVERLAP_MESSAGE = 'This time overlaps BID12, Ada Berg 10:00 AM–11:00 AM';
const overlap = {
  reason: 'overlap',
  appointment: {
    id: 12,
    book_date: '2026-11-24',
    book_time: '10:00 AM',
    start: '2026-11-24T09:00:00.000Z',
    end: '2026-11-24T10:00:00.000Z',
    firstName: 'Ada',
    lastName: 'Berg',
  },
} satisfies AppointmentConflict['conflict'];
const overlapAnswer = {
  errors: [{ msg: OVERLAP_MESSAGE, code: 'conflict' }],
  conflict: overlap,
} satisfies AppointmentConflict;
/** A booking changed on the server meanwhile: this test kind cannot overrule that. */
const changed = { reason: 'changed' } satisfies AppointmentConflict['conflict'];

/**
 * A booking: a taken slot can be overruled with `force`, anything else only reworked. Its schema
 * drops unknown fields, so what it overrules is the body as the schema reads it.
 */
const bookKind = defineChangeKind({
  kind: 'test.book',
  encoding: 'json',
  schema: z.object({ slot: z.string(), force: z.boolean().optional() }),
  conflict: {
    overrule: (body, conflict) =>
      z.object({ reason: z.literal('overlap') }).safeParse(conflict).success
        ? { ...body, force: true }
        : undefined,
    rework: true,
  },
});
/** A kind that offers no choice about a conflict. */
const renameKind = defineChangeKind({
  kind: 'test.rename',
  encoding: 'json',
  schema: z.object({ name: z.string() }),
});
const changeKinds = new ChangeKinds([bookKind, renameKind]);

const stored = (
  label: string,
  json: unknown,
  overrides: Partial<NewOutboxEntry> = {},
): NewOutboxEntry => ({
  userId: USER,
  key: `key-${label}`,
  kind: bookKind.kind,
  method: 'POST',
  path: '/api/bookings',
  body: jsonBody(json),
  label,
  ...overrides,
});

/** An entry as the outbox holds it: failed over an overlap unless told otherwise. */
const entryOf = (overrides: Partial<OutboxEntry> = {}): OutboxEntry => ({
  ...stored('Book 10:00', { slot: '10:00' }),
  id: 1,
  createdAt: 0,
  attempts: 1,
  state: 'failed',
  nextAttemptAt: 0,
  errors: [OVERLAP_MESSAGE],
  conflict: overlap,
  ...overrides,
});

type Reply = 'network' | { status: number; json: unknown };
interface Sent {
  path: string;
  body: unknown;
  key: string | null;
}

/**
 * A scripted server: each request takes the next reply (200 when none is left) and is recorded.
 * `holdNext` keeps the next request on the wire until the returned function is called.
 */
function scriptedServer(replies: Reply[]) {
  const sent: Sent[] = [];
  let held: Promise<void> | null = null;
  const fetchFn: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    sent.push({
      path: String(input),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
      key: headers.get('idempotency-key'),
    });
    const wait = held;
    held = null;
    await wait;
    const reply = replies.shift() ?? { status: 200, json: { id: 1 } };
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.json), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  const holdNext = (): (() => void) => {
    let release = () => {};
    held = new Promise<void>((resolve) => (release = resolve));
    return release;
  };
  return { sent, fetchFn, holdNext };
}

describe('a refusal kept on the failed entry by the replay', () => {
  let db: OfflineDb;
  beforeEach(async () => {
    db = await openOfflineDb(nextDbName());
  });

  const deps = (fetchFn: typeof fetch, extra: Partial<ReplayDeps> = {}): ReplayDeps => ({
    db,
    userId: USER,
    getToken: () => 'token-1',
    fetch: fetchFn,
    withLock: createPageLock(),
    ...extra,
  });

  it('keeps the messages and the conflict of a 409 that carries one, and goes on with the next', async () => {
    const refused = await enqueue(db, stored('Book 10:00', { slot: '10:00' }));
    await enqueue(db, stored('Book 11:00', { slot: '11:00' }));
    const answer = { ...overlapAnswer, errors: [{ msg: OVERLAP_MESSAGE }, { msg: 'Second' }] };
    const server = scriptedServer([{ status: 409, json: answer }]);
    const onFailed = vi.fn();

    expect(await replayOutbox(deps(server.fetchFn, { onFailed }))).toEqual({
      kind: 'idle',
      sent: 1,
    });
    const entries = await listEntries(db, USER);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      id: refused.id,
      key: 'key-Book 10:00',
      state: 'failed',
      errors: [OVERLAP_MESSAGE, 'Second'],
      conflict: overlap,
    });
    expect(onFailed).toHaveBeenCalledOnce();
    expect(onFailed).toHaveBeenCalledWith(
      expect.objectContaining({ id: refused.id }),
      [OVERLAP_MESSAGE, 'Second'],
      overlap,
      [{ msg: OVERLAP_MESSAGE }, { msg: 'Second' }],
      answer,
    );
  });

  it('keeps no conflict for a 409 without one, nor for a 400 or 422 even if it names one', async () => {
    await enqueue(db, stored('No conflict', { slot: '09:00' }));
    await enqueue(db, stored('Bad request', { slot: '10:00' }));
    await enqueue(db, stored('Unprocessable', { slot: '11:00' }));
    const server = scriptedServer([
      { status: 409, json: { errors: [{ msg: 'This booking is already cancelled' }] } },
      // Only a 409's `conflict` is one the owner may overrule.
      { status: 400, json: { errors: [{ msg: 'Date is required' }], conflict: overlap } },
      { status: 422, json: null },
    ]);
    const onFailed = vi.fn();

    expect(await replayOutbox(deps(server.fetchFn, { onFailed }))).toEqual({
      kind: 'idle',
      sent: 0,
    });
    const entries = await listEntries(db, USER);
    expect(entries.map((entry) => [entry.label, entry.state, entry.errors])).toEqual([
      ['No conflict', 'failed', ['This booking is already cancelled']],
      ['Bad request', 'failed', ['Date is required']],
      ['Unprocessable', 'failed', ['The server refused this change (422)']],
    ]);
    for (const entry of entries) expect(entry.conflict).toBeUndefined();
    expect(onFailed.mock.calls.map(([, , conflict]) => conflict)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('Retry forgets the conflict; a refusal without one then leaves none behind', async () => {
    const entry = await enqueue(db, stored('Book 10:00', { slot: '10:00' }));
    await replayOutbox(deps(scriptedServer([{ status: 409, json: overlapAnswer }]).fetchFn));
    expect((await listEntries(db, USER))[0]?.conflict).toEqual(overlap);

    await retryEntry(db, entry.id);
    expect((await listEntries(db, USER))[0]).toMatchObject({ state: 'queued', errors: [] });
    expect((await listEntries(db, USER))[0]?.conflict).toBeUndefined();

    const again = scriptedServer([{ status: 409, json: { errors: [{ msg: 'Refused' }] } }]);
    await replayOutbox(deps(again.fetchFn));
    const [failed] = await listEntries(db, USER);
    expect(failed).toMatchObject({ state: 'failed', errors: ['Refused'] });
    expect(failed?.conflict).toBeUndefined();
  });
});

describe('the choices a conflict offers (ChangeKinds.conflictChoices)', () => {
  it('offers none for an entry that is not failed, even one that still names a conflict', () => {
    for (const state of ['queued', 'sending', 'needs-auth'] as const) {
      expect(changeKinds.conflictChoices(entryOf({ state }))).toBeUndefined();
    }
  });

  it('offers none for a failed entry without a conflict', () => {
    expect(changeKinds.conflictChoices(entryOf({ conflict: undefined }))).toBeUndefined();
  });

  it('offers none for a kind without conflict choices, an unknown kind or a body that no longer reads', () => {
    const rename = entryOf({ kind: renameKind.kind, body: jsonBody({ name: 'Nails' }) });
    expect(changeKinds.conflictChoices(rename)).toBeUndefined();
    expect(changeKinds.conflictChoices(entryOf({ kind: 'test.gone' }))).toBeUndefined();
    expect(changeKinds.conflictChoices(entryOf({ body: jsonBody({ when: '10:00' }) }))).toBe(
      undefined,
    );
  });

  it('offers the forced body, as the kind reads it, and rework for a taken slot', () => {
    const entry = entryOf({ body: jsonBody({ slot: '10:00', stale: 'dropped by the schema' }) });
    expect(changeKinds.conflictChoices(entry)).toEqual({
      overruled: { kind: 'json', json: { slot: '10:00', force: true } },
      rework: true,
    });
    // The stored entry is not changed by asking.
    expect(entry.body).toEqual(jsonBody({ slot: '10:00', stale: 'dropped by the schema' }));
  });

  it('offers rework only when the kind cannot overrule this conflict', () => {
    const choices = changeKinds.conflictChoices(entryOf({ conflict: changed }));
    expect(choices).toEqual({ overruled: undefined, rework: true });
    expect(choices?.overruled).toBeUndefined();
  });
});

describe('"Book anyway" through the runtime (OutboxRuntime.overrule)', () => {
  const runtimes: OutboxRuntime[] = [];
  const START = new Date('2026-11-23T09:00:00.000Z').getTime();

  beforeEach(() => {
    // The clock stands still: a backoff passes only when the test moves it.
    vi.useFakeTimers({ toFake: ['Date'], now: START });
  });
  afterEach(() => {
    runtimes.splice(0).forEach((runtime) => runtime.stop());
    vi.useRealTimers();
  });

  /** An outbox over a database that already holds `entries`, after its first pass. */
  async function outboxOver(
    entries: NewOutboxEntry[],
    fetchFn: typeof fetch,
    /** null: started without the app's kinds (as the outbox's own tests start it). */
    kinds: ChangeKinds | null = changeKinds,
  ) {
    const name = nextDbName();
    const db = await openOfflineDb(name);
    const kept: OutboxEntry[] = [];
    for (const entry of entries) kept.push(await enqueue(db, entry));
    const runtime = new OutboxRuntime({
      getToken: () => 'token-1',
      onNeedsAuth: vi.fn(),
      fetch: fetchFn,
      openDb: () => openOfflineDb(name),
      submitWaitMs: 2000,
      withLock: createPageLock(),
    });
    runtimes.push(runtime);
    await runtime.start(USER, kinds ?? undefined);
    await runtime.kick();
    return { runtime, db, kept };
  }

  it('sends the same entry again in its place in line, forced, under a new Idempotency-Key', async () => {
    // The first booking meets a taken slot; the connection drops on the one behind it.
    const server = scriptedServer([{ status: 409, json: overlapAnswer }, 'network']);
    const { runtime, db, kept } = await outboxOver(
      [stored('Book 10:00', { slot: '10:00' }), stored('Book 11:00', { slot: '11:00' })],
      server.fetchFn,
    );
    const [first, second] = kept;
    const [failed] = runtime.getEntries();
    expect(runtime.getEntries()).toMatchObject([
      { id: first!.id, state: 'failed', errors: [OVERLAP_MESSAGE], conflict: overlap },
      { id: second!.id, state: 'queued', attempts: 1 },
    ]);
    expect(runtime.conflictChoices(failed!)).toEqual({
      overruled: jsonBody({ slot: '10:00', force: true }),
      rework: true,
    });

    // The owner chooses "Book anyway"; the forced send stays on the wire until released.
    const release = server.holdNext();
    await runtime.overrule(failed!);

    // Re-queued as it was, not appended: same id, still ahead of the later booking.
    const requeued = runtime.getEntries();
    expect(requeued.map((entry) => entry.id)).toEqual([first!.id, second!.id]);
    expect(requeued[0]).toMatchObject({
      state: 'queued',
      body: jsonBody({ slot: '10:00', force: true }),
      errors: [],
      nextAttemptAt: 0,
    });
    expect(requeued[0]?.conflict).toBeUndefined();
    const newKey = requeued[0]!.key;
    expect(newKey).not.toBe(first!.key);
    expect((await listEntries(db, USER)).map((entry) => entry.id)).toEqual([first!.id, second!.id]);

    // Meanwhile the later booking's backoff is over: the pass sends it too, after the forced one.
    vi.setSystemTime(START + backoffMs(1));
    release();
    await runtime.kick();
    expect(server.sent.map(({ body, key }) => [body, key])).toEqual([
      [{ slot: '10:00' }, first!.key],
      [{ slot: '11:00' }, second!.key],
      // The forced resend goes first, then the booking behind it, which keeps its own key.
      [{ slot: '10:00', force: true }, newKey],
      [{ slot: '11:00' }, second!.key],
    ]);
    expect(runtime.getEntries()).toEqual([]);
  });

  it('a second "Book anyway" on the entry as it was seen changes nothing: one key, one forced send', async () => {
    const server = scriptedServer([{ status: 409, json: overlapAnswer }, 'network']);
    const { runtime, db } = await outboxOver(
      [stored('Book 10:00', { slot: '10:00' })],
      server.fetchFn,
    );
    const seen = runtime.getEntries()[0]!;
    // The forced send goes out and its answer is lost (a network error after the request).
    await runtime.overrule(seen);
    await runtime.kick();
    const [afterFirst] = await listEntries(db, USER);
    expect(afterFirst).toMatchObject({
      state: 'queued',
      body: jsonBody({ slot: '10:00', force: true }),
    });
    // A second click, or another tab still showing it failed, must not re-key it: a resend under a
    // key the server never saw would book the slot twice.
    await runtime.overrule(seen);
    const [afterSecond] = await listEntries(db, USER);
    expect(afterSecond!.key).toBe(afterFirst!.key);
    expect(afterSecond!.key).not.toBe(seen.key);
  });

  it('a forced send refused again keeps the new conflict, for the owner to decide again', async () => {
    const outsideHours = { reason: 'outside_hours' } satisfies AppointmentConflict['conflict'];
    const server = scriptedServer([
      { status: 409, json: overlapAnswer },
      {
        status: 409,
        json: { errors: [{ msg: 'The salon is closed then' }], conflict: outsideHours },
      },
    ]);
    const { runtime } = await outboxOver([stored('Book 10:00', { slot: '10:00' })], server.fetchFn);
    await runtime.overrule(runtime.getEntries()[0]!);
    await runtime.kick();

    expect(server.sent.map(({ body }) => body)).toEqual([
      { slot: '10:00' },
      { slot: '10:00', force: true },
    ]);
    expect(runtime.getEntries()).toMatchObject([
      { state: 'failed', errors: ['The salon is closed then'], conflict: outsideHours },
    ]);
  });

  it('does nothing for a conflict its kind cannot overrule, nor for an entry no longer failed', async () => {
    const server = scriptedServer([
      { status: 409, json: { errors: [{ msg: 'Changed' }], conflict: changed } },
    ]);
    const { runtime } = await outboxOver([stored('Book 10:00', { slot: '10:00' })], server.fetchFn);
    const [failed] = runtime.getEntries();
    expect(failed).toMatchObject({ state: 'failed', conflict: changed });

    await runtime.overrule(failed!);
    await runtime.overrule({ ...failed!, state: 'queued' });
    await runtime.kick();
    expect(server.sent).toHaveLength(1);
    expect(runtime.getEntries()).toEqual([failed]);
    expect(runtime.getEntries()[0]?.key).toBe(failed!.key);
  });

  it('offers no choices when it was started without the app’s kinds of change', async () => {
    const server = scriptedServer([{ status: 409, json: overlapAnswer }]);
    const { runtime } = await outboxOver(
      [stored('Book 10:00', { slot: '10:00' })],
      server.fetchFn,
      null,
    );
    const [failed] = runtime.getEntries();
    expect(failed?.conflict).toEqual(overlap);
    expect(runtime.conflictChoices(failed!)).toBeUndefined();
    await runtime.overrule(failed!);
    await runtime.kick();
    expect(server.sent).toHaveLength(1);
  });
});

// The app's own outbox (started for the test owner by tests/setup/app-setup.ts) and msw.
const mswServer = setupMswServer();

describe('a conflict answered while the owner waits (submitChange)', () => {
  beforeEach(() => setToken('token-1'));

  const booking: OutboxChange = {
    kind: 'appointments.create',
    label: 'Book Ada Berg, 24 Nov 10:00 AM',
    method: 'POST',
    path: apiPaths.createAppointment,
    body: jsonBody({ client: { id: 12 }, serviceIds: [1], date: '2026-11-24', time: '10:00' }),
  };
  const answerSchema = z.object({ id: z.number() });

  /** The server refuses the booking with `status` and `json`; returns the keys it was sent. */
  function refuse(status: number, json: Record<string, unknown>) {
    const keys: (string | null)[] = [];
    mswServer.use(
      http.post(apiPaths.createAppointment, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.json(json, { status });
      }),
    );
    return keys;
  }

  const failureOf = (promise: Promise<unknown>) =>
    promise.then(
      () => expect.fail('the change was not refused'),
      (error: unknown) => error,
    );

  it('throws an ApiError 409 whose conflict conflictOf reads, and keeps nothing', async () => {
    const keys = refuse(409, overlapAnswer);
    const error = await failureOf(submitChange(booking, answerSchema));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, messages: [OVERLAP_MESSAGE] });
    expect(conflictOf(error)).toEqual(overlap);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    // Handed back to the form, which still holds the values: not kept as a failed entry.
    expect(appOutbox.getEntries()).toEqual([]);
  });

  it('a plain 400 refusal, or a 409 without a conflict, has no conflict to read', async () => {
    refuse(400, { errors: [{ msg: 'Choose at least one service' }] });
    const plain = await failureOf(submitChange(booking, answerSchema));
    expect(plain).toBeInstanceOf(ApiError);
    expect(plain).toMatchObject({ status: 400, messages: ['Choose at least one service'] });
    expect(conflictOf(plain)).toBeUndefined();

    refuse(409, { errors: [{ msg: 'This booking is already cancelled' }] });
    const bare = await failureOf(submitChange(booking, answerSchema));
    expect(bare).toMatchObject({ messages: ['This booking is already cancelled'] });
    expect(conflictOf(bare)).toBeUndefined();
    expect(appOutbox.getEntries()).toEqual([]);
  });

  it('hands the waiting form the refusal’s whole answer, whatever it lists beside the errors', async () => {
    const busy = {
      errors: [{ msg: 'This team member has future bookings' }],
      bookings: [{ id: 12, firstName: 'Ada', lastName: 'Berg' }],
    };
    refuse(409, busy);
    const error = await failureOf(submitChange(booking, answerSchema));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ messages: ['This team member has future bookings'], body: busy });
    expect(conflictOf(error)).toBeUndefined();
  });

  it('conflictOf reads only the body of an ApiError 409', () => {
    expect(conflictOf(new ApiError(409, ['x'], { conflict: overlap }))).toEqual(overlap);
    expect(conflictOf(new ApiError(400, ['x'], { conflict: overlap }))).toBeUndefined();
    expect(conflictOf(new ApiError(409, ['x'], null))).toBeUndefined();
    expect(conflictOf(new ApiError(409, ['x'], { errors: [] }))).toBeUndefined();
    expect(
      conflictOf(Object.assign(new Error('x'), { status: 409, body: { conflict: overlap } })),
    ).toBeUndefined();
  });
});
