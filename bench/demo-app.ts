// The built app on the real server with the demo business, and a headless Chromium, for the
// browser benchmarks (route weight, offline cold start). Run `npm run build` first.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/shared/chromium-flags.js';
import { openDatabase } from '../server/db/database.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../server/demo/seed-demo.js';

const root = path.resolve(import.meta.dirname, '..');

export { DEMO_EMAIL, DEMO_PASSWORD };

export interface DemoApp {
  base: string;
  browser: Browser;
  /** A session token of the demo owner. */
  signIn(): Promise<string>;
  stop(): Promise<void>;
}

async function waitForServer(base: string): Promise<void> {
  for (let i = 0; i < 150; i += 1) {
    try {
      if ((await fetch(`${base}/api/docs/json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

export async function startDemoApp(port: number): Promise<DemoApp> {
  if (!fs.existsSync(path.join(root, 'dist', 'index.html')))
    throw new Error('run `npm run build` first');
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-bench-'));
  const { db, kind } = openDatabase({ dataDir });
  await migrateToLatest(db, kind);
  await seedDemo(db, new Date().toISOString().slice(0, 10));
  await db.destroy();
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  await waitForServer(base);
  return {
    base,
    browser,
    async signIn() {
      const login = await fetch(`${base}/api/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
      });
      return ((await login.json()) as { token: string }).token;
    },
    async stop() {
      await browser.close();
      server.kill();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
