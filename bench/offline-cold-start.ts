// Offline cold start (issue: offline-first): the demo owner visits the dashboard once online,
// the connection goes, and the page is reloaded ten times; each run is timed from the reload
// until the dashboard shows a booking from its data. Prints the median, the fastest and the
// slowest run. Run `npm run build` first.
import { startDemoApp } from './demo-app.js';
import { median } from './median.js';

const PORT = 3904;
const RUNS = 10;

async function main(): Promise<void> {
  const app = await startDemoApp(PORT);
  try {
    const context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(
      (token) => {
        if (!localStorage.getItem('token')) localStorage.setItem('token', token);
      },
      await app.signIn(),
    );
    const page = await context.newPage();
    const booking = page
      .getByRole('region', { name: 'UPCOMING APPOINTMENTS' })
      .getByText(/^BID\d+$/)
      .first();
    await page.goto(`${app.base}/dashboard`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // Once more under the worker's control, so it keeps the dashboard's answers.
    await page.reload();
    await booking.waitFor();

    await context.setOffline(true);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      await page.reload({ waitUntil: 'commit' });
      await booking.waitFor();
      times.push(performance.now() - started);
    }
    const ms = (value: number) => `${Math.round(value)} ms`;
    console.log(`offline cold start, ${RUNS} runs: median ${ms(median(times))}`);
    console.log(`fastest ${ms(Math.min(...times))}, slowest ${ms(Math.max(...times))}`);
    console.log(`runs: ${times.map(ms).join(', ')}`);
    await context.close();
  } finally {
    await app.stop();
  }
}

await main();
