// Opens the database, migrates it and closes it with the server.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase, type Db, type DbKind } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

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
    app.addHook('onClose', async () => db.destroy());
  },
);
