// "Book anyway" (docs/offline.md, Conflicts): the runtime sends the same entry again in its place
// with the kind's overruling body and a new Idempotency-Key. Keeping the conflict is
// outbox-conflicts.test.ts; the kinds and answers both use are testing/conflict-fixtures.ts.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AppointmentConflict } from '@contract/appointments';
import { ChangeKinds, jsonBody } from './change-kinds';
import { openOfflineDb, type NewOutboxEntry, type OutboxEntry } from './offline-db';
import { backoffMs, createPageLock } from './outbox-replay';
import { OutboxRuntime } from './outbox-runtime';
import { enqueue, listEntries } from './outbox-store';
import {
  USER,
  nextDbName,
  OVERLAP_MESSAGE,
  overlap,
  overlapAnswer,
  changed,
  changeKinds,
  stored,
  scriptedServer,
} from './testing/conflict-fixtures';

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
