import path from 'node:path';
import { OwnServer } from '../e2e/helpers/own-server';
import { createOwner } from './accounts';
import { pageLoadAfterOfflineSave, signIn } from './flows';
import { WebKitPage } from './webkit-page';
const runs = Number(process.argv[2] ?? 5);
let failed = 0;
for (let i = 0; i < runs; i++) {
  const dataDir = path.resolve(`test-results/engines/repro-${i}`);
  const server = await OwnServer.seeded(dataDir);
  await server.start();
  const owner = await createOwner(server.url, dataDir);
  const page = await WebKitPage.open(server.url.replace('127.0.0.1', 'localhost'));
  const t0 = Date.now();
  try {
    await signIn(page, owner);
    await pageLoadAfterOfflineSave(
      page,
      { url: server.url, start: () => server.start(), stop: () => server.stop() },
      owner,
      (l) => console.log('  ', l),
    );
    console.log(`run ${i}: ok ${Date.now() - t0} ms`);
  } catch (e) {
    failed++;
    console.log(`run ${i}: FAILED ${(e as Error).message}`);
    await page.screenshot(`${dataDir}/fail.png`).catch(() => {});
  } finally {
    await page.close();
    await server.stop();
  }
}
console.log(`${failed} of ${runs} failed`);
