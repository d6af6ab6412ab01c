// No input answers a 5xx (docs/decisions.md, API): every route of the running app, read from its
// OpenAPI document so that routes added later are covered without touching this file, gets
// malformed JSON, an empty body, `__proto__` keys, NUL bytes, control characters and odd ids in
// every path parameter and id field, signed in, and must answer a 4xx in the `{ errors: [{ msg }] }`
// envelope without a stack trace. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ID } from '../../contract/common.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';
import {
  dateCase,
  dateFields,
  FAR_DATES,
  type DateField,
  type Ids,
  type OpenApiDocument,
} from './helpers/date-fields.js';
import { insertService } from './helpers/diary.js';

let t: TestApp;
let owner: Owner;

interface JsonSchema {
  type?: string | string[];
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}

interface Operation {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

interface Route {
  method: string;
  /** OpenAPI form: /api/categories/{id} */
  path: string;
  params: string[];
  /** Top-level body fields that are ids, and whether each holds a list of them. */
  idFields: { name: string; list: boolean }[];
  hasBody: boolean;
  /** Declares a JSON body: well-formed JSON of the wrong shape must be refused too. */
  takesJson: boolean;
}

let routes: Route[] = [];

/** An id field as idSchema writes it into the document (contract/common.ts). */
const isIdSchema = (schema: JsonSchema | undefined) =>
  schema?.type === 'integer' && schema.maximum === MAX_ID;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerVerifyAndLogin(t.app, t.dataDir);
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  routes = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const body = operation.requestBody?.content?.['application/json']?.schema;
      return {
        method: method.toUpperCase(),
        path,
        params: [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!),
        idFields: Object.entries(body?.properties ?? {})
          .filter(([, field]) => isIdSchema(field) || isIdSchema(field.items))
          .map(([name, field]) => ({ name, list: !isIdSchema(field) })),
        hasBody: !['GET', 'HEAD'].includes(method.toUpperCase()),
        takesJson: body !== undefined,
      };
    }),
  );
});

afterAll(async () => {
  await t?.close();
});

/** A value for a parameter the case does not probe: a real-looking id or word. */
const plausible = (param: string) => (/id$/i.test(param) ? '1' : 'abc');

function url(route: Route, odd?: { param: string; value: string }): string {
  return route.path.replace(/\{(\w+)\}/g, (_, param: string) =>
    param === odd?.param ? odd.value : plausible(param),
  );
}

interface Answer {
  statusCode: number;
  body: string;
}

/**
 * What is wrong with an answer to malformed input, or undefined when it is a proper refusal.
 * `bodyIgnored`: the route declares no body, so it may have ignored the one sent and answered.
 */
function fault(answer: Answer, bodyIgnored = false): string | undefined {
  if (bodyIgnored && answer.statusCode < 300) return undefined;
  if (answer.statusCode < 400 || answer.statusCode >= 500) return `status ${answer.statusCode}`;
  // Every case is sent signed in: a 401 would mean the table stopped testing the routes' input.
  if (answer.statusCode === 401) return `signed out: ${answer.body.slice(0, 80)}`;
  if (/\n\s+at |node_modules|\.ts:\d+/.test(answer.body)) return 'a stack trace in the body';
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return `not JSON: ${answer.body.slice(0, 80)}`;
  }
  const errors = (body as { errors?: unknown }).errors;
  const ok =
    Array.isArray(errors) &&
    errors.length > 0 &&
    errors.every((item) => typeof (item as { msg?: unknown }).msg === 'string');
  return ok ? undefined : `not the envelope: ${answer.body.slice(0, 120)}`;
}

/** Sends every case and lists the ones answered wrongly, so one run shows the whole table. */
async function faults(
  cases: {
    label: string;
    method: string;
    url: string;
    body?: string;
    contentType?: string;
    bodyIgnored?: boolean;
  }[],
): Promise<string[]> {
  const found: string[] = [];
  for (const c of cases) {
    const answer = await t.app.inject({
      method: c.method as 'GET',
      url: c.url,
      headers: {
        ...owner.auth,
        ...(c.contentType ? { 'content-type': c.contentType } : {}),
      },
      ...(c.body === undefined ? {} : { payload: c.body }),
    });
    const problem = fault(answer, c.bodyIgnored);
    if (problem) found.push(`${c.method} ${c.url.slice(0, 80)} (${c.label}): ${problem}`);
  }
  return found;
}

const ODD_IDS = ['true', '01', '+1', '0x10', '1e1', '0', '-1', '2147483648', 'x'.repeat(5000)];
const CONTROL = '\u0001\u0007\u001b[31m\u007f';

/** Refused by any route that reads a body, before the route sees it. */
const BROKEN_BODIES: [string, string][] = [
  ['malformed JSON', '{"name": "Cut'],
  ['empty JSON body', ''],
  ['__proto__ key', '{"__proto__": {"isAdmin": true}, "name": "Cut"}'],
  ['constructor.prototype key', '{"constructor": {"prototype": {"isAdmin": true}}}'],
  [
    'NUL byte in a value',
    '{"name": "Cu\\u0000t", "email": "a\\u0000@b.co", "password": "x\\u0000"}',
  ],
  ['NUL byte in a key', '{"na\\u0000me": "Cut"}'],
];

/** Well-formed JSON of the wrong shape, refused by the routes that declare a body. */
const WRONG_BODIES: [string, string][] = [
  ['control characters', JSON.stringify({ name: CONTROL, email: CONTROL, password: CONTROL })],
  ['a JSON array', '[1, 2, 3]'],
  ['a JSON string', '"hello"'],
];

describe('malformed input on every route', () => {
  it('finds the routes in the running app', () => {
    // Far fewer would mean the document stopped listing them and the table below tests nothing.
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.some((route) => route.params.includes('id'))).toBe(true);
    expect(routes.some((route) => route.idFields.length > 0)).toBe(true);
  });

  it('answers malformed, empty, poisoned and NUL-holding JSON bodies with a 4xx envelope', async () => {
    const cases = routes
      .filter((route) => route.hasBody)
      .flatMap((route) =>
        [...BROKEN_BODIES, ...(route.takesJson ? WRONG_BODIES : [])].map(([label, body]) => ({
          label,
          method: route.method,
          url: url(route),
          body,
          contentType: 'application/json',
          // The logo removal takes no body and reads none (routes/business-settings).
          bodyIgnored: !route.takesJson,
        })),
      );
    expect(cases.length).toBeGreaterThan(100);
    expect(await faults(cases)).toEqual([]);
  });

  it('refuses odd values in every path parameter with a 4xx envelope', async () => {
    const values = [...ODD_IDS, encodeURIComponent(CONTROL), '%00', '%ff', 'a%2F..%2F..'];
    const cases = routes.flatMap((route) =>
      route.params.flatMap((param) =>
        values.map((value) => ({
          label: `${param}=${value.slice(0, 12)}`,
          method: route.method,
          url: url(route, { param, value }),
          ...(route.hasBody ? { body: '{}', contentType: 'application/json' } : {}),
        })),
      ),
    );
    expect(cases.length).toBeGreaterThan(100);
    expect(await faults(cases)).toEqual([]);
  });

  it('refuses NUL bytes in the query with a 4xx envelope', async () => {
    const cases = routes.map((route) => ({
      label: 'NUL in the query',
      method: route.method,
      url: `${url(route)}?q=%00&name=a%00b`,
      ...(route.hasBody ? { body: '{}', contentType: 'application/json' } : {}),
    }));
    expect(await faults(cases)).toEqual([]);
  });

  it('refuses odd ids in every id field of a body, naming the field', async () => {
    const values: unknown[] = [
      true,
      [5],
      '0x10',
      '1e1',
      '01',
      '+1',
      0,
      -1,
      2147483648,
      '2147483648',
    ];
    const wrong: string[] = [];
    for (const route of routes) {
      for (const field of route.idFields) {
        for (const value of values) {
          const answer = await t.app.inject({
            method: route.method as 'POST',
            url: url(route),
            headers: owner.auth,
            payload: { [field.name]: field.list ? [value] : value },
          });
          const msgs =
            answer.statusCode === 400 ? answer.json<{ errors: { msg: string }[] }>() : undefined;
          const named = msgs?.errors.some((error) => error.msg.startsWith(field.name));
          if (!named) {
            wrong.push(
              `${route.method} ${route.path} ${field.name}=${JSON.stringify(value)}: ${answer.statusCode} ${answer.body.slice(0, 120)}`,
            );
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('keeps the login failure shape (code, msg, errors) for every malformed sign-in', async () => {
    for (const [label, body] of [...BROKEN_BODIES, ...WRONG_BODIES]) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/auth',
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
      expect(answer.statusCode, label).toBe(400);
      const json = answer.json<{ code: number; msg: string; errors: { msg: string }[] }>();
      expect(json.code, label).toBe(400);
      expect(json.msg, label).toMatch(/\S/);
      expect(json.errors[0]?.msg, label).toBe(json.msg);
    }
  });
});

/** The raw answer to bytes written on a socket, up to the server closing it. */
function rawExchange(request: string): Promise<string> {
  const { port } = t.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
}

describe('refusals before any route', () => {
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it.each([
    ['an over-long path parameter', `/api/categories/${'9'.repeat(5000)}`, 414],
    ['a broken percent-encoding', '/api/categories/%ff', 400],
  ])('answers %s in the envelope', async (_what, path, status) => {
    const answer = await t.app.inject({ method: 'GET', url: path, headers: owner.auth });
    expect(answer.statusCode).toBe(status);
    expect(answer.json()).toEqual({ errors: [{ msg: expect.stringMatching(/address/) }] });
  });

  it('answers oversized headers (431, from Node before Fastify) in the envelope', async () => {
    const answer = await rawExchange(
      `GET /api/auth HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer.split('\r\n\r\n')[1]).toBe(
      JSON.stringify({ errors: [{ msg: 'The request headers are too large' }] }),
    );
  });

  it('answers bytes that are not HTTP with a 400 in the envelope', async () => {
    const answer = await rawExchange('NOT HTTP AT ALL\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(answer.split('\r\n\r\n')[1] ?? '')).toEqual({
      errors: [{ msg: expect.any(String) }],
    });
  });
});

// Far dates and out-of-range years (docs/decisions.md, Dates): every date field of every route,
// found in the OpenAPI document, in an otherwise valid request, must answer a 400 at once.
describe('far dates and out-of-range years in every date field', () => {
  let fields: DateField[] = [];
  let ids: Ids;

  beforeAll(async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    fields = dateFields(doc.json<OpenApiDocument>());
    const service = await insertService(t.app.db, owner.id, {
      name: 'Cut',
      priceCents: 45000,
      minutes: 60,
    });
    const user = await t.app.db
      .selectFrom('users')
      .select('slug')
      .where('id', '=', owner.id)
      .executeTakeFirstOrThrow();
    const appointment = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: owner.auth,
      payload: {
        client: { firstName: 'Kari', lastName: 'Nordmann' },
        serviceIds: [service],
        date: '2026-12-02',
        time: '10:00',
        force: true,
      },
    });
    const member = await t.app.db
      .selectFrom('team_members')
      .select('id')
      .where('business_id', '=', owner.id)
      .executeTakeFirstOrThrow();
    ids = {
      service,
      slug: user.slug ?? '',
      appointment: appointment.json<{ id: number }>().id,
      member: member.id,
    };
  });

  it('has a valid request for every route with a date field, and each is accepted', async () => {
    const routes = [...new Set(fields.map((field) => field.route))];
    // Fewer would mean the document stopped describing the date rule and the table tests nothing.
    expect(routes.length).toBeGreaterThanOrEqual(9);
    expect(routes.filter((route) => !dateCase(route, ids))).toEqual([]);
    const refused: string[] = [];
    for (const route of routes) {
      const c = dateCase(route, ids)!; // every route has one: checked just above
      const answer = await t.app.inject({
        method: c.method as 'GET',
        url: c.url,
        headers: { ...owner.auth, ...(c.contentType ? { 'content-type': c.contentType } : {}) },
        ...(c.body === undefined ? {} : { payload: c.body }),
      });
      if ([400, 401, 404].includes(answer.statusCode) || answer.statusCode >= 500) {
        refused.push(`${route}: ${answer.statusCode} ${answer.body.slice(0, 120)}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it('refuses each far date in each date field, and in all at once, with a 400 envelope', async () => {
    const cases = fields.flatMap((field) =>
      FAR_DATES.flatMap((date) => {
        const all = fields.filter((other) => other.route === field.route);
        return [
          dateCase(field.route, ids, { [field.name]: date }),
          dateCase(field.route, ids, Object.fromEntries(all.map((other) => [other.name, date]))),
        ].filter((c) => c !== undefined);
      }),
    );
    expect(cases.length).toBeGreaterThan(200);
    const wrong: string[] = [];
    for (const c of cases) {
      const answer = await t.app.inject({
        method: c.method as 'GET',
        url: c.url,
        headers: { ...owner.auth, ...(c.contentType ? { 'content-type': c.contentType } : {}) },
        ...(c.body === undefined ? {} : { payload: c.body }),
      });
      const problem = answer.statusCode === 400 ? fault(answer) : `status ${answer.statusCode}`;
      if (problem) wrong.push(`${c.method} ${c.url.slice(0, 90)} (${c.label}): ${problem}`);
    }
    expect(wrong).toEqual([]);
  });
});

/**
 * Control and bidi characters in every text field of every JSON body and query (docs/decisions.md,
 * Pages and mails): no 5xx, and a name, phone or e-mail holding one is refused. Each body starts
 * plausible (built from the route's schema), so the one odd field is what is tested.
 */
describe('control characters in every text field', () => {
  interface FieldSchema {
    type?: string | string[];
    enum?: unknown[];
    minimum?: number;
    properties?: Record<string, FieldSchema>;
    items?: FieldSchema;
    anyOf?: FieldSchema[];
  }
  interface TextRoute {
    method: string;
    path: string;
    body?: FieldSchema;
    query: string[];
  }
  const ODD = {
    CR: '\r',
    LF: '\n',
    BEL: '\u0007',
    ESC: '\u001b',
    NEL: '\u0085',
    RLO: '\u202e',
    LRI: '\u2066',
    'line separator': '\u2028',
  };
  /** Plausible text for a field the case does not probe, by its name. */
  const TEXT: [RegExp, string][] = [
    [/email/i, 'kari@example.com'],
    [/password/i, 'correct horse battery'],
    [/date|^from$|^to$/i, '2026-11-25'],
    [/time$/i, '12:00'],
    [/phone|mobile/i, '+47 900 00 000'],
    [/country/i, '+47'],
    [/timezone/i, 'Europe/Oslo'],
  ];
  let textRoutes: TextRoute[] = [];

  beforeAll(async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody?: { content?: Record<string, { schema?: FieldSchema }> };
            parameters?: { in: string; name: string }[];
          }
        >
      >;
    }>();
    textRoutes = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        body: operation.requestBody?.content?.['application/json']?.schema,
        query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      })),
    );
  });

  function plausibleValue(name: string, schema: FieldSchema): unknown {
    const branch = schema.anyOf?.[0] ?? schema;
    if (branch.enum?.length) return branch.enum[0];
    const type = Array.isArray(branch.type) ? branch.type[0] : branch.type;
    if (type === 'integer' || type === 'number') return Math.max(branch.minimum ?? 1, 1);
    if (type === 'boolean') return false;
    if (type === 'array') return [plausibleValue(name, branch.items ?? {})];
    if (type === 'object' || branch.properties) return plausibleBody(branch);
    return TEXT.find(([pattern]) => pattern.test(name))?.[1] ?? 'Plain text';
  }

  function plausibleBody(schema: FieldSchema): Record<string, unknown> {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([name, field]) => [
        name,
        plausibleValue(name, field),
      ]),
    );
  }

  /** Paths to every string field of a body: ['client', 'firstName'], ['notes']... */
  function textFields(value: unknown, at: string[] = []): string[][] {
    if (typeof value === 'string') return [at];
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return Object.entries(value).flatMap(([key, inner]) => textFields(inner, [...at, key]));
    }
    return [];
  }

  function withValue(body: Record<string, unknown>, at: string[], value: string): unknown {
    const copy = structuredClone(body);
    let target: Record<string, unknown> = copy;
    for (const key of at.slice(0, -1)) target = target[key] as Record<string, unknown>;
    target[at.at(-1)!] = value;
    return copy;
  }

  it('answers no 5xx and refuses names, phones and e-mails that hold one', async () => {
    const found: string[] = [];
    let sent = 0;
    for (const route of textRoutes) {
      const body = route.body ? plausibleBody(route.body) : undefined;
      for (const [label, odd] of Object.entries(ODD)) {
        for (const at of body ? textFields(body) : []) {
          const field = at.join('.');
          const value = `${String(TEXT.find(([p]) => p.test(field))?.[1] ?? 'Ab')}x${odd}y`;
          const answer = await t.app.inject({
            method: route.method as 'POST',
            url: url({ ...route, params: [], idFields: [], hasBody: true, takesJson: true }),
            headers: owner.auth,
            payload: withValue(body!, at, value) as object,
          });
          sent += 1;
          const problem = fault(answer, true);
          const mustRefuse = /name|phone|mobile|email/i.test(at.at(-1)!);
          if (problem) found.push(`${route.method} ${route.path} ${field} (${label}): ${problem}`);
          else if (mustRefuse && answer.statusCode !== 400) {
            found.push(`${route.method} ${route.path} ${field} (${label}): ${answer.statusCode}`);
          }
        }
        for (const name of route.query) {
          const query = new URLSearchParams({ [name]: `Abx${odd}y` }).toString();
          const answer = await t.app.inject({
            method: route.method as 'GET',
            url: `${url({ ...route, params: [], idFields: [], hasBody: false, takesJson: false })}?${query}`,
            headers: owner.auth,
          });
          sent += 1;
          const problem = fault(answer, true);
          if (problem) found.push(`${route.method} ${route.path}?${name} (${label}): ${problem}`);
        }
      }
    }
    // Far fewer would mean the table stopped finding the text fields.
    expect(sent).toBeGreaterThan(400);
    expect(found).toEqual([]);
  });
});
