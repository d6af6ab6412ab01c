// Exactly-once mutations (docs/decisions.md, API; docs/architecture.md, Server). The key, the
// business, a hash of the request and the response are written in the same transaction as the
// change, so a client that never saw the answer can send the same request again and get that answer
// back, without the change being applied twice. Keys are kept 7 days.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database.js';
import { HttpError } from './errors.js';
import { purgeHourly } from './hourly-purge.js';

export const IDEMPOTENCY_KEY_DAYS = 7;
export const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;

/** JSON with object keys sorted, so the same body always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

interface MutationOptions {
  /** HTTP status of a successful first run. */
  status?: number;
  /** What the body alone does not show, e.g. the bytes of an uploaded file. */
  extraHash?: string;
  /** Called when a stored answer is replayed, to undo side work done before the transaction. */
  onReplay?: () => Promise<void>;
  /**
   * `work` makes its change in one statement (an `UPDATE ... RETURNING`; anything it reads after a
   * refusal only explains the refusal). Without an Idempotency-Key it then runs on the database
   * itself: a single statement is atomic, and BEGIN/COMMIT around it cost more than the statement
   * (bench/README.md, Fixed cost per request). With a key it runs in the key's transaction as
   * always.
   */
  singleStatement?: boolean;
}

/**
 * Runs `work` in a transaction (or, for a `singleStatement` without a key, on its own) and
 * answers with its result. With an `Idempotency-Key` header the
 * first answer is stored with the change and replayed for a repeat; a different request under
 * the same key is refused with 422.
 */
export async function runMutation<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  work: (trx: Db) => Promise<T>,
  options: MutationOptions = {},
): Promise<T> {
  const db = request.server.db;
  const status = options.status ?? 200;
  const keyHeader = request.headers['idempotency-key'];
  if (keyHeader === undefined) {
    const body = options.singleStatement ? await work(db) : await db.transaction().execute(work);
    reply.code(status);
    return body;
  }
  const key = Array.isArray(keyHeader) ? keyHeader[0] : keyHeader;
  if (!key || !KEY_PATTERN.test(key)) {
    throw new HttpError(400, 'Idempotency-Key must be 8 to 200 letters, digits or - _ . :');
  }
  const businessId = request.user?.id ?? 0;
  const requestHash = createHash('sha256')
    .update(
      `${request.method} ${request.url.split('?')[0]}\n${canonicalJson(request.body)}\n${options.extraHash ?? ''}`,
    )
    .digest('hex');

  const outcome = await db.transaction().execute(async (trx) => {
    // On PostgreSQL a concurrent request with the same key waits here for the first to commit.
    const inserted = await trx
      .insertInto('idempotency_keys')
      .values({
        business_id: businessId,
        key,
        request_hash: requestHash,
        status_code: 0,
        response_body: '',
        created_at: new Date().toISOString(),
      })
      .onConflict((conflict) => conflict.columns(['business_id', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!inserted) {
      const stored = await trx
        .selectFrom('idempotency_keys')
        .select(['request_hash', 'status_code', 'response_body'])
        .where('business_id', '=', businessId)
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      if (stored.request_hash !== requestHash) {
        throw new HttpError(422, 'This Idempotency-Key was already used for a different request');
      }
      return {
        replayed: true,
        status: stored.status_code,
        body: JSON.parse(stored.response_body) as T,
      };
    }
    const body = await work(trx);
    await trx
      .updateTable('idempotency_keys')
      .set({ status_code: status, response_body: JSON.stringify(body) })
      .where('business_id', '=', businessId)
      .where('key', '=', key)
      .execute();
    return { replayed: false, status, body };
  });

  if (outcome.replayed) {
    reply.header('idempotent-replayed', 'true');
    await options.onReplay?.();
  }
  reply.code(outcome.status);
  return outcome.body;
}

export async function purgeExpiredIdempotencyKeys(db: Db, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_KEY_DAYS * 24 * 60 * 60 * 1000).toISOString();
  await db.deleteFrom('idempotency_keys').where('created_at', '<', cutoff).execute();
}

export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  await purgeHourly(app, 'idempotency keys', () => purgeExpiredIdempotencyKeys(app.db));
});
