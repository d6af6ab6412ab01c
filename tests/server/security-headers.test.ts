// The security headers, computed once at start (server/plugins/security-headers.ts), must be the
// bytes @fastify/helmet wrote per request with the same options: names, spelling, values (the CSP
// above all) and order, on answers, refusals and misses alike. Over plain HTTP the options are
// those without upgrade-insecure-requests; over HTTPS (here: a trusted proxy's X-Forwarded-Proto)
// the full ones.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  helmetHeaders,
  PLAIN_HTTP_HEADER_OPTIONS,
  SECURITY_HEADER_OPTIONS,
} from '../../server/plugins/security-headers.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';

let t: TestApp;
let owner: Owner;
let reference: FastifyInstance;

/** The raw header lines of an answer, as sent: [name, value, name, value, ...]. */
function rawHeaders(app: FastifyInstance, url: string, headers = {}): Promise<string[]> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers, agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.rawHeaders));
      })
      .on('error', reject);
  });
}

/** The header lines @fastify/helmet writes, the ones these tests compare. */
function securityLines(raw: string[], names: Set<string>): string[] {
  const lines: string[] = [];
  for (let i = 0; i < raw.length; i += 2) {
    if (names.has(raw[i]!.toLowerCase())) lines.push(`${raw[i]}: ${raw[i + 1]}`);
  }
  return lines;
}

let helmetLines: string[];
let helmetNames: Set<string>;

beforeAll(async () => {
  // What the server sent before: @fastify/helmet, per request, with the same options.
  reference = Fastify({ logger: false });
  // The same object: @fastify/helmet types it with helmet's CommonJS declarations, we with its ESM
  // ones, which TypeScript holds for two unrelated types.
  await reference.register(fastifyHelmet, PLAIN_HTTP_HEADER_OPTIONS as FastifyHelmetOptions);
  reference.get('/api/anything', async () => ({ ok: true }));
  await reference.listen({ port: 0, host: '127.0.0.1' });
  const raw = await rawHeaders(reference, '/api/anything');
  const standard = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  helmetNames = new Set(
    raw
      .filter((_, i) => i % 2 === 0 && !standard.has(raw[i]!.toLowerCase()))
      .map((name) => name.toLowerCase()),
  );
  helmetLines = securityLines(raw, helmetNames);

  t = await createTestApp({ trustProxy: ['127.0.0.1'] });
  owner = await registerVerifyAndLogin(t.app, t.dataDir);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await reference.close();
  await t.close();
});

describe('security headers', () => {
  it('are what helmet writes for our options, with the strict CSP', () => {
    expect(helmetLines.length).toBeGreaterThanOrEqual(10);
    expect(helmetHeaders(PLAIN_HTTP_HEADER_OPTIONS).map(([n, v]) => `${n}: ${v}`)).toEqual(
      helmetLines,
    );
    expect(helmetLines[0]).toBe(
      "Content-Security-Policy: default-src 'self';base-uri 'self';font-src 'self' https: data:;" +
        "form-action 'self';frame-ancestors 'self';img-src 'self' data: blob:;object-src 'none';" +
        "script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';" +
        "connect-src 'self';worker-src 'self'",
    );
    // No directive an engine does not know: WebKit logs an error for `manifest-src` on every
    // page load; `default-src 'self'` covers the manifest (docs/decisions.md, API).
    expect(helmetLines[0]).not.toMatch(/manifest-src/);
    // Over HTTPS: the same lines, the CSP asking to upgrade insecure requests as well.
    const overHttps = helmetHeaders(SECURITY_HEADER_OPTIONS).map(([n, v]) => `${n}: ${v}`);
    expect(overHttps.slice(1)).toEqual(helmetLines.slice(1));
    expect(overHttps[0]).toBe(
      helmetLines[0]!.replace("'unsafe-inline';", "'unsafe-inline';upgrade-insecure-requests;"),
    );
  });

  it.each([
    ['an answer', '/api/day_weeks/', true],
    ['a refusal', '/api/day_weeks/', false],
    ['an API miss', '/api/nothing-here', true],
    ['a missing file', '/uploads/nothing.webp', false],
  ])('are sent byte for byte as before on %s', async (_what, url, signedIn) => {
    const raw = await rawHeaders(t.app, url, signedIn ? owner.auth : {});
    expect(securityLines(raw, helmetNames)).toEqual(helmetLines);
    // First, as helmet set them, before anything of the route's own.
    expect(raw.slice(0, helmetLines.length * 2).filter((_, i) => i % 2 === 0)).toEqual(
      helmetLines.map((line) => line.split(':')[0]),
    );
  });

  it('are the HTTPS ones, in the same order, when a trusted proxy says the request was HTTPS', async () => {
    const raw = await rawHeaders(t.app, '/api/day_weeks/', {
      ...owner.auth,
      'x-forwarded-proto': 'https',
    });
    const expected = helmetHeaders(SECURITY_HEADER_OPTIONS).map(([n, v]) => `${n}: ${v}`);
    expect(securityLines(raw, helmetNames)).toEqual(expected);
  });

  it('refuses options with a directive computed per request', () => {
    expect(() =>
      helmetHeaders({
        contentSecurityPolicy: { directives: { scriptSrc: ["'self'", () => "'nonce-x'"] } },
      }),
    ).toThrow(/computed per request/);
  });
});
