// Online booking settings (docs/decisions.md, Availability settings (owner)): the booking link
// copies, the rules and a break save online, a closed date added offline waits as pending and
// lands once the connection returns, and "Print QR code" prints only the code and the name.
import { expect, test, type Page } from '@playwright/test';
import type { AvailabilitySettings } from '../../contract/availability-settings';
import { createVerifiedOwner, signInUnderWorker } from './helpers/accounts';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { fillTime, pickDate } from './helpers/date-time-fields';
import { E2E_BASE_URL } from './helpers/e2e-env';
import { apiGet, screenshots, settle } from './helpers/screens';

const SETTINGS_PATH = '/api/business-settings/availability';
const pendingButton = (page: Page) => page.getByRole('button', { name: /^\d+ pending$/ });
const readSettings = (page: Page) => apiGet<AvailabilitySettings>(page, SETTINGS_PATH);

/**
 * axe with the pointer off the last button clicked (the theme's hover shade is lighter) and no
 * transition under way: a notification sliding in is still half transparent, and axe measured its
 * text at that moment once (a CI run failed on its contrast).
 */
async function checkA11y(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await settle(page);
  await expectNoSeriousA11yViolations(page);
}

test('online booking: the link copies, rules and breaks save, a closed date waits offline', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = await createVerifiedOwner(request, 'online-booking');
  await signInUnderWorker(page, owner.email, owner.password);

  await page.goto('/business-settings');
  await page.getByRole('link', { name: /Online booking/ }).click();
  await expect(page).toHaveURL(/\/business-settings\/online-booking$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Online booking' })).toBeVisible();

  // The booking link: the full address, Copy, Open and the QR code.
  const { slug } = await readSettings(page);
  expect(slug).toBeTruthy();
  const url = `${E2E_BASE_URL}/book/${slug}`;
  await expect(page.getByRole('textbox', { name: 'Your booking page' })).toHaveValue(url);
  await expect(page.getByRole('link', { name: 'Open' })).toHaveAttribute('href', url);
  await expect(page.getByRole('img', { name: `QR code of ${url}` })).toBeVisible();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E_BASE_URL });
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // A new business has the defaults (docs/decisions.md, Availability settings (owner)).
  const capacity = page.getByRole('textbox', { name: 'Clients at the same time' });
  await expect(capacity).toHaveValue('1');
  await expect(page.getByRole('switch', { name: 'Online booking' })).toBeChecked();
  await checkA11y(page);

  // Online: the capacity, then a lunch break on Tuesdays.
  await capacity.fill('3');
  await page.getByRole('button', { name: 'Save booking rules' }).click();
  await expect(page.getByText('Online booking settings saved')).toBeVisible();
  await expect.poll(async () => (await readSettings(page)).capacity).toBe(3);

  // Monday is ticked to begin with (docs/decisions.md, Working hours shortcuts).
  // A chip's input is hidden under its label: tap the label the owner sees.
  await page.locator('label', { hasText: /^Mon$/ }).click();
  await page.locator('label', { hasText: /^Tue$/ }).click();
  await expect(page.getByRole('checkbox', { name: 'Tuesday' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Monday' })).not.toBeChecked();
  await fillTime(page, 'Break starts', '12:00');
  await fillTime(page, 'Break ends', '12:30');
  await page.getByRole('button', { name: 'Add break' }).click();
  await expect(page.getByText('Break added')).toBeVisible();
  const breaks = page.getByRole('list', { name: 'Breaks' });
  await expect(breaks.getByRole('listitem')).toHaveText(['Tuesday 12:00 PM to 12:30 PMRemove']);
  expect((await readSettings(page)).breaks).toMatchObject([
    { dayOfWeek: 2, startTime: '12:00', endTime: '12:30' },
  ]);
  await expect(capacity).toHaveValue('3');
  await checkA11y(page);
  await screenshots(page, 'online-booking');

  // Offline: a closed date range waits on this device, shown as pending.
  await context.setOffline(true);
  await pickDate(page, page, 'First closed date', '2026-12-24');
  await pickDate(page, page, 'Last closed date', '2026-12-26');
  await page.getByLabel('Note').fill('Christmas');
  await page.getByRole('button', { name: 'Add closed dates' }).click();
  await expect(
    page.getByText('Saved on this device: it will be sent when the connection returns'),
  ).toBeVisible();
  await expect(pendingButton(page)).toHaveText('1 pending');
  const closure = page
    .getByRole('list', { name: 'Closed dates' })
    .getByRole('listitem')
    .filter({ hasText: 'Thu, 24 Dec 2026 to Sat, 26 Dec 2026' });
  await expect(closure).toContainText('Christmas');
  await expect(closure).toContainText('Pending');
  await checkA11y(page);
  await screenshots(page, 'online-booking-offline');

  // Back online: the outbox sends it once, the mark goes, the server has it.
  await context.setOffline(false);
  await expect(pendingButton(page)).toHaveCount(0, { timeout: 20_000 });
  await expect(closure).not.toContainText('Pending');
  await expect(closure).toContainText('Christmas');
  const stored = await readSettings(page);
  // Once: toMatchObject holds an array to its length.
  expect(stored.closures).toMatchObject([
    { fromDate: '2026-12-24', toDate: '2026-12-26', note: 'Christmas' },
  ]);
  expect(stored.capacity).toBe(3);

  // "Print QR code" prints the sheet alone: the business name, the code, the address.
  await page.evaluate(() => {
    window.print = () => {
      document.documentElement.dataset.printed = 'yes';
    };
  });
  await page.getByRole('button', { name: 'Print QR code' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-printed', 'yes');
  await page.emulateMedia({ media: 'print' });
  const sheet = page.locator('body > div[aria-hidden]').filter({ hasText: 'Scan to book' });
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText('Ada Hair Studio');
  await expect(sheet).toContainText(url);
  await expect(page.getByRole('heading', { level: 1, name: 'Online booking' })).toBeHidden();
  await page.screenshot({ path: 'test-results/screens/online-booking-print.png' });
  await page.emulateMedia({ media: 'screen' });
});
