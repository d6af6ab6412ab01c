// Account recovery (docs/decisions.md, Accounts): the password reset link by mail,
// registering again over an account never verified, the purge of old unverified accounts, and
// names and phones on one line.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_REQUESTED_MESSAGE } from '../../contract/auth.js';
import { purgeUnverifiedAccounts } from '../../server/routes/auth/accounts-repository.js';
import { mailsUnderWay } from '../../server/plugins/background-mail.js';
import { purgeExpiredPasswordResets } from '../../server/routes/auth/password-reset-repository.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import {
  deviceCookieOf,
  readLatestMail,
  readVerificationLink,
  registerVerifyAndLogin,
  registrationBody,
  uniqueEmail,
} from './helpers/accounts.js';

let t: TestApp;
let clockMs = Date.parse('2026-11-23T10:00:00Z');
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date(clockMs) });
});

afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });
const login = (email: string, password: string) => post('/api/auth', { email, password });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth', headers: { authorization: `Bearer ${token}` } });
/** Asks for a reset link and waits for its mail, which leaves in the background. */
const askReset = async (email: string) => {
  const response = await post('/api/users/password_reset', { email });
  await mailsUnderWay(t.app);
  return response;
};
const useReset = (token: string, password: string) =>
  post(`/api/users/password_reset/${token}`, { password });

/** The token of the reset link in the newest mail to `to`. */
async function resetTokenFromMail(to: string): Promise<string> {
  // The newest mail to `to` must be the reset's, not an earlier verification still being written.
  await mailsUnderWay(t.app);
  const mail = (await readLatestMail(t.dataDir, to)).replace(/=\r?\n/g, '');
  const match = /http:\/\/localhost:3000\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail);
  if (!match?.[1]) throw new Error(`no reset link in the mail to ${to}`);
  return match[1];
}

/** The id of the account registered with `email`: the registration's answer does not say it. */
async function idOf(email: string): Promise<number> {
  const row = await t.app.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function mailCount(): Promise<number> {
  return (await fs.readdir(path.join(t.dataDir, 'mail'))).length;
}

describe('password reset', () => {
  it('mails a link that sets the new password once, signing out every session', async () => {
    clockMs += HOUR;
    const owner = await registerVerifyAndLogin(t.app, t.dataDir);
    const secondToken = (await login(owner.email, owner.password)).json<{ token: string }>().token;

    const asked = await askReset(owner.email.toUpperCase());
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ msg: PASSWORD_RESET_REQUESTED_MESSAGE });
    const mail = await readLatestMail(t.dataDir, owner.email);
    expect(mail).toContain('Subject: Choose a new password');
    const token = await resetTokenFromMail(owner.email);
    expect(token.length).toBeGreaterThanOrEqual(43);
    // Stored as a SHA-256 hash only.
    const stored = await t.app.db.selectFrom('password_resets').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    const done = await useReset(token, 'a brand new passphrase');
    expect(done.statusCode).toBe(200);
    expect(done.json().msg).toMatch(/password has been changed/);
    expect((await me(owner.token)).statusCode).toBe(401);
    expect((await me(secondToken)).statusCode).toBe(401);
    expect((await login(owner.email, owner.password)).statusCode).toBe(400);
    expect((await login(owner.email, 'a brand new passphrase')).statusCode).toBe(200);

    const again = await useReset(token, 'yet another passphrase');
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({
      errors: [{ msg: 'This password reset link has already been used', code: 'gone' }],
    });
    expect((await login(owner.email, 'yet another passphrase')).statusCode).toBe(400);
  });

  it('refuses a link older than one hour, and an unknown one, without changing anything', async () => {
    clockMs += HOUR;
    const owner = await registerVerifyAndLogin(t.app, t.dataDir);
    await askReset(owner.email);
    const token = await resetTokenFromMail(owner.email);
    clockMs += HOUR + MINUTE;
    const expired = await useReset(token, 'a brand new passphrase');
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({
      errors: [{ msg: 'This password reset link has expired', code: 'gone' }],
    });
    const unknown = await useReset('x'.repeat(43), 'a brand new passphrase');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      errors: [{ msg: 'This password reset link is not valid', code: 'not_found' }],
    });
    expect((await login(owner.email, owner.password)).statusCode).toBe(200);
    expect((await me(owner.token)).statusCode).toBe(200);
  });

  it('answers an unknown address exactly like a known one, and mails only the known one', async () => {
    clockMs += HOUR;
    const owner = await registerVerifyAndLogin(t.app, t.dataDir);
    const before = await mailCount();
    const known = await askReset(owner.email);
    const unknown = await askReset(uniqueEmail('nobody'));
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    expect(await mailCount()).toBe(before + 1);
    // Asked again within the minute: the same answer, no second mail (a 429 would tell).
    const tooSoon = await askReset(owner.email);
    expect(tooSoon.statusCode).toBe(202);
    expect(tooSoon.body).toBe(known.body);
    expect(await mailCount()).toBe(before + 1);
  });

  it('keeps the password rules and refuses a malformed address, in the envelope', async () => {
    clockMs += HOUR;
    const owner = await registerVerifyAndLogin(t.app, t.dataDir);
    await askReset(owner.email);
    const token = await resetTokenFromMail(owner.email);
    const short = await useReset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      errors: [
        { msg: 'Password must be at least 8 characters', code: 'invalid', param: 'password' },
      ],
    });
    const long = await useReset(token, 'x'.repeat(129));
    expect(long.json().errors[0].msg).toBe('Password must be at most 128 characters');
    const bad = await askReset('not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].msg).toBe('Business email must be a valid e-mail address');
    // The refusals did not spend the link.
    expect((await useReset(token, 'a brand new passphrase')).statusCode).toBe(200);
  });

  it('verifies an account that was not verified yet: the mail reached the address', async () => {
    clockMs += HOUR;
    const body = registrationBody();
    await post('/api/users', body);
    await askReset(body.email);
    await useReset(await resetTokenFromMail(body.email), 'a brand new passphrase');
    expect((await login(body.email, 'a brand new passphrase')).statusCode).toBe(200);
  });

  it('purges expired links and keeps live ones', async () => {
    clockMs += HOUR;
    const owner = await registerVerifyAndLogin(t.app, t.dataDir);
    await askReset(owner.email);
    clockMs += 2 * MINUTE;
    await askReset(owner.email);
    const live = await resetTokenFromMail(owner.email);
    const count = () =>
      t.app.db
        .selectFrom('password_resets')
        .select('id')
        .where('user_id', '=', owner.id)
        .execute()
        .then((rows) => rows.length);
    expect(await count()).toBe(2);
    // The first link expires one minute before the second.
    await purgeExpiredPasswordResets(t.app.db, new Date(clockMs + HOUR - MINUTE));
    expect(await count()).toBe(1);
    expect((await useReset(live, 'a brand new passphrase')).statusCode).toBe(200);
  });
});

describe('registering again over an unverified account', () => {
  // Before 48 hours this was a 409 with a resend hint, which told who has an account; now the
  // answer is the usual one and the mail carries a new link (docs/decisions.md, Accounts).
  it('keeps the account before 48 hours, mailing a new link, and replaces it after', async () => {
    clockMs += HOUR;
    const first = registrationBody({ business_name: 'First Salon' });
    const created = await post('/api/users', first);
    const oldId = await idOf(first.email);
    const oldLink = await readVerificationLink(t.dataDir, first.email);

    clockMs += 47 * HOUR;
    const tooEarly = await post('/api/users', { ...first, firstname: 'Eve' });
    expect(tooEarly.statusCode).toBe(201);
    expect(tooEarly.json()).toEqual(created.json());
    expect(await idOf(first.email)).toBe(oldId);

    clockMs += HOUR;
    const second = registrationBody({
      email: first.email,
      firstname: 'Grace',
      lastname: 'Hopper',
      business_name: 'Second Salon',
      password: 'another good passphrase',
    });
    const replaced = await post('/api/users', second);
    expect(replaced.statusCode).toBe(201);
    const newId = await idOf(first.email);
    expect(newId).not.toBe(oldId);

    const rows = await t.app.db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name', 'business_name', 'slug'])
      .where('email', '=', first.email)
      .execute();
    expect(rows).toEqual([
      {
        id: newId,
        first_name: 'Grace',
        last_name: 'Hopper',
        business_name: 'Second Salon',
        slug: 'second-salon',
      },
    ]);
    for (const table of ['business_days', 'service_intervals'] as const) {
      const left = await t.app.db
        .selectFrom(table)
        .select('id')
        .where('business_id', '=', oldId)
        .execute();
      expect(left).toEqual([]);
    }
    const oldVerifications = await t.app.db
      .selectFrom('email_verifications')
      .select('id')
      .where('user_id', '=', oldId)
      .execute();
    expect(oldVerifications).toEqual([]);
    const oldVerify = await t.app.inject({
      method: 'GET',
      url: `/api/users/${oldLink.id}/verify/${oldLink.token}`,
    });
    expect(oldVerify.statusCode).toBe(404);

    await mailsUnderWay(t.app);
    const newLink = await readVerificationLink(t.dataDir, first.email);
    // On the device that registered the replacing account, so its password stands.
    const verified = await t.app.inject({
      method: 'GET',
      url: `/api/users/${newLink.id}/verify/${newLink.token}`,
      headers: { cookie: deviceCookieOf(replaced.headers['set-cookie']) },
    });
    expect(verified.statusCode).toBe(200);
    expect((await login(first.email, first.password)).statusCode).toBe(400);
    expect((await login(first.email, 'another good passphrase')).statusCode).toBe(200);
  });

  it('never replaces a verified account, however old', async () => {
    clockMs += HOUR;
    const owner = await registerVerifyAndLogin(t.app, t.dataDir);
    clockMs += 30 * 24 * HOUR;
    const again = await post('/api/users', registrationBody({ email: owner.email }));
    expect(again.statusCode).toBe(201);
    expect((await login(owner.email, owner.password)).statusCode).toBe(200);
  });
});

describe('purge of unverified accounts', () => {
  it('deletes accounts never verified within 7 days, and keeps the rest', async () => {
    clockMs += HOUR;
    const stale = registrationBody();
    await post('/api/users', stale);
    const staleId = await idOf(stale.email);
    const verified = await registerVerifyAndLogin(t.app, t.dataDir);
    clockMs += 6 * 24 * HOUR;
    const recent = registrationBody();
    await post('/api/users', recent);
    const recentId = await idOf(recent.email);
    clockMs += 24 * HOUR + MINUTE;

    await purgeUnverifiedAccounts(t.app.db, new Date(clockMs));
    const ids = (
      await t.app.db
        .selectFrom('users')
        .select('id')
        .where('id', 'in', [staleId, verified.id, recentId])
        .execute()
    ).map((row) => row.id);
    expect(ids.sort((a, b) => a - b)).toEqual([verified.id, recentId].sort((a, b) => a - b));
    const days = await t.app.db
      .selectFrom('business_days')
      .select('id')
      .where('business_id', '=', staleId)
      .execute();
    expect(days).toEqual([]);
    // The address is free again.
    expect((await post('/api/users', registrationBody({ email: stale.email }))).statusCode).toBe(
      201,
    );
  });
});

describe('names, business names and phones on one line', () => {
  it.each([
    [
      { firstname: 'Ada\nLovelace' },
      'First name must not contain line breaks or control characters',
    ],
    [
      { lastname: 'Love\u2028lace' },
      'Last name must not contain line breaks or control characters',
    ],
    [
      { business_name: 'Salon\u0007Bell' },
      'Business name must not contain line breaks or control characters',
    ],
    [
      { mobile: '912\r\n34 567' },
      'Business mobile must not contain line breaks or control characters',
    ],
    [{ firstname: 'Ada\u0085' }, 'First name must not contain line breaks or control characters'],
  ])('refuses registration with %o: 400 "%s"', async (override, message) => {
    const response = await post('/api/users', registrationBody(override));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [{ msg: message, code: 'invalid', param: Object.keys(override)[0] }],
    });
  });

  it('accepts names with accents, apostrophes and spaces', async () => {
    const response = await post(
      '/api/users',
      registrationBody({ firstname: 'Zoë Ann', lastname: "O'Brien-Øyen" }),
    );
    expect(response.statusCode).toBe(201);
  });
});

describe('rate limit of reset requests', () => {
  it('answers 429 in the envelope after 5 requests a minute from one address', async () => {
    const limited = await createTestApp({ rateLimit: true, clock: () => new Date(clockMs) });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/users/password_reset',
          payload: { email: uniqueEmail() },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([202, 202, 202, 202, 202]);
      const refused = await limited.app.inject({
        method: 'POST',
        url: '/api/users/password_reset',
        payload: { email: uniqueEmail() },
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().errors[0].msg).toMatch(/\S/);
    } finally {
      await limited.close();
    }
  });
});
