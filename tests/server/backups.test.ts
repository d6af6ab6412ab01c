// Backups that restore (README, Backups): `npm run backup` under a stream of bookings on the real
// server, `npm run restore` into a fresh DATA_DIR, and every booking acknowledged before the
// backup is there with the logo, the file whole; a restore refused while a server runs; an older
// backup migrated on start; the daily backup's rotation on a fixed clock. SQLite: on PostgreSQL
// backups are pg_dump's (postgres-backup.test.ts).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { openDatabase } from '../../server/db/database.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import {
  backupsDir,
  copyDatabase,
  dailyBackup,
  listBackups,
} from '../../server/operations/backups.js';
import { RestoreRefused, restoreBackup } from '../../server/operations/restore.js';
import { insertService } from './helpers/diary.js';
import { multipart, redPng } from './helpers/logo-fixtures.js';
import {
  WITH_PROCESS_START,
  signUpOwner,
  startTwoProcessServer,
  type TwoProcessServer,
} from './helpers/server-processes.js';

/** The newest migration's number ("016"): what a backup of a migrated database names. */
const LATEST =
  fs
    .readdirSync(path.join(import.meta.dirname, '../../server/db/migrations'))
    .map((file) => /^(\d{3})-/.exec(file)?.[1] ?? '')
    .sort()
    .at(-1) ?? '';

const root = path.resolve(import.meta.dirname, '../..');
const onSqlite = !process.env.TEST_DATABASE_URL;
const temporary: string[] = [];
const freshDir = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `salon-${name}-`));
  temporary.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temporary) fs.rmSync(dir, { recursive: true, force: true });
});

/** Runs `npm run <script>`'s file as the npm script does, on DATA_DIR `dataDir`. */
function runScript(
  script: 'backup' | 'restore',
  dataDir: string,
  args: string[] = [],
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

describe.skipIf(!onSqlite)('npm run backup and npm run restore', () => {
  let server: TwoProcessServer;
  let owner: { businessId: number; headers: Record<string, string> };
  let logo = '';

  beforeAll(async () => {
    server = await startTwoProcessServer();
    owner = await signUpOwner(server);
    const body = await multipart(
      {},
      { name: 'logo.png', type: 'image/png', bytes: await redPng() },
    );
    const saved = await fetch(
      `${server.base}/api/business_settings/info_update/${owner.businessId}`,
      {
        method: 'PUT',
        headers: { authorization: owner.headers.authorization!, 'content-type': body.contentType },
        body: body.payload,
      },
    );
    expect(saved.status).toBe(200);
    logo = ((await saved.json()) as { user: { brand_logo: string } }).user.brand_logo;
  }, WITH_PROCESS_START);

  afterAll(async () => {
    await server?.stop();
  }, 30_000);

  it(
    'copies the database while bookings stream in; the copy restores whole into a new DATA_DIR',
    async () => {
      const { db } = openDatabase({ dataDir: server.dataDir });
      const cut = await insertService(db, owner.businessId, {
        name: 'Cut',
        priceCents: 45000,
        minutes: 60,
      });
      await db.destroy();

      const acknowledged: number[] = [];
      const failed: number[] = [];
      const book = async (n: number) => {
        const answer = await fetch(`${server.base}/api/appointments`, {
          method: 'POST',
          headers: owner.headers,
          body: JSON.stringify({
            client: { firstName: 'Kari', lastName: `Stream${n}` },
            serviceIds: [cut],
            date: '2026-12-01',
            time: '10:00',
            force: true,
          }),
        });
        if (answer.status === 201) acknowledged.push(((await answer.json()) as { id: number }).id);
        else failed.push(answer.status);
      };
      // 4 clients, 300 bookings in all: a bounded stream the backup runs in the middle of.
      let next = 0;
      const stream = Promise.all(
        [1, 2, 3, 4].map(async () => {
          while (next < 300) await book((next += 1));
        }),
      );
      await expect.poll(() => acknowledged.length, { timeout: 60_000 }).toBeGreaterThan(40);
      const before = [...acknowledged];
      const backup = await runScript('backup', server.dataDir);
      const during = acknowledged.length - before.length;
      await stream;
      expect(failed).toEqual([]);
      expect(backup.code).toBe(0);
      const file = /Backup written: (.+\.db)/.exec(backup.output)?.[1] ?? '';
      expect(path.basename(file)).toMatch(
        new RegExp(`^salon-\\d{8}T\\d{6}Z-schema-${LATEST}\\.db$`),
      );

      const restoredDir = freshDir('restored');
      const restored = await runScript('restore', restoredDir, [file]);
      expect(restored.output).toContain(`Restored ${file} (schema ${LATEST})`);
      expect(restored.code).toBe(0);

      const copy = new SQLite(path.join(restoredDir, 'salon.db'), { readonly: true });
      try {
        expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
        const ids = new Set(
          (copy.prepare('select id from appointments').all() as { id: number }[]).map((r) => r.id),
        );
        expect(before.filter((id) => !ids.has(id))).toEqual([]);
        console.log(
          `backup under load: ${before.length} bookings acknowledged before it, all restored; ` +
            `${during} more acknowledged while it ran, ${acknowledged.length} in all, ` +
            `${ids.size} in the copy`,
        );
      } finally {
        copy.close();
      }
      // A server on the restored folder serves the logo and signs the owner's token in.
      const app = await buildApp({
        dataDir: restoredDir,
        distDir: path.join(restoredDir, 'no-web-app'),
        databaseUrl: undefined,
        logLevel: 'silent',
      });
      try {
        const served = await app.inject({ url: `/uploads/${logo}` });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        const week = await app.inject({ url: '/api/day_weeks/', headers: owner.headers });
        expect(week.statusCode).toBe(200);
      } finally {
        await app.close();
      }
    },
    WITH_PROCESS_START,
  );

  it(
    'refuses to restore while a server runs on the DATA_DIR, then keeps what it replaces',
    async () => {
      const file = copyDatabase(
        path.join(server.dataDir, 'salon.db'),
        freshDir('elsewhere'),
        new Date('2026-11-23T09:00:00Z'),
      );
      const refused = await runScript('restore', server.dataDir, [file]);
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/A server is running on .* \(process \d+/);

      // The processes only: the folder stays (stop() in afterAll removes it).
      await server.processes.stop();
      const restored = await runScript('restore', server.dataDir, [file]);
      expect(restored.code).toBe(0);
      const kept = /The database it replaced is kept as (.+\.db)/.exec(restored.output)?.[1] ?? '';
      expect(path.dirname(kept)).toBe(backupsDir(server.dataDir));
      expect(path.basename(kept)).toMatch(
        new RegExp(`^replaced-\\d{8}T\\d{6}Z-schema-${LATEST}\\.db$`),
      );
    },
    WITH_PROCESS_START,
  );
});

describe.skipIf(!onSqlite)('restoring', () => {
  it('migrates a backup of an older schema when the server starts on it', async () => {
    const oldDir = freshDir('old');
    const { db, kind } = openDatabase({ dataDir: oldDir });
    await migrateToLatest(db, kind, '011-team');
    await db.destroy();
    const file = copyDatabase(
      path.join(oldDir, 'salon.db'),
      oldDir,
      new Date('2026-01-05T03:00:00Z'),
    );
    expect(path.basename(file)).toBe('salon-20260105T030000Z-schema-011.db');

    const newDir = freshDir('new');
    expect(restoreBackup(newDir, file, new Date())).toEqual({ schema: '011', replaced: undefined });
    const app = await buildApp({
      dataDir: newDir,
      distDir: path.join(newDir, 'no-web-app'),
      databaseUrl: undefined,
      logLevel: 'silent',
    });
    try {
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
      expect(
        (
          await app.inject({
            url: `/uploads/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.webp`,
          })
        ).statusCode,
      ).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('refuses a file that is not a backup, and changes nothing', () => {
    const dir = freshDir('refuse');
    const text = path.join(dir, 'notes.txt');
    fs.writeFileSync(text, 'not a database at all, just some words');
    expect(() => restoreBackup(dir, text, new Date())).toThrow(RestoreRefused);
    const empty = path.join(dir, 'empty.db');
    new SQLite(empty).close();
    expect(() => restoreBackup(dir, empty, new Date())).toThrow('is not a backup of this server');
    expect(fs.existsSync(path.join(dir, 'salon.db'))).toBe(false);
  });
});

describe.skipIf(!onSqlite)('the daily backup', () => {
  it('takes one a day and keeps the newest BACKUP_KEEP, on a fixed clock', async () => {
    const dataDir = freshDir('daily');
    const { db, kind } = openDatabase({ dataDir });
    await migrateToLatest(db, kind);
    try {
      const at = (iso: string) => dailyBackup(dataDir, 3, new Date(iso));
      expect(at('2026-11-20T03:00:00Z')).toMatch(
        new RegExp(`salon-20261120T030000Z-schema-${LATEST}\\.db$`),
      );
      // Within 24 hours of the last one: none.
      expect(at('2026-11-21T02:59:59Z')).toBeUndefined();
      for (const day of ['21', '22', '23', '24'])
        expect(at(`2026-11-${day}T03:00:00Z`)).toBeTruthy();
      expect(listBackups(backupsDir(dataDir))).toEqual([
        `salon-20261122T030000Z-schema-${LATEST}.db`,
        `salon-20261123T030000Z-schema-${LATEST}.db`,
        `salon-20261124T030000Z-schema-${LATEST}.db`,
      ]);
    } finally {
      await db.destroy();
    }
  });
});
