// The routes the malformed-input tests send to (malformed-input, malformed-fields): every route
// of the running app read from its OpenAPI document, a signed-in owner, and how a case's answer
// is judged (a 4xx in the envelope, no stack trace). The bindings below are set by the hooks
// `useMalformedRoutes()` adds to the calling file, which gets a fresh database of its own.
import { afterAll, beforeAll } from 'vitest';
import { MAX_ID } from '@contract/common.js';
import { createTestApp, type TestApp } from './test-app.js';
import { registerVerifyAndLogin, type Owner } from './accounts.js';

export let t: TestApp;
export let owner: Owner;

export interface JsonSchema {
  type?: string | string[];
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}

export interface Operation {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface Route {
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

export let routes: Route[] = [];

/** An id field as idSchema writes it into the document (contract/common.ts). */
export const isIdSchema = (schema: JsonSchema | undefined) =>
  schema?.type === 'integer' && schema.maximum === MAX_ID;

/** A value for a parameter the case does not probe: a real-looking id or word. */
export const plausible = (param: string) => (/id$/i.test(param) ? '1' : 'abc');

export function url(route: Route, odd?: { param: string; value: string }): string {
  return route.path.replace(/\{(\w+)\}/g, (_, param: string) =>
    param === odd?.param ? odd.value : plausible(param),
  );
}

export interface Answer {
  statusCode: number;
  body: string;
}

/**
 * What is wrong with an answer to malformed input, or undefined when it is a proper refusal.
 * `bodyIgnored`: the route declares no body, so it may have ignored the one sent and answered.
 */
export function fault(answer: Answer, bodyIgnored = false): string | undefined {
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
    errors.every((item) => {
      const { msg, code } = item as { msg?: unknown; code?: unknown };
      // A code for programs beside the message for people (docs/decisions.md, API).
      return typeof msg === 'string' && typeof code === 'string' && /^[a-z_]+$/.test(code);
    });
  return ok ? undefined : `not the envelope: ${answer.body.slice(0, 120)}`;
}

/** Sends every case and lists the ones answered wrongly, so one run shows the whole table. */
export async function faults(
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

export const ODD_IDS = [
  'true',
  '01',
  '+1',
  '0x10',
  '1e1',
  '0',
  '-1',
  '2147483648',
  'x'.repeat(5000),
];
export const CONTROL = '\u0001\u0007\u001b[31m\u007f';

/** Refused by any route that reads a body, before the route sees it. */
export const BROKEN_BODIES: [string, string][] = [
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
export const WRONG_BODIES: [string, string][] = [
  ['control characters', JSON.stringify({ name: CONTROL, email: CONTROL, password: CONTROL })],
  ['a JSON array', '[1, 2, 3]'],
  ['a JSON string', '"hello"'],
];

/** The app on a fresh database, a signed-in owner and the routes of its document, for the calling file. */
export function useMalformedRoutes() {
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
}
