// Sign-in throttled per account as well as per address (docs/decisions.md, Auth): the per-address
// limit (10 a minute, routes/auth) does nothing against guesses spread over many addresses. Every
// attempt on an e-mail is counted, before the password is checked, so parallel guesses cannot
// slip past the count; more than ATTEMPTS in WINDOW_MS locks the e-mail for LOCK_MS only, so a
// stranger can hold a real owner out for minutes, not hours. A right password clears the count.
// Unknown addresses are counted the same way: the answer says nothing about who is registered.
import { createHash } from 'node:crypto';
import type { Db } from '../db/database.js';
import { HttpError } from '../plugins/errors.js';
import { countHit } from '../plugins/rate-limit-store.js';

export const ACCOUNT_ATTEMPTS = 10;
const WINDOW_MS = 15 * 60 * 1000;
export const ACCOUNT_LOCK_MS = 5 * 60 * 1000;
export const ACCOUNT_LOCKED_MESSAGE =
  'Too many sign-in attempts for this account: please wait 5 minutes and try again';

/** Counter keys hold a hash, not the address: the counters table is no list of e-mails. */
function keys(email: string) {
  const hash = createHash('sha256').update(email.toLowerCase()).digest('hex');
  return { attempts: `sign-in account|${hash}`, lock: `sign-in lock|${hash}` };
}

function locked(retryAfterMs: number): HttpError {
  return new HttpError(
    429,
    ACCOUNT_LOCKED_MESSAGE,
    {},
    { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) },
  );
}

export interface SignInThrottle {
  /** Counts an attempt on `email`; a 429 HttpError while it is locked or when it locks it. */
  attempt(email: string): Promise<void>;
  /** The password was right: the attempts so far no longer count. */
  passwordRight(email: string): Promise<void>;
}

export function signInThrottle(db: Db, clock: () => Date, enabled: boolean): SignInThrottle {
  return {
    async attempt(email) {
      if (!enabled) return;
      const key = keys(email);
      const nowMs = clock().getTime();
      const lock = await db
        .selectFrom('rate_limit_hits')
        .select('window_started_ms')
        .where('key', '=', key.lock)
        .executeTakeFirst();
      const lockEnds = lock ? Number(lock.window_started_ms) + ACCOUNT_LOCK_MS : 0;
      if (lockEnds > nowMs) throw locked(lockEnds - nowMs);
      const { current } = await countHit(db, key.attempts, WINDOW_MS, nowMs);
      if (current <= ACCOUNT_ATTEMPTS) return;
      // Locked from now; the count starts again when the lock ends.
      await countHit(db, key.lock, ACCOUNT_LOCK_MS, nowMs);
      await db.deleteFrom('rate_limit_hits').where('key', '=', key.attempts).execute();
      throw locked(ACCOUNT_LOCK_MS);
    },
    async passwordRight(email) {
      if (!enabled) return;
      await db.deleteFrom('rate_limit_hits').where('key', '=', keys(email).attempts).execute();
    },
  };
}
