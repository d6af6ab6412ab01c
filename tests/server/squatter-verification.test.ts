// An address registered by someone else (docs/decisions.md, Accounts): the verification link
// opened on a device other than the registering one ends every session and disables the password
// the registrant chose; its answer carries a reset token with which the address's owner chooses one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createSession } from '../../server/plugins/auth.js';
import { readVerificationLink, registrationBody } from './helpers/accounts.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date('2026-11-23T10:00:00Z') });
});

afterAll(async () => {
  await t.close();
});

/** The `name=value` of the device cookie the answer sets, for the next request's Cookie header. */
function deviceCookie(response: LightMyRequestResponse): string {
  const header = String(response.headers['set-cookie'] ?? '');
  const match = /salon_device=[A-Za-z0-9_-]+/.exec(header);
  if (!match) throw new Error(`no device cookie in ${header}`);
  return match[0];
}

const signIn = (email: string, password: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { email, password },
    headers: cookie ? { cookie } : {},
  });

async function register(password: string) {
  const body = registrationBody({ password });
  const registered = await t.app.inject({ method: 'POST', url: '/api/users', payload: body });
  expect(registered.statusCode).toBe(201);
  const link = await readVerificationLink(t.dataDir, body.email);
  return { email: body.email, link, cookie: deviceCookie(registered) };
}

describe('verifying an address someone else registered', () => {
  it('ends their sessions, refuses their password and lets the owner choose one', async () => {
    const squatter = await register('squatter password A');
    // Whatever session the registrant holds (none can exist unverified today; a safety net).
    const session = await createSession(t.app.db, Number(squatter.link.id));

    // The address's owner opens the mailed link on their own device: no registration cookie.
    const verified = await t.app.inject({
      method: 'GET',
      url: `/api/users/${squatter.link.id}/verify/${squatter.link.token}`,
    });
    expect(verified.statusCode).toBe(200);
    const answer = verified.json<{ msg: string; setPasswordToken?: string }>();
    expect(answer.msg).toBe('Your email address has been verified');
    expect(answer.setPasswordToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth',
      headers: { authorization: `Bearer ${session}` },
    });
    expect(me.statusCode).toBe(401);
    // Password A is refused, even from the device that registered (no longer known).
    const refused = await signIn(squatter.email, 'squatter password A', squatter.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ msg: 'The e-mail or password is not correct' });

    const set = await t.app.inject({
      method: 'POST',
      url: `/api/users/password_reset/${answer.setPasswordToken}`,
      payload: { password: 'owner password B' },
    });
    expect(set.statusCode).toBe(200);
    const owner = await signIn(squatter.email, 'owner password B');
    expect(owner.statusCode).toBe(200);
    expect((await signIn(squatter.email, 'squatter password A')).statusCode).toBe(400);
  });

  it('verifies as before on the registering device: its password signs in', async () => {
    const registrant = await register('registrant password');
    const verified = await t.app.inject({
      method: 'GET',
      url: `/api/users/${registrant.link.id}/verify/${registrant.link.token}`,
      headers: { cookie: registrant.cookie },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ msg: 'Your email address has been verified' });
    // From any device: only the verification asked for the registering one.
    expect((await signIn(registrant.email, 'registrant password')).statusCode).toBe(200);
  });

  it('answers every registration with a device cookie, the known address included', async () => {
    const first = await register('first password');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: registrationBody({ email: first.email, password: 'second password' }),
    });
    expect(again.statusCode).toBe(201);
    expect(deviceCookie(again)).toMatch(/^salon_device=/);
  });
});
