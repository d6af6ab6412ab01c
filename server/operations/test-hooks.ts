// Routes only the process tests use, to put a server process in a state no request can reach:
// registered only with SALON_TEST_HOOKS=on, and never with NODE_ENV=production (README,
// Operations).
import type { FastifyInstance } from 'fastify';

export function registerTestHooks(app: FastifyInstance): void {
  if (process.env.SALON_TEST_HOOKS !== 'on') return;
  if (process.env.NODE_ENV === 'production') {
    throw new Error('SALON_TEST_HOOKS must not be set with NODE_ENV=production');
  }
  // An event loop stuck for good: what the cluster primary's pings must notice (server/cluster.ts).
  app.post('/__test/busy-loop', { schema: { hide: true } }, async () => {
    for (;;) {
      // Never yields: neither requests nor signal handlers run again in this process.
    }
  });
}
