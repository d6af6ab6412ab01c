// A request must arrive within REQUEST_TIMEOUT (server/config.ts): a body that stops half way, or
// one dripped a byte at a time (slowloris), no longer holds its connection open for good. The app
// runs here with a 1 s timeout.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const TIMEOUT_MS = 1000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ requestTimeoutMs: TIMEOUT_MS });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await t.close();
});

const HEAD =
  'POST /api/auth HTTP/1.1\r\nHost: salon.lan\r\nContent-Type: application/json\r\n' +
  'Content-Length: 200\r\n\r\n{"email":';

/**
 * Opens a connection, sends the headers and the start of a 200-byte body, and resolves when the
 * server closes it: what it answered and after how long. `drip` keeps sending one byte every
 * `drip` ms, never finishing the body.
 */
function stalledRequest(drip?: number): Promise<{ answer: string; afterMs: number }> {
  const { port } = t.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(HEAD);
      if (drip) timer = setInterval(() => socket.writable && socket.write(' '), drip);
    });
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, afterMs: performance.now() - started });
    });
    socket.on('error', reject);
  });
}

describe('request timeouts', () => {
  it('close a connection whose body stopped arriving, within the timeout', async () => {
    const { answer, afterMs } = await stalledRequest();
    expect(afterMs).toBeGreaterThanOrEqual(TIMEOUT_MS * 0.9);
    expect(afterMs).toBeLessThan(TIMEOUT_MS * 3);
    // Closed, or told so: never a route's answer to half a body.
    expect(answer === '' || answer.startsWith('HTTP/1.1 408 ')).toBe(true);
  });

  it('answer a body dripped a byte at a time with a 408 in the envelope', async () => {
    const { answer, afterMs } = await stalledRequest(100);
    expect(afterMs).toBeGreaterThanOrEqual(TIMEOUT_MS * 0.9);
    expect(afterMs).toBeLessThan(TIMEOUT_MS * 3);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(answer.split('\r\n\r\n')[1] ?? '')).toEqual({
      errors: [{ msg: 'The request took too long', code: 'timeout' }],
    });
  });

  it('leave a request that arrives in time alone', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/auth' });
    expect(answer.statusCode).toBe(401);
  });

  it('are set by REQUEST_TIMEOUT in seconds, 60 by default', () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(60_000);
    expect(loadConfig({ REQUEST_TIMEOUT: '5' }).requestTimeoutMs).toBe(5000);
    for (const bad of ['0', '1.5', 'soon', '3601']) {
      expect(() => loadConfig({ REQUEST_TIMEOUT: bad })).toThrow(/REQUEST_TIMEOUT/);
    }
  });
});
