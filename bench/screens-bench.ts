// Screens at 1× and at three years: in one run, two servers on the
// built app, one with the demo (`npm run demo`, ~600 bookings) and one with three years of a busy
// salon (`npm run demo -- --years 3`, ~46,000), "now" pinned at the demo's today. For each, in
// headless Chromium (the e2e suite's binary and flags):
// - the time to show the Upcoming table, the Completed table and the month view, first load (a
//   fresh context holding only the token) and reload (the persisted query cache in place), median
//   of BENCH_ROUNDS;
// - the longest long task (PerformanceObserver 'longtask') while the month view loads;
// - each appointment call the app makes for those screens: its bytes on the wire and decoded, and
//   its server time (the server sends no Server-Timing: request sent to first byte of the answer,
//   from Chromium's resource timing, on loopback);
// - interactions on a phone (390 × 844, CPU throttled 4× through CDP), from the Event Timing API
//   (PerformanceObserver 'event', durationThreshold 16): the longest event of each interaction.
// The service worker is blocked, so every figure is the network's and the app's, not the worker's
// kept answers (bench:offline measures those). Run `npm run build` first (bench:screens does).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/shared/chromium-flags.js';
import { startSeededServer, type SeededServer } from './seeded-server.js';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../server/demo/seed-demo.js';
import { median } from './median.js';

const root = path.resolve(import.meta.dirname, '..');
const TODAY = '2026-11-23';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

interface Dataset {
  name: string;
  demoArgs: string[];
}

const DATASETS: Dataset[] = [
  { name: '1×', demoArgs: ['--today', TODAY] },
  { name: '3y', demoArgs: ['--years', '3', '--today', TODAY] },
];

type Server = SeededServer;

interface ApiCall {
  url: string;
  status: number;
  wireBytes: number;
  bodyBytes: number;
  encoding: string;
  serverMs: number;
}

interface ScreenFigures {
  firstMs: number[];
  reloadMs: number[];
  longestTaskFirstMs: number[];
  longestTaskReloadMs: number[];
  calls: ApiCall[];
}

interface ScreenCheck {
  name: string;
  path: string;
  shown: (page: Page) => ReturnType<Page['getByText']>;
}

const SCREENS: ScreenCheck[] = [
  {
    name: 'Upcoming table',
    path: '/appointments',
    shown: (page) =>
      page
        .getByRole('table', { name: 'Upcoming appointments' })
        .getByText(/^BID\d+$/)
        .first(),
  },
  {
    name: 'Completed table',
    path: '/appointments?tab=completed',
    shown: (page) =>
      page
        .getByRole('table', { name: 'Completed appointments' })
        .getByText(/^BID\d+$/)
        .first(),
  },
  {
    name: 'Month view',
    path: `/appointments?view=calendar&mode=month&date=${TODAY}`,
    shown: (page) =>
      page
        .locator('[data-calendar-mode="month"]')
        .getByRole('button', { name: /^\d{2}:\d{2} [AP]M \S+/ })
        .first(),
  },
];

/** Records long tasks from the start of every document (read back by `longestTask`). */
function recordLongTasks(): void {
  const tasks: number[] = [];
  (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
}

const longestTask = (page: Page) =>
  page.evaluate(() => Math.max(0, ...(window as unknown as { __longTasks: number[] }).__longTasks));

async function signedInContext(browser: Browser, server: Server): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
    locale: 'en-GB',
    timezoneId: 'Europe/Oslo',
  });
  await context.addInitScript((token) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', token);
  }, server.token);
  await context.addInitScript(recordLongTasks);
  return context;
}

function watchApiCalls(page: Page, calls: ApiCall[]): () => Promise<void> {
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/appointments')) return;
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return;
        const [sizes, body, headers] = await Promise.all([
          request.sizes(),
          response.body(),
          response.allHeaders(),
        ]);
        const timing = request.timing();
        calls.push({
          url: url.pathname + url.search,
          status: response.status(),
          wireBytes: sizes.responseBodySize,
          bodyBytes: body.length,
          encoding: headers['content-encoding'] ?? 'none',
          serverMs: timing.responseStart - timing.requestStart,
        });
      })(),
    );
  });
  return async () => {
    await Promise.all(pending);
  };
}

async function measureScreen(
  browser: Browser,
  server: Server,
  screen: ScreenCheck,
): Promise<ScreenFigures> {
  const figures: ScreenFigures = {
    firstMs: [],
    reloadMs: [],
    longestTaskFirstMs: [],
    longestTaskReloadMs: [],
    calls: [],
  };
  for (let round = 0; round < ROUNDS; round += 1) {
    const context = await signedInContext(browser, server);
    const page = await context.newPage();
    const calls: ApiCall[] = [];
    const settled = watchApiCalls(page, calls);
    let started = performance.now();
    await page.goto(server.base + screen.path, { waitUntil: 'commit' });
    await screen.shown(page).waitFor({ timeout: 120_000 });
    figures.firstMs.push(performance.now() - started);
    await page.waitForLoadState('networkidle');
    figures.longestTaskFirstMs.push(await longestTask(page));
    await settled();
    // The calls of the first load of the first round stand for the screen's calls: a copy, as
    // the listener goes on recording the reload's into the same list.
    if (round === 0) figures.calls = [...calls];

    // Saved at once when the page is left (src/main.tsx): the reload starts from the saved cache.
    started = performance.now();
    await page.reload({ waitUntil: 'commit' });
    await screen.shown(page).waitFor({ timeout: 120_000 });
    figures.reloadMs.push(performance.now() - started);
    await page.waitForLoadState('networkidle');
    figures.longestTaskReloadMs.push(await longestTask(page));
    await context.close();
  }
  return figures;
}

// ---- Interactions on a phone -------------------------------------------------------------------

/** Records Event Timing entries of 16 ms or more from the start of every document. */
function recordEvents(): void {
  const events: { name: string; duration: number; startTime: number; interactionId: number }[] = [];
  (window as unknown as { __events: typeof events }).__events = events;
  new PerformanceObserver((list) => {
    // interactionId is in Chromium's Event Timing; TypeScript 5's DOM types lack it.
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[])
      events.push({
        name: entry.name,
        duration: entry.duration,
        startTime: entry.startTime,
        interactionId: entry.interactionId,
      });
    // durationThreshold is part of Event Timing; TypeScript's DOM types lack it.
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
}

const markNow = (page: Page) => page.evaluate(() => performance.now());

/**
 * The longest event of the interaction begun after `mark`. Entries arrive after the next paint;
 * none within a second (with the screen already changed) means every event was under 16 ms.
 */
async function interactionMs(page: Page, mark: number): Promise<number> {
  const deadline = Date.now() + 1_000;
  for (;;) {
    const longest = await page.evaluate(
      (since) =>
        Math.max(
          0,
          ...(window as unknown as { __events: { duration: number; startTime: number }[] }).__events
            .filter((entry) => entry.startTime >= since)
            .map((entry) => entry.duration),
        ),
      mark,
    );
    if (longest > 0 || Date.now() > deadline) return longest;
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  }
}

type Interactions = Record<string, number[]>;

const INTERACTIONS = [
  'sign-in click',
  'table → calendar',
  'calendar day → month',
  'tab Upcoming → Completed',
  'tab Completed → Upcoming',
  'services: open an accordion',
  'working hours: a day switch',
] as const;

async function interactionRound(browser: Browser, server: Server, into: Interactions) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
    locale: 'en-GB',
    timezoneId: 'Europe/Oslo',
  });
  await context.addInitScript(recordEvents);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const timeout = 120_000;
  const record = async (name: (typeof INTERACTIONS)[number], act: () => Promise<void>) => {
    const mark = await markNow(page);
    await act();
    (into[name] ??= []).push(await interactionMs(page, mark));
  };

  await page.goto(`${server.base}/login`);
  await page.getByLabel(/business email/i).fill(DEMO_EMAIL);
  await page.getByLabel(/^password/i).fill(DEMO_PASSWORD);
  await record('sign-in click', async () => {
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/dashboard$/, { timeout });
  });
  await page
    .getByRole('region', { name: 'UPCOMING APPOINTMENTS' })
    .getByText(/^BID\d+$/)
    .first()
    .waitFor({ timeout });

  await page.goto(`${server.base}/appointments?date=${TODAY}`);
  const upcomingCard = page
    .getByRole('region', { name: 'Upcoming appointments' })
    .getByRole('button', { name: /^BID\d+/ })
    .first();
  await upcomingCard.waitFor({ timeout });
  await record('table → calendar', async () => {
    await page
      .getByRole('radiogroup', { name: 'View' })
      .getByText('Calendar', { exact: true })
      .click();
    // SegmentedControl's radio input is visually hidden.
    await page
      .getByRole('radio', { name: 'Day', checked: true })
      .waitFor({ state: 'attached', timeout });
  });
  await page.waitForLoadState('networkidle');
  await record('calendar day → month', async () => {
    await page
      .getByRole('radiogroup', { name: 'Calendar mode' })
      .getByText('Month', { exact: true })
      .click();
    await page
      .locator('[data-calendar-mode="month"]')
      .getByRole('button', { name: /^\d{2}:\d{2} [AP]M \S+/ })
      .first()
      .waitFor({ timeout });
  });

  await page.goto(`${server.base}/appointments`);
  await upcomingCard.waitFor({ timeout });
  await record('tab Upcoming → Completed', async () => {
    await page.getByRole('tab', { name: 'Completed' }).click();
    await page
      .getByRole('region', { name: 'Completed appointments' })
      .getByRole('button', { name: /^BID\d+/ })
      .first()
      .waitFor({ timeout });
  });
  await record('tab Completed → Upcoming', async () => {
    await page.getByRole('tab', { name: 'Upcoming' }).click();
    await upcomingCard.waitFor({ timeout });
  });

  await page.goto(`${server.base}/catalogue/services`);
  const haircuts = page.getByRole('button', { name: /Haircuts/ });
  await haircuts.waitFor({ timeout });
  await page.waitForLoadState('networkidle');
  const expanded = await haircuts.getAttribute('aria-expanded');
  await record('services: open an accordion', async () => {
    await haircuts.click();
    await page
      .getByRole('button', { name: /Haircuts/, expanded: expanded !== 'true' })
      .waitFor({ timeout });
  });

  await page.goto(`${server.base}/business-settings/business-hours`);
  const saturday = page.getByRole('switch', { name: 'Saturday open' });
  await saturday.waitFor({ state: 'attached', timeout });
  await page.waitForLoadState('networkidle');
  const wasOpen = await saturday.isChecked();
  await record('working hours: a day switch', async () => {
    // Mantine hides the input under its track: the owner taps the track (tests/e2e/helpers).
    await saturday.locator('xpath=..').click();
    await page
      .getByRole('switch', { name: 'Saturday open', checked: !wasOpen })
      .waitFor({ state: 'attached', timeout });
  });
  await context.close();
}

// ---- Report ------------------------------------------------------------------------------------

const ms = (value: number) => `${Math.round(value)}`;
const kB = (bytes: number) => (bytes / 1000).toFixed(1);

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(root, 'dist', 'index.html')))
    throw new Error('run `npm run build` first');
  const servers: Server[] = [];
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    for (const dataset of DATASETS)
      servers.push(await startSeededServer(dataset.name, dataset.demoArgs));
    const screens = new Map<string, ScreenFigures[]>();
    const interactions: Interactions[] = DATASETS.map(() => ({}));
    // Alternating datasets, so a change in the machine's speed touches both alike.
    for (const screen of SCREENS) {
      const perDataset: ScreenFigures[] = [];
      for (const server of servers) perDataset.push(await measureScreen(browser, server, screen));
      screens.set(screen.name, perDataset);
      console.error(`measured ${screen.name}`);
    }
    console.log(
      `\nload average at the end: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    console.log(
      `\nTime to show (ms, median of ${ROUNDS}), longest long task (ms, max of ${ROUNDS})\n`,
    );
    console.log('| screen | 1× | 3y | 3y/1× |');
    console.log('| --- | ---: | ---: | ---: |');
    for (const [name, [one, three]] of screens) {
      const row = (label: string, pick: (f: ScreenFigures) => number) =>
        console.log(
          `| ${name}, ${label} | ${ms(pick(one!))} | ${ms(pick(three!))} | ${(pick(three!) / pick(one!)).toFixed(2)} |`,
        );
      row('first load', (f) => median(f.firstMs));
      row('reload', (f) => median(f.reloadMs));
      row('longest task, first load', (f) => Math.max(...f.longestTaskFirstMs));
      row('longest task, reload', (f) => Math.max(...f.longestTaskReloadMs));
    }
    console.log('\nAppointment calls of each screen (first load, first round)\n');
    console.log('| data | screen | call | status | wire kB | body kB | encoding | server ms |');
    console.log('| --- | --- | --- | ---: | ---: | ---: | --- | ---: |');
    for (const [name, perDataset] of screens)
      for (const [index, figures] of perDataset.entries())
        for (const call of figures.calls)
          console.log(
            `| ${DATASETS[index]!.name} | ${name} | \`${call.url}\` | ${call.status} | ${kB(call.wireBytes)} | ${kB(call.bodyBytes)} | ${call.encoding} | ${call.serverMs.toFixed(1)} |`,
          );
    for (let round = 0; round < ROUNDS; round += 1)
      for (const [index, server] of servers.entries())
        await interactionRound(browser, server, interactions[index]!);

    console.log(
      `\nInteractions at 390 px, CPU 4× slower (Event Timing, ms; median and max of ${ROUNDS}; 0 = every event under 16 ms)\n`,
    );
    console.log('| interaction | 1× median | 1× max | 3y median | 3y max |');
    console.log('| --- | ---: | ---: | ---: | ---: |');
    for (const name of INTERACTIONS) {
      const [one, three] = interactions.map((figures) => figures[name] ?? []);
      console.log(
        `| ${name} | ${ms(median(one!))} | ${ms(Math.max(...one!))} | ${ms(median(three!))} | ${ms(Math.max(...three!))} |`,
      );
    }
    console.log(`\nraw: ${JSON.stringify({ screens: [...screens], interactions })}`);
  } finally {
    await browser.close();
    for (const server of servers) await server.stop();
  }
}

await main();
