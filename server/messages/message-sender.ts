// The sender of queued messages (docs/decisions.md, Messages to clients). A pass claims the rows
// whose time has come (due at or before now, so a server that was down catches up) in a short
// transaction: on PostgreSQL `FOR UPDATE SKIP LOCKED`, so two processes take different rows; on
// SQLite the transaction holds the write lock from its start. A claim marks the row `sending`
// until a lease ends; a process that dies mid-send leaves it to be claimed again once the lease
// ends (at least once). Each send is then recorded only by the claim that made it (the attempt
// number is the fence), a failure is retried later with backoff and ends `failed`.
import type { Db, DbKind } from '../db/database.js';
import type { Mailer } from '../plugins/mail.js';
import { send, type SmsSender } from './channels.js';
import { composeMessage, type QueuedMessage } from './compose-message.js';

export interface SenderSettings {
  /** Rows one claim takes. */
  batch: number;
  /** How long a claim holds its rows before another pass may take them again. */
  leaseMs: number;
  /** Attempts before `failed`. */
  maxAttempts: number;
}

export const SENDER_SETTINGS: SenderSettings = { batch: 20, leaseMs: 5 * 60_000, maxAttempts: 5 };

/** The wait after failed attempt n (1-based): 1, 5, 25 minutes, then 2 hours. */
export function retryDelayMs(attempt: number): number {
  return Math.min(60_000 * 5 ** (attempt - 1), 2 * 3_600_000);
}

interface Claimed extends QueuedMessage {
  attempts: number;
}

export async function claimDueMessages(
  db: Db,
  kind: DbKind,
  now: Date,
  settings: SenderSettings = SENDER_SETTINGS,
): Promise<Claimed[]> {
  const nowIso = now.toISOString();
  return db.transaction().execute(async (trx) => {
    let due = trx
      .selectFrom('scheduled_messages')
      .select('id')
      .where('state', 'in', ['scheduled', 'sending'])
      .where('next_attempt_at', '<=', nowIso)
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(settings.batch);
    if (kind === 'postgres') due = due.forUpdate().skipLocked();
    const ids = (await due.execute()).map((row) => row.id);
    if (ids.length === 0) return [];
    const leaseEnd = new Date(now.getTime() + settings.leaseMs).toISOString();
    return (
      trx
        .updateTable('scheduled_messages')
        .set((eb) => ({
          state: 'sending',
          attempts: eb('attempts', '+', 1),
          next_attempt_at: leaseEnd,
          updated_at: nowIso,
        }))
        .where('id', 'in', ids)
        // The due condition again: on PostgreSQL an UPDATE that waited on a row's lock checks it
        // against the row as committed, so a row another claim took meanwhile is not taken twice.
        .where('state', 'in', ['scheduled', 'sending'])
        .where('next_attempt_at', '<=', nowIso)
        .returning([
          'id',
          'business_id',
          'appointment_id',
          'kind',
          'channel',
          'sequence',
          'attempts',
        ])
        .execute()
    );
  });
}

/** Records the outcome of a claim; a row claimed again since (attempts moved on) is left alone. */
async function settle(db: Db, message: Claimed, changes: object): Promise<void> {
  await db
    .updateTable('scheduled_messages')
    .set(changes)
    .where('id', '=', message.id)
    .where('state', '=', 'sending')
    .where('attempts', '=', message.attempts)
    .execute();
}

export interface SenderContext {
  db: Db;
  kind: DbKind;
  mailer: Mailer;
  /** The SMS provider; undefined when SMS is off (docs/decisions.md, Messages to clients). */
  sms?: SmsSender;
  publicUrl: string;
  log: {
    error(details: object, message: string): void;
    info(details: object, message: string): void;
  };
}

/** One message of a claim: composed, sent and recorded. */
async function deliver(
  context: SenderContext,
  message: Claimed,
  now: Date,
  settings: SenderSettings,
) {
  const nowIso = now.toISOString();
  try {
    const composed = await composeMessage(context.db, message, {
      publicUrl: context.publicUrl,
      now,
    });
    if ('drop' in composed) {
      await settle(context.db, message, {
        state: 'cancelled',
        note: composed.drop,
        updated_at: nowIso,
      });
      return;
    }
    await send({ email: context.mailer, sms: context.sms }, composed.outgoing);
    // The trail of what left, per process (and what the cluster test counts).
    context.log.info(
      { queuedMessage: message.id, kind: message.kind, channel: message.channel },
      'message sent',
    );
    await settle(context.db, message, {
      state: 'sent',
      sent_at: nowIso,
      note: null,
      updated_at: nowIso,
    });
  } catch (error: unknown) {
    const reason = error instanceof Error ? error.message : String(error);
    context.log.error({ err: error, messageId: message.id }, 'a message could not be sent');
    const last = message.attempts >= settings.maxAttempts;
    await settle(context.db, message, {
      state: last ? 'failed' : 'scheduled',
      next_attempt_at: last
        ? nowIso
        : new Date(now.getTime() + retryDelayMs(message.attempts)).toISOString(),
      note: reason.slice(0, 500),
      updated_at: nowIso,
    });
  }
}

/**
 * Sends every message due at `now`, claim after claim, until none is left; answers how many
 * were claimed.
 */
export async function sendDueMessages(
  context: SenderContext,
  now: Date,
  settings: SenderSettings = SENDER_SETTINGS,
): Promise<number> {
  let claimed = 0;
  for (;;) {
    const batch = await claimDueMessages(context.db, context.kind, now, settings);
    if (batch.length === 0) return claimed;
    claimed += batch.length;
    for (const message of batch) await deliver(context, message, now, settings);
  }
}
