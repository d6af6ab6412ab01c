// Password reset links (docs/decisions.md, Accounts): random tokens stored as SHA-256 hashes,
// single use, one hour. Using one sets the password, proves the address and ends every session.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { hashToken } from '../../plugins/auth.js';

export const RESET_LINK_MINUTES = 60;
/** One reset mail per account a minute; more requests get the same answer and no mail. */
export const RESET_MAIL_INTERVAL_MS = 60 * 1000;

export type ResetLinkState = 'unknown' | 'used' | 'expired';

/** Stores a new reset token for the user and returns it in clear, for the mail. */
export async function createPasswordReset(db: Db, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('password_resets')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + RESET_LINK_MINUTES * 60 * 1000).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

/** When the user's newest reset mail was sent, if any. */
export async function lastPasswordResetAt(db: Db, userId: number): Promise<Date | undefined> {
  const row = await db
    .selectFrom('password_resets')
    .select('created_at')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? new Date(row.created_at) : undefined;
}

/** The link's reset, or why it cannot be used. Read only: nothing is spent here. */
export async function findPasswordReset(
  db: Db,
  token: string,
  now: Date,
): Promise<{ id: number; userId: number } | ResetLinkState> {
  const row = await db
    .selectFrom('password_resets')
    .select(['id', 'user_id', 'expires_at', 'used_at'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return 'unknown';
  if (row.used_at) return 'used';
  if (row.expires_at <= now.toISOString()) return 'expired';
  return { id: row.id, userId: row.user_id };
}

/**
 * Spends the link and sets the password in one transaction: every session of the account ends,
 * its other links stop working, and the address counts as verified (the mail reached it). False
 * when the link was spent or expired meanwhile.
 */
export async function completePasswordReset(
  db: Db,
  reset: { id: number; userId: number },
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable('password_resets')
      .set({ used_at: at })
      .where('id', '=', reset.id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .returning('id')
      .executeTakeFirst();
    if (!spent) return false;
    await trx
      .updateTable('password_resets')
      .set({ used_at: at })
      .where('user_id', '=', reset.userId)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', reset.userId)
      .execute();
    await trx
      .updateTable('users')
      .set({ email_verified_at: at })
      .where('id', '=', reset.userId)
      .where('email_verified_at', 'is', null)
      .execute();
    await trx
      .updateTable('sessions')
      .set({ revoked_at: at })
      .where('user_id', '=', reset.userId)
      .where('revoked_at', 'is', null)
      .execute();
    return true;
  });
}

/** Expired links are never read again: the hourly purge deletes them. */
export async function purgeExpiredPasswordResets(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('password_resets').where('expires_at', '<=', now.toISOString()).execute();
}
