import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';
import { insertService } from './helpers/diary.js';

// The spec's table of calls, plus resend and logout (docs/decisions.md, Routes and
// screens, Auth).
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

  it('documents the values of a refusal as `params`, text or numbers (docs/decisions.md, API)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.components.schemas.ErrorItem.properties.params).toEqual({
      type: 'object',
      additionalProperties: { anyOf: [{ type: 'string' }, { type: 'number' }] },
    });
    expect(doc.components.schemas.ErrorItem.required).toEqual(['msg', 'code']);
  });

  it('answers an unknown API path with a JSON 404 in the errors envelope', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: owner.auth,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      errors: [{ msg: expect.stringContaining('Not found'), code: 'not_found' }],
    });
  });

  it('refuses malformed JSON with a 400, not a 500', async () => {
    const response = await postCategoryBody('application/json', '{"categoryName": "Hair",');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [{ msg: 'The request body is not valid JSON', code: 'invalid' }],
    });
  });

  it('refuses an oversized body with a 413 and no stack trace', async () => {
    const response = await postCategoryBody(
      'application/json',
      JSON.stringify({ categoryName: 'Hair', description: 'x'.repeat(2 * 1024 * 1024) }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      errors: [{ msg: 'The request is too large', code: 'too_large' }],
    });
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
    await fs.writeFile(
      path.join(distDir, 'portal.html'),
      '<!doctype html><title>Book online</title><div id="portal"></div><script src="/assets/portal-x.js"></script>',
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

  it("serves the booking page's own build under /book/, the back office elsewhere", async () => {
    for (const url of ['/book/ada-hair', '/book/ada-hair/cancel/abc', '/book/', '/book']) {
      const response = await web.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('Book online');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const backOffice = await web.app.inject({ method: 'GET', url: '/booking-settings' });
    expect(backOffice.body).toContain('Salon Back Office');
  });

  it("writes the business's name, phone and services into its booking page, escaped", async () => {
    const owner = await registerVerifyAndLogin(web.app, web.dataDir, {
      business_name: 'Nail </script><b>Bar</b> & Co',
    });
    const slug = (
      await web.app.db
        .selectFrom('users')
        .select('slug')
        .where('id', '=', owner.id)
        .executeTakeFirstOrThrow()
    ).slug!;
    await insertService(web.app.db, owner.id, {
      name: 'Gel <polish>',
      priceCents: 4550,
      minutes: 45,
    });

    const page = await web.app.inject({ method: 'GET', url: `/book/${slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain(
      '<title>Nail &#60;/script&#62;&#60;b&#62;Bar&#60;/b&#62; &#38; Co · Book online</title>',
    );
    expect(page.body).toContain('<h1>Nail &#60;/script&#62;');
    expect(page.body).toContain('href="tel:+4791234567"');
    expect(page.body).toContain('Gel &#60;polish&#62;');
    // A +47 business: its own currency (docs/decisions.md, Locale).
    expect(page.body).toMatch(/kr\s45\.50 · 45 min/);
    // The script starts from the same profile the API answers, and nothing in it closes the tag.
    const json = /<script type="application\/json" id="portal-profile">([^<]*)<\/script>/.exec(
      page.body,
    )?.[1];
    expect(json).toBeDefined();
    const api = await web.app.inject({ method: 'GET', url: `/api/public/${slug}` });
    expect(JSON.parse(json!)).toEqual(api.json());
    expect(page.body).toContain('<script src="/assets/portal-x.js"></script>');

    // An unknown page is the plain page, whose script shows the API's message.
    const unknown = await web.app.inject({ method: 'GET', url: '/book/no-such-business' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).not.toContain('portal-profile');
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
