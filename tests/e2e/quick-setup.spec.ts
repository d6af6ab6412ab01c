// Set-up in fewer steps (docs/decisions.md, Working hours shortcuts and Public holidays), as the
// owner of an Oslo salon does it on her first day: Monday's hours copied to the other weekdays and
// Saturday, a lunch break on the five weekdays at once (and refused when added twice),
// Norway's public holidays added as closed dates in one click, and the business renamed (the
// booking link kept). Screens under
// test-results/screens-setup/, light and dark, at 1280 and 390 px.
import { expect, test, type Page } from '@playwright/test';
import type { AvailabilitySettings } from '../../contract/availability-settings';
import type { WeekDay } from '../../contract/business-settings';
import { createVerifiedOwner, signInUnderWorker } from './helpers/accounts';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { expectTime, fillTime } from './helpers/date-time-fields';
import { apiGet, settle } from './helpers/screens';

const readSettings = (page: Page) =>
  apiGet<AvailabilitySettings>(page, '/api/business-settings/availability');

async function checkA11y(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await settle(page);
  await expectNoSeriousA11yViolations(page);
}

/** test-results/screens-setup/<name>-<scheme>-<width>.png, light and dark, 1280 and 390 px. */
async function screens(page: Page, name: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await settle(page);
      // Start at the top: the fixed header smears over a scrolled full-page shot.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({
        path: `test-results/screens-setup/${name}-${scheme}-${width}.png`,
        fullPage: true,
      });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await settle(page);
}

test('set-up: hours copied, a break on five days, public holidays closed in one go', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // A +47 business in Europe/Oslo; the server's today is 23 November 2026 (FIXED_NOW).
  const owner = await createVerifiedOwner(request, 'quick-setup');
  await signInUnderWorker(page, owner.email, owner.password);

  // Working hours: Monday 09:00 to 17:00, copied to Tuesday-Friday and Saturday.
  await page.goto('/business-settings/business-hours');
  await fillTime(page, 'Monday opens at', '09:00');
  await fillTime(page, 'Monday closes at', '17:00');
  await page.getByRole('button', { name: "Copy Monday's hours to other days" }).click();
  const copy = page.getByRole('dialog');
  await copy.getByRole('button', { name: 'Weekdays' }).click();
  // A chip's input is hidden under its label: tap the label the owner sees.
  await copy.locator('label', { hasText: /^Sat$/ }).click();
  await expect(copy.getByRole('checkbox', { name: 'Saturday' })).toBeChecked();
  await expect(copy.getByRole('checkbox', { name: 'Sunday' })).not.toBeChecked();
  await checkA11y(page);
  // The open chips at 1280 px only: at 390 px the rows become cards and the popover closes.
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await settle(page);
    await page.screenshot({
      path: `test-results/screens-setup/copy-hours-open-${scheme}-1280.png`,
    });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await copy.getByRole('button', { name: 'Copy to 5 days' }).click();
  await expect(page.getByText('Hours copied to 5 days: save to keep them')).toBeVisible();
  await expectTime(page, 'Saturday opens at', '09:00');
  await page.getByRole('button', { name: 'Save All Changes' }).click();
  // Six days are thirteen of the spec's calls, sent one after another through the outbox, each
  // followed by a read of the week: on a loaded machine that outlasts the default 10 s.
  await expect(page.getByText('Updated', { exact: true })).toBeVisible({ timeout: 45_000 });
  await expect
    .poll(async () =>
      (await apiGet<WeekDay[]>(page, '/api/day_weeks/')).map(
        (day) => `${day.weekName} ${day.open ? `${day.openingTime}-${day.closingTime}` : 'closed'}`,
      ),
    )
    .toEqual([
      'Monday 09:00-17:00',
      'Tuesday 09:00-17:00',
      'Wednesday 09:00-17:00',
      'Thursday 09:00-17:00',
      'Friday 09:00-17:00',
      'Saturday 09:00-17:00',
      'Sunday closed',
    ]);
  await screens(page, 'hours-copied');

  // Online booking: lunch on the five weekdays in one go.
  await page.goto('/business-settings/online-booking');
  const breaksCard = page.getByRole('region', { name: 'Breaks' });
  await breaksCard.getByRole('button', { name: 'Weekdays' }).click();
  await breaksCard.getByRole('button', { name: 'Add break on 5 days' }).click();
  await expect(page.getByText('Breaks added on 5 days')).toBeVisible();
  await expect(breaksCard.getByRole('list', { name: 'Breaks' }).getByRole('listitem')).toHaveCount(
    5,
  );
  expect((await readSettings(page)).breaks.map((entry) => entry.dayOfWeek)).toEqual([
    1, 2, 3, 4, 5,
  ]);
  // The same again is refused on the form, naming the break in the way; nothing is added.
  await breaksCard.getByRole('button', { name: 'Add break on 5 days' }).click();
  await expect(
    breaksCard.getByText('Monday already has a break from 12:00 to 12:30 that overlaps this one'),
  ).toBeVisible();
  expect((await readSettings(page)).breaks).toHaveLength(5);

  // Public holidays: eleven dates from 25 December (two holidays on 17 May 2027); Langfredag left
  // out, the other ten added as closed dates in one click.
  const holidays = page.getByRole('group', { name: 'Public holidays' });
  await expect(holidays.getByRole('checkbox')).toHaveCount(11);
  await holidays.getByRole('checkbox', { name: /Langfredag/ }).uncheck();
  await checkA11y(page);
  await screens(page, 'holidays-offered');
  await page.getByRole('button', { name: 'Add 10 holidays as closed' }).click();
  await expect(page.getByText('10 holidays added as closed')).toBeVisible();
  await expect
    .poll(async () => (await readSettings(page)).closures.map((closure) => closure.fromDate))
    .toEqual([
      '2026-12-25',
      '2026-12-26',
      '2027-01-01',
      '2027-03-25',
      '2027-03-28',
      '2027-03-29',
      '2027-05-01',
      '2027-05-06',
      '2027-05-16',
      '2027-05-17',
    ]);
  // Those added are shown as closed and cannot be added twice; Langfredag is still offered.
  await expect(holidays.getByRole('checkbox', { name: /1\. juledag/ })).toBeDisabled();
  await expect(holidays.getByRole('checkbox', { name: /Langfredag/ })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Add 1 holiday as closed' })).toBeVisible();
  await checkA11y(page);
  await screens(page, 'holidays-added');

  // The business name, renamed in Business information: the booking page shows it under the
  // same link.
  const { slug } = await readSettings(page);
  await page.goto('/business-settings/business-info');
  const name = page.getByRole('textbox', { name: 'Business name' });
  await name.fill('Salong Nordlys');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Business information updated successfully')).toBeVisible();
  await checkA11y(page);
  await screens(page, 'business-name');
  expect((await readSettings(page)).slug).toBe(slug);
  await page.goto(`/book/${slug}`);
  await expect(page.getByRole('heading', { name: 'Salong Nordlys' })).toBeVisible();
});
