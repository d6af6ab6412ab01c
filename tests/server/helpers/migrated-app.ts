// A database stopped at an older migration, filled by a test the old way, then migrated and opened
// by the real app: how a migration is shown to keep old rows' meaning (docs/architecture.md,
// Server). SQLite in a temporary folder, or a new PostgreSQL database with TEST_DATABASE_URL.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { buildApp } from '@server/app.js';
import { openDatabase } from '@server/db/database.js';
import { migrateToLatest } from '@server/db/migrate.js';
import { createPostgresDatabase } from './test-app.js';

export interface OldDatabase {
  /**
   * The database as the older migration left it: the typed schema no longer describes it, so the
   * test writes its rows untyped.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>;
  /** Migrates to the latest schema and starts the app on it, signed in as `owner`. */
  open(owner: { email: string; password: string; now: Date }): Promise<MigratedApp>;
  close(): Promise<void>;
}

export interface MigratedApp {
  app: FastifyInstance;
  auth: { authorization: string };
  /** A GET with the owner's token that must answer 200: its JSON, read as the test expects it. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  get(url: string): Promise<any>;
}

export async function openOldDatabase(upTo: string): Promise<OldDatabase> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'salon-migration-'));
  const postgres = process.env.TEST_DATABASE_URL
    ? await createPostgresDatabase(process.env.TEST_DATABASE_URL)
    : undefined;
  const databaseUrl = postgres?.url;
  const { db: typed, kind } = openDatabase({ databaseUrl, dataDir });
  await migrateToLatest(typed, kind, upTo);
  let app: FastifyInstance | undefined;
  let destroyed = false;
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    db: typed as unknown as Kysely<any>,
    async open(owner) {
      await migrateToLatest(typed, kind);
      await typed.destroy();
      destroyed = true;
      const started = await buildApp({
        dataDir,
        databaseUrl,
        distDir: path.join(dataDir, 'no-web-app'),
        logLevel: 'silent',
        rateLimit: false,
        publicUrl: 'http://localhost:3000',
        smtpUrl: undefined,
        clock: () => owner.now,
      });
      app = started;
      await started.ready();
      const login = await started.inject({
        method: 'POST',
        url: '/api/auth',
        payload: { email: owner.email, password: owner.password },
      });
      const auth = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
      return {
        app: started,
        auth,
        async get(url) {
          const response = await started.inject({ method: 'GET', url, headers: auth });
          expect(response.statusCode).toBe(200);
          return response.json();
        },
      };
    },
    async close() {
      await app?.close();
      if (!destroyed) await typed.destroy();
      await postgres?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
