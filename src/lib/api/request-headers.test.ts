import { describe, expect, it } from 'vitest';
import { requestHeaders } from './api-client';

describe('requestHeaders', () => {
  it('carries the session, the idempotency key and the JSON content type when asked', () => {
    const headers = requestHeaders({ token: 'token-1', idempotencyKey: 'key-1', json: true });
    expect(Object.fromEntries(headers)).toEqual({
      accept: 'application/json',
      authorization: 'Bearer token-1',
      'content-type': 'application/json',
      'idempotency-key': 'key-1',
    });
  });

  it('leaves out what it is not given (signed out, a read, a multipart body)', () => {
    expect(Object.fromEntries(requestHeaders({ token: null }))).toEqual({
      accept: 'application/json',
    });
  });
});
