// A @fastify/rate-limit store on our database: with several server processes (WEB_CONCURRENCY)
// the plugin's memory store would count each process's hits apart, and the limit would grow with
// the number of workers. One upsert per limited request (sign-in, registration, resending the
// link), all of them calls that hash a password or send mail anyway.
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { HttpError } from './errors.js';
import { purgeHourly } from './hourly-purge.js';

/** Hits counted in a window that opens with the first hit and lasts `timeWindow` ms. */
export async function countHit(db: Db, key: string, timeWindow: number, nowMs: number) {
  const expired = sql<boolean>`rate_limit_hits.window_started_ms + ${timeWindow} <= ${nowMs}`;
  const row = await db
    .insertInto('rate_limit_hits')
    .values({ key, hits: 1, window_started_ms: nowMs })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        hits: sql<number>`CASE WHEN ${expired} THEN 1 ELSE rate_limit_hits.hits + 1 END`,
        window_started_ms: sql<number>`CASE WHEN ${expired} THEN ${nowMs} ELSE rate_limit_hits.window_started_ms END`,
      }),
    )
    .returning(['hits', 'window_started_ms'])
    .executeTakeFirstOrThrow();
  const started = Number(row.window_started_ms);
  return { current: Number(row.hits), ttl: started + timeWindow - nowMs };
}

/**
 * A limit the plugin cannot key: counts a hit on `key` (a business, an account) and refuses it
 * with a 429 and Retry-After once more than `max` fell in the window.
 */
export async function limitHit(
  db: Db,
  key: string,
  limit: { max: number; windowMs: number; now: Date; message: string },
): Promise<void> {
  const { current, ttl } = await countHit(db, key, limit.windowMs, limit.now.getTime());
  if (current > limit.max) {
    throw new HttpError(429, limit.message, {}, { 'Retry-After': String(Math.ceil(ttl / 1000)) });
  }
}

class DatabaseRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
    /** The route the counters belong to: each limited route counts its own hits. */
    private readonly scope = '*',
  ) {}

  incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number) {
    countHit(this.db, `${this.scope}|${key}`, timeWindow, this.clock().getTime()).then(
      (state) => callback(null, state),
      (error: Error) => callback(error),
    );
  }

  child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    // The plugin passes the route's merged limit options, the route itself under `routeInfo`
    // (its typings say the route options).
    const route = (options as { routeInfo?: { method?: string | string[]; url?: string } })
      .routeInfo;
    const method = [route?.method ?? ''].flat().join(',');
    return new DatabaseRateLimitStore(this.db, this.clock, `${method} ${route?.url ?? ''}`);
  }
}

/** Windows are at most minutes long; a day-old counter is never read again. */
async function purgeOldRateLimitHits(db: Db, now: Date): Promise<void> {
  const cutoff = now.getTime() - 24 * 60 * 60 * 1000;
  await db.deleteFrom('rate_limit_hits').where('window_started_ms', '<', cutoff).execute();
}

/** Limits are set per route (`config.rateLimit`); nothing is limited by default. */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const clock = app.config.clock;
  const store = class extends DatabaseRateLimitStore {
    constructor() {
      super(app.db, clock);
    }
  };
  await app.register(rateLimit, { global: false, store });
  await purgeHourly(app, 'rate-limit counters', () => purgeOldRateLimitHits(app.db, clock()));
});
