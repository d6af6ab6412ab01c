// Kept ahead in any engine (docs/offline.md, Kept ahead): the refresh has kept the coming weeks
// and the clients; with the server stopped, today's day view shows without a notice, a day far
// ahead says it is not kept inside the grid (the toolbar still there), the client search
// answers from the device, and the New booking form offers a kept day's free times computed on
// the device, with the note saying as of when.
import { addDays } from '../../contract/booking-time';
import { fillWalkIn } from './conflict-flow';
import type { EngineDiary } from './diary-flows';
import { find, probe, waitUntil, type EnginePage } from './engine-page';
import { load, type FlowServer } from './flows';

/** The free time chips of the New booking form, and the note of free times computed offline. */
const freeTimesOffline = `const group = [...document.querySelectorAll('[role=group]')].find((g) =>
    (document.getElementById(g.getAttribute('aria-labelledby')) ?? {}).textContent === 'Free times');
  const note = [...document.querySelectorAll('p')].find((p) =>
    p.textContent.endsWith('may have been taken since'));
  return group && note && group.querySelectorAll('input').length > 0
    ? group.querySelectorAll('input').length + ' free times, "' + note.textContent + '"'
    : null;`;

export async function keptAheadOffline(
  page: EnginePage,
  server: FlowServer,
  diary: EngineDiary,
  log: (line: string) => void,
  shot: (name: string) => Promise<void>,
): Promise<void> {
  await load(page, '/business-settings/on-this-device', 'On this device');
  await waitUntil('the panel says when it was refreshed', () =>
    page.evaluate(probe.hasText, 'Last refreshed'),
  );
  // The refresh then asks the form's reads; the saved query cache keeps them for the reloads.
  await waitUntil('the service interval saved on the device', () =>
    page.evaluate<boolean>(
      "return (localStorage.getItem('salon-query-cache') ?? '').includes('service-interval');",
    ),
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
    // A week ahead of the browser's today (the kept window's, whatever the server's clock).
    const weekAhead = addDays(new Date().toISOString().slice(0, 10), 7);
    await page.goto(`/appointments?view=calendar&mode=day&date=${weekAhead}`);
    await waitUntil('the kept day a week ahead', () =>
      page.evaluate<boolean>(
        'return !!document.querySelector("[data-calendar-mode=day]") && ' +
          '!document.body.innerText.includes("Not kept on this device");',
      ),
    );
    await fillWalkIn(page, '13:00', diary.serviceName);
    const shown = await waitUntil('free times computed on the device, with the note', () =>
      page.evaluate<string | null>(freeTimesOffline),
    );
    await shot('9-free-times-offline');
    log(`free times offline on ${weekAhead}: ${shown}`);
    await page.click(find.button, 'Cancel');
    log('kept ahead: far day not kept, today, the client search and free times from the device');
  } finally {
    await server.start();
  }
}
