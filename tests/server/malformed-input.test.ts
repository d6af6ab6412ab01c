// No input answers a 5xx (docs/decisions.md, API): every route of the running app, read from its
// OpenAPI document so that routes added later are covered without touching this file, gets
// malformed JSON, an empty body, `__proto__` keys, NUL bytes and odd ids in every path parameter
// and id field, signed in, and must answer a 4xx in the `{ errors: [{ msg, code }] }` envelope
// without a stack trace; and the refusals before any route. Far dates and control characters in
// every field are malformed-fields.test.ts; the routes both send to are
// helpers/malformed-routes.ts. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import net from 'node:net';
import { type AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  t,
  owner,
  routes,
  url,
  faults,
  ODD_IDS,
  CONTROL,
  BROKEN_BODIES,
  WRONG_BODIES,
  useMalformedRoutes,
} from './helpers/malformed-routes.js';

useMalformedRoutes();

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
    expect(answer.json()).toEqual({
      errors: [
        { msg: expect.stringMatching(/address/), code: status === 414 ? 'too_long' : 'invalid' },
      ],
    });
  });

  it('answers oversized headers (431, from Node before Fastify) in the envelope', async () => {
    const answer = await rawExchange(
      `GET /api/auth HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer.split('\r\n\r\n')[1]).toBe(
      JSON.stringify({
        errors: [{ msg: 'The request headers are too large', code: 'headers_too_large' }],
      }),
    );
  });

  it('answers bytes that are not HTTP with a 400 in the envelope', async () => {
    const answer = await rawExchange('NOT HTTP AT ALL\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(answer.split('\r\n\r\n')[1] ?? '')).toEqual({
      errors: [{ msg: expect.any(String), code: 'invalid' }],
    });
  });
});
