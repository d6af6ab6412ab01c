// The Reports screen on the demo business (docs/decisions.md, Reports): each period shows the
// figures the API computed, with their tables; a backwards period shows the server's message;
// the bookings' CSV downloads and Python's csv module reads it; the clients list downloads its
// CSV too; axe finds nothing serious; screenshots at 1280 and 390 px, light and dark.
import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { addDays } from '../../contract/booking-time';
import {
  presetPeriod,
  REPORT_PRESET_LABELS,
  REPORT_PRESETS,
  type Report,
} from '../../contract/reports';
import { DEMO_EMAIL, DEMO_PASSWORD, signInThroughApi } from './helpers/accounts';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { E2E_NOW, E2E_TODAY } from './helpers/e2e-env';
import { OwnServer } from './helpers/own-server';
import { apiGet, screenshots, settle } from './helpers/screens';

const SCREENS = '../screens-reports';

/** The rows Python's csv module reads from a downloaded file (utf-8-sig drops the BOM). */
function parsedByPython(file: string): string[][] {
  const script =
    'import csv, json, sys\n' +
    'with open(sys.argv[1], newline="", encoding="utf-8-sig") as f:\n' +
    '    print(json.dumps(list(csv.reader(f))))\n';
  return JSON.parse(
    execFileSync('python3', ['-c', script, file], { encoding: 'utf8' }),
  ) as string[][];
}

/** As the screen writes a date: "22 Nov 2026" (en-GB, the browser's locale here). */
function formatDayText(date: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

function card(page: Page, label: string) {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByText(label, { exact: true }) });
}

async function expectReport(page: Page, report: Report) {
  const main = page.getByRole('main');
  await expect(card(page, 'Bookings')).toContainText(String(report.current.bookings));
  await expect(card(page, 'No-shows')).toContainText(String(report.current.noShows));
  await expect(card(page, 'New clients')).toContainText(String(report.current.newClients));
  const services = main.getByRole('table', { name: 'Takings per service' });
  const top = report.services[0];
  if (top) {
    await expect(services.getByRole('row').nth(1)).toContainText(top.name);
    await expect(services.getByRole('row').nth(1)).toContainText(String(top.items));
  }
  await expect(services.getByRole('row')).toHaveCount(report.services.length + 1);
}

/** The business's first day of the week, as the server answers it. */
async function weekStartOf(page: Page, origin = ''): Promise<1 | 6 | 7> {
  const report = await apiGet<Report>(
    page,
    `${origin}/api/reports?from=${E2E_TODAY}&to=${E2E_TODAY}`,
  );
  return report.weekStart as 1 | 6 | 7;
}

/** Each preset period in turn: the screen shows what the API answers, and axe finds nothing. */
async function expectEachPeriod(page: Page, weekStart: 1 | 6 | 7, origin = '') {
  const main = page.getByRole('main');
  for (const preset of REPORT_PRESETS) {
    const period = presetPeriod(preset, E2E_TODAY, weekStart);
    await test.step(REPORT_PRESET_LABELS[preset], async () => {
      await main.getByText(REPORT_PRESET_LABELS[preset], { exact: true }).click();
      const report = await apiGet<Report>(
        page,
        `${origin}/api/reports?from=${period.from}&to=${period.to}`,
      );
      await expectReport(page, report);
      await expect(main.getByText(`${formatDayText(period.from)} – `)).toBeVisible();
      await settle(page);
      await expectNoSeriousA11yViolations(page);
    });
  }
}

/** Light, then dark, each photographed at 1280 and 390 px with axe run on it. */
async function lightAndDark(page: Page, name: string) {
  await screenshots(page, `${SCREENS}/${name}-light`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.dataset.mantineColorScheme))
    .toBe('dark');
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, `${SCREENS}/${name}-dark`);
}

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date(E2E_NOW));
  await signInThroughApi(page, DEMO_EMAIL, DEMO_PASSWORD);
});

test('each period shows the figures the server computed, and is accessible', async ({ page }) => {
  await page.goto('/reports');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');

  await expectEachPeriod(page, await weekStartOf(page));
  // The demo's month so far has bookings, payments and clients both new and returning.
  const month = presetPeriod('thisMonth', E2E_TODAY, 1);
  const report = await apiGet<Report>(page, `/api/reports?from=${month.from}&to=${month.to}`);
  expect(report.current.bookings).toBeGreaterThan(50);
  expect(report.heatMap.length).toBeGreaterThan(10);
  await main.getByText('This month', { exact: true }).click();
  await expectReport(page, report);
  await expect(
    main.getByRole('table', { name: 'Bookings starting in each hour, by weekday' }),
  ).toBeVisible();

  await lightAndDark(page, 'reports');
});

test.describe('on three years of bookings', () => {
  // A busy salon's history (about 46,000 bookings, `npm run demo -- --years 3`) on a server of
  // its own, since the suite's server holds the ~600-booking demo.
  let server: OwnServer | undefined;

  // Playwright requires the fixtures' object pattern even when none is used.
  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}, testInfo) => {
    test.setTimeout(300_000);
    server = await OwnServer.seeded(testInfo.outputPath('three-years-data'), { years: 3 });
    await server.start(180_000);
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('each period and the whole three years show the figures the server computed', async ({
    page,
  }) => {
    const base = server!.url;
    await signInThroughApi(page, DEMO_EMAIL, DEMO_PASSWORD, base);
    await page.goto(`${base}/reports`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expectEachPeriod(page, await weekStartOf(page, base), base);

    const whole = { from: addDays(E2E_TODAY, -3 * 365), to: E2E_TODAY };
    await page.goto(`${base}/reports?period=custom&from=${whole.from}&to=${whole.to}`);
    const report = await apiGet<Report>(
      page,
      `${base}/api/reports?from=${whole.from}&to=${whole.to}`,
    );
    // Three years of a busy salon, not the small demo: the figures are the history's.
    expect(report.current.bookings).toBeGreaterThan(40_000);
    await expectReport(page, report);
    await expect(main.getByRole('radio', { name: 'Chosen dates' })).toBeChecked();
    await settle(page);
    await expectNoSeriousA11yViolations(page);
    // Three years' takings are the longest figures a card shows: whole on a phone too.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() =>
        main
          .getByRole('listitem')
          .evaluateAll((cards) =>
            cards
              .filter((card) => card.scrollWidth > card.clientWidth)
              .map((card) => card.textContent),
          ),
      )
      .toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await lightAndDark(page, 'reports-three-years');
  });
});

test('chosen dates come from the address, and a backwards period shows why', async ({ page }) => {
  await page.goto('/reports?period=custom&from=2026-10-01&to=2026-10-31');
  const main = page.getByRole('main');
  const report = await apiGet<Report>(page, '/api/reports?from=2026-10-01&to=2026-10-31');
  await expect(main.getByRole('radio', { name: 'Chosen dates' })).toBeChecked();
  await expectReport(page, report);
  await expect(main.getByText(/Compared with 31 Aug 2026 – 30 Sept? 2026/)).toBeVisible();

  await page.goto('/reports?period=custom&from=2026-10-31&to=2026-10-01');
  await expect(main.getByRole('alert')).toContainText('From must be on or before To');
});

test("the period's bookings download as CSV that Python reads", async ({ page }, testInfo) => {
  await page.goto('/reports?period=lastMonth');
  const period = presetPeriod('lastMonth', E2E_TODAY, 1);
  const report = await apiGet<Report>(page, `/api/reports?from=${period.from}&to=${period.to}`);
  await expectReport(page, report);
  const downloads = page.getByRole('group', { name: 'Download as CSV' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    downloads.getByRole('button', { name: 'Bookings' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`bookings-${period.from}-${period.to}.csv`);
  const file = testInfo.outputPath('bookings.csv');
  await download.saveAs(file);
  const rows = parsedByPython(file);
  expect(rows[0]?.slice(0, 3)).toEqual(['id', 'date', 'time']);
  expect(rows).toHaveLength(report.current.bookings + 1);
  expect(rows.slice(1).every((row) => row[1]! >= period.from && row[1]! <= period.to)).toBe(true);

  await page.goto('/clients');
  const [clients] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(clients.suggestedFilename()).toBe('clients.csv');
  const clientsFile = testInfo.outputPath('clients.csv');
  await clients.saveAs(clientsFile);
  const clientRows = parsedByPython(clientsFile);
  expect(clientRows[0]).toEqual([
    'id',
    'first_name',
    'last_name',
    'phone',
    'email',
    'notes',
    'created',
  ]);
  expect(clientRows.length).toBeGreaterThan(50);
});

test("the dashboard shows this week's takings and bookings against last week's", async ({
  page,
}) => {
  await page.goto('/dashboard');
  const week = presetPeriod('thisWeek', E2E_TODAY, await weekStartOf(page));
  const report = await apiGet<Report>(page, `/api/reports?from=${week.from}&to=${week.to}`);
  const bookings = page.getByRole('region', { name: 'Bookings this week' });
  await expect(bookings).toContainText(
    new RegExp(`^Bookings this week${report.current.bookings}\\D`),
  );
  await expect(bookings).toContainText(`last week ${report.previous.bookings}`);
  // Takings: the week so far against the same days of last week.
  const soFar = await apiGet<Report>(page, `/api/reports?from=${week.from}&to=${E2E_TODAY}`);
  const lastWeek = await apiGet<Report>(
    page,
    `/api/reports?from=${addDays(week.from, -7)}&to=${addDays(E2E_TODAY, -7)}`,
  );
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: soFar.currency });
  const takings = page.getByRole('region', { name: 'Takings this week' });
  await expect(takings).toContainText(money.format(soFar.current.takings));
  await expect(takings).toContainText(
    `same days last week ${money.format(lastWeek.current.takings)}`,
  );
  await settle(page);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, `${SCREENS}/dashboard-week-light`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.dataset.mantineColorScheme))
    .toBe('dark');
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, `${SCREENS}/dashboard-week-dark`);
});
