import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ChangeKinds, installPendingOverlays } from './change-kinds';
import { openOfflineDb } from './offline-db';
import { reportLiveAnswer, reportNoConnection } from './offline-status';
import { createPageLock } from './outbox-replay';
import { OutboxRuntime, type OutboxChange } from './outbox-runtime';

const USER = 3;
let dbCount = 0;
const runtimes: OutboxRuntime[] = [];

type Reply = number | 'network' | { status: number; json: unknown };

/** A scripted server: each request takes the next reply; every request is recorded. */
function server(replies: Reply[]) {
  const sent: { path: string; body: unknown; key: string | null }[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    sent.push({
      path: String(input),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
      key: headers.get('idempotency-key'),
    });
    const reply = replies.shift() ?? 200;
    if (reply === 'network') throw new TypeError('Failed to fetch');
    const { status, json } =
      typeof reply === 'number'
        ? {
            status: reply,
            json: reply >= 400 ? { errors: [{ msg: `refused ${reply}` }] } : { msg: 'ok' },
          }
        : reply;
    return new Response(JSON.stringify(json), { status });
  };
  return { sent, fetchFn, replies };
}

async function runtime(
  fetchFn: typeof fetch,
  options: {
    token?: string | null;
    dbName?: string;
    withLock?: (work: () => Promise<void>) => Promise<boolean>;
  } = {},
) {
  const name = options.dbName ?? `runtime-test-${dbCount++}`;
  const onNeedsAuth = vi.fn();
  const outbox = new OutboxRuntime({
    getToken: () => (options.token === undefined ? 'token-1' : options.token),
    onNeedsAuth,
    fetch: fetchFn,
    openDb: () => openOfflineDb(name),
    submitWaitMs: 2000,
    // Each test's outbox is its own sender: runs left over from other tests must not hold it.
    withLock: options.withLock ?? createPageLock(),
  });
  runtimes.push(outbox);
  await outbox.start(USER);
  return { outbox, onNeedsAuth };
}

/** Runs `work` with the clock past any backoff. */
async function afterBackoff(work: () => Promise<void>): Promise<void> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 10 * 60_000);
  try {
    await work();
  } finally {
    vi.useRealTimers();
  }
}

afterEach(() => {
  runtimes.splice(0).forEach((outbox) => outbox.stop());
});

const rename = (name: string): OutboxChange => ({
  kind: 'test.rename',
  target: 'thing:1',
  label: `Rename to ${name}`,
  method: 'PUT',
  path: '/api/things/1',
  body: { kind: 'json', json: { name } },
});

describe('OutboxRuntime', () => {
  it('online: the submitter gets the answer and nothing stays queued', async () => {
    const { sent, fetchFn } = server([{ status: 200, json: { id: 1, name: 'A' } }]);
    const { outbox } = await runtime(fetchFn);
    const result = await outbox.submit(rename('A'));
    expect(result).toEqual({ status: 'sent', json: { id: 1, name: 'A' } });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    await vi.waitFor(() => expect(outbox.getEntries()).toEqual([]));
  });

  it('changes submitted one after another while sends are under way are each answered by the server', async () => {
    const { sent, fetchFn } = server([]);
    const { outbox } = await runtime(fetchFn);
    const first = outbox.submit(rename('first'));
    // Each later change arrives a little later, some while the run before is winding down.
    const later: Promise<unknown>[] = [];
    for (let index = 0; index < 8; index += 1) {
      await new Promise((resolve) => setTimeout(resolve, index));
      later.push(outbox.submit(rename(`later ${index}`)));
    }
    const results = await Promise.all([first, ...later]);
    expect(results.map((result) => (result as { status: string }).status)).toEqual(
      Array(9).fill('sent'),
    );
    expect(sent).toHaveLength(9);
  });

  it('offline: the change is kept as pending, then sent once when a trigger comes', async () => {
    const { sent, fetchFn } = server(['network', 200]);
    const { outbox } = await runtime(fetchFn);
    expect(await outbox.submit(rename('B'))).toEqual({ status: 'pending' });
    expect(outbox.getEntries()).toMatchObject([{ label: 'Rename to B', state: 'queued' }]);

    // The backoff has not passed: an early trigger sends nothing.
    await outbox.kick();
    expect(sent).toHaveLength(1);

    await afterBackoff(() => outbox.kick());
    expect(sent).toHaveLength(2);
    expect(sent[1]?.key).toBe(sent[0]?.key);
    expect(outbox.getEntries()).toEqual([]);
  });

  it('tells how many changes that waited on the device a run sent, and nothing of one sent at once', async () => {
    const { fetchFn, sent } = server([200, 'network', 200, 200]);
    const { outbox } = await runtime(fetchFn);
    const told: number[] = [];
    outbox.onSentLater((count) => told.push(count));
    expect(await outbox.submit(rename('online'))).toMatchObject({ status: 'sent' });
    expect(await outbox.submit(rename('E'))).toEqual({ status: 'pending' });
    expect(await outbox.submit(rename('F'))).toEqual({ status: 'pending' });
    // F waits behind E (same object), so only E was tried.
    expect(sent.map((request) => request.body)).toEqual([{ name: 'online' }, { name: 'E' }]);
    expect(told).toEqual([]);
    await outbox.connectionReturned();
    await vi.waitFor(() => expect(outbox.getEntries()).toEqual([]));
    expect(told).toEqual([2]);
  });

  it('the connection returning sends at once, whatever backoff the offline attempts built up', async () => {
    const { sent, fetchFn } = server(['network', 'network', 200]);
    const { outbox } = await runtime(fetchFn);
    expect(await outbox.submit(rename('D'))).toEqual({ status: 'pending' });
    // Offline for a while: a timer tried again, and the backoff grew (far ahead of the real clock).
    await afterBackoff(() => outbox.kick());
    expect(sent).toHaveLength(2);
    await outbox.kick();
    expect(sent).toHaveLength(2);

    await outbox.connectionReturned();
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((request) => request.key)).size).toBe(1);
    expect(outbox.getEntries()).toEqual([]);
  });

  it('the server answering again after it could not be reached sends at once, with no online event', async () => {
    const { sent, fetchFn } = server(['network', 'network', 200]);
    const { outbox } = await runtime(fetchFn);
    expect(await outbox.submit(rename('U'))).toEqual({ status: 'pending' });
    await afterBackoff(() => outbox.kick());
    expect(sent).toHaveLength(2);
    // The browser says online all along; the requests fail, then the probe hears the server.
    reportNoConnection();
    reportLiveAnswer();
    await vi.waitFor(() => expect(outbox.getEntries()).toEqual([]));
    expect(sent).toHaveLength(3);
  });

  it('the connection returning while an offline send is under way still sends at once', async () => {
    // A send that hangs until the test fails it: the attempt started while still offline.
    let failInFlight: () => void = () => {};
    const sent: string[] = [];
    const fetchFn: typeof fetch = async (input) => {
      sent.push(String(input));
      if (sent.length === 1) {
        await new Promise<void>((_resolve, reject) => {
          failInFlight = () => reject(new TypeError('Failed to fetch'));
        });
      }
      return new Response(JSON.stringify({ msg: 'ok' }), { status: 200 });
    };
    const { outbox } = await runtime(fetchFn);
    const submitted = outbox.submit(rename('E'));
    await vi.waitFor(() => expect(sent).toHaveLength(1));

    // The browser says it is online while that attempt is still out; then the attempt fails and
    // books its backoff. Nothing waits on the change (a restarted browser): no submitter re-kicks.
    const returned = outbox.connectionReturned();
    failInFlight();
    await returned;

    // Sent again at once, not after the backoff the failed attempt booked (a minute or more).
    // Generous for a busy machine, and still far below the backoff (a minute or more).
    await vi.waitFor(() => expect(sent).toHaveLength(2), { timeout: 10_000 });
    expect((await submitted).status).not.toBe('refused');
    await vi.waitFor(() => expect(outbox.getEntries()).toEqual([]));
  });

  it('a refusal while the owner waits goes back to the form and is not kept', async () => {
    const { fetchFn } = server([422]);
    const { outbox } = await runtime(fetchFn);
    expect(await outbox.submit(rename('C'))).toEqual({
      status: 'refused',
      messages: ['refused 422'],
      conflict: undefined,
      // The items too, so the form can show a message under the field it names.
      items: [{ msg: 'refused 422' }],
      // And the whole answer, for a screen that shows what it lists beside the messages.
      answer: { errors: [{ msg: 'refused 422' }] },
    });
    expect(outbox.getEntries()).toEqual([]);
  });

  it('a refusal later is kept as failed for Retry or Discard; the changes behind it go on', async () => {
    const { sent, fetchFn, replies } = server(['network']);
    const { outbox } = await runtime(fetchFn);
    await outbox.submit(rename('D'));
    await outbox.submit(rename('E'));
    expect(outbox.getEntries().map((entry) => entry.state)).toEqual(['queued', 'queued']);

    // Back online: the first is refused, the second applied.
    sent.length = 0;
    replies.push(409, 200);
    await afterBackoff(() => outbox.kick());
    expect(sent.map((request) => request.body)).toEqual([{ name: 'D' }, { name: 'E' }]);
    const [failed] = outbox.getEntries();
    expect(outbox.getEntries()).toHaveLength(1);
    expect(failed).toMatchObject({
      label: 'Rename to D',
      state: 'failed',
      errors: ['refused 409'],
    });

    replies.push(200);
    await outbox.retry(failed!.id);
    await outbox.kick();
    expect(sent).toHaveLength(3);
    expect(sent[2]?.body).toEqual({ name: 'D' });
    expect(outbox.getEntries()).toEqual([]);
  });

  it('Discard removes a failed change without sending it', async () => {
    const { fetchFn } = server(['network']);
    const { outbox } = await runtime(fetchFn);
    await outbox.submit(rename('F'));
    const [entry] = outbox.getEntries();
    await outbox.discard(entry!.id);
    expect(outbox.getEntries()).toEqual([]);
  });

  it('a 401 pauses the outbox and ends the session; the next sign-in sends it', async () => {
    const { fetchFn } = server([401, 200]);
    const { outbox, onNeedsAuth } = await runtime(fetchFn);
    expect(await outbox.submit(rename('G'))).toEqual({ status: 'pending' });
    expect(onNeedsAuth).toHaveBeenCalledOnce();
    expect(outbox.getEntries()).toMatchObject([{ state: 'needs-auth' }]);
    await outbox.kick();
    expect(outbox.getEntries()).toMatchObject([{ state: 'needs-auth' }]);

    outbox.stop();
    await outbox.start(USER);
    await vi.waitFor(() => expect(outbox.getEntries()).toEqual([]));
  });

  it('two tabs coming back online send each change once', async () => {
    const { sent, fetchFn, replies } = server(['network', 'network']);
    const shared = { dbName: `runtime-test-${dbCount++}`, withLock: createPageLock() };
    const { outbox: first } = await runtime(fetchFn, shared);
    const { outbox: second } = await runtime(fetchFn, shared);
    await first.submit(rename('one'));
    await second.submit(rename('two'));
    sent.length = 0;
    replies.length = 0;

    await afterBackoff(() => Promise.all([first.kick(), second.kick()]).then(() => undefined));
    // Whichever held the lock sent both; the other found nothing left.
    await afterBackoff(() => Promise.all([first.kick(), second.kick()]).then(() => undefined));
    expect(sent.map((request) => request.body)).toEqual([{ name: 'one' }, { name: 'two' }]);
    expect(new Set(sent.map((request) => request.key)).size).toBe(2);
  });

  it('logout clears the owner’s changes', async () => {
    const { fetchFn } = server(['network']);
    const { outbox } = await runtime(fetchFn);
    await outbox.submit(rename('H'));
    await outbox.clear(USER);
    expect(outbox.getEntries()).toEqual([]);
  });
});

describe('pending changes laid over the data', () => {
  const changeKinds = new ChangeKinds([
    {
      kind: 'test.rename',
      encoding: 'json',
      schema: z.object({ name: z.string() }),
      overlay: (body) => [
        {
          queryKey: ['thing', 1],
          update: (old) => (old ? { ...(old as object), ...(body as object) } : undefined),
        },
      ],
    },
  ]);

  it('shows a pending change over every fresh answer until it is sent', async () => {
    const { fetchFn, replies } = server(['network']);
    const { outbox } = await runtime(fetchFn);
    const queryClient = new QueryClient();
    const stop = installPendingOverlays(queryClient, outbox, changeKinds);
    const serverCopy = { id: 1, name: 'Old', note: 'kept' };
    const fetchThing = () =>
      queryClient.fetchQuery({
        queryKey: ['thing', 1],
        queryFn: async () => serverCopy,
        staleTime: 0,
      });

    await fetchThing();
    await outbox.submit(rename('New'));
    expect(queryClient.getQueryData(['thing', 1])).toEqual({ id: 1, name: 'New', note: 'kept' });

    // A refetch brings the server's copy, without the change: it is laid over it again.
    await fetchThing();
    expect(queryClient.getQueryData(['thing', 1])).toEqual({ id: 1, name: 'New', note: 'kept' });

    // Sent: the server has it now, and the data is asked for again.
    serverCopy.name = 'New';
    replies.push(200);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await afterBackoff(() => outbox.kick());
    expect(outbox.getEntries()).toEqual([]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['thing', 1], exact: true });
    stop();
  });
});
