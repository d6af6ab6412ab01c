// A stranger's wrong guesses must not keep the owner out (docs/decisions.md, Auth): the guesser's
// address waits longer after each failure, and the right password from a device or an address
// that signed in to the account before is never refused by the locks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_ATTEMPTS,
  FREE_FAILURES,
  SIGN_IN_DEVICE_COOKIE,
} from '../../server/security/sign-in-throttle.js';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let clockMs = Date.parse('2026-11-23T10:00:00Z');
let t: TestApp;
let owner: Owner;
const MINUTE = 60 * 1000;
const HOME = '203.0.113.10';
const STRANGER = '198.51.100.66';

beforeAll(async () => {
  t = await createTestApp({ rateLimit: true, clock: () => new Date(clockMs) });
  owner = await registerVerifyAndLogin(t.app, t.dataDir);
});

afterAll(async () => {
  await t.close();
});

function signIn(password: string, remoteAddress: string, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth',
    remoteAddress,
    headers: cookie ? { cookie } : {},
    payload: { email: owner.email, password },
  });
}

/** The device cookie a sign-in set, as the browser sends it back. */
function deviceCookie(response: { headers: Record<string, unknown> }): string {
  const header = [response.headers['set-cookie']].flat().find((value) => typeof value === 'string');
  const pair = /^([^=;]+=[^;]*)/.exec(String(header ?? ''))?.[1];
  if (!pair?.startsWith(`${SIGN_IN_DEVICE_COOKIE}=`))
    throw new Error(`no device cookie: ${header}`);
  return pair;
}

describe('a stranger guessing the owner’s password', () => {
  it('is slowed ever more, while the owner’s known address and device get in', async () => {
    // The owner signs in at home on their phone: the address and the device become known.
    const home = await signIn(owner.password, HOME);
    expect(home.statusCode).toBe(200);
    const phone = deviceCookie(home);
    expect([home.headers['set-cookie']].flat().join()).toMatch(/HttpOnly/i);

    // The stranger's first failures are answered at once; then each waits longer than the last.
    const started = clockMs;
    const waits: number[] = [];
    let checked = 0;
    for (let guess = 0; guess < 30; guess += 1) {
      const answer = await signIn(`wrong guess ${guess}`, STRANGER);
      if (answer.statusCode === 429) {
        const wait = Number(answer.headers['retry-after']);
        waits.push(wait);
        clockMs += wait * 1000;
        continue;
      }
      expect(answer.statusCode).toBe(400);
      checked += 1;
      clockMs += 6 * 1000; // under the 10 a minute of one address, for the owner's sign-ins too
      // Meanwhile the owner is never refused, at home or on the phone elsewhere.
      expect((await signIn(owner.password, HOME)).statusCode).toBe(200);
      expect((await signIn(owner.password, '192.0.2.44', phone)).statusCode).toBe(200);
    }
    // Right after a checked guess the stranger's address waits: the right password too.
    for (;;) {
      const answer = await signIn('one more guess', STRANGER);
      if (answer.statusCode === 400) break;
      clockMs += Number(answer.headers['retry-after']) * 1000;
    }
    expect((await signIn(owner.password, STRANGER)).statusCode).toBe(429);
    expect(waits[0]).toBeLessThanOrEqual(2);
    // Up to 15 minutes (less the seconds the clock moved on after the guess).
    expect(Math.max(...waits)).toBeGreaterThanOrEqual(14 * 60);
    // Some 20 guesses an hour at most, where the per-address limit alone allowed 600.
    const hours = (clockMs - started) / (60 * MINUTE);
    expect(checked / hours).toBeLessThan(25);
  }, 120_000);

  it(`lets ${FREE_FAILURES} failures pass before the first wait`, async () => {
    clockMs += 24 * 60 * MINUTE;
    const statuses: number[] = [];
    for (let i = 0; i <= FREE_FAILURES; i += 1) {
      statuses.push((await signIn('typo', '198.51.100.77')).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(FREE_FAILURES).fill(400), 429]);
  });

  it('still locks the account for addresses and devices it has never seen', async () => {
    clockMs += 24 * 60 * MINUTE;
    for (let i = 0; i < ACCOUNT_ATTEMPTS; i += 1) {
      expect((await signIn('wrong', `198.51.100.${100 + i}`)).statusCode).toBe(400);
    }
    expect((await signIn(owner.password, '198.51.100.200')).statusCode).toBe(429);
    expect((await signIn(owner.password, HOME)).statusCode).toBe(200);
  });
});
