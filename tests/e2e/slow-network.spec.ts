// Slow networks (docs/offline.md, Slow networks): with every /api answer held back, each
// screen visited before shows its saved data at once and refreshes behind a quiet "Updating…"; a
// screen never opened shows its skeleton inside the layout, never a white page. And a first load
// asks the server for each read once (a first load once asked for each twice).
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD, signInUnderWorker } from './helpers/accounts';
import { E2E_NOW } from './helpers/e2e-env';
import { apiGet } from './helpers/screens';

/** The simulated latency: no answer comes sooner, whatever the test does. */
const LATENCY_MS = 3000;

/**
 * Every /api request held: each answer goes on `LATENCY_MS` after its request and never before
 * the test calls `release()`, so "visible before the answer" needs no timing. A context route
 * sees the service worker's own fetches, which are the ones that reach the network here (the
 * page's fetches are answered by the worker).
 */
async function slowApi(context: BrowserContext) {
  let release = () => {};
  let gate = Promise.resolve();
  let round = 0;
  const api = {
    /** Requests that reached the network since the last `hold()`. */
    asked: 0,
    /** When the first of them was let through (Date.now() in the test). */
    firstAnswerAt: undefined as number | undefined,
    hold() {
      round += 1;
      gate = new Promise<void>((resolve) => (release = resolve));
      api.asked = 0;
      api.firstAnswerAt = undefined;
    },
    release: () => release(),
  };
  await context.route('**/api/**', async (route) => {
    const own = { gate, round };
    api.asked += 1;
    await Promise.all([own.gate, new Promise((resolve) => setTimeout(resolve, LATENCY_MS))]);
    // A request of an earlier round (the page before) says nothing about this one.
    if (own.round === round) api.firstAnswerAt ??= Date.now();
    // The page may have moved on and dropped the request meanwhile.
    await route.continue().catch(() => undefined);
  });
  return api;
}

interface Screen {
  name: string;
  path: string;
  /** Waits until the server's data shows: something only that data puts on the screen. */
  shows: (page: Page) => Promise<void>;
}

function screensOf(haircutsId: number): Screen[] {
  return [
    {
      name: 'Dashboard',
      path: '/dashboard',
      shows: (page) =>
        expect(
          page
            .getByRole('region', { name: 'UPCOMING APPOINTMENTS' })
            .getByText(/^BID\d+$/)
            .first(),
        ).toBeVisible(),
    },
    {
      name: 'Appointments',
      path: '/appointments',
      shows: (page) =>
        expect(
          page
            .getByRole('table', { name: 'Upcoming appointments' })
            .getByText(/^BID\d+$/)
            .first(),
        ).toBeVisible(),
    },
    {
      name: 'Services',
      path: '/catalogue/services',
      shows: (page) => expect(page.getByText('Balayage', { exact: true })).toBeVisible(),
    },
    {
      name: 'Working hours',
      path: '/business-settings/business-hours',
      shows: (page) => expect(page.getByRole('switch', { name: 'Monday open' })).toBeVisible(),
    },
    {
      name: 'Business information',
      path: '/business-settings/business-info',
      shows: (page) =>
        expect(page.getByLabel('Business name')).toHaveValue('Studio Nord Hair & Nails'),
    },
    {
      name: 'Edit category',
      path: `/category/${haircutsId}`,
      shows: (page) => expect(page.getByLabel('Service category name')).toHaveValue('Haircuts'),
    },
  ];
}

const updating = (page: Page) => page.getByTestId('updating-mark').getByText('Updating…');

test('screens with saved data show it at once on a slow network and refresh behind "Updating…"', async ({
  page,
  context,
}) => {
  // Seven cold starts, each waiting out the latency, on a shared two-core machine.
  test.slow();
  // No fake clock here: performance.now() measures the time to data.
  await signInUnderWorker(page, DEMO_EMAIL, DEMO_PASSWORD);
  const categories = await apiGet<{ id: number; categoryName: string }[]>(
    page,
    '/api/cat_wise_services/',
  );
  const screens = screensOf(
    categories.find((category) => category.categoryName === 'Haircuts')!.id,
  );

  // Online at full speed: each screen once, so its answers are saved on the device.
  for (const screen of screens) {
    await page.goto(screen.path);
    await screen.shows(page);
  }

  // Each step releases the held answers as soon as it has looked: held past 4 s, the worker
  // would answer from what it kept instead (docs/offline.md, Kept answers).
  const api = await slowApi(context);
  const measured: string[] = [];
  for (const screen of screens) {
    api.hold();
    // A reload of the screen: the app starts again from what the device saved.
    await page.goto(screen.path);
    await screen.shows(page);
    const timeToData = await page.evaluate(() => Math.round(performance.now()));
    // The refresh is on its way and nothing has answered yet: the data came from the device.
    expect(api.asked, screen.name).toBeGreaterThan(0);
    expect(api.firstAnswerAt, screen.name).toBeUndefined();
    await expect(updating(page), screen.name).toBeVisible();
    api.release();
    // The fresh answers arrive; the mark goes and the data stays. Business information's cards
    // each refresh their own reads once released: under a load of 20 on two cores that
    // outlasted the default 10 s once.
    await expect(updating(page), screen.name).toBeHidden({ timeout: 30_000 });
    await screen.shows(page);
    const answeredAt = await page.evaluate(
      (epoch) => Math.round(epoch - performance.timeOrigin),
      api.firstAnswerAt!,
    );
    measured.push(
      `${screen.name}: data after ${timeToData} ms, first answer after ${answeredAt} ms`,
    );
  }

  // A screen never opened: the layout and the screen's skeleton while its answer is held.
  api.hold();
  await page.goto('/clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
  const loading = page.getByRole('status').filter({ hasText: 'Loading clients' });
  await expect(loading.locator('.mantine-Skeleton-root').first()).toBeVisible();
  expect(api.firstAnswerAt).toBeUndefined();
  await page.screenshot({ path: 'test-results/screens/slow-network-skeleton-1280.png' });
  api.release();
  await expect(loading).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Clients' }).getByRole('row').nth(1)).toBeVisible();

  // What the owner sees on a phone while the services refresh.
  await page.setViewportSize({ width: 390, height: 844 });
  api.hold();
  await page.goto('/catalogue/services');
  await screens[2]!.shows(page);
  await expect(updating(page)).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/slow-network-updating-390.png' });
  api.release();
  await expect(updating(page)).toBeHidden();

  for (const line of measured) {
    console.log(`slow network (${LATENCY_MS} ms per answer) — ${line}`);
    test.info().annotations.push({ type: 'time to data', description: line });
  }
});

test('a first load of /appointments asks for each read once, from the page and to the network', async ({
  page,
  context,
}) => {
  await page.clock.setFixedTime(new Date(E2E_NOW));
  await signInUnderWorker(page, DEMO_EMAIL, DEMO_PASSWORD);
  // Every call counted twice in the browser's network panel: the page's request, which
  // the worker answers, and the worker's own fetch to the server. Each must happen once.
  let asked = new Map<string, number>();
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    const from = request.serviceWorker() ? 'worker' : 'page';
    const call = `${from}: ${request.method()} ${url.pathname}${url.search}`;
    asked.set(call, (asked.get(call) ?? 0) + 1);
  });
  const upcoming = page
    .getByRole('table', { name: 'Upcoming appointments' })
    .getByText(/^BID\d+$/)
    .first();
  // The first visit (nothing saved for this screen), then a reload (its answers saved).
  for (const visit of ['first visit', 'reload']) {
    asked = new Map();
    await page.goto('/appointments');
    await expect(upcoming).toBeVisible();
    await page.waitForLoadState('networkidle');
    const calls = [...asked.entries()];
    console.log(`${visit} of /appointments: ${JSON.stringify(calls)}`);
    const list = 'GET /api/appointments/all_upcoming?limit=10&offset=0&sort=start&dir=asc';
    expect(asked.get(`page: ${list}`), visit).toBe(1);
    expect(asked.get(`worker: ${list}`), visit).toBe(1);
    expect(
      calls.filter(([, count]) => count > 1),
      visit,
    ).toEqual([]);
  }
});
