// An oversized body is answered 413 in the error envelope, and a client still sending reads that
// answer: Node's fetch over a real socket, as a browser would send it (docs/decisions.md, API).
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let base = '';
let owner: Owner;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerVerifyAndLogin(t.app, t.dataDir);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/** A streamed body (no Content-Length): Node's fetch needs `duplex`, which its types lack. */
const streamed = (body: ReadableStream<Uint8Array>): RequestInit & { duplex: 'half' } => ({
  method: 'POST',
  headers: { ...owner.auth, 'content-type': 'application/json' },
  body,
  duplex: 'half',
});

const TOO_LARGE = { errors: [{ msg: 'The request is too large', code: 'too_large' }] };

describe('a body over the 1 MiB limit', () => {
  for (const size of [2, 64]) {
    it(`answers a ${size} MiB JSON body with a 413 that fetch reads`, async () => {
      const answer = await fetch(`${base}/api/categories/create`, {
        method: 'POST',
        headers: { ...owner.auth, 'content-type': 'application/json' },
        body: JSON.stringify({ categoryName: 'Hair', description: 'x'.repeat(size * 1024 * 1024) }),
      });
      expect(answer.status).toBe(413);
      expect(await answer.json()).toEqual(TOO_LARGE);
    });
  }

  it('answers a body sent in chunks without a length with a 413 that fetch reads', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(120);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 4 * 1024 * 1024) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const answer = await fetch(`${base}/api/categories/create`, streamed(body));
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual(TOO_LARGE);
  });

  for (const size of [6, 64]) {
    it(`answers a ${size} MiB logo with a 413 that fetch reads`, async () => {
      const form = new FormData();
      form.append(
        'brand_logo',
        new Blob([new Uint8Array(size * 1024 * 1024)], { type: 'image/png' }),
        'big.png',
      );
      const answer = await fetch(`${base}/api/business_settings/info_update/${owner.id}`, {
        method: 'PUT',
        headers: owner.auth,
        body: form,
      });
      expect(answer.status).toBe(413);
      expect(((await answer.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe(
        'too_large',
      );
    });
  }

  it('answers a body still trickling in with a 413 that fetch reads', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(120);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent >= 3 * 1024 * 1024) return controller.close();
        // Past the limit, the client keeps sending, slowly, as a phone on a poor line would.
        if (sent > 1024 * 1024) await new Promise((resolve) => setImmediate(resolve));
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const answer = await fetch(`${base}/api/categories/create`, streamed(body));
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual(TOO_LARGE);
  });

  it('reads the whole body before closing, so a client still sending is not reset', async () => {
    // A raw socket shows what fetch hides: before, the 413 was written and the connection
    // destroyed with the body unread, so the client's next write met a reset (ECONNRESET), and a
    // client that had not read the answer yet lost it.
    const size = 8 * 1024 * 1024;
    const socket = net.connect((t.app.server.address() as AddressInfo).port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (data: Buffer) => (answer += data.toString('latin1')));
    const closed = new Promise<string>((resolve) => {
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      socket.once('close', () => resolve('closed'));
    });
    const write = (data: string | Buffer) =>
      new Promise<void>((resolve, reject) =>
        socket.write(data, (error) => (error ? reject(error) : resolve())),
      );
    await write(
      `POST /api/categories/create HTTP/1.1\r\nHost: localhost\r\n` +
        `Authorization: ${owner.auth.authorization}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${size}\r\n\r\n`,
    );
    const chunk = Buffer.alloc(64 * 1024, 120);
    let written = 0;
    let failed = '';
    while (written < size && !failed) {
      await write(chunk).catch((error: NodeJS.ErrnoException) => (failed = error.code ?? 'error'));
      written += chunk.length;
      // Once the answer is in, the client keeps sending, a little later each time.
      if (answer) await new Promise((resolve) => setTimeout(resolve, 1));
    }
    expect(failed).toBe('');
    expect(await closed).toBe('closed');
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual(TOO_LARGE);
  });

  it('keeps serving the next request on a new connection', async () => {
    const answer = await fetch(`${base}/api/categories/`, { headers: owner.auth });
    expect(answer.status).toBe(200);
  });
});
