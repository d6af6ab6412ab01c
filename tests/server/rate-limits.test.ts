// Limits on the calls a stranger can hammer, counted in the database so that every server process
// (WEB_CONCURRENCY) shares them.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { uniqueEmail } from './helpers/accounts.js';
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
});

afterAll(async () => {
  await second.close();
  await first.close();
});

/**
 * A sign-in from the one test address, each on an e-mail of its own: these tests are about the
 * per-address limit, not the per-account one (tests/server/hardening.test.ts).
 */
const signIn = (app: FastifyInstance) =>
  app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { email: uniqueEmail(), password: 'whatever1' },
  });

describe('rate limits', () => {
  it('allow 10 sign-in attempts a minute per address, then answer 429 with a message', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await signIn(first.app)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    const refused = await signIn(first.app);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0].msg).toMatch(/\S/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    clockMs += 61_000;
    expect((await signIn(first.app)).statusCode).toBe(400);
  });

  it('are shared by the server processes on one database', async () => {
    clockMs += 61_000;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const app = i % 2 === 0 ? first.app : second;
      statuses.push((await signIn(app)).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
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
