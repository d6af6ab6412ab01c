// Lighthouse on a phone: Lighthouse 12's default config (the
// mobile preset: a Moto G Power's screen, simulated slow 4G and a 4× slower CPU) on /login,
// /dashboard, /appointments and /catalogue/services, against the built app on the real server
// with the demo business ("now" pinned at the demo's today). Prints the performance score, FCP,
// LCP and TBT of each screen, median of BENCH_RUNS (default 1).
//
// Chromium (/usr/bin/chromium) runs as a persistent Playwright context, which is the browser's
// default context, with a debugging port that Lighthouse drives. Before each run the origin's
// storage is cleared through CDP (no service worker, no saved query cache: a first visit), and
// for a signed-in screen the demo owner's token is put in local storage ('token',
// src/lib/session/token-store.ts) from a same-origin page that runs none of the app, so
// Lighthouse is told not to reset storage. Run `npm run build` first (bench:lighthouse does).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/shared/chromium-flags.js';
import { freePort, startSeededServer } from './seeded-server.js';
import { median } from './median.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 1);
// BENCH_WARMUP: rounds over the screens first, not counted (default 1). The first visit after the
// server starts had FCP 3.0 s and a score of 69 where the next ones had 0.9 s and 90: the server's
// and Chromium's first compile of everything, not what an owner meets.
const WARMUP = Number(process.env.BENCH_WARMUP ?? 1);
// BENCH_SCREENS: a comma-separated subset (e.g. `/dashboard,/appointments`).
const ONLY = process.env.BENCH_SCREENS?.split(',');
const SCREENS = [
  { path: '/login', signedIn: false },
  { path: '/dashboard', signedIn: true },
  { path: '/appointments', signedIn: true },
  { path: '/catalogue/services', signedIn: true },
].filter((screen) => !ONLY || ONLY.includes(screen.path));
// BENCH_LHR_DIR: keep each run's Lighthouse JSON there (its bootup-time, long-tasks and
// mainthread-work-breakdown audits name the long tasks).
const LHR_DIR = process.env.BENCH_LHR_DIR;

interface Figures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
}

async function main(): Promise<void> {
  const server = await startSeededServer('1×', ['--today', '2026-11-23']);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-lighthouse-'));
  const debuggingPort = await freePort();
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [`--remote-debugging-port=${debuggingPort}`, ...CHROMIUM_ARGS],
  });
  try {
    const setup = browser.pages()[0] ?? (await browser.newPage());
    const cdp = await browser.newCDPSession(setup);
    const results = new Map<string, Figures[]>();
    for (let run = -WARMUP; run < RUNS; run += 1)
      for (const screen of SCREENS) {
        // A JSON answer of the same origin: local storage without starting the app.
        await setup.goto(`${server.base}/api/docs/json`);
        await cdp.send('Storage.clearDataForOrigin', { origin: server.base, storageTypes: 'all' });
        await setup.evaluate(
          (token) => {
            localStorage.clear();
            if (token) localStorage.setItem('token', token);
          },
          screen.signedIn ? server.token : null,
        );
        const result = await lighthouse(`${server.base}${screen.path}`, {
          port: debuggingPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: true,
          // Lighthouse's 30 s / 45 s gave NO_FCP on /dashboard at a load average of 35.
          maxWaitForFcp: 90_000,
          maxWaitForLoad: 120_000,
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${screen.path}`);
        if (run < 0) continue;
        const { lhr } = result;
        if (LHR_DIR) {
          fs.mkdirSync(LHR_DIR, { recursive: true });
          const name = `${screen.path.slice(1).replaceAll('/', '-')}-${run + 1}.json`;
          fs.writeFileSync(path.join(LHR_DIR, name), JSON.stringify(lhr));
        }
        if (lhr.runtimeError) {
          // Reported and skipped: one screen's failure keeps the others' figures.
          console.error(`${screen.path} run ${run + 1}: ${lhr.runtimeError.message}`);
          continue;
        }
        const figures: Figures = {
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
          lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
          tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        };
        console.error(
          `${screen.path} run ${run + 1}: ${JSON.stringify(figures)} load ${os.loadavg()[0]!.toFixed(1)}`,
        );
        if (lhr.finalDisplayedUrl !== `${server.base}${screen.path}`)
          console.error(`  (ended at ${lhr.finalDisplayedUrl})`);
        (results.get(screen.path) ?? results.set(screen.path, []).get(screen.path)!).push(figures);
      }
    console.log(`\nLighthouse ${lighthouseVersion()} mobile preset, median of ${RUNS} run(s)\n`);
    console.log('| screen | performance | FCP s | LCP s | TBT ms |');
    console.log('| --- | ---: | ---: | ---: | ---: |');
    for (const [screen, runs] of results)
      console.log(
        `| ${screen} | ${median(runs.map((r) => r.score))} | ${(median(runs.map((r) => r.fcpMs)) / 1000).toFixed(1)} | ${(median(runs.map((r) => r.lcpMs)) / 1000).toFixed(1)} | ${Math.round(median(runs.map((r) => r.tbtMs)))} |`,
      );
    console.log(
      `\nload average at the end: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    await browser.close();
    fs.rmSync(profile, { recursive: true, force: true });
    await server.stop();
  }
}

function lighthouseVersion(): string {
  const manifest = path.resolve(import.meta.dirname, '../node_modules/lighthouse/package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}

await main();
