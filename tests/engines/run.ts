// The engine flows of `npm run test:engines` (docs/offline.md, Known browser traps): the stuck
// outbox of WebKit's back/forward cache, looped because it came and went, and the same offline
// flow in Firefox ESR. Usage: `node --import tsx tests/engines/run.ts webkit=3 firefox=1` under
// xvfb-run. Exits 1 if any run fails; a failed run leaves a screenshot in test-results/engines.
import path from 'node:path';
import { OwnServer } from '../e2e/helpers/own-server';
import { createOwner } from './accounts';
import type { EnginePage } from './engine-page';
import { FirefoxPage } from './firefox-page';
import { pageLoadAfterOfflineSave, signIn } from './flows';
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

let failed = 0;
let total = 0;
for (const { name, runs } of plan) {
  for (let i = 0; i < runs; i++) {
    total += 1;
    const dataDir = path.resolve(`test-results/engines/${name}-${i}`);
    const server = await OwnServer.seeded(dataDir);
    await server.start();
    const owner = await createOwner(server.url, dataDir);
    // localhost: a secure context, so the service worker and Web Locks exist.
    const page = await engines[name](server.url.replace('127.0.0.1', 'localhost'));
    const started = Date.now();
    try {
      await signIn(page, owner);
      const errors = await page.takeErrors();
      if (errors.length > 0) throw new Error(`errors on a normal page load: ${errors.join('; ')}`);
      await pageLoadAfterOfflineSave(
        page,
        { url: server.url, start: () => server.start(), stop: () => server.stop() },
        owner,
        (line) => console.log(`   ${line}`),
      );
      console.log(`${name} run ${i}: ok in ${Date.now() - started} ms`);
    } catch (error) {
      failed += 1;
      console.log(`${name} run ${i}: FAILED ${(error as Error).message}`);
      await page.screenshot(`${dataDir}/failed.png`).catch(() => undefined);
    } finally {
      await page.close();
      await server.stop();
    }
  }
}
console.log(`${total - failed} of ${total} engine runs passed`);
process.exit(failed > 0 ? 1 : 0);
