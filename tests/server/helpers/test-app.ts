// Builds the real app on a fresh database for one test file: SQLite in a temporary folder, or,
// when TEST_DATABASE_URL is set, a new PostgreSQL database on that server, dropped at the end.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@server/app.js';
import type { ServerConfig } from '@server/config.js';

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  close(): Promise<void>;
}

export async function createPostgresDatabase(
  baseUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `salon_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function createTestApp(overrides: Partial<ServerConfig> = {}): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'salon-test-'));
  const baseUrl = process.env.TEST_DATABASE_URL;
  const postgres = baseUrl ? await createPostgresDatabase(baseUrl) : undefined;
  const app = await buildApp({
    dataDir,
    databaseUrl: postgres?.url,
    distDir: path.join(dataDir, 'no-web-app'),
    logLevel: 'silent',
    rateLimit: false,
    publicUrl: 'http://localhost:3000',
    smtpUrl: undefined,
    ...overrides,
  });
  await app.ready();
  return {
    app,
    dataDir,
    async close() {
      await app.close();
      await postgres?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
