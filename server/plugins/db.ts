// Opens the database, migrates it and closes it with the server.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase, type Db, type DbKind } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { markRunning } from '../operations/running-servers.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: DbKind;
  }
}

export const dbPlugin = fp(
  async (app: FastifyInstance, options: { databaseUrl?: string; dataDir: string }) => {
    const { db, kind } = openDatabase(options);
    await migrateToLatest(db, kind);
    app.decorate('db', db);
    app.decorate('dbKind', kind);
    // `npm run restore` refuses while a server has this SQLite file open (README, Backups).
    const unmark = kind === 'sqlite' ? markRunning(options.dataDir) : () => {};
    app.addHook('onClose', async () => {
      await db.destroy();
      unmark();
    });
  },
);
