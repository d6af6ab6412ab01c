import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { setupMswServer } from '@tests/setup/msw-server';
import { setToken } from '../session/token-store';
import { apiRequest, setUnauthorizedHandler } from './api-client';
import { ApiError } from './api-error';

const server = setupMswServer();

const okSchema = z.object({ ok: z.boolean() });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiRequest', () => {
  it('sends the stored token, the idempotency key and a JSON body', async () => {
    setToken('token-123');
    let seen: { auth: string | null; key: string | null; body: unknown } | undefined;
    server.use(
      http.post('/api/thing', async ({ request }) => {
        seen = {
          auth: request.headers.get('authorization'),
          key: request.headers.get('idempotency-key'),
          body: await request.json(),
        };
        return HttpResponse.json({ ok: true });
      }),
    );
    const answer = await apiRequest('/api/thing', {
      method: 'POST',
      json: { a: 1 },
      schema: okSchema,
      idempotencyKey: 'key-1',
    });
    expect(answer).toEqual({ ok: true });
    expect(seen).toEqual({ auth: 'Bearer token-123', key: 'key-1', body: { a: 1 } });
  });

  it('turns every errors[].msg into a message', async () => {
    server.use(
      http.post('/api/thing', () =>
        HttpResponse.json(
          { errors: [{ msg: 'First is wrong' }, { msg: 'Second too' }] },
          { status: 400 },
        ),
      ),
    );
    const error = await failure(
      apiRequest('/api/thing', { method: 'POST', json: {}, schema: okSchema }),
    );
    expect(error.status).toBe(400);
    expect(error.messages).toEqual(['First is wrong', 'Second too']);
  });

  it('reads an errors value that is not a list, and a bare msg', async () => {
    server.use(
      http.get('/api/a', () => HttpResponse.json({ errors: { msg: 'Alone' } }, { status: 400 })),
    );
    server.use(
      http.get('/api/b', () => HttpResponse.json({ code: 400, msg: 'Bare' }, { status: 400 })),
    );
    expect((await failure(apiRequest('/api/a', { schema: okSchema }))).messages).toEqual(['Alone']);
    expect((await failure(apiRequest('/api/b', { schema: okSchema }))).messages).toEqual(['Bare']);
  });

  it('says the server had a problem when a 5xx has no JSON', async () => {
    server.use(
      http.get('/api/a', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })),
    );
    const error = await failure(apiRequest('/api/a', { schema: okSchema }));
    expect(error.messages).toEqual(['The server had a problem: please try again']);
  });

  it('refuses an answer that does not match the contract', async () => {
    server.use(http.get('/api/a', () => HttpResponse.json({ ok: 'yes' })));
    const error = await failure(apiRequest('/api/a', { schema: okSchema }));
    expect(error.messages[0]).toMatch(/does not understand/);
  });

  it('checks the answer with a schema that is imported only when the call is made', async () => {
    server.use(
      http.get('/api/a', () => HttpResponse.json({ ok: true })),
      http.get('/api/b', () => HttpResponse.json({ ok: 'yes' })),
    );
    const schema = vi.fn(() => Promise.resolve(okSchema));
    expect(await apiRequest('/api/a', { schema })).toEqual({ ok: true });
    expect(schema).toHaveBeenCalledOnce();
    const error = await failure(apiRequest('/api/b', { schema }));
    expect(error.messages[0]).toMatch(/does not understand/);
  });

  it('reports a refusal, not the failed import, when the schema cannot load', async () => {
    server.use(
      http.get('/api/a', () => HttpResponse.json({ errors: [{ msg: 'No' }] }, { status: 400 })),
    );
    const schema = () => Promise.reject<typeof okSchema>(new Error('chunk failed to load'));
    expect((await failure(apiRequest('/api/a', { schema }))).messages).toEqual(['No']);
  });

  it('reports a network failure as status 0', async () => {
    server.use(http.get('/api/a', () => HttpResponse.error()));
    const error = await failure(apiRequest('/api/a', { schema: okSchema }));
    expect(error.status).toBe(0);
  });

  it('calls the unauthorized handler when a signed-in call answers 401', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    setToken('expired');
    server.use(
      http.get('/api/a', () =>
        HttpResponse.json({ errors: [{ msg: 'Please sign in' }] }, { status: 401 }),
      ),
    );
    await failure(apiRequest('/api/a', { schema: okSchema }));
    expect(handler).toHaveBeenCalledTimes(1);
    setUnauthorizedHandler(() => {});
  });
});
