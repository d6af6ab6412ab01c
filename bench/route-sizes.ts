// Route weight (issue: the back office app): loads each screen of the BUILT app in headless
// Chromium against the real server and sums the gzipped JavaScript and CSS it fetched.
// Run `npm run build` first; prints a Markdown table for bench/README.md.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { openDatabase } from '../server/db/database.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../server/demo/seed-demo.js';

const PORT = 3903;
const BASE = `http://127.0.0.1:${PORT}`;
const root = path.resolve(import.meta.dirname, '..');

const PUBLIC_ROUTES = ['/login', '/register', '/'];
const SIGNED_IN_ROUTES = [
  '/dashboard',
  '/catalogue/services',
  '/catalogue/create-service',
  '/business-settings/business-hours',
  '/business-settings/business-info',
  '/appointments',
  '/appointments?view=calendar',
];

interface Weight {
  route: string;
  jsGzip: number;
  cssGzip: number;
  /** Whether any loaded script holds @mantine/schedule (its components carry this display name). */
  loadsSchedule: boolean;
}

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 150; i += 1) {
    try {
      if ((await fetch(`${BASE}/api/docs/json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

async function weigh(page: Page, route: string): Promise<Weight> {
  const bodies = new Map<string, Promise<Buffer>>();
  const onResponse = (response: import('@playwright/test').Response) => {
    const url = new URL(response.url());
    if (/\.(js|css)$/.test(url.pathname) && !bodies.has(url.pathname)) {
      bodies.set(url.pathname, response.body());
    }
  };
  page.on('response', onResponse);
  await page.goto(`${BASE}${route}`, { waitUntil: 'networkidle' });
  page.off('response', onResponse);
  let jsGzip = 0;
  let cssGzip = 0;
  let loadsSchedule = false;
  for (const [file, body] of bodies) {
    const bytes = await body;
    const size = gzipSync(bytes, { level: 9 }).length;
    if (file.endsWith('.js')) {
      jsGzip += size;
      loadsSchedule ||= bytes.includes('@mantine/schedule/');
    } else {
      cssGzip += size;
    }
  }
  return { route, jsGzip, cssGzip, loadsSchedule };
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(root, 'dist', 'index.html')))
    throw new Error('run `npm run build` first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-sizes-'));
  const { db, kind } = openDatabase({ dataDir });
  await migrateToLatest(db, kind);
  await seedDemo(db, new Date().toISOString().slice(0, 10));
  await db.destroy();
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  try {
    await waitForServer();
    const weights: Weight[] = [];
    for (const route of PUBLIC_ROUTES) {
      // A fresh context per route: nothing cached from the previous one.
      const context = await browser.newContext({ serviceWorkers: 'block' });
      weights.push(await weigh(await context.newPage(), route));
      await context.close();
    }
    const login = await fetch(`${BASE}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    for (const route of SIGNED_IN_ROUTES) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      await context.addInitScript((value) => localStorage.setItem('token', value), token);
      weights.push(await weigh(await context.newPage(), route));
      await context.close();
    }
    const kB = (bytes: number) => (bytes / 1024).toFixed(1);
    console.log('| route | JS gzip kB | CSS gzip kB | loads @mantine/schedule |');
    console.log('|---|---:|---:|---|');
    for (const weight of weights) {
      const schedule = weight.loadsSchedule ? 'yes' : 'no';
      console.log(
        `| ${weight.route} | ${kB(weight.jsGzip)} | ${kB(weight.cssGzip)} | ${schedule} |`,
      );
    }
  } finally {
    await browser.close();
    server.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
