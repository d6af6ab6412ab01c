// Hardening of the server (docs/decisions.md, API and Auth): no-store on signed-in answers, the
// Bearer scheme in any case, the CSP's upgrade-insecure-requests only over HTTPS (TRUST_PROXY),
// sign-in throttled per account, logo uploads limited per business, HEAD on the app's pages, and
// the demo refusing a production database.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { productionRefusal } from '../../server/demo/seed-demo.js';
import { LOGO_UPLOADS_PER_HOUR } from '../../server/routes/business-settings/business-info.js';
import {
  ACCOUNT_ATTEMPTS,
  ACCOUNT_LOCKED_MESSAGE,
} from '../../server/security/sign-in-throttle.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { registerVerifyAndLogin, uniqueEmail, type Owner } from './helpers/accounts.js';
import { multipart, redPng } from './helpers/logo-fixtures.js';

let clockMs = Date.parse('2026-11-23T10:00:00Z');
let t: TestApp;
let owner: Owner;
let other: Owner;
let distDir: string;

const INDEX_HTML = '<!doctype html><html><head><title>Salon</title></head><body></body></html>';

beforeAll(async () => {
  distDir = await fs.mkdtemp(path.join((await import('node:os')).tmpdir(), 'salon-dist-'));
  await fs.writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
  await fs.writeFile(path.join(distDir, 'portal.html'), INDEX_HTML.replace('Salon', 'Book'));
  t = await createTestApp({
    rateLimit: true,
    clock: () => new Date(clockMs),
    distDir,
    trustProxy: ['127.0.0.1'],
  });
  owner = await registerVerifyAndLogin(t.app, t.dataDir);
  other = await registerVerifyAndLogin(t.app, t.dataDir);
});

afterAll(async () => {
  await t.close();
  await fs.rm(distDir, { recursive: true, force: true });
});

/** A sign-in from its own address, so the per-address limit (10 a minute) never answers. */
let address = 0;
function signIn(email: string, password: string) {
  address += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/auth',
    remoteAddress: `198.51.100.${address % 250}`,
    payload: { email, password },
  });
}

describe('signed-in answers', () => {
  it.each([
    ['the current user', '/api/auth'],
    ['a list', '/api/day_weeks/'],
    ['a miss', '/api/clients/999999'],
  ])('carry Cache-Control: no-store on %s', async (_what, url) => {
    const answer = await t.app.inject({ method: 'GET', url, headers: owner.auth });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('carry no-store on the 401 of a signed-in call too', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/auth' });
    expect(answer.statusCode).toBe(401);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('leave public answers as they are', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/public/no-such-salon' });
    expect(answer.headers['cache-control']).toBeUndefined();
  });

  it.each(['Bearer', 'bearer', 'BEARER', 'bEaReR'])('accept the %s scheme', async (scheme) => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/auth',
      headers: { authorization: `${scheme} ${owner.token}` },
    });
    expect(answer.statusCode).toBe(200);
  });

  it('refuse another scheme', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/auth',
      headers: { authorization: `Basic ${owner.token}` },
    });
    expect(answer.statusCode).toBe(401);
  });
});

describe('the CSP', () => {
  const csp = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
    t.app
      .inject({ method: 'GET', url: '/api/day_weeks/', headers, remoteAddress })
      .then((answer) => String(answer.headers['content-security-policy']));

  it('does not ask to upgrade requests made over plain HTTP', async () => {
    const policy = await csp({});
    expect(policy).toContain("default-src 'self'");
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it('asks to upgrade them when a trusted proxy says the request came over HTTPS', async () => {
    expect(await csp({ 'x-forwarded-proto': 'https' })).toContain('upgrade-insecure-requests');
  });

  it('ignores X-Forwarded-Proto from an address TRUST_PROXY does not name', async () => {
    const policy = await csp({ 'x-forwarded-proto': 'https' }, '192.0.2.7');
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it('reads TRUST_PROXY as true, a hop count or a list of addresses and CIDRs', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1,loopback' }).trustProxy).toEqual(
      ['10.0.0.1', '192.168.0.0/16', '::1', 'loopback'],
    );
    for (const bad of ['yes', '10.0.0.0/33', 'proxy.lan', '10.0.0.1/8/8']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('sign-in per account', () => {
  it(`locks an e-mail for 5 minutes after ${ACCOUNT_ATTEMPTS} attempts from any addresses`, async () => {
    for (let i = 0; i < ACCOUNT_ATTEMPTS; i += 1) {
      expect((await signIn(owner.email, 'wrong password')).statusCode).toBe(400);
    }
    // Even the right password waits: the lock is on the account, not on the guesses.
    const locked = await signIn(owner.email, owner.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      errors: [{ msg: ACCOUNT_LOCKED_MESSAGE, code: 'rate_limited' }],
    });
    expect(Number(locked.headers['retry-after'])).toBe(300);

    // Another owner signs in as usual.
    expect((await signIn(other.email, other.password)).statusCode).toBe(200);

    clockMs += 4 * 60 * 1000;
    expect((await signIn(owner.email, owner.password)).statusCode).toBe(429);
    clockMs += 60 * 1000;
    expect((await signIn(owner.email, owner.password)).statusCode).toBe(200);
  });

  it('forgets the attempts once the right password is given', async () => {
    clockMs += 60 * 60 * 1000;
    for (let i = 0; i < ACCOUNT_ATTEMPTS - 1; i += 1) {
      expect((await signIn(other.email, 'wrong password')).statusCode).toBe(400);
    }
    expect((await signIn(other.email, other.password)).statusCode).toBe(200);
    for (let i = 0; i < ACCOUNT_ATTEMPTS - 1; i += 1) {
      expect((await signIn(other.email, 'wrong password')).statusCode).toBe(400);
    }
    expect((await signIn(other.email, other.password)).statusCode).toBe(200);
  });

  it('locks an unknown e-mail the same way, saying nothing about who is registered', async () => {
    const stranger = uniqueEmail('nobody');
    for (let i = 0; i < ACCOUNT_ATTEMPTS; i += 1) {
      expect((await signIn(stranger, 'wrong password')).statusCode).toBe(400);
    }
    expect((await signIn(stranger.toUpperCase(), 'wrong password')).statusCode).toBe(429);
  });
});

describe('logo uploads', () => {
  const upload = async (who: Owner, withLogo = true) => {
    const body = await multipart(
      { firstname: 'Ada' },
      withLogo ? { name: 'logo.png', type: 'image/png', bytes: await redPng(16) } : undefined,
    );
    return t.app.inject({
      method: 'PUT',
      url: `/api/business_settings/info_update/${who.id}`,
      headers: { ...who.auth, 'content-type': body.contentType },
      payload: body.payload,
    });
  };

  it(`are limited to ${LOGO_UPLOADS_PER_HOUR} an hour per business`, async () => {
    clockMs += 24 * 60 * 60 * 1000;
    for (let i = 0; i < LOGO_UPLOADS_PER_HOUR; i += 1) {
      expect((await upload(owner)).statusCode).toBe(200);
    }
    const refused = await upload(owner);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      errors: [{ msg: expect.stringMatching(/an hour/), code: 'rate_limited' }],
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // The profile without a logo, and another business, are not held back.
    expect((await upload(owner, false)).statusCode).toBe(200);
    expect((await upload(other)).statusCode).toBe(200);

    clockMs += 60 * 60 * 1000;
    expect((await upload(owner)).statusCode).toBe(200);
  });
});

describe('HEAD on the app pages', () => {
  it.each(['/dashboard', '/login', '/clients/12', '/book/no-such-salon'])(
    'answers %s like GET, without the body',
    async (url) => {
      const get = await t.app.inject({ method: 'GET', url });
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(get.statusCode).toBe(200);
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      for (const name of ['content-type', 'content-length', 'cache-control']) {
        expect(head.headers[name], name).toBe(get.headers[name]);
      }
    },
  );

  it('leaves an API miss a JSON 404', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/api/nothing-here' });
    expect(head.statusCode).toBe(404);
  });
});

describe('npm run demo', () => {
  it('refuses NODE_ENV=production unless forced', () => {
    expect(productionRefusal({ NODE_ENV: 'production' }, [])).toMatch(/--force/);
    expect(productionRefusal({ NODE_ENV: 'production' }, ['--force'])).toBeUndefined();
    expect(productionRefusal({}, [])).toBeUndefined();
  });

  it('stops with one line and a non-zero exit before touching the database', async () => {
    const dataDir = path.join(t.dataDir, 'demo-production');
    const run = promisify(execFile)('node_modules/.bin/tsx', ['server/demo/seed-demo.ts'], {
      env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    const failure = await run.then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^npm run demo: refusing to run with NODE_ENV=production.*--force/),
    ]);
    await expect(fs.access(dataDir)).rejects.toThrow();
  });
});
