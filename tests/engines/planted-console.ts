// The WebKit host's console is shown to hear before it is trusted to be silent (docs/decisions.md,
// Offline): a page of our own, served with a Content-Security-Policy that has a directive no
// engine knows and a script that calls console.error, must give both errors. The first only the
// engine writes; a hook in the page never heard it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HostPage } from './webkit-host';

const PLANTED = {
  directive: "Unrecognized Content-Security-Policy directive 'planted-directive'",
  consoleError: 'planted console error',
};

const PAGE = `<!doctype html><title>Planted</title><h1>Planted errors</h1>
<script src="/planted.js"></script>`;

/** Throws unless the host hears both planted errors on a normal load. */
export async function hearsPlantedErrors(dataDir: string): Promise<string[]> {
  const server = http.createServer((request, response) => {
    if (request.url === '/planted.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      response.end(`console.error(${JSON.stringify(PLANTED.consoleError)});`);
      return;
    }
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "default-src 'self'; planted-directive 'none'",
    });
    response.end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const page = await HostPage.open(`http://localhost:${port}`, dataDir);
  try {
    await page.goto('/');
    await page.waitFor(
      'the planted page shown',
      `return document.body.innerText.includes('Planted errors');`,
    );
    const heard: string[] = [];
    // Both arrive with the load, but over the inspector's socket: wait for them, bounded.
    const deadline = Date.now() + 10_000;
    while (Object.values(PLANTED).some((text) => !heard.some((error) => error.includes(text)))) {
      if (Date.now() > deadline) {
        throw new Error(`the WebKit host heard only: ${heard.join('; ') || 'nothing'}`);
      }
      heard.push(...(await page.takeErrors()));
      await page.evaluate('return new Promise((resolve) => setTimeout(resolve, 100));');
    }
    return heard;
  } finally {
    await page.close();
    server.close();
  }
}
