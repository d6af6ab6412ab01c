// Logos live in the database (docs/architecture.md, Operations): two servers with their own
// DATA_DIRs on one PostgreSQL database serve the same logo, and the files an older version left
// in DATA_DIR/uploads are read in at start and served as before.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { registerVerifyAndLogin } from './helpers/accounts.js';
import { multipart, redPng } from './helpers/logo-fixtures.js';
import { createPostgresDatabase, createTestApp } from './helpers/test-app.js';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function host(databaseUrl: string | undefined, dataDir?: string): Promise<FastifyInstance> {
  const dir = dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'salon-host-')));
  const app = await buildApp({
    dataDir: dir,
    databaseUrl,
    distDir: path.join(dir, 'no-web-app'),
    logLevel: 'silent',
    rateLimit: false,
    smtpUrl: undefined,
  });
  await app.ready();
  cleanups.push(
    () => fs.rm(dir, { recursive: true, force: true }),
    () => app.close(),
  );
  return app;
}

describe('logos in the database', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'a logo uploaded through one server is served by another with its own DATA_DIR',
    async () => {
      const database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
      cleanups.push(() => database.drop());
      const first = await host(database.url);
      const second = await host(database.url);
      const firstDir = first.config.dataDir;
      const owner = await registerVerifyAndLogin(first, firstDir);
      const body = await multipart(
        {},
        { name: 'logo.png', type: 'image/png', bytes: await redPng() },
      );
      const saved = await first.inject({
        method: 'PUT',
        url: `/api/business_settings/info_update/${owner.id}`,
        payload: body.payload,
        headers: { ...owner.auth, 'content-type': body.contentType },
      });
      expect(saved.statusCode).toBe(200);
      const logo = saved.json<{ user: { brand_logo: string } }>().user.brand_logo;

      const fromFirst = await first.inject({ url: `/uploads/${logo}` });
      const fromSecond = await second.inject({ url: `/uploads/${logo}` });
      expect(fromSecond.statusCode).toBe(200);
      expect(fromSecond.headers['content-type']).toBe('image/webp');
      expect(fromSecond.rawPayload.equals(fromFirst.rawPayload)).toBe(true);
      expect((await sharp(fromSecond.rawPayload).metadata()).format).toBe('webp');
      // The same data too: the second server signs the owner in.
      const signedIn = await second.inject({
        method: 'POST',
        url: '/api/auth',
        payload: { email: owner.email, password: owner.password },
      });
      expect(signedIn.statusCode).toBe(200);
    },
  );

  it('reads the logo files an older version left on disk into the database at start', async () => {
    const t = await createTestApp();
    cleanups.push(() => t.close());
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'salon-old-uploads-'));
    const name = '11111111-2222-4333-8444-555555555555.webp';
    const bytes = await sharp(await redPng())
      .webp()
      .toBuffer();
    await fs.mkdir(path.join(dataDir, 'uploads'));
    await fs.writeFile(path.join(dataDir, 'uploads', name), bytes);
    await fs.writeFile(path.join(dataDir, 'uploads', 'notes.txt'), 'not a logo');
    // A server started on the older version's folder (with TEST_DATABASE_URL, on the test's
    // PostgreSQL database).
    const app = await host(t.app.config.databaseUrl, dataDir);
    const served = await app.inject({ url: `/uploads/${name}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await expect(fs.readdir(path.join(dataDir, 'uploads'))).rejects.toThrow();
    expect((await fs.readdir(path.join(dataDir, 'uploads-imported'))).sort()).toEqual([
      name,
      'notes.txt',
    ]);
    expect((await app.inject({ url: '/uploads/notes.txt' })).statusCode).toBe(404);
  });
});
