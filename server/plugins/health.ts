// GET /healthz (the process answers) and GET /readyz (the database answers and every migration
// has run), for a process manager or a load balancer (README, Operations). No session, and no
// data in either answer: they are public by nature.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { Db, DbKind } from '../db/database.js';
import { pendingMigrations } from '../db/migrate.js';

/** Why the database is not ready, or undefined when it is. */
export async function notReadyReason(db: Db, kind: DbKind): Promise<string | undefined> {
  try {
    await sql`select 1`.execute(db);
  } catch {
    return 'The database does not answer';
  }
  try {
    return (await pendingMigrations(db, kind)) > 0 ? 'The database is not migrated' : undefined;
  } catch {
    return 'The database is not migrated';
  }
}

export const healthPlugin = fp(async (app: FastifyInstance) => {
  const noStore = { 'cache-control': 'no-store' };
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) =>
    reply.headers(noStore).send({ status: 'ok' }),
  );
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const reason = await notReadyReason(app.db, app.dbKind);
    if (reason) {
      return reply
        .code(503)
        .headers(noStore)
        .send({ errors: [{ msg: reason, code: 'not_ready' }] });
    }
    return reply.headers(noStore).send({ status: 'ready' });
  });
});
