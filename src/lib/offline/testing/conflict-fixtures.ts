// What the outbox's conflict tests work with (outbox-conflicts, outbox-overrule): a booking kind
// that can overrule an overlap and a rename kind that cannot, the server's 409 answers, stored
// entries, a fresh database per test and a scripted server (docs/offline.md, Conflicts).
import { z } from 'zod';
import { type AppointmentConflict } from '@contract/appointments';
import { ChangeKinds, defineChangeKind, jsonBody } from '../change-kinds';
import { type NewOutboxEntry, type OutboxEntry } from '../offline-db';

export const USER = 9;
export let dbCount = 0;
export const nextDbName = () => `outbox-conflicts-test-${dbCount++}`;

// The server's answer to a booking over a taken slot, as contract/appointments.ts words it.
export const OVERLAP_MESSAGE = 'This time overlaps BID12, Ada Berg 10:00 AM–11:00 AM';
export const overlap = {
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
export const overlapAnswer = {
  errors: [{ msg: OVERLAP_MESSAGE, code: 'conflict' }],
  conflict: overlap,
} satisfies AppointmentConflict;
/** A booking changed on the server meanwhile: this test kind cannot overrule that. */
export const changed = { reason: 'changed' } satisfies AppointmentConflict['conflict'];

/**
 * A booking: a taken slot can be overruled with `force`, anything else only reworked. Its schema
 * drops unknown fields, so what it overrules is the body as the schema reads it.
 */
export const bookKind = defineChangeKind({
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
export const renameKind = defineChangeKind({
  kind: 'test.rename',
  encoding: 'json',
  schema: z.object({ name: z.string() }),
});
export const changeKinds = new ChangeKinds([bookKind, renameKind]);

export const stored = (
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
export const entryOf = (overrides: Partial<OutboxEntry> = {}): OutboxEntry => ({
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

export type Reply = 'network' | { status: number; json: unknown };
export interface Sent {
  path: string;
  body: unknown;
  key: string | null;
}

/**
 * A scripted server: each request takes the next reply (200 when none is left) and is recorded.
 * `holdNext` keeps the next request on the wire until the returned function is called.
 */
export function scriptedServer(replies: Reply[]) {
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
