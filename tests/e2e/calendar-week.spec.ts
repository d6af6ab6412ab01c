// The week view with overlapping bookings: side by side in lanes of a readable width
// or behind "+ N more", which opens the day; on a phone the week is a list of its bookings by day;
// month chips at least 24 px tall (WCAG 2.5.8). Names checked readable: no word broken across
// lines, none cut off by its box but a long surname in a narrow lane.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createVerifiedOwner, signIn } from './helpers/accounts';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { addServices, apiSend } from './helpers/diary';
import { E2E_NOW } from './helpers/e2e-env';
import { settle } from './helpers/screens';

/** Tuesday of the pinned "now"'s week. */
const DAY = '2026-11-24';
const WEEK_URL = `/appointments?view=calendar&mode=week&date=${DAY}`;
const CLIENTS = [
  { firstName: 'Ada', time: '10:00' },
  { firstName: 'Bea', time: '10:00' },
  { firstName: 'Cecilie', time: '10:30' },
];
const LAST_NAME = 'Kristoffersen';

/**
 * The box at least `minWidth` wide, no word broken across lines (the letter-by-letter wrapping
 * once seen) and every word inside the box but those in `mayClip`.
 */
async function expectReadable(
  booking: Locator,
  minWidth: number,
  mayClip: readonly string[] = [],
): Promise<void> {
  const box = await booking.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(minWidth);
  const { broken, outside } = await booking.evaluate((element) => {
    const bounds = element.getBoundingClientRect();
    const result = { broken: [] as string[], outside: [] as string[] };
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = [...range.getClientRects()].filter((rect) => rect.width > 0).length;
        if (lines !== 1) result.broken.push(match[0]);
        const rect = range.getBoundingClientRect();
        if (rect.right > bounds.right + 1 || rect.bottom > bounds.bottom + 1) {
          result.outside.push(match[0]);
        }
      }
    }
    return result;
  });
  expect(broken, 'words broken across lines').toEqual([]);
  expect(
    outside.filter((word) => !mayClip.includes(word)),
    'words cut off',
  ).toEqual([]);
}

/** The calendar's Day / Week / Month control (its radio is hidden behind the label). */
async function chooseMode(page: Page, mode: string): Promise<void> {
  await page
    .getByRole('radiogroup', { name: 'Calendar mode' })
    .getByText(mode, { exact: true })
    .click();
  await expect(page.getByRole('radio', { name: mode })).toBeChecked();
}

async function shot(page: Page, name: string): Promise<void> {
  await settle(page);
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

test('overlapping bookings stay readable in the week at 1280 and 390 px; month chips are 24 px', async ({
  page,
}) => {
  // Three screens at two widths with axe on each: slow on a shared machine.
  test.setTimeout(240_000);
  const owner = await createVerifiedOwner(page.request, 'weekview');
  await page.clock.setFixedTime(new Date(E2E_NOW));
  await signIn(page, owner.email, owner.password);
  const ids = await addServices(page, [{ name: 'Colour', price: '80', minutes: 60 }]);
  for (const { firstName, time } of CLIENTS) {
    const created = await apiSend(page, 'POST', '/api/appointments', {
      client: { firstName, lastName: LAST_NAME },
      serviceIds: [ids.Colour],
      date: DAY,
      time,
      // Three at once on purpose: "Book anyway".
      force: true,
    });
    expect(created.status).toBe(201);
  }
  const bookings = (scope: Locator) => scope.getByRole('button', { name: new RegExp(LAST_NAME) });

  // 1280 px: a day column holds two lanes of 60 px, so one booking and "+ 2 more" beside it.
  await page.goto(WEEK_URL);
  const week = page.locator('[data-calendar-mode="week"]');
  // The first visit loads the schedule's code, slow on a loaded machine.
  await expect(page.getByRole('heading', { name: '22 – 28 November 2026' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(week.locator('[data-week-lanes]')).toHaveAttribute('data-week-lanes', '2');
  await expect(bookings(week)).toHaveCount(1);
  // A 66 px lane: the time and first name read whole; a surname this long runs under the edge
  // (it is whole in the day the chip opens, and in the booking's details).
  await expectReadable(bookings(week).first(), 60, [LAST_NAME]);
  const more = week.getByRole('button', { name: '+ 2 more' });
  await expectReadable(more, 60);
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'calendar-week-overlap-1280');

  // "+ 2 more" opens the day, where the three are side by side at full width.
  await more.click();
  await expect(page.getByRole('heading', { name: 'Tuesday, 24 November 2026' })).toBeVisible();
  const day = page.locator('[data-calendar-mode="day"]');
  await expect(bookings(day)).toHaveCount(3);
  for (const booking of await bookings(day).all()) await expectReadable(booking, 150);
  await shot(page, 'calendar-week-overlap-day-1280');

  // The month: booking chips at least 24 px tall, "+ 1 more" too.
  await chooseMode(page, 'Month');
  const month = page.locator('[data-calendar-mode="month"]');
  const chips = month.getByRole('button', { name: new RegExp(`${LAST_NAME}|^\\+ 1 more$`) });
  await expect(chips).toHaveCount(3, { timeout: 30_000 });
  for (const chip of await chips.all()) {
    expect((await chip.boundingBox())!.height).toBeGreaterThanOrEqual(24);
  }
  await expectNoSeriousA11yViolations(page);

  // 390 px: the week is a list of its bookings by day, every name on full-width rows.
  await page.setViewportSize({ width: 390, height: 844 });
  await chooseMode(page, 'Week');
  await expect(page.getByRole('heading', { name: '22 – 28 November 2026' })).toBeVisible();
  await expect(week.getByText('Tuesday, 24 November', { exact: true })).toBeVisible();
  await expect(week.getByRole('button', { name: /^Time slot/ })).toHaveCount(0);
  await expect(bookings(week)).toHaveCount(3);
  for (const booking of await bookings(week).all()) await expectReadable(booking, 300);
  await expect(bookings(week).first()).toHaveAccessibleName(/^10:00 AM (Ada|Bea) Kristoffersen/);
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'calendar-week-list-390');
  await bookings(week).last().click();
  await expect(page.getByRole('dialog', { name: 'Booking Details' })).toContainText(
    `Cecilie ${LAST_NAME}`,
  );
});
