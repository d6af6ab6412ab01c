// An answer sent before the request's body has arrived (a 413 for a body over the limit, a 401
// or 415 refused before reading it) waits until the rest of the body is read, up to a bound
// (docs/decisions.md, API). Fastify closes such a connection after the answer, and closing a
// socket with unread bytes makes the kernel reset it: a client still sending then met ECONNRESET
// or EPIPE, and Node's fetch or a browser could report a network error instead of the message.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Bytes read and dropped at most: a 12 MB phone photo offered as a logo still gets its 413. */
const DRAIN_LIMIT = 32 * 1024 * 1024;
/** Time at most, below REQUEST_TIMEOUT's cut (Node answers 408 and closes then anyway). */
const DRAIN_MS = 10_000;

function drain(raw: IncomingMessage, waitMs: number): Promise<void> {
  return new Promise((resolve) => {
    let received = 0;
    const done = () => {
      clearTimeout(timer);
      raw.off('data', onData).off('end', done).off('close', done).off('error', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      // Past the bound the answer goes now; the connection is then reset as before.
      if (received > DRAIN_LIMIT) done();
    };
    const timer = setTimeout(done, waitMs);
    raw.on('data', onData).once('end', done).once('close', done).once('error', done);
    raw.resume();
  });
}

export const bodyDrainPlugin = fp(async (app: FastifyInstance) => {
  const waitMs = Math.min(DRAIN_MS, app.config.requestTimeoutMs);
  // A callback hook: no promise for the requests whose body is all in, which is nearly all.
  app.addHook('onSend', (request, _reply, payload, done) => {
    const raw = request.raw;
    if (raw.complete || raw.readableEnded || raw.destroyed) return done(null, payload);
    void drain(raw, waitMs).then(() => done(null, payload));
  });
});
