// Old rows of bookkeeping tables (idempotency keys, rate-limit counters, expired password reset
// links) and accounts never verified within a week are deleted at start and then hourly; the timer
// never keeps the process alive and stops with the server.
import type { FastifyInstance } from 'fastify';

const HOUR_MS = 60 * 60 * 1000;

export async function purgeHourly(
  app: FastifyInstance,
  what: string,
  purge: () => Promise<void>,
): Promise<void> {
  await purge();
  const timer = setInterval(() => {
    purge().catch((err: unknown) => app.log.error({ err }, `purging ${what} failed`));
  }, HOUR_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
