// Limits on the calls a stranger can hammer, counted in the database so that every server process
// (WEB_CONCURRENCY) shares them.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let clockMs = Date.parse('2026-11-23T10:00:00Z');
const clock = () => new Date(clockMs);
let first: TestApp;
/** A second server process on the same database, as `WEB_CONCURRENCY=2` runs. */
let second: FastifyInstance;

beforeAll(async () => {
  first = await createTestApp({ rateLimit: true, clock });
  second = await buildApp({
    ...first.app.config,
    distDir: path.join(first.dataDir, 'no-web-app'),
  });
  await second.ready();
  owner = await registerVerifyAndLogin(first.app, first.dataDir);
  clockMs += 61_000;
});

afterAll(async () => {
  await second.close();
  await first.close();
});

/**
 * The owner's sign-in from the one test address, where they signed in before: these tests are
 * about the per-address limit, which holds every source, not the waits after failures
 * (tests/server/sign-in-lockout.test.ts) nor the per-account lock (tests/server/hardening.test.ts).
 */
let owner: Owner;
const signIn = (app: FastifyInstance) =>
  app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { email: owner.email, password: owner.password },
  });

describe('rate limits', () => {
  it('allow 10 sign-in attempts a minute per address, then answer 429 with a message', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await signIn(first.app)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    const refused = await signIn(first.app);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0].msg).toMatch(/\S/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    clockMs += 61_000;
    expect((await signIn(first.app)).statusCode).toBe(200);
  });

  it('are shared by the server processes on one database', async () => {
    clockMs += 61_000;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const app = i % 2 === 0 ? first.app : second;
      statuses.push((await signIn(app)).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('count each route apart: a limited sign-in leaves resending the link open', async () => {
    const resend = await second.inject({
      method: 'POST',
      url: '/api/users/resend_verification',
      payload: { email: 'a@b.co' },
    });
    expect(resend.statusCode).toBe(200);
  });
});
