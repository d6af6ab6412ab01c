// Sign-in throttled per source and per account, never against the owner (docs/decisions.md, Auth).
// - A source (client address) that fails waits longer after each failure: FREE_FAILURES pass, then
//   1 s, 2 s, 4 s... up to 15 minutes, forgotten an hour after the last wait ends. The attempt is
//   reserved before the password is checked (compare-and-set on its counter row), so parallel
//   guesses from one address cannot slip past the wait.
// - An account sees at most ACCOUNT_ATTEMPTS attempts in 15 minutes from unknown sources, from any
//   addresses, then is locked for them for 5 minutes: guesses spread over many addresses.
// - A known source, a device (the HttpOnly cookie a sign-in sets) or an address that signed in to
//   this account before, is held by neither: a stranger's guesses cannot keep the owner out.
// Unknown e-mails are counted like known ones: the answer says nothing about who is registered.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.js';
import { HttpError } from '../plugins/errors.js';
import { countHit } from '../plugins/rate-limit-store.js';

export const ACCOUNT_ATTEMPTS = 10;
const WINDOW_MS = 15 * 60 * 1000;
export const ACCOUNT_LOCK_MS = 5 * 60 * 1000;
export const ACCOUNT_LOCKED_MESSAGE =
  'Too many sign-in attempts for this account: please wait 5 minutes and try again';
/** Failures from one source answered at once; each further one doubles the wait. */
export const FREE_FAILURES = 5;
const MAX_SOURCE_WAIT_MS = 15 * 60 * 1000;
const SOURCE_IDLE_MS = 60 * 60 * 1000;
export const SOURCE_WAIT_MESSAGE =
  'Too many failed sign-ins from this network: please wait a moment and try again';
/** Devices and addresses unused this long are forgotten by the hourly purge. */
export const KNOWN_SOURCE_DAYS = 180;
export const SIGN_IN_DEVICE_COOKIE = 'salon_device';
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export interface SignInSource {
  /** The client address (request.ip, which honours TRUST_PROXY). */
  address: string;
  /** The device cookie's value, when the browser sent one. */
  device?: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Counter keys hold a hash, not the address: the counters table is no list of e-mails. */
function accountKeys(email: string) {
  const hash = sha256(email.toLowerCase());
  return { attempts: `sign-in account|${hash}`, lock: `sign-in lock|${hash}` };
}
const sourceKey = (address: string) => `sign-in source|${sha256(address)}`;
const sourceHashes = (source: SignInSource) => [
  sha256(`address:${source.address}`),
  ...(source.device && DEVICE_TOKEN.test(source.device) ? [sha256(`device:${source.device}`)] : []),
];

/** The wait before the next attempt from a source after `failures` failures in a row. */
export function sourceWaitMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(1000 * 2 ** (failures - FREE_FAILURES), MAX_SOURCE_WAIT_MS);
}

function refusal(message: string, retryAfterMs: number): HttpError {
  return new HttpError(
    429,
    message,
    {},
    { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) },
  );
}

export interface SignInThrottle {
  /**
   * Before the password is checked: nothing for a known source; otherwise reserves the attempt,
   * or throws a 429 HttpError while the source waits or the account is locked for strangers.
   */
  attempt(email: string, userId: number | undefined, source: SignInSource): Promise<void>;
  /**
   * The password was right: the counts are cleared and the source becomes known. Returns the
   * device token for the cookie (the one sent, or a new one).
   */
  passwordRight(email: string, userId: number, source: SignInSource): Promise<string>;
}

export function signInThrottle(db: Db, clock: () => Date, enabled: boolean): SignInThrottle {
  async function isKnown(userId: number | undefined, source: SignInSource): Promise<boolean> {
    if (userId === undefined) return false;
    const row = await db
      .selectFrom('known_sign_ins')
      .select('user_id')
      .where('user_id', '=', userId)
      .where('source_hash', 'in', sourceHashes(source))
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Waits out or reserves one attempt from the source's address. */
  async function reserveSourceAttempt(address: string, nowMs: number): Promise<void> {
    const key = sourceKey(address);
    // hits: failures in a row; window_started_ms: when the next attempt may be checked.
    const row = await db
      .selectFrom('rate_limit_hits')
      .select(['hits', 'window_started_ms'])
      .where('key', '=', key)
      .executeTakeFirst();
    const nextAt = row ? Number(row.window_started_ms) : 0;
    if (nextAt > nowMs) throw refusal(SOURCE_WAIT_MESSAGE, nextAt - nowMs);
    const failures = row && nowMs - nextAt < SOURCE_IDLE_MS ? Number(row.hits) + 1 : 1;
    const values = { hits: failures, window_started_ms: nowMs + sourceWaitMs(failures) };
    const reserved = row
      ? await db
          .updateTable('rate_limit_hits')
          .set(values)
          .where('key', '=', key)
          .where('hits', '=', row.hits)
          .where('window_started_ms', '=', row.window_started_ms)
          .returning('key')
          .executeTakeFirst()
      : await db
          .insertInto('rate_limit_hits')
          .values({ key, ...values })
          .onConflict((conflict) => conflict.column('key').doNothing())
          .returning('key')
          .executeTakeFirst();
    // Another attempt from the address took the slot between the read and the write.
    if (!reserved) throw refusal(SOURCE_WAIT_MESSAGE, 1000);
  }

  async function countAccountAttempt(email: string, nowMs: number): Promise<void> {
    const key = accountKeys(email);
    const lock = await db
      .selectFrom('rate_limit_hits')
      .select('window_started_ms')
      .where('key', '=', key.lock)
      .executeTakeFirst();
    const lockEnds = lock ? Number(lock.window_started_ms) + ACCOUNT_LOCK_MS : 0;
    if (lockEnds > nowMs) throw refusal(ACCOUNT_LOCKED_MESSAGE, lockEnds - nowMs);
    const { current } = await countHit(db, key.attempts, WINDOW_MS, nowMs);
    if (current <= ACCOUNT_ATTEMPTS) return;
    // Locked from now; the count starts again when the lock ends.
    await countHit(db, key.lock, ACCOUNT_LOCK_MS, nowMs);
    await db.deleteFrom('rate_limit_hits').where('key', '=', key.attempts).execute();
    throw refusal(ACCOUNT_LOCKED_MESSAGE, ACCOUNT_LOCK_MS);
  }

  return {
    async attempt(email, userId, source) {
      if (!enabled || (await isKnown(userId, source))) return;
      const nowMs = clock().getTime();
      await reserveSourceAttempt(source.address, nowMs);
      await countAccountAttempt(email, nowMs);
    },
    async passwordRight(email, userId, source) {
      const device = deviceToken(source.device);
      const at = clock().toISOString();
      for (const sourceHash of sourceHashes({ ...source, device })) {
        await db
          .insertInto('known_sign_ins')
          .values({ user_id: userId, source_hash: sourceHash, last_seen_at: at })
          .onConflict((conflict) =>
            conflict.columns(['user_id', 'source_hash']).doUpdateSet({ last_seen_at: at }),
          )
          .execute();
      }
      if (enabled) {
        await db
          .deleteFrom('rate_limit_hits')
          .where('key', 'in', [accountKeys(email).attempts, sourceKey(source.address)])
          .execute();
      }
      return device;
    },
  };
}

/** The device cookie's token if it is well formed, else a new one. */
export function deviceToken(cookieValue: string | undefined): string {
  return cookieValue && DEVICE_TOKEN.test(cookieValue)
    ? cookieValue
    : randomBytes(32).toString('base64url');
}

/** Records the device as the account's own: the one that registered it (docs/decisions.md, Accounts). */
export async function rememberDevice(db: Db, userId: number, device: string, now: Date) {
  const at = now.toISOString();
  await db
    .insertInto('known_sign_ins')
    .values({ user_id: userId, source_hash: sha256(`device:${device}`), last_seen_at: at })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'source_hash']).doUpdateSet({ last_seen_at: at }),
    )
    .execute();
}

/** True when the device registered the account or signed in to it before. */
export async function isKnownDevice(db: Db, userId: number, device: string | undefined) {
  if (!device || !DEVICE_TOKEN.test(device)) return false;
  const row = await db
    .selectFrom('known_sign_ins')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('source_hash', '=', sha256(`device:${device}`))
    .executeTakeFirst();
  return row !== undefined;
}

/** The hourly purge: devices and addresses no sign-in used for KNOWN_SOURCE_DAYS. */
export async function purgeKnownSignIns(db: Db, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - KNOWN_SOURCE_DAYS * 24 * 60 * 60 * 1000).toISOString();
  await db.deleteFrom('known_sign_ins').where('last_seen_at', '<', cutoff).execute();
}

/** The device cookie's value in a Cookie header, if any. */
export function deviceFromCookie(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.trim().split('=', 2);
    if (name === SIGN_IN_DEVICE_COOKIE && value) return value;
  }
  return undefined;
}

/** Set-Cookie for the device: HttpOnly, sent to the API only, for 400 days (browsers' cap). */
export function deviceCookieHeader(device: string, secure: boolean): string {
  return (
    `${SIGN_IN_DEVICE_COOKIE}=${device}; Path=/api; Max-Age=${400 * 24 * 60 * 60}; HttpOnly; ` +
    `SameSite=Strict${secure ? '; Secure' : ''}`
  );
}
