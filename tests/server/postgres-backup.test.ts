// On PostgreSQL, `npm run backup` is pg_dump's custom format, and pg_restore puts it back in a new
// database that a server then runs on (README, Backups). Only with TEST_DATABASE_URL and where
// pg_dump is installed.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { registerVerifyAndLogin } from './helpers/accounts.js';
import { multipart, redPng } from './helpers/logo-fixtures.js';
import { createPostgresDatabase, createTestApp } from './helpers/test-app.js';

const root = path.resolve(import.meta.dirname, '../..');
const hasPgDump = spawnSync('pg_dump', ['--version']).status === 0;
const cleanups: (() => Promise<unknown> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.skipIf(!process.env.TEST_DATABASE_URL || !hasPgDump)('pg_dump and pg_restore', () => {
  it('restores a dump into a new database that a server runs on, logos included', async () => {
    const t = await createTestApp();
    cleanups.push(() => t.close());
    const owner = await registerVerifyAndLogin(t.app, t.dataDir);
    const body = await multipart(
      {},
      { name: 'logo.png', type: 'image/png', bytes: await redPng() },
    );
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/business_settings/info_update/${owner.id}`,
      payload: body.payload,
      headers: { ...owner.auth, 'content-type': body.contentType },
    });
    const logo = saved.json<{ user: { brand_logo: string } }>().user.brand_logo;

    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-pgdump-'));
    cleanups.push(() => fs.rmSync(out, { recursive: true, force: true }));
    const printed = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', out], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: t.app.config.databaseUrl },
      encoding: 'utf8',
    });
    const file = /Backup written: (.+\.dump)/.exec(printed)?.[1] ?? '';
    expect(fs.existsSync(file)).toBe(true);

    const target = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
    cleanups.push(() => target.drop());
    execFileSync('pg_restore', ['--no-owner', `--dbname=${target.url}`, file]);
    const app = await buildApp({
      dataDir: out,
      databaseUrl: target.url,
      distDir: path.join(out, 'no-web-app'),
      logLevel: 'silent',
      rateLimit: false,
    });
    cleanups.push(() => app.close());
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    expect((await app.inject({ url: `/uploads/${logo}` })).statusCode).toBe(200);
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: owner.email, password: owner.password },
    });
    expect(signedIn.statusCode).toBe(200);
  });
});
