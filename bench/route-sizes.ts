// Route weight (issue: the back office app): loads each screen of the BUILT app in headless
// Chromium against the real server and sums the gzipped JavaScript and CSS it fetched, and the
// CSS raw and brotli-compressed (what the server sends; docs/architecture.md, Styles).
// Run `npm run build` first; prints a Markdown table for bench/README.md.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { startDemoApp } from './demo-app.js';

const PORT = 3903;
const QUIET_MS = 1000;
const BASE = `http://127.0.0.1:${PORT}`;

// The last is the demo salon's public booking page: its own build, none of the back office's code.
const PUBLIC_ROUTES = ['/login', '/register', '/', '/book/studio-nord-hair-nails'];
const SIGNED_IN_ROUTES = [
  '/dashboard',
  '/catalogue/services',
  '/catalogue/create-service',
  '/business-settings/business-hours',
  '/business-settings/business-info',
  '/appointments',
  '/appointments?view=calendar',
  '/reports',
];

interface Weight {
  route: string;
  jsGzip: number;
  cssGzip: number;
  cssRaw: number;
  cssBrotli: number;
  /** Whether any loaded script holds @mantine/schedule (its components carry this display name). */
  loadsSchedule: boolean;
}

async function weigh(page: Page, route: string): Promise<Weight> {
  const bodies = new Map<string, Promise<Buffer>>();
  const onResponse = (response: import('@playwright/test').Response) => {
    const url = new URL(response.url());
    if (/\.(js|css)$/.test(url.pathname) && !bodies.has(url.pathname)) {
      bodies.set(url.pathname, response.body());
    }
  };
  let inFlight = 0;
  let lastActivity = Date.now();
  const onRequest = () => {
    inFlight += 1;
    lastActivity = Date.now();
  };
  const onDone = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  page.on('response', onResponse);
  await page.goto(`${BASE}${route}`, { waitUntil: 'networkidle' });
  // Playwright's networkidle (500 ms without requests) can come while a busy machine is still
  // parsing the entry chunk, before the screen has asked for its own chunks: wait for the screen's
  // heading, then for the network to stay quiet for a full second.
  await page.locator('h1').first().waitFor();
  while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  page.off('response', onResponse);
  let jsGzip = 0;
  let cssGzip = 0;
  let cssRaw = 0;
  let cssBrotli = 0;
  let loadsSchedule = false;
  for (const [file, body] of bodies) {
    const bytes = await body;
    const size = gzipSync(bytes, { level: 9 }).length;
    if (file.endsWith('.js')) {
      jsGzip += size;
      loadsSchedule ||= bytes.includes('@mantine/schedule/');
    } else {
      cssGzip += size;
      cssRaw += bytes.length;
      cssBrotli += brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length;
    }
  }
  return { route, jsGzip, cssGzip, cssRaw, cssBrotli, loadsSchedule };
}

async function main(): Promise<void> {
  const app = await startDemoApp(PORT);
  const { browser } = app;
  try {
    const weights: Weight[] = [];
    for (const route of PUBLIC_ROUTES) {
      // A fresh context per route: nothing cached from the previous one.
      const context = await browser.newContext({ serviceWorkers: 'block' });
      weights.push(await weigh(await context.newPage(), route));
      await context.close();
    }
    const token = await app.signIn();
    for (const route of SIGNED_IN_ROUTES) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      await context.addInitScript((value) => localStorage.setItem('token', value), token);
      weights.push(await weigh(await context.newPage(), route));
      await context.close();
    }
    const kB = (bytes: number) => (bytes / 1024).toFixed(1);
    console.log(
      '| route | JS gzip kB | CSS gzip kB | CSS raw kB | CSS brotli kB | loads @mantine/schedule |',
    );
    console.log('|---|---:|---:|---:|---:|---|');
    for (const weight of weights) {
      const schedule = weight.loadsSchedule ? 'yes' : 'no';
      console.log(
        `| ${weight.route} | ${kB(weight.jsGzip)} | ${kB(weight.cssGzip)} | ` +
          `${kB(weight.cssRaw)} | ${kB(weight.cssBrotli)} | ${schedule} |`,
      );
    }
  } finally {
    await app.stop();
  }
}

await main();
