// What the device keeps ahead (docs/offline.md, Kept ahead) on a big salon: the demo's three
// years (`npm run demo -- --years 3`, about 4,500 clients) topped up to 10,000 clients through the
// API. The demo owner opens "On this device" online and presses "Refresh now" three times; each
// refresh is timed from the click to the new "Last refreshed". Then the size of what is kept
// (the records as JSON, and the origin's whole use by navigator.storage.estimate), and, offline
// at 4x CPU throttling, the local client search's own time (its User Timing entry) for a name, a
// phone and an e-mail, five runs each: once as the first search of a page load, once typed on the
// Clients screen opened from the menu after the background warm-up. Run `npm run build` first.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/shared/chromium-flags.js';
import { median } from './median.js';
import { startSeededServer } from './seeded-server.js';

const TARGET_CLIENTS = 10_000;
const REFRESHES = 3;
const SEARCHES = ['Sofie', '93456789', 'kari', '4', 'hansen'];
const RUNS = 5;
const THROTTLE = 4;

async function topUpClients(base: string, token: string): Promise<number> {
  const headers = { Authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const all = (await (await fetch(`${base}/api/clients/all`, { headers })).json()) as {
    clients: unknown[];
  };
  const missing = TARGET_CLIENTS - all.clients.length;
  const firstNames = ['Sofie', 'Kari', 'Ola', 'Nora', 'Jonas', 'Emma', 'Lars', 'Ingrid'];
  const lastNames = ['Hansen', 'Berg', 'Dahl', 'Lund', 'Nordmann', 'Bakken', 'Moen'];
  let next = 0;
  const worker = async () => {
    while (next < missing) {
      const n = next++;
      const response = await fetch(`${base}/api/clients`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          firstName: firstNames[n % firstNames.length],
          lastName: `${lastNames[n % lastNames.length]}${n}`,
          phone: `9${String(1_000_000 + n).slice(-7)}`,
          email: `client${n}@example.com`,
          notes: n % 5 === 0 ? 'Prefers the window seat; allergic to ammonia.' : '',
        }),
      });
      if (response.status !== 201) throw new Error(`client ${n}: ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return all.clients.length + missing;
}

async function main(): Promise<void> {
  const server = await startSeededServer('3 years', ['--today', '2026-11-23', '--years', '3']);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const clients = await topUpClients(server.base, server.token);
    console.log(`clients: ${clients}`);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript((token) => {
      if (!localStorage.getItem('token')) localStorage.setItem('token', token);
    }, server.token);
    const page = await context.newPage();
    await page.goto(`${server.base}/business-settings/on-this-device`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.reload();
    const refreshed = page.getByTestId('last-refreshed');
    await refreshed.filter({ hasText: /^Last refreshed/ }).waitFor({ timeout: 120_000 });
    await page.getByRole('button', { name: 'Refresh now' }).and(page.locator(':enabled')).waitFor();

    const refreshTimes: number[] = [];
    for (let run = 0; run < REFRESHES; run += 1) {
      // The panel's minute does not change between runs: wait on the button's loading state.
      const button = page.getByRole('button', { name: 'Refresh now' });
      const started = performance.now();
      await button.click();
      await page.waitForFunction(
        () =>
          document.querySelector('button[data-loading="true"]') === null &&
          !document.body.innerText.includes('did not finish'),
      );
      refreshTimes.push(performance.now() - started);
    }

    // As text: tsx names the functions of an evaluated closure with a helper the page lacks.
    const size = (await page.evaluate(`(async () => {
      const db = await new Promise((resolve, reject) => {
        const request = indexedDB.open('salon-ahead');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const all = (store) =>
        new Promise((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      const days = await all('days');
      const kept = await all('clients');
      db.close();
      const bytes = (value) => new Blob([JSON.stringify(value)]).size;
      const estimate = await navigator.storage.estimate();
      return {
        days: days.length,
        bookings: days.reduce((sum, day) => sum + day.appointments.length, 0),
        daysBytes: bytes(days),
        clients: kept.length,
        clientsBytes: bytes(kept),
        usage: estimate.usage ?? 0,
      };
    })()`)) as {
      days: number;
      bookings: number;
      daysBytes: number;
      clients: number;
      clientsBytes: number;
      usage: number;
    };

    await context.setOffline(true);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    // Each text on a fresh page load: the search reads every kept client from IndexedDB first,
    // the slowest case (later searches in the same page reuse them in memory).
    const searchTimes: Record<string, number[]> = {};
    for (const q of SEARCHES) {
      for (let run = 0; run < RUNS; run += 1) {
        await page.goto(`${server.base}/clients?q=${encodeURIComponent(q)}`);
        await page.waitForFunction(
          () => performance.getEntriesByName('kept-client-search').length > 0,
          null,
          { timeout: 60_000 },
        );
        const entries = (await page.evaluate(
          'performance.getEntriesByName("kept-client-search").map((m) => m.duration)',
        )) as number[];
        (searchTimes[q] ??= []).push(entries[0] ?? Number.NaN);
      }
    }
    // As the owner meets it: the diary opened offline, the search warmed in the background (its
    // own User Timing entry), then Clients opened from the menu and a text typed. Each entry of
    // the page counts from its search's call to its page.
    const warmUpTimes: number[] = [];
    const openTimes: number[] = [];
    const typedTimes: Record<string, number[]> = {};
    const searchEntries = () =>
      page.evaluate(
        'performance.getEntriesByName("kept-client-search").map((m) => m.duration)',
      ) as Promise<number[]>;
    for (const q of SEARCHES) {
      for (let run = 0; run < RUNS; run += 1) {
        await page.goto(`${server.base}/appointments`);
        await page.waitForFunction(
          () => performance.getEntriesByName('kept-client-search-warm').length > 0,
          null,
          { timeout: 60_000 },
        );
        warmUpTimes.push(
          (await page.evaluate(
            'performance.getEntriesByName("kept-client-search-warm")[0].duration',
          )) as number,
        );
        await page.getByRole('link', { name: 'Clients' }).click();
        await page.waitForFunction(
          () => performance.getEntriesByName('kept-client-search').length > 0,
          null,
          { timeout: 60_000 },
        );
        openTimes.push((await searchEntries())[0] ?? Number.NaN);
        await page.getByRole('searchbox', { name: 'Search clients' }).fill(q);
        // The router writes a text of digits as a JSON string: q="93456789".
        await page.waitForURL((url) =>
          [q, JSON.stringify(q)].includes(url.searchParams.get('q') ?? ''),
        );
        await page.waitForFunction(
          () => performance.getEntriesByName('kept-client-search').length > 1,
          null,
          { timeout: 60_000 },
        );
        (typedTimes[q] ??= []).push((await searchEntries()).at(-1) ?? Number.NaN);
      }
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    const mb = (value: number) => `${(value / 1e6).toFixed(2)} MB`;
    const ms = (value: number) => `${Math.round(value)} ms`;
    console.log(
      `refresh (click to done), ${REFRESHES} runs: median ${ms(median(refreshTimes))}; ` +
        `runs ${refreshTimes.map(ms).join(', ')}`,
    );
    console.log(
      `kept: ${size.days} days with ${size.bookings} bookings (${mb(size.daysBytes)} as JSON), ` +
        `${size.clients} clients with search columns (${mb(size.clientsBytes)} as JSON); ` +
        `origin's whole use (estimate): ${mb(size.usage)}`,
    );
    for (const q of SEARCHES) {
      const times = searchTimes[q] ?? [];
      console.log(
        `local search "${q}" at ${THROTTLE}x CPU, ${times.length} page loads: ` +
          `median ${ms(median(times))}, fastest ${ms(Math.min(...times))}, ` +
          `slowest ${ms(Math.max(...times))}`,
      );
    }
    console.log(
      `warmed in the background at ${THROTTLE}x CPU, ${warmUpTimes.length} page loads: ` +
        `median ${ms(median(warmUpTimes))}, slowest ${ms(Math.max(...warmUpTimes))}; ` +
        `then Clients opened from the menu: median ${ms(median(openTimes))}, ` +
        `slowest ${ms(Math.max(...openTimes))}`,
    );
    for (const q of SEARCHES) {
      const times = typedTimes[q] ?? [];
      console.log(
        `local search "${q}" typed after the warm-up at ${THROTTLE}x CPU, ${times.length} runs: ` +
          `median ${ms(median(times))}, slowest ${ms(Math.max(...times))}`,
      );
    }
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
