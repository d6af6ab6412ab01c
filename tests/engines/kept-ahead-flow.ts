// Kept ahead in any engine (docs/offline.md, Kept ahead): the refresh has kept the coming weeks
// and the clients; with the server stopped, today's day view shows without a notice, a day far
// ahead says it is not kept inside the grid (the toolbar still there), and the client search
// answers from the device.
import { load, type FlowServer } from './flows';
import { probe, waitUntil, type EnginePage } from './engine-page';

export async function keptAheadOffline(
  page: EnginePage,
  server: FlowServer,
  log: (line: string) => void,
): Promise<void> {
  await load(page, '/business-settings/on-this-device', 'On this device');
  await waitUntil('the panel says when it was refreshed', () =>
    page.evaluate(probe.hasText, 'Last refreshed'),
  );
  await server.stop();
  try {
    await page.goto('/appointments?view=calendar&mode=day&date=2027-06-01');
    await waitUntil('a day far ahead says it is not kept, with Today beside it', () =>
      page.evaluate<boolean>(
        'return document.body.innerText.includes("Not kept on this device") && ' +
          '[...document.querySelectorAll("button")].some((b) => b.textContent.trim() === "Today");',
      ),
    );
    await page.goto('/appointments?view=calendar&mode=day');
    await waitUntil('today shows from the kept days', () =>
      page.evaluate<boolean>(
        'return document.body.innerText.includes("showing data from") && ' +
          '!!document.querySelector("[data-calendar-mode=day]") && ' +
          '!document.body.innerText.includes("Not kept on this device");',
      ),
    );
    await page.goto('/clients?q=Nobody');
    await waitUntil('the client search answers offline', () =>
      page.evaluate(probe.hasText, '0 clients match “Nobody”'),
    );
    log('kept ahead: far day not kept, today and the client search from the device');
  } finally {
    await server.start();
  }
}
