// The API document others build on (docs/decisions.md, API document): real answers match what it
// declares for their call and status, and every operation is named, summarised and says who may
// call it. A drift between the code and the document fails here.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../contract/api-paths.js';
import {
  deviceCookieOf,
  readVerificationLink,
  registrationBody,
  type Owner,
} from './helpers/accounts.js';
import { insertAppointment } from './helpers/diary.js';
import {
  answerValidator,
  type OpenApiDocument,
  type OpenApiOperation,
} from './helpers/openapi-answers.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const NOW = new Date('2026-11-23T09:00:00Z');

let t: TestApp;
let owner: Owner;
let document: OpenApiDocument;
let validator: ReturnType<typeof answerValidator>;

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date(NOW) });
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  validator = answerValidator(document);
});

afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function call(
  method: Method,
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method, url, payload, headers: { ...owner?.auth, ...headers } });
}

/** The answer's status is declared for `path` (as the document writes it) and its body fits. */
function expectDocumented(response: LightMyRequestResponse, method: Method, path: string) {
  const schema = validator.declared(method, path, response.statusCode);
  expect(validator.errorsOf(schema, response.json()), `${method} ${path} ${response.body}`).toEqual(
    [],
  );
}

function operations(): [string, string, OpenApiOperation][] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]): [string, string, OpenApiOperation] => [
      method,
      path,
      operation,
    ]),
  );
}

describe('the checker', () => {
  it('refuses an answer that strays from the declared shape, through the components', () => {
    const schema = validator.declared('GET', '/api/categories/{id}', 404);
    expect(schema).toEqual({ $ref: '#/components/schemas/ErrorResponse' });
    expect(
      validator.errorsOf(schema, { errors: [{ msg: 'Not found', code: 'not_found' }] }),
    ).toEqual([]);
    expect(validator.errorsOf(schema, { errors: [{ msg: 'Not found' }] })).not.toEqual([]);
    expect(validator.errorsOf(schema, { errors: [] })).not.toEqual([]);
    expect(validator.errorsOf(schema, { errors: [{ msg: 1 }] })).not.toEqual([]);
    expect(validator.errorsOf(schema, { errors: [{ msg: 'x' }], extra: true })).not.toEqual([]);
    expect(() => validator.declared('GET', '/api/categories/{id}', 418)).toThrow(/418/);
  });
});

describe('real answers match the document', () => {
  it('register, verify and sign in, and their refusals', async () => {
    const body = registrationBody();
    const registered = await call('POST', '/api/users', body);
    expect(registered.statusCode).toBe(201);
    expectDocumented(registered, 'POST', '/api/users');
    // An address with an account is answered as a new one (docs/decisions.md, Accounts).
    const again = await call('POST', '/api/users', body);
    expect(again.statusCode).toBe(201);
    expectDocumented(again, 'POST', '/api/users');
    const invalid = await call('POST', '/api/users', { ...body, email: 'not an address' });
    expect(invalid.statusCode).toBe(400);
    expectDocumented(invalid, 'POST', '/api/users');

    const link = await readVerificationLink(t.dataDir, body.email);
    const verified = await call('GET', `/api/users/${link.id}/verify/${link.token}`, undefined, {
      cookie: deviceCookieOf(registered.headers['set-cookie']),
    });
    expect(verified.statusCode).toBe(200);
    expectDocumented(verified, 'GET', '/api/users/{id}/verify/{token}');

    const wrong = await call('POST', '/api/auth', { email: body.email, password: 'not it at all' });
    expect(wrong.statusCode).toBe(400);
    expectDocumented(wrong, 'POST', '/api/auth');
    const login = await call('POST', '/api/auth', { email: body.email, password: body.password });
    expect(login.statusCode).toBe(200);
    expectDocumented(login, 'POST', '/api/auth');
    const token: string = login.json().token;
    owner = {
      id: Number(link.id),
      email: body.email,
      password: body.password,
      token,
      auth: { authorization: `Bearer ${token}` },
    };
    const me = await call('GET', '/api/auth');
    expect(me.statusCode).toBe(200);
    expectDocumented(me, 'GET', '/api/auth');
  });

  it('the catalogue: create a category (and replay it), a service, and read them back', async () => {
    const key = { [IDEMPOTENCY_HEADER]: 'openapi-answers-category-1' };
    const category = { categoryName: 'Colour', description: 'Colour and toning' };
    const created = await call('POST', '/api/categories/create', category, key);
    expect(created.statusCode).toBe(201);
    expectDocumented(created, 'POST', '/api/categories/create');
    const replayed = await call('POST', '/api/categories/create', category, key);
    expect(replayed.statusCode).toBe(201);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expectDocumented(replayed, 'POST', '/api/categories/create');
    const declaredHeaders =
      document.paths['/api/categories/create']?.post?.responses['201']?.headers;
    expect(Object.keys(declaredHeaders ?? {})).toEqual(['Idempotent-Replayed']);

    const badKey = await call('POST', '/api/categories/create', category, {
      [IDEMPOTENCY_HEADER]: 'short',
    });
    expect(badKey.statusCode).toBe(400);
    expectDocumented(badKey, 'POST', '/api/categories/create');
    const reused = await call(
      'POST',
      '/api/categories/create',
      { ...category, categoryName: 'Cuts' },
      key,
    );
    expect(reused.statusCode).toBe(422);
    expectDocumented(reused, 'POST', '/api/categories/create');
    const duplicate = await call('POST', '/api/categories/create', category);
    expect(duplicate.statusCode).toBe(409);
    expectDocumented(duplicate, 'POST', '/api/categories/create');

    const references: Record<string, { id: number }[]> = {};
    for (const path of ['/api/service_types/', '/api/price_types/', '/api/durations/']) {
      const answer = await call('GET', path);
      expect(answer.statusCode).toBe(200);
      expectDocumented(answer, 'GET', path);
      references[path] = answer.json();
    }
    const service = await call('POST', '/api/services/create', {
      serviceName: 'Balayage',
      categoryTypeID: created.json().id,
      servDesc: 'Hand-painted highlights',
      serviceTypeID: references['/api/service_types/']![0]!.id,
      durationID: references['/api/durations/']![3]!.id,
      priceTypeID: references['/api/price_types/']![0]!.id,
      price: '160.50',
    });
    expect(service.statusCode).toBe(201);
    expectDocumented(service, 'POST', '/api/services/create');

    for (const path of ['/api/categories/', '/api/cat_wise_services/']) {
      const answer = await call('GET', path);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toHaveLength(1);
      expectDocumented(answer, 'GET', path);
    }
  });

  it('refusals: 400 for a bad id, 404 for an unknown one, 401 without a session', async () => {
    const badId = await call('GET', '/api/categories/abc');
    expect(badId.statusCode).toBe(400);
    expectDocumented(badId, 'GET', '/api/categories/{id}');
    const unknown = await call('GET', '/api/categories/999999');
    expect(unknown.statusCode).toBe(404);
    expectDocumented(unknown, 'GET', '/api/categories/{id}');
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/categories/' });
    expect(signedOut.statusCode).toBe(401);
    expectDocumented(signedOut, 'GET', '/api/categories/');
    const noPortal = await t.app.inject({ method: 'GET', url: '/api/public/no-such-salon' });
    expect(noPortal.statusCode).toBe(404);
    expectDocumented(noPortal, 'GET', '/api/public/{slug}');
  });

  it('business hours: the week, and setting and clearing an opening time', async () => {
    const week = await call('GET', '/api/day_weeks/');
    expect(week.statusCode).toBe(200);
    expectDocumented(week, 'GET', '/api/day_weeks/');
    const open = (week.json() as { id: number; open: boolean }[]).find((day) => day.open)!;
    for (const openingTime of ['08:30', null]) {
      const set = await call('PUT', '/api/businessHours/update1', { tid: open.id, openingTime });
      expect(set.statusCode).toBe(200);
      expectDocumented(set, 'PUT', '/api/businessHours/update1');
    }
  });

  it('all_upcoming with an appointment in it', async () => {
    await insertAppointment(t.app.db, {
      businessId: owner.id,
      timezone: 'Europe/Oslo',
      date: '2026-11-24',
      time: '10:00',
    });
    const upcoming = await call('GET', '/api/appointments/all_upcoming');
    expect(upcoming.statusCode).toBe(200);
    expect(upcoming.json()).toHaveLength(1);
    expectDocumented(upcoming, 'GET', '/api/appointments/all_upcoming');
  });
});

describe('a rate-limited call', () => {
  it('answers 429 as documented, with Retry-After', async () => {
    const limited = await createTestApp({ rateLimit: true, clock: () => new Date(NOW) });
    try {
      const signIn = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth',
          payload: { email: 'nobody@example.com', password: 'whatever1' },
        });
      let response = await signIn();
      for (let attempt = 0; attempt < 10 && response.statusCode !== 429; attempt += 1) {
        response = await signIn();
      }
      expect(response.statusCode).toBe(429);
      expectDocumented(response, 'POST', '/api/auth');
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(
        Object.keys(document.paths['/api/auth']?.post?.responses['429']?.headers ?? {}),
      ).toEqual(['Retry-After']);
    } finally {
      await limited.close();
    }
  });
});

describe('every operation', () => {
  it('has a unique operationId and a summary', () => {
    const ids = operations().map(([, , operation]) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const unsummarised = operations()
      .filter(([, , operation]) => !operation.summary?.trim())
      .map(([method, path]) => `${method} ${path}`);
    expect(unsummarised).toEqual([]);
  });

  it('says who may call it: security [] exactly on the calls that answer without a session', async () => {
    const filled = (path: string) =>
      path
        .replace('{slug}', 'no-such-salon')
        .replace('{token}', 'x')
        .replace(/\{\w+\}/g, '1');
    const wrong: string[] = [];
    for (const [method, path, operation] of operations()) {
      const response = await t.app.inject({
        method: method.toUpperCase() as Method,
        url: filled(path),
        ...(['post', 'put'].includes(method) ? { payload: {} } : {}),
      });
      const isPublic = Array.isArray(operation.security) && operation.security.length === 0;
      const signedIn = JSON.stringify(operation.security) === JSON.stringify([{ bearer: [] }]);
      const answeredWithoutSession = response.statusCode !== 401;
      if (isPublic !== answeredWithoutSession || isPublic === signedIn) {
        wrong.push(`${method} ${path}: ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('documents the Idempotency-Key on the changes, 429 on the rate-limited calls', () => {
    const keyed = operations()
      .filter(([, , operation]) =>
        operation.parameters?.some((p) => p.$ref === '#/components/parameters/IdempotencyKey'),
      )
      .map(([method, path]) => `${method} ${path}`);
    const changes = operations()
      .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, path]) => `${method} ${path}`);
    // Signing in and out, resending the link and the password reset do not run through runMutation.
    const unkeyed = [
      'post /api/auth',
      'delete /api/auth',
      'post /api/users/resend_verification',
      'post /api/users/password_reset',
      'post /api/users/password_reset/{token}',
    ];
    expect(keyed).toEqual(changes.filter((change) => !unkeyed.includes(change)));

    const limited = operations()
      .filter(([, , operation]) => operation.responses['429'])
      .map(([method, path]) => `${method} ${path}`);
    expect(limited.sort()).toEqual(
      [
        'post /api/users',
        'post /api/users/resend_verification',
        'post /api/auth',
        'get /api/public/{slug}',
        'get /api/public/{slug}/slots',
        'post /api/public/{slug}/bookings',
        'post /api/public/bookings/cancel',
        'post /api/users/password_reset',
        'post /api/users/password_reset/{token}',
        // Logo uploads, per business.
        'put /api/business_settings/info_update/{userId}',
        // The calendar feed, per address (docs/decisions.md, Calendar feed).
        'get /feeds/{token}.ics',
      ].sort(),
    );
  });

  it('describes the multipart form of info_update with the contract fields and the logo', () => {
    const operation = document.paths['/api/business_settings/info_update/{userId}']?.put;
    const form = operation?.requestBody?.content['multipart/form-data']?.schema;
    expect(Object.keys((form?.properties as object | undefined) ?? {}).sort()).toEqual(
      [
        'brand_logo',
        'business_name',
        'clock',
        'currency',
        'current_password',
        'firstname',
        'lastname',
        'mobile',
        'password',
        'slug',
        'timezone',
        'week_start',
        'street_address',
        'postal_code',
        'city',
        'booking_contact',
      ].sort(),
    );
  });

  it('leaves no nullable without a type, and no id typed as a plain number', () => {
    const problems: string[] = [];
    const walk = (node: unknown, where: string) => {
      if (typeof node !== 'object' || node === null) return;
      const schema = node as Record<string, unknown>;
      if (schema.nullable === true && schema.type === undefined) problems.push(where);
      if (typeof schema.properties === 'object' && schema.properties !== null) {
        for (const [name, property] of Object.entries(schema.properties)) {
          if (/^(id|sid)$|(Id|ID|_id)$/.test(name) && property?.type === 'number') {
            problems.push(`${where}/${name}`);
          }
        }
      }
      for (const [key, child] of Object.entries(schema)) walk(child, `${where}/${key}`);
    };
    walk(document, '#');
    expect(problems).toEqual([]);
  });
});
