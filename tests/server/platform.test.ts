import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';

// The spec's table of calls (section 7), plus resend and logout (docs/decisions.md, Routes and screens, Auth; issue 2).
const SPEC_CALLS: [string, string][] = [
  ['post', '/api/users'],
  ['post', '/api/auth'],
  ['get', '/api/auth'],
  ['delete', '/api/auth'],
  ['get', '/api/users/{id}/verify/{token}'],
  ['post', '/api/users/resend_verification'],
  ['get', '/api/appointments/by_client'],
  ['get', '/api/appointments/latest_appointment_by_client'],
  ['get', '/api/appointments/all_upcoming'],
  ['get', '/api/appointments/all_past'],
  ['get', '/api/appointments/all_appointment_by_client'],
  ['get', '/api/cat_wise_services/'],
  ['get', '/api/categories/'],
  ['get', '/api/service_types/'],
  ['get', '/api/price_types/'],
  ['get', '/api/durations/'],
  ['post', '/api/services/create'],
  ['post', '/api/categories/create'],
  ['get', '/api/categories/{id}'],
  ['put', '/api/categories/update/{id}'],
  ['get', '/api/day_weeks/'],
  ['put', '/api/businessDays/update'],
  ['put', '/api/businessHours/update1'],
  ['put', '/api/businessHours/update2'],
  ['get', '/api/service_interval/'],
  ['get', '/api/intervals_types/'],
  ['put', '/api/service_interval/update'],
  ['put', '/api/business_settings/info_update/{userId}'],
  ['put', '/api/business_settings/brand_logo/{userId}'],
];

let t: TestApp;
let owner: Owner;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerVerifyAndLogin(t.app, t.dataDir);
});

afterAll(async () => {
  await t.close();
});

describe('the API as a whole', () => {
  /** Posts `payload` as is, under `contentType`, to a call that reads a JSON body. */
  const postCategoryBody = (contentType: string, payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/categories/create',
      headers: { ...owner.auth, 'content-type': contentType },
      payload,
    });

  it('documents every call of the spec as OpenAPI at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, unknown>>;
    const missing = SPEC_CALLS.filter(([method, route]) => !paths[route]?.[method]);
    expect(missing).toEqual([]);
  });

  it('answers an unknown API path with a JSON 404 in the errors envelope', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: owner.auth,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: [{ msg: expect.stringContaining('Not found') }] });
  });

  it('refuses malformed JSON with a 400, not a 500', async () => {
    const response = await postCategoryBody('application/json', '{"categoryName": "Hair",');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ msg: 'The request body is not valid JSON' }] });
  });

  it('refuses an oversized body with a 413 and no stack trace', async () => {
    const response = await postCategoryBody(
      'application/json',
      JSON.stringify({ categoryName: 'Hair', description: 'x'.repeat(2 * 1024 * 1024) }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ errors: [{ msg: 'The request is too large' }] });
    expect(response.body).not.toContain(' at ');
  });

  it('refuses an unsupported content type with a 415', async () => {
    const response = await postCategoryBody('text/xml', '<category/>');
    expect(response.statusCode).toBe(415);
    expect(response.json().errors[0].msg).toEqual(expect.any(String));
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/categories/create',
      headers: { ...owner.auth, 'idempotency-key': 'bad key with spaces' },
      payload: { categoryName: 'Hair', description: 'Cuts' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].msg).toMatch(/Idempotency-Key/);
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth', headers: owner.auth });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

const PUBLIC_CALLS = new Set([
  '/api/users',
  '/api/users/{id}/verify/{token}',
  '/api/users/resend_verification',
]);

/** The spec's calls that need a session, with their path parameters filled in. */
function signedInCalls(userId: number): { method: string; url: string }[] {
  return SPEC_CALLS.filter(
    ([method, route]) => !PUBLIC_CALLS.has(route) && !(method === 'post' && route === '/api/auth'),
  ).map(([method, route]) => ({
    method: method.toUpperCase(),
    url: route.replace('{id}', '1').replace('{userId}', String(userId)),
  }));
}

describe('authorization on every signed-in call', () => {
  it('answers 401 with the errors envelope, and no data, without a valid session', async () => {
    const revoked = await registerVerifyAndLogin(t.app, t.dataDir);
    await t.app.inject({ method: 'DELETE', url: '/api/auth', headers: revoked.auth });
    const headerSets: Record<string, string>[] = [
      {},
      { authorization: 'Bearer not-a-token' },
      { authorization: `Bearer ${owner.token}x` },
      { authorization: owner.token },
      revoked.auth,
    ];
    for (const { method, url } of signedInCalls(owner.id)) {
      for (const headers of headerSets) {
        const response = await t.app.inject({
          method: method as 'GET',
          url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: method === 'GET' ? undefined : '{}',
        });
        expect(response.statusCode, `${method} ${url} ${JSON.stringify(headers)}`).toBe(401);
        expect(Object.keys(response.json())).toEqual(['errors']);
      }
    }
  });

  it('never answers 500 to bodies of the wrong shape', async () => {
    const bodies = [
      '[]',
      '"text"',
      '42',
      'null',
      '{"id":{"$gt":0}}',
      '{"id":"1; DROP TABLE users"}',
    ];
    for (const { method, url } of signedInCalls(owner.id)) {
      // GETs, logout and logo removal take no body: only calls that read one are probed.
      if (method === 'GET' || url === '/api/auth' || url.includes('brand_logo')) continue;
      for (const payload of bodies) {
        const response = await t.app.inject({
          method: method as 'PUT',
          url,
          headers: { ...owner.auth, 'content-type': 'application/json' },
          payload,
        });
        expect(response.statusCode, `${method} ${url} ${payload}`).toBeLessThan(500);
        expect(response.json()).toHaveProperty('errors');
      }
    }
  });
});

describe('serving the built app', () => {
  let web: TestApp;

  beforeAll(async () => {
    const distDir = path.join(t.dataDir, 'dist');
    await fs.mkdir(path.join(distDir, 'assets'), { recursive: true });
    await fs.writeFile(
      path.join(distDir, 'index.html'),
      '<!doctype html><title>Salon Back Office</title>',
    );
    await fs.writeFile(path.join(distDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    web = await createTestApp({ distDir });
  });

  afterAll(async () => {
    await web.close();
  });

  it('falls back to index.html for app routes, uncached', async () => {
    for (const url of [
      '/',
      '/dashboard',
      '/users/3/verify/abc',
      '/business-settings/business-hours',
    ]) {
      const response = await web.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('Salon Back Office');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable and misses as 404', async () => {
    const asset = await web.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await web.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(
      404,
    );
    expect((await web.app.inject({ method: 'GET', url: '/uploads/missing.webp' })).statusCode).toBe(
      404,
    );
  });
});
