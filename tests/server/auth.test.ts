import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentUserSchema, loginFailureSchema } from '../../contract/auth.js';
import { mailsUnderWay } from '../../server/plugins/background-mail.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import {
  deviceCookieOf,
  readLatestMail,
  readVerificationLink,
  registerVerifyAndLogin,
  registrationBody,
} from './helpers/accounts.js';

let t: TestApp;
let clockMs = Date.parse('2026-11-23T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date(clockMs) });
});

afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const login = (email: string, password: string) => post('/api/auth', { email, password });

describe('registration', () => {
  it('creates the account, answers 201 and writes a verification mail with the link', async () => {
    const body = registrationBody();
    const response = await post('/api/users', body);
    expect(response.statusCode).toBe(201);
    const json = response.json<{ msg: string; email: string }>();
    expect(json.email).toBe(body.email);
    expect(json.msg).toContain(body.email);
    const { id } = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', body.email)
      .executeTakeFirstOrThrow();
    const link = await readVerificationLink(t.dataDir, body.email);
    expect(link.url).toBe(`http://localhost:3000/users/${id}/verify/${link.token}`);
    expect(link.token.length).toBeGreaterThanOrEqual(22); // 128 bits or more in base64url
    const mail = await readLatestMail(t.dataDir, body.email);
    expect(mail).toContain('Subject: Verify your business e-mail');
  });

  it('stores the password as an argon2id hash, never in clear', async () => {
    const body = registrationBody();
    await post('/api/users', body);
    const row = await t.app.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', body.email)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.password_hash).not.toContain(body.password);
  });

  it('gives the new business its weekdays and a 15-minute interval', async () => {
    const owner = await registerVerifyAndLogin(t.app, t.dataDir);
    const days = await t.app.db
      .selectFrom('business_days')
      .selectAll()
      .where('business_id', '=', owner.id)
      .orderBy('day_of_week')
      .execute();
    expect(days.map((d) => [d.day_of_week, d.open, d.opening_time, d.closing_time])).toEqual([
      [1, 1, '10:00', '19:00'],
      [2, 1, '10:00', '19:00'],
      [3, 1, '10:00', '19:00'],
      [4, 1, '10:00', '19:00'],
      [5, 1, '10:00', '19:00'],
      [6, 0, null, null],
      [7, 0, null, null],
    ]);
    const interval = await t.app.db
      .selectFrom('service_intervals')
      .innerJoin('interval_types', 'interval_types.id', 'service_intervals.interval_type_id')
      .select('interval_types.minutes')
      .where('business_id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(interval.minutes).toBe(15);
  });

  // Was a 409 "already registered", which told anyone who has an account (docs/decisions.md,
  // Accounts); tests/server/account-enumeration.test.ts compares the answers in full.
  it('answers an e-mail already registered, whatever its case, as a new one; one account', async () => {
    const body = registrationBody();
    const first = await post('/api/users', body);
    expect(first.statusCode).toBe(201);
    const again = await post('/api/users', { ...body, email: body.email.toUpperCase() });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const rows = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', body.email)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('names the body field of a refused value as param', async () => {
    const response = await post('/api/users', { ...registrationBody(), email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { msg: 'Business email must be a valid e-mail address', code: 'invalid', param: 'email' },
    ]);
  });

  it('names no param for a refused query: no form field holds it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/public/any-slug/slots?from=soon&to=later&services=x',
    });
    expect(response.statusCode).toBe(400);
    for (const error of response.json<{ errors: object[] }>().errors) {
      expect(error).not.toHaveProperty('param');
    }
  });

  it.each([
    [{ firstname: '' }, 'First name is required'],
    [{ lastname: '   ' }, 'Last name is required'],
    [{ business_name: undefined }, 'Business name is required'],
    [{ email: 'not-an-email' }, 'Business email must be a valid e-mail address'],
    [{ password: 'short' }, 'Password must be at least 8 characters'],
    [{ password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
    [{ country: '47' }, 'Country code must look like +47'],
    [{ mobile: 'call me' }, 'Business mobile must hold only digits, spaces, +, - and parentheses'],
    [{ timezone: 'Mars/Olympus' }, 'Time zone is not a known IANA time zone'],
  ])('refuses %o with 400 and "%s"', async (override, message) => {
    const response = await post('/api/users', { ...registrationBody(), ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { msg: string }) => e.msg)).toContain(message);
  });

  it('replays a registration sent twice with the same Idempotency-Key: one account, one mail', async () => {
    const body = registrationBody();
    const headers = { 'idempotency-key': 'register-once-1234' };
    const first = await post('/api/users', body, headers);
    const second = await post('/api/users', body, headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    const rows = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', body.email)
      .execute();
    expect(rows).toHaveLength(1);
    // Sent in the background: wait for it before counting.
    await mailsUnderWay(t.app);
    const mails = (await fs.readdir(path.join(t.dataDir, 'mail'))).filter((f) =>
      f.endsWith('.eml'),
    );
    let count = 0;
    for (const file of mails) {
      if (
        (await fs.readFile(path.join(t.dataDir, 'mail', file), 'utf8')).includes(
          `To: ${body.email}`,
        )
      )
        count += 1;
    }
    expect(count).toBe(1);
  });
});

describe('verification', () => {
  it('verifies once; a used, unknown, malformed or foreign token answers 404 Page Not Found', async () => {
    const a = registrationBody();
    const b = registrationBody();
    const registeredA = await post('/api/users', a);
    await post('/api/users', b);
    const linkA = await readVerificationLink(t.dataDir, a.email);
    const linkB = await readVerificationLink(t.dataDir, b.email);

    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/users/${linkA.id}/verify/${linkB.token}`,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ errors: [{ msg: '404 Page Not Found', code: 'not_found' }] });

    // On the registering device; another one is tests/server/squatter-verification.test.ts.
    const ok = await t.app.inject({
      method: 'GET',
      url: `/api/users/${linkA.id}/verify/${linkA.token}`,
      headers: { cookie: deviceCookieOf(registeredA.headers['set-cookie']) },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ msg: 'Your email address has been verified' });

    for (const url of [
      `/api/users/${linkA.id}/verify/${linkA.token}`,
      `/api/users/${linkA.id}/verify/unknown-token-value`,
      `/api/users/abc/verify/${linkA.token}`,
      `/api/users/999999/verify/${linkA.token}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().errors[0].msg).toBe('404 Page Not Found');
    }
  });

  it('refuses a link older than 48 hours', async () => {
    const body = registrationBody();
    await post('/api/users', body);
    const link = await readVerificationLink(t.dataDir, body.email);
    const start = clockMs;
    clockMs += 48 * 60 * 60 * 1000 + 1000;
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/users/${link.id}/verify/${link.token}`,
      });
      expect(response.statusCode).toBe(404);
    } finally {
      clockMs = start;
    }
  });

  it('resends a link to an unverified account at most once a minute, without saying who exists', async () => {
    const body = registrationBody();
    await post('/api/users', body);
    const start = clockMs;
    try {
      // Too soon: the same answer as any other, and no mail (a 429 would tell who exists).
      const tooSoon = await post('/api/users/resend_verification', { email: body.email });
      expect(tooSoon.statusCode).toBe(200);

      clockMs += 61 * 1000;
      const resent = await post('/api/users/resend_verification', { email: body.email });
      expect(resent.statusCode).toBe(200);
      await mailsUnderWay(t.app);
      const first = await readVerificationLink(t.dataDir, body.email);
      // The new link works.
      const verified = await t.app.inject({
        method: 'GET',
        url: `/api/users/${first.id}/verify/${first.token}`,
      });
      expect(verified.statusCode).toBe(200);

      const unknown = await post('/api/users/resend_verification', { email: 'nobody@example.com' });
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual(resent.json());
      expect((await post('/api/users/resend_verification', { email: 'nope' })).statusCode).toBe(
        400,
      );
    } finally {
      clockMs = start;
    }
  });
});

describe('sign-in and sessions', () => {
  it('refuses sign-in before verification with code 400, msg, errors and unverified', async () => {
    const body = registrationBody();
    await post('/api/users', body);
    const response = await login(body.email, body.password);
    expect(response.statusCode).toBe(400);
    const failure = loginFailureSchema.parse(response.json());
    expect(failure).toMatchObject({ code: 400, unverified: true });
    expect(failure.errors[0]?.msg).toBe(failure.msg);
    expect(failure.msg).toMatch(/verify your business email/);
  });

  it('refuses a wrong password and an unknown e-mail with the same message', async () => {
    const owner = await registerVerifyAndLogin(t.app, t.dataDir);
    const wrong = await login(owner.email, 'not the password');
    const unknown = await login('nobody@example.com', 'whatever password');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 400,
        msg: 'The e-mail or password is not correct',
        errors: [{ msg: 'The e-mail or password is not correct', code: 'sign_in_refused' }],
      });
    }
  });

  it('answers a malformed sign-in with code 400 and a message too', async () => {
    for (const payload of [{}, { email: 'a@b.co' }, { email: 'x', password: 'y' }]) {
      const response = await post('/api/auth', payload);
      expect(response.statusCode).toBe(400);
      const failure = loginFailureSchema.parse(response.json());
      expect(failure.msg.length).toBeGreaterThan(0);
    }
  });

  it('signs in with the e-mail in any case and returns the current user', async () => {
    const owner = await registerVerifyAndLogin(t.app, t.dataDir, {
      firstname: 'Grace',
      lastname: 'Hopper',
    });
    const again = await login(owner.email.toUpperCase(), owner.password);
    expect(again.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth', headers: owner.auth });
    expect(me.statusCode).toBe(200);
    const user = currentUserSchema.parse(me.json());
    expect(user).toMatchObject({
      id: owner.id,
      firstName: 'Grace',
      lastName: 'Hopper',
      email: owner.email,
      brand_logo: null,
    });
    expect(me.json()).not.toHaveProperty('password_hash');
  });

  it('stores only a hash of the session token', async () => {
    const owner = await registerVerifyAndLogin(t.app, t.dataDir);
    const rows = await t.app.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', owner.id)
      .execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(owner.token);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers 401 without a token, with a malformed one and after logout', async () => {
    const owner = await registerVerifyAndLogin(t.app, t.dataDir);
    for (const authorization of [undefined, 'Bearer x', 'Basic abc', `Bearer ${'a'.repeat(43)}`]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/auth',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json().errors[0].msg).toBeTruthy();
    }
    const logout = await t.app.inject({ method: 'DELETE', url: '/api/auth', headers: owner.auth });
    expect(logout.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth', headers: owner.auth });
    expect(after.statusCode).toBe(401);
  });

  it('ends a session unused for 30 days and keeps one in use alive (sliding expiry)', async () => {
    const owner = await registerVerifyAndLogin(t.app, t.dataDir);
    const start = clockMs;
    try {
      clockMs += 29 * 24 * 60 * 60 * 1000;
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/auth', headers: owner.auth })).statusCode,
      ).toBe(200);
      clockMs += 29 * 24 * 60 * 60 * 1000;
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/auth', headers: owner.auth })).statusCode,
      ).toBe(200);
      clockMs += 31 * 24 * 60 * 60 * 1000;
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/auth', headers: owner.auth })).statusCode,
      ).toBe(401);
    } finally {
      clockMs = start;
    }
  });
});
