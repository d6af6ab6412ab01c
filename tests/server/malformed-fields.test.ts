// Far dates and control characters in every date and text field of every route, read from the
// OpenAPI document (docs/decisions.md, API and Dates): a 400, never a 5xx. The rest of the
// malformed input is malformed-input.test.ts; the routes both send to are
// helpers/malformed-routes.ts. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  dateCase,
  dateFields,
  FAR_DATES,
  type DateField,
  type Ids,
  type OpenApiDocument,
} from './helpers/date-fields.js';
import { insertService } from './helpers/diary.js';
import { t, owner, url, fault, useMalformedRoutes } from './helpers/malformed-routes.js';

useMalformedRoutes();

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
