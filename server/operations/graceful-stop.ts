// How a server process stops on SIGTERM (docs/architecture.md, Operations): no request is failed
// and every write in flight commits.
//
// HTTP/1.1 keeps connections open between requests, and a client may send on one at the moment
// the server closes it: that request fails ("other side closed"), as a rolling restart under load
// showed with Node's fetch. So the process first drains: every answer says Connection: close, so
// each client opens a new connection (to another process) for its next request, and only when
// no connection is left, or after DRAIN_MS, does Fastify's close() stop accepting, end what is
// idle, wait for the requests in flight and close the database (the db plugin's onClose).
// Node's fetch drops an idle connection after 4 s by itself, so 5 s leaves it none to reuse.
import type { FastifyInstance } from 'fastify';

const DRAIN_MS = 5000;

/** Call before the app is ready: adds the hook that marks answers while draining. */
export function gracefulStop(app: FastifyInstance): (signal: string) => Promise<void> {
  let draining = false;
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  return async (signal) => {
    if (draining) return;
    draining = true;
    app.log.info(`${signal}: draining connections, then closing`);
    const started = Date.now();
    while (Date.now() - started < DRAIN_MS && (await openConnections(app)) > 0) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await app.close();
  };
}

function openConnections(app: FastifyInstance): Promise<number> {
  return new Promise((resolve) => app.server.getConnections((_error, count) => resolve(count)));
}
