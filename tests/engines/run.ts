// The engine flows of `npm run test:engines` (docs/offline.md, Known browser traps): sign-in and
// the worker taking control, every screen by a page load without an error, the stuck outbox of
// WebKit's back/forward cache (looped because it came and went), a day's bookings after a reload
// with the server stopped, a booking on the booking page, a booking made with the server stopped
// that comes back as a conflict, and what is kept ahead read with the server stopped; the same in
// Firefox ESR. Then, with WebKit, the public pages and an offline flow (the diary after a reload,
// a change made offline landing once) at exactly 390 px in our own host.
// Usage: `node --import tsx tests/engines/run.ts webkit=3 firefox=1` under xvfb-run. Exits 1 if
// any run fails. Each run leaves its screenshots in test-results/engines/<engine>-<run>.
import fs from 'node:fs/promises';
import path from 'node:path';
import { OwnServer } from '../e2e/helpers/own-server';
import { createOwner } from './accounts';
import { diagnose } from './diagnose';
import type { EnginePage } from './engine-page';
import { FirefoxPage } from './firefox-page';
import { conflictAfterOfflineBooking } from './conflict-flow';
import { bookOnBookingPage, calendarAfterOfflineReload, seedDiary } from './diary-flows';
import { noErrors, pageLoadAfterOfflineSave, signIn, visitScreens } from './flows';
import { keptAheadOffline } from './kept-ahead-flow';
import { offlineAtPhoneWidth } from './phone-offline-flow';
import { hearsPlantedErrors } from './planted-console';
import { holdRunLock } from './run-lock';
import { HostPage, loadAtPhoneWidth } from './webkit-host';
import { WebKitPage } from './webkit-page';

const engines = { webkit: WebKitPage.open, firefox: FirefoxPage.open } satisfies Record<
  string,
  (baseUrl: string) => Promise<EnginePage>
>;

const plan = process.argv.slice(2).map((arg) => {
  const [name, count] = arg.split('=');
  if (!name || !(name in engines)) throw new Error(`Unknown engine "${name}" (webkit, firefox)`);
  return { name: name as keyof typeof engines, runs: Number(count ?? 1) };
});

const releaseRunLock = await holdRunLock(path.resolve('test-results/engines'));
// One server for every run (each run registers its own owner): the flows stop and restart it.
const serverDir = path.resolve('test-results/engines/server');
const server = await OwnServer.seeded(serverDir);
let serverUp = false;
const flowServer = {
  url: server.url,
  start: async () => {
    const answered = await server.start();
    serverUp = true;
    return answered;
  },
  stop: async () => {
    serverUp = false;
    await server.stop();
  },
};
await flowServer.start();

let failed = 0;
let total = 0;
/** Each failed run's message and what diagnose found, said again at the end where CI's tail shows it. */
const failures: string[] = [];
for (const { name, runs } of plan) {
  for (let i = 0; i < runs; i++) {
    total += 1;
    const outDir = path.resolve(`test-results/engines/${name}-${i}`);
    await fs.rm(outDir, { recursive: true, force: true });
    await fs.mkdir(outDir, { recursive: true });
    if (!serverUp) await flowServer.start();
    const owner = await createOwner(server.url, serverDir);
    const diary = await seedDiary(server.url, owner);
    // localhost: a secure context, so the service worker and Web Locks exist.
    const page = await engines[name](server.url.replace('127.0.0.1', 'localhost'));
    const started = Date.now();
    const log = (line: string) => console.log(`   ${line}`);
    const shot = (step: string) => page.screenshot(`${outDir}/${step}.png`);
    try {
      // WebKit as on a phone: MiniBrowser's narrowest window (docs/decisions.md, Offline).
      if (name === 'webkit') await page.setViewport(390, 844);
      await signIn(page, owner);
      await noErrors(page, 'sign-in and the dashboard');
      await visitScreens(page);
      await pageLoadAfterOfflineSave(page, flowServer, owner, log, shot);
      await calendarAfterOfflineReload(page, flowServer, log, shot);
      await bookOnBookingPage(page, diary, shot);
      await conflictAfterOfflineBooking(page, flowServer, owner, diary, log, shot);
      await keptAheadOffline(page, flowServer, diary, log, shot);
      console.log(`${name} run ${i}: ok in ${Date.now() - started} ms`);
    } catch (error) {
      failed += 1;
      console.log(`${name} run ${i}: FAILED ${(error as Error).message}`);
      await page.screenshot(`${outDir}/failed.png`).catch(() => undefined);
      const found = await diagnose(page, (error as Error).message);
      for (const line of found) console.log(`   ${line}`);
      failures.push(`${name} run ${i}: ${(error as Error).message}`, ...found);
    } finally {
      await page.close();
    }
  }
}

// The public pages by a normal load, then the offline flow, at exactly 390 px in our own WebKit
// host (webkit-host.ts), each host's website data in a folder of its own.
if (plan.some(({ name }) => name === 'webkit')) {
  total += 1;
  const outDir = path.resolve('test-results/engines/webkit-390');
  const dataDir = path.resolve('test-results/engines/webkit-390-data');
  await fs.rm(outDir, { recursive: true, force: true });
  await fs.mkdir(outDir, { recursive: true });
  const started = Date.now();
  try {
    // The host's console must hear a planted error before its silence below counts.
    const planted = await hearsPlantedErrors(`${dataDir}/planted`);
    console.log(`   the host heard the planted errors: ${planted.join('; ')}`);
    if (!serverUp) await flowServer.start();
    const owner = await createOwner(server.url, serverDir);
    const diary = await seedDiary(server.url, owner);
    const origin = server.url.replace('127.0.0.1', 'localhost');
    await loadAtPhoneWidth(`${origin}/login`, 'Login', `${outDir}/login.png`, `${dataDir}/login`);
    await loadAtPhoneWidth(
      `${origin}/book/${diary.slug}`,
      diary.serviceName,
      `${outDir}/booking-page.png`,
      `${dataDir}/booking-page`,
    );
    const page = await HostPage.open(origin, `${dataDir}/offline-flow`);
    try {
      await offlineAtPhoneWidth(
        page,
        flowServer,
        owner,
        (line) => console.log(`   ${line}`),
        (step) => page.screenshot(`${outDir}/${step}.png`),
      );
    } catch (error) {
      await page.screenshot(`${outDir}/failed.png`).catch(() => undefined);
      const found = await diagnose(page, (error as Error).message);
      for (const line of found) console.log(`   ${line}`);
      failures.push(...found);
      throw error;
    } finally {
      await page.close();
    }
    console.log(`webkit at 390 px: ok in ${Date.now() - started} ms`);
  } catch (error) {
    failed += 1;
    console.log(`webkit at 390 px: FAILED ${(error as Error).message}`);
    failures.push(`webkit at 390 px: ${(error as Error).message}`);
  }
}
await flowServer.stop();
if (failures.length > 0) {
  console.log('== the failed runs, again');
  for (const line of failures) console.log(line.length > 600 ? `${line.slice(0, 600)}…` : line);
}
console.log(`${total - failed} of ${total} engine runs passed`);
await releaseRunLock();
process.exit(failed > 0 ? 1 : 0);
