import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ChangeKinds, OLDER_VERSION_MESSAGE } from './change-kinds';
import { openOfflineDb, type NewOutboxEntry } from './offline-db';
import { createPageLock } from './outbox-replay';
import { OutboxRuntime } from './outbox-runtime';
import { enqueue } from './outbox-store';

const USER = 5;
let dbCount = 0;
const runtimes: OutboxRuntime[] = [];

afterEach(() => {
  runtimes.splice(0).forEach((outbox) => outbox.stop());
});

/** Today's shape of the change: an older version stored `{ title }` where `{ name }` is now. */
const changeKinds = new ChangeKinds([
  {
    kind: 'test.rename',
    encoding: 'json',
    schema: z.object({ name: z.string().trim().min(1, 'Name is required') }),
    overlay: (body: { name: string }) => [{ queryKey: ['thing'], update: () => body }],
  },
  { kind: 'test.remove', encoding: 'none' },
]);

const stored = (label: string, json: unknown, kind = 'test.rename'): NewOutboxEntry => ({
  userId: USER,
  key: `key-${label}`,
  kind,
  method: 'PUT',
  path: '/api/things/1',
  body: { kind: 'json', json },
  label,
});

/** A server that records each body it is sent; `network` fails every request. */
function server(reply: 'ok' | 'network' = 'ok') {
  const sent: unknown[] = [];
  const fetchFn: typeof fetch = async (_input, init) => {
    sent.push(typeof init?.body === 'string' ? JSON.parse(init.body) : null);
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ msg: 'ok' }), { status: 200 });
  };
  return { sent, fetchFn };
}

/** An outbox over a database where an older version of the app left `entries`. */
async function outboxOver(entries: NewOutboxEntry[], fetchFn: typeof fetch) {
  const name = `change-kinds-test-${dbCount++}`;
  const db = await openOfflineDb(name);
  for (const entry of entries) await enqueue(db, entry);
  const outbox = new OutboxRuntime({
    getToken: () => 'token-1',
    onNeedsAuth: vi.fn(),
    fetch: fetchFn,
    openDb: () => openOfflineDb(name),
    submitWaitMs: 2000,
    withLock: createPageLock(),
  });
  runtimes.push(outbox);
  await outbox.start(USER, changeKinds);
  await outbox.kick();
  return outbox;
}

describe('changes read back through their kind', () => {
  it('fails a stored change whose body no longer reads, never sends it, and sends the rest', async () => {
    const { sent, fetchFn } = server();
    const outbox = await outboxOver(
      [stored('Old rename', { title: 'Before' }), stored('New rename', { name: 'After' })],
      fetchFn,
    );
    expect(sent).toEqual([{ name: 'After' }]);
    expect(outbox.getEntries()).toMatchObject([
      { label: 'Old rename', state: 'failed', errors: [OLDER_VERSION_MESSAGE] },
    ]);

    // Retry cannot make it readable: it fails again without being sent; Discard removes it.
    const [failed] = outbox.getEntries();
    await outbox.retry(failed!.id);
    await outbox.kick();
    expect(sent).toEqual([{ name: 'After' }]);
    expect(outbox.getEntries()).toMatchObject([
      { state: 'failed', errors: [OLDER_VERSION_MESSAGE] },
    ]);
    await outbox.discard(failed!.id);
    expect(outbox.getEntries()).toEqual([]);
  });

  it('shows it as failed at once, even while the changes before it wait for the connection', async () => {
    const { fetchFn } = server('network');
    const outbox = await outboxOver(
      [stored('Waiting', { name: 'A' }), stored('Old rename', { title: 'B' })],
      fetchFn,
    );
    expect(outbox.getEntries().map((entry) => [entry.label, entry.state])).toEqual([
      ['Waiting', 'queued'],
      ['Old rename', 'failed'],
    ]);
  });

  it('fails a change of a kind this version no longer makes, or with another kind of body', async () => {
    const { sent, fetchFn } = server();
    const outbox = await outboxOver(
      [
        stored('Gone kind', { name: 'A' }, 'test.renamedLongAgo'),
        stored('Body where none is sent', { name: 'B' }, 'test.remove'),
      ],
      fetchFn,
    );
    expect(sent).toEqual([]);
    expect(outbox.getEntries().map((entry) => [entry.label, entry.state, entry.errors])).toEqual([
      ['Gone kind', 'failed', [OLDER_VERSION_MESSAGE]],
      ['Body where none is sent', 'failed', [OLDER_VERSION_MESSAGE]],
    ]);
  });

  it('refuses at submit a body its schema refuses, as the server would, and keeps nothing', async () => {
    const { sent, fetchFn } = server();
    const outbox = await outboxOver([], fetchFn);
    const change = { ...stored('Blank', { name: '  ' }), userId: undefined, key: undefined };
    expect(await outbox.submit(change)).toEqual({
      status: 'refused',
      messages: ['Name is required'],
    });
    expect(sent).toEqual([]);
    expect(outbox.getEntries()).toEqual([]);
  });

  it('hands the overlay the body as the schema reads it, and lays none for a body that does not read', () => {
    const context = { queryClient: new QueryClient(), realId: (id: number) => id };
    const entry = (json: unknown) => ({
      ...stored('x', json),
      id: 1,
      createdAt: 0,
      attempts: 0,
      state: 'queued' as const,
      nextAttemptAt: 0,
      errors: [],
    });
    const [update] = changeKinds.overlay(entry({ name: '  Trimmed  ' }), context);
    expect(update?.update(undefined)).toEqual({ name: 'Trimmed' });
    expect(changeKinds.overlay(entry({ title: 'old' }), context)).toEqual([]);
  });
});
