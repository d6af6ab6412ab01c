// How the outbox keeps a 409 conflict (docs/offline.md, Conflicts): the replay keeps the
// server's `conflict` on the failed entry, the entry's kind says what the owner may do about it,
// and a conflict answered while the owner waits comes back to the form as an ApiError that
// `conflictOf` reads. "Book anyway" is outbox-overrule.test.ts; the kinds and answers both use
// are testing/conflict-fixtures.ts.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { apiPaths } from '@contract/api-paths';
import { setupMswServer } from '@tests/setup/msw-server';
import { ApiError } from '../api/api-error';
import { setToken } from '../session/token-store';
import { jsonBody } from './change-kinds';
import { openOfflineDb, type OfflineDb } from './offline-db';
import { outbox as appOutbox } from './outbox';
import { createPageLock, replayOutbox, type ReplayDeps } from './outbox-replay';
import { type OutboxChange } from './outbox-runtime';
import { enqueue, listEntries, retryEntry } from './outbox-store';
import { conflictOf, submitChange } from './use-outbox-mutation';
import {
  USER,
  nextDbName,
  OVERLAP_MESSAGE,
  overlap,
  overlapAnswer,
  changed,
  renameKind,
  changeKinds,
  stored,
  entryOf,
  scriptedServer,
} from './testing/conflict-fixtures';

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
