// The appointments screen on the demo business (today 23 November 2026): the table's sorting,
// pages, expandable rows and tabs, and the calendar's day, week and month views with details.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD, signIn } from './helpers/accounts';
import { E2E_NOW } from './helpers/e2e-env';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { apiGet, screenshots, settle } from './helpers/screens';

interface Appointment {
  id: number;
  book_date: string;
  book_time: string;
  firstName: string;
  lastName: string;
  amount: number;
  book_items: { name: string; duration: number }[];
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS =
  'January February March April May June July August September October November December'.split(
    ' ',
  );

/** "2026-11-25" -> "Wednesday, 25 November 2026", the calendar's day heading. */
function dayTitle(isoDate: string): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  return `${WEEKDAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Clicks a SegmentedControl choice (its radio input is visually hidden behind the label). */
async function choose(page: Page, group: string, option: string) {
  const radio = page.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option });
  await page.getByRole('radiogroup', { name: group }).getByText(option, { exact: true }).click();
  await expect(radio).toBeChecked();
}

async function openAppointments(page: Page) {
  await signIn(page, DEMO_EMAIL, DEMO_PASSWORD);
  // Through the dashboard's Appointments card (the sidebar's link is covered by its own spec).
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Appointments/ })
    .click();
  await expect(page).toHaveURL(/\/appointments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
  // The sidebar's highlight fades in: let it finish before axe measures its contrast.
  await settle(page);
}

/** Total Amount: after the booking, the date, the customer and who performs it ("With"). */
const AMOUNT_COLUMN = 5;

function column(table: Locator, index: number): Locator {
  return table.locator('tbody > tr > td:nth-child(' + (index + 1) + ')');
}

const amountOf = (text: string) => Number(text.replace(/[$,]/g, ''));

test.describe('table', () => {
  test('sorts by amount and date, pages, and expands a row', async ({ page }) => {
    const scheduleChunks: string[] = [];
    page.on('request', (request) => {
      if (/appointments-calendar-[\w-]+\.js$/.test(request.url()))
        scheduleChunks.push(request.url());
    });
    await openAppointments(page);
    const upcoming = await apiGet<Appointment[]>(page, '/api/appointments/all_upcoming');
    const total = upcoming.length;
    expect(total).toBeGreaterThan(50);
    const table = page.getByRole('table', { name: 'Upcoming appointments' });
    const ids = column(table, 1);

    // Soonest first, the booking time after the date.
    await expect(ids.first()).toHaveText(`BID${upcoming[0]!.id}`);
    await expect(column(table, 2).first()).toHaveText(/^Mon, 23 Nov 2026 \d{2}:\d{2} [AP]M$/);
    await expect(page.getByText(`1–10 of ${total}`)).toBeVisible();
    await expect(ids).toHaveCount(10);
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, 'appointments-table');

    // Amounts as numbers, both ways.
    const amountHeader = page.getByRole('columnheader', { name: 'Total Amount' });
    await amountHeader.getByRole('button').click();
    await expect(amountHeader).toHaveAttribute('aria-sort', 'ascending');
    const lowest = Math.min(...upcoming.map((item) => item.amount));
    await expect(column(table, AMOUNT_COLUMN).first()).toHaveText(`$${lowest.toFixed(2)}`);
    const ascending = (await column(table, AMOUNT_COLUMN).allTextContents()).map(amountOf);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await amountHeader.getByRole('button').click();
    await expect(amountHeader).toHaveAttribute('aria-sort', 'descending');
    const highest = Math.max(...upcoming.map((item) => item.amount));
    await expect(column(table, AMOUNT_COLUMN).first()).toHaveText(`$${highest.toFixed(2)}`);

    // Dates by real date and time: ascending is the server's order, descending its reverse.
    const dateHeader = page.getByRole('columnheader', { name: 'Appointment Date' });
    await dateHeader.getByRole('button').click();
    await expect(dateHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(ids).toHaveText(upcoming.slice(0, 10).map((item) => `BID${item.id}`));
    await dateHeader.getByRole('button').click();
    await expect(dateHeader).toHaveAttribute('aria-sort', 'descending');
    const latestFirst = [...upcoming].reverse();
    await expect(ids).toHaveText(latestFirst.slice(0, 10).map((item) => `BID${item.id}`));

    // Pages of 10, then 25 rows per page.
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page.getByText(`11–20 of ${total}`)).toBeVisible();
    await expect(ids).toHaveText(latestFirst.slice(10, 20).map((item) => `BID${item.id}`));
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('25');
    await expect(page.getByText(`1–25 of ${total}`)).toBeVisible();
    await expect(ids).toHaveCount(25);

    // A row opens to its booked items.
    const booking = latestFirst[0]!;
    const toggle = page.getByRole('button', { name: `Items of BID${booking.id}` });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const items = page.getByRole('table', { name: `Booked items of BID${booking.id}` });
    for (const item of booking.book_items) {
      await expect(items.getByRole('cell', { name: item.name, exact: true })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, 'appointments-table-expanded');

    // The schedule's code loads only with the calendar.
    expect(scheduleChunks).toEqual([]);
    await choose(page, 'View', 'Calendar');
    await expect(page.getByRole('radio', { name: 'Day' })).toBeChecked();
    expect(scheduleChunks).toHaveLength(1);
  });

  test('the Completed tab lists past bookings, latest first, and survives a reload', async ({
    page,
  }) => {
    await openAppointments(page);
    const past = await apiGet<Appointment[]>(page, '/api/appointments/all_past');
    await page.getByRole('tab', { name: 'Completed' }).click();
    await expect(page).toHaveURL(/tab=completed/);
    const table = page.getByRole('table', { name: 'Completed appointments' });
    await expect(column(table, 1)).toHaveText(past.slice(0, 10).map((item) => `BID${item.id}`));
    await expect(page.getByText(`1–10 of ${past.length}`)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Completed' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(column(table, 1).first()).toHaveText(`BID${past[0]!.id}`);
    await expectNoSeriousA11yViolations(page);
  });
});

test('the Completed tab pages, sorts and searches on the server; offline a page never opened says so', async ({
  page,
  context,
}) => {
  await openAppointments(page);
  const past = await apiGet<Appointment[]>(page, '/api/appointments/all_past');
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/appointments/all_past') reads.push(url.search);
  });
  await page.getByRole('tab', { name: 'Completed' }).click();
  const table = page.getByRole('table', { name: 'Completed appointments' });
  await expect(column(table, 1)).toHaveCount(10);
  // Only a page is read, never the whole list.
  expect(reads).toEqual(['?limit=10&offset=0&sort=start&dir=desc']);

  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(column(table, 1)).toHaveText(past.slice(10, 20).map((item) => `BID${item.id}`));
  await expect(page.getByText(`11–20 of ${past.length}`)).toBeVisible();

  // A last name: the past bookings of every client whose first or last name starts so.
  const { lastName } = past[0]!;
  const prefix = lastName.toLowerCase();
  const theirs = past.filter((item) =>
    [item.firstName, item.lastName].some((name) => name.toLowerCase().startsWith(prefix)),
  );
  await page.getByRole('textbox', { name: 'Search' }).fill(prefix);
  await expect(
    page.getByText(`1–${Math.min(10, theirs.length)} of ${theirs.length}`),
  ).toBeVisible();
  await expect(column(table, 3)).toHaveText(
    theirs.slice(0, 10).map((item) => `${item.firstName} ${item.lastName}`),
  );
  await page.getByRole('textbox', { name: 'Search' }).fill(`BID${past[5]!.id}`);
  await expect(column(table, 1)).toHaveText([`BID${past[5]!.id}`]);
  await page.getByRole('textbox', { name: 'Search' }).fill('');
  await expect(page.getByText(`1–10 of ${past.length}`)).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('button', { name: `Page ${Math.ceil(past.length / 10)}` }).click();
  await expect(page.getByRole('alert')).toContainText(
    'You are offline and this was not saved on this device yet',
  );
  // Back online, the page is asked for again by itself.
  await context.setOffline(false);
  await expect(column(table, 1).last()).toHaveText(`BID${past.at(-1)!.id}`);
});

test.describe('table on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('each booking is a card showing all of it; a select sorts, a button reverses', async ({
    page,
  }) => {
    await openAppointments(page);
    const upcoming = await apiGet<Appointment[]>(page, '/api/appointments/all_upcoming');
    const list = page.getByRole('region', { name: 'Upcoming appointments' });
    const cards = list.getByRole('button', { name: /^BID\d+/ });
    await expect(cards).toHaveCount(10);

    // Everything the table's row holds, inside the phone's width: no sideways scrolling.
    const first = upcoming[0]!;
    const card = cards.first();
    await expect(card).toContainText(`BID${first.id}`);
    await expect(card).toContainText(/Mon, 23 Nov 2026 \d{2}:\d{2} [AP]M/);
    await expect(card).toContainText(`${first.firstName} ${first.lastName}`);
    await expect(card).toContainText(`$${first.amount.toFixed(2)}`);
    await expect(card.locator('[data-status]')).toBeVisible();
    for (const part of [card, card.locator('[data-status]')]) {
      const box = (await part.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Total Amount' });
    const lowest = Math.min(...upcoming.map((item) => item.amount));
    await expect(cards.first()).toContainText(`$${lowest.toFixed(2)}`);
    await page.getByRole('button', { name: /^Order: ascending/ }).click();
    const highest = Math.max(...upcoming.map((item) => item.amount));
    await expect(cards.first()).toContainText(`$${highest.toFixed(2)}`);

    await cards.first().click();
    await expect(list.getByRole('table', { name: /^Booked items of BID\d+$/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({
      path: 'test-results/screens/appointments-cards-390.png',
      fullPage: true,
    });
  });
});

test.describe('calendar', () => {
  // The calendar opens on the browser's today: pin it to the demo data's today.
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(new Date(E2E_NOW));
  });

  test('day view shows today’s bookings and opens their details', async ({ page }) => {
    await openAppointments(page);
    const all = await apiGet<Appointment[]>(page, '/api/appointments/all_appointment_by_client');
    await choose(page, 'View', 'Calendar');
    await expect(page).toHaveURL(/view=calendar/);
    await expect(page.getByRole('heading', { name: 'Monday, 23 November 2026' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Day' })).toBeChecked();

    const today = all.filter((item) => item.book_date === '2026-11-23');
    expect(today.length).toBeGreaterThan(0);
    const calendar = page.locator('[data-calendar-mode="day"]');
    for (const item of today) {
      await expect(
        calendar.getByRole('button', {
          name: `${item.book_time} ${item.firstName} ${item.lastName}`,
        }),
      ).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, 'calendar-day');

    const booking = today[0]!;
    await calendar
      .getByRole('button', {
        name: `${booking.book_time} ${booking.firstName} ${booking.lastName}`,
      })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Booking Details' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`${booking.firstName} ${booking.lastName}`);
    await expect(dialog).toContainText(`Mon, 23 Nov 2026 ${booking.book_time}`);
    const services = dialog.getByRole('table', { name: 'Booked services' });
    for (const item of booking.book_items) {
      await expect(services.getByRole('cell', { name: item.name, exact: true })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, 'calendar-modal');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Previous and next move a day; Today returns.
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(page.getByRole('heading', { name: 'Tuesday, 24 November 2026' })).toBeVisible();
    await page.getByRole('button', { name: 'Previous day' }).click();
    await page.getByRole('button', { name: 'Previous day' }).click();
    await expect(page.getByRole('heading', { name: 'Sunday, 22 November 2026' })).toBeVisible();
    await page.getByRole('button', { name: 'Today' }).click();
    await expect(page.getByRole('heading', { name: 'Monday, 23 November 2026' })).toBeVisible();
  });

  test('week and month views; "+ N more" opens that day', async ({ page }) => {
    await openAppointments(page);
    const all = await apiGet<Appointment[]>(page, '/api/appointments/all_appointment_by_client');
    // The calendar asks for the days it shows, never for every booking.
    const reads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/appointments/')) reads.push(url.pathname + url.search);
    });
    await choose(page, 'View', 'Calendar');
    await choose(page, 'Calendar mode', 'Week');
    await expect(page.getByRole('heading', { name: '22 – 28 November 2026' })).toBeVisible();
    const wednesday = all.find((item) => item.book_date === '2026-11-25')!;
    await expect(
      page.locator('[data-calendar-mode="week"]').getByRole('button', {
        name: `${wednesday.book_time} ${wednesday.firstName} ${wednesday.lastName}`,
      }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, 'calendar-week');

    await choose(page, 'Calendar mode', 'Month');
    await expect(page.getByRole('heading', { name: 'November 2026' })).toBeVisible();
    const month = page.locator('[data-calendar-mode="month"]');
    // The grid: 42 cells from Sunday 1 November to Saturday 12 December.
    // Every cell is named by the diary's long date, a closed one with ", closed" (docs/decisions.md,
    // Calendar shading and states): "Monday 2 November 2026", "Sunday 1 November 2026, closed".
    await expect(
      month.getByRole('button', {
        name: /^[A-Z][a-z]+ \d{1,2} [A-Z][a-z]+ 2026(, closed)?$/,
      }),
    ).toHaveCount(42);
    await expect(month.getByRole('button', { name: 'Monday 2 November 2026' })).toBeVisible();
    const counts = new Map<string, number>();
    for (const item of all) counts.set(item.book_date, (counts.get(item.book_date) ?? 0) + 1);
    const grid = Array.from({ length: 42 }, (_, index) => addDays('2026-11-01', index));
    const busy = grid.filter((date) => (counts.get(date) ?? 0) > 2);
    const moreLinks = month.getByRole('button', { name: /^\+ \d+ more$/ });
    await expect(moreLinks).toHaveCount(busy.length);
    expect(reads).toContain('/api/appointments/range?from=2026-11-22&to=2026-11-28');
    // The month grid: two bookings a day and each day's count, never the six weeks' bookings.
    expect(reads).toContain('/api/appointments/month?from=2026-11-01&to=2026-12-12&perDay=2');
    expect(reads.filter((read) => read.includes('range?from=2026-11-01'))).toEqual([]);
    expect(reads.filter((read) => read.includes('all_appointment_by_client'))).toEqual([]);
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, 'calendar-month');
    // On a phone the month is a compact grid with the chosen day's bookings listed below it.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByText('Monday, 23 November', { exact: true })).toBeVisible();
    // The chosen day is listed whole (its own range read, here cached from the earlier screens),
    // though the grid asked for two bookings a day.
    const today = all.filter((item) => item.book_date === '2026-11-23');
    expect(today.length).toBeGreaterThan(2);
    for (const item of today) {
      await expect(
        month.getByText(`${item.book_time} ${item.firstName} ${item.lastName}`),
      ).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    const target = busy[Math.min(3, busy.length - 1)]!;
    const link = moreLinks.nth(busy.indexOf(target));
    await expect(link).toHaveText(`+ ${counts.get(target)! - 2} more`);
    await link.click();
    await expect(page.getByRole('heading', { name: dayTitle(target) })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Day' })).toBeChecked();
    await expect(page).toHaveURL(new RegExp(`mode=day.*date=${target}|date=${target}.*mode=day`));
    const onThatDay = all.filter((item) => item.book_date === target);
    await expect(
      page.locator('[data-calendar-mode="day"]').getByRole('button', { name: / [AP]M / }),
    ).toHaveCount(onThatDay.length);

    // The URL keeps the calendar where it was.
    await page.reload();
    await expect(page.getByRole('heading', { name: dayTitle(target) })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Calendar' })).toBeChecked();
  });
});
