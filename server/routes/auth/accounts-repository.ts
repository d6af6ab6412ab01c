// Owners' accounts: creation with the business defaults and e-mail verification tokens.
// Verification tokens are random, stored as hashes, single use, 48 hours.
import { randomBytes } from 'node:crypto';
import type { Language } from '@contract/i18n/language.js';
import type { Db } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import { hashToken } from '../../plugins/auth.js';
import { createBusinessDefaults } from '../../repositories/business-defaults.js';
import { uniqueSlug } from '../../repositories/business-slug.js';
import { createOwnerMember } from '../../repositories/team-members.js';
import { createPasswordReset } from './password-reset-repository.js';

export const VERIFICATION_HOURS = 48;
/** A new verification mail for the same account at most once a minute. */
export const RESEND_INTERVAL_MS = 60 * 1000;

export interface NewAccount {
  firstName: string;
  lastName: string;
  businessName: string;
  email: string;
  passwordHash: string;
  country: string;
  mobile: string;
  timezone: string;
  /** The business's locale (docs/decisions.md, Locale). */
  currency: string;
  clock: string;
  weekStart: number;
  /** The owner's, and the booking page's first default (docs/decisions.md, Languages). */
  language: Language;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

/**
 * Creates the owner, their business's weekdays and interval, and the owner as its first team
 * member (docs/decisions.md, Team); returns the new id.
 */
export async function createAccount(trx: Db, account: NewAccount, now: Date): Promise<number> {
  const { id } = await trx
    .insertInto('users')
    .values({
      first_name: account.firstName,
      last_name: account.lastName,
      business_name: account.businessName,
      email: account.email.toLowerCase(),
      password_hash: account.passwordHash,
      country: account.country,
      mobile: account.mobile,
      timezone: account.timezone,
      currency: account.currency,
      clock: account.clock,
      week_start: account.weekStart,
      language: account.language,
      booking_language: account.language,
      brand_logo: null,
      email_verified_at: null,
      created_at: now.toISOString(),
      slug: await uniqueSlug(trx, account.businessName),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await createBusinessDefaults(trx, id);
  await createOwnerMember(trx, id, account, now);
  return id;
}

/** Stores a new verification token for the user and returns it in clear, for the mail. */
export async function createVerificationToken(db: Db, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('email_verifications')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + VERIFICATION_HOURS * 60 * 60 * 1000).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

/**
 * A password hash no password matches: the account's password is disabled until a reset link sets
 * one. Not argon2 text, so sign-in compares against its dummy hash instead (same time).
 */
export const DISABLED_PASSWORD = '!disabled';

/**
 * Uses the token if it is the user's, unused and unexpired; false for any other case. Opened on a
 * device that did not register the account (`knownDevice` false), the first verification also
 * ends every session, disables the password, forgets the account's known sign-in sources and
 * answers a password reset token: whoever chose that password may not own the address
 * (docs/decisions.md, Accounts).
 */
export async function verifyEmail(
  db: Db,
  userId: number,
  token: string,
  now: Date,
  knownDevice: boolean,
): Promise<false | { setPasswordToken?: string }> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('email_verifications')
      .set({ used_at: at })
      .where('user_id', '=', userId)
      .where('token_hash', '=', hashToken(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .returning('id')
      .executeTakeFirst();
    if (!used) return false;
    const verified = await trx
      .updateTable('users')
      .set(
        knownDevice
          ? { email_verified_at: at }
          : { email_verified_at: at, password_hash: DISABLED_PASSWORD },
      )
      .where('id', '=', userId)
      .where('email_verified_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!verified || knownDevice) return {};
    await trx
      .updateTable('sessions')
      .set({ revoked_at: at })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
    await trx.deleteFrom('known_sign_ins').where('user_id', '=', userId).execute();
    return { setPasswordToken: await createPasswordReset(trx, userId, now) };
  });
}

/** When the user's newest verification mail was sent, if any. */
export async function lastVerificationSentAt(db: Db, userId: number): Promise<Date | undefined> {
  const row = await db
    .selectFrom('email_verifications')
    .select('created_at')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? new Date(row.created_at) : undefined;
}

/**
 * An address registered but never verified can be registered again once its account is this old:
 * the new registration replaces it (docs/decisions.md, Accounts).
 */
export const UNVERIFIED_REPLACE_HOURS = 48;
/** Unverified accounts older than this are deleted by the hourly purge. */
export const UNVERIFIED_KEEP_DAYS = 7;

const HOUR_MS = 60 * 60 * 1000;

/** True when `user` is unverified and old enough for a new registration to replace it. */
export function isReplaceable(user: UserRow, now: Date): boolean {
  return (
    !user.email_verified_at &&
    now.getTime() - Date.parse(user.created_at) >= UNVERIFIED_REPLACE_HOURS * HOUR_MS
  );
}

/**
 * Deletes an account that was never verified, with every row that belongs to it (the foreign keys
 * cascade). Scoped to unverified accounts, so a verified one is never removed this way.
 */
export async function deleteUnverifiedAccount(trx: Db, userId: number): Promise<void> {
  await trx
    .deleteFrom('users')
    .where('id', '=', userId)
    .where('email_verified_at', 'is', null)
    .execute();
}

/** The hourly purge: unverified accounts older than UNVERIFIED_KEEP_DAYS. */
export async function purgeUnverifiedAccounts(db: Db, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - UNVERIFIED_KEEP_DAYS * 24 * HOUR_MS).toISOString();
  await db
    .deleteFrom('users')
    .where('email_verified_at', 'is', null)
    .where('created_at', '<', cutoff)
    .execute();
}
