// Bearer-token sessions (docs/decisions.md, Auth): opaque random tokens stored only as SHA-256
// hashes, revocable, with a sliding 30-day expiry so an installed app keeps working offline.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { BusinessLocale } from '../../contract/business-locale.js';
import { compiledOnce } from '../db/compiled-once.js';
import type { Db } from '../db/database.js';
import type { UserRow } from '../db/schema.js';
import { BusinessBudgets } from '../security/business-budget.js';
import { readBusinessLocale } from '../repositories/business-locale.js';
import { HttpError } from './errors.js';

export const SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Extending the expiry on every request would make every read a write; once an hour is enough. */
const SLIDE_EVERY_MS = 60 * 60 * 1000;

export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(db: Db, userId: number, now = new Date()): Promise<string> {
  const { token, hash } = newToken();
  await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hash,
      created_at: now.toISOString(),
      last_used_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_DAYS * DAY_MS).toISOString(),
      revoked_at: null,
    })
    .execute();
  return token;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  // The scheme is case-insensitive (RFC 9110, 11.1): `bearer` and `BEARER` are the same.
  const match = /^Bearer +([A-Za-z0-9_-]{20,100})$/i.exec(header.trim());
  return match?.[1];
}

interface Session {
  id: number;
  user: UserRow;
}

// Every signed-in call runs it: built and compiled once (server/db/compiled-once.ts).
const sessionLookup = compiledOnce((db, p: { tokenHash: string; now: string }) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.id as session_id', 'sessions.last_used_at as session_last_used'])
    .where('sessions.token_hash', '=', p.tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', p.now),
);

async function findSession(db: Db, token: string, now: Date): Promise<Session | undefined> {
  const [row] = await sessionLookup(db, { tokenHash: hashToken(token), now: now.toISOString() });
  if (!row) return undefined;
  if (now.getTime() - Date.parse(row.session_last_used) > SLIDE_EVERY_MS) {
    await db
      .updateTable('sessions')
      .set({
        last_used_at: now.toISOString(),
        expires_at: new Date(now.getTime() + SESSION_DAYS * DAY_MS).toISOString(),
      })
      .where('id', '=', row.session_id)
      .execute();
  }
  const { session_id, session_last_used: _lastUsed, ...user } = row;
  return { id: session_id, user };
}

/**
 * The business a signed-in request acts for (docs/decisions.md, Data: every owner has one, and its
 * id is the owner's): the id that scopes every query, the zone "now" is read in, and its locale.
 */
export interface SignedInBusiness {
  id: number;
  timezone: string;
  locale: BusinessLocale;
}

function businessOf(user: UserRow): SignedInBusiness {
  let locale: BusinessLocale | undefined;
  return {
    id: user.id,
    timezone: user.timezone,
    // Read on first use: checking the currency costs about 35 µs (Intl lists every currency),
    // more than the session lookup, and most signed-in calls show no amount.
    get locale() {
      return (locale ??= readBusinessLocale(user));
    },
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate`: the signed-in owner's row, for what reads the account. */
    user: UserRow;
    /** Set by `app.authenticate`: the business the request acts for. */
    business: SignedInBusiness;
    sessionId: number;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Each business's budget of signed-in calls; undefined with RATE_LIMIT=off. */
    businessBudgets: BusinessBudgets | undefined;
  }
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null as unknown as UserRow);
  app.decorateRequest('business', null as unknown as SignedInBusiness);
  app.decorateRequest('sessionId', 0);
  const budgets = app.config.rateLimit
    ? new BusinessBudgets(app.config.businessLimit, app.config.clock)
    : undefined;
  app.decorate('businessBudgets', budgets);
  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    // A signed-in answer holds one business's data: no cache between it and the app may keep it
    // (a shared proxy, the browser's disk cache on a shared computer). The app's offline copy is
    // its own (docs/offline.md). Set first, so the 401 of an ended session is not kept either.
    reply.header('Cache-Control', 'no-store');
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, 'Please sign in');
    const session = await findSession(app.db, token, app.config.clock());
    if (!session) throw new HttpError(401, 'Your session has ended: please sign in again');
    // After the session: a stranger's calls spend nothing of a business's budget.
    budgets?.take(session.user.id);
    request.user = session.user;
    request.business = businessOf(session.user);
    request.sessionId = session.id;
  });
});

/** Ends the session whose token the request carries. */
export async function revokeSession(db: Db, sessionId: number, now = new Date()): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', sessionId)
    .execute();
}
