// The calendar feed end to end (docs/decisions.md, Calendar feed): the owner copies the business's
// feed address from Business information, a calendar fetches it (iCalendar, with the demo's
// bookings), the owner replaces it after the warning, and the old address answers 404 at once
// while the new one serves. The card at 1280 and 390 px, light and dark, axe clean. The demo
// business's feed is this spec's alone: no other spec reads or replaces it.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD, signInThroughApi } from './helpers/accounts';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { E2E_BASE_URL } from './helpers/e2e-env';
import { settle } from './helpers/screens';

/** The card (or dialog) at both widths in light and dark, looked at by axe too. */
async function lookAt(page: Page, target: Locator, name: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await settle(page);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await test.step(`${name} ${scheme} ${width} px`, () => expectNoSeriousA11yViolations(page));
      await target.screenshot({ path: `test-results/screens/${name}-${scheme}-${width}.png` });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('the owner copies the feed address, replaces it, and the old one answers 404', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E_BASE_URL });
  await signInThroughApi(page, DEMO_EMAIL, DEMO_PASSWORD);
  await page.goto('/business-settings/business-info');

  const card = page.getByRole('region', { name: 'Calendar feed' });
  const address = card.getByRole('textbox', { name: /^Calendar feed address/ });
  await expect(address).toHaveValue(/\/feeds\/[\w-]{43}\.ics$/);
  const oldUrl = await address.inputValue();
  await expect(card.getByRole('img', { name: `QR code of ${oldUrl}` })).toBeVisible();
  await card.getByRole('button', { name: 'Copy' }).click();
  await expect(card.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(oldUrl);

  // What a calendar subscribing to the copied address gets.
  const served = await request.get(oldUrl);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const ics = await served.text();
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toContain('BEGIN:VEVENT');

  await card.scrollIntoViewIfNeeded();
  await lookAt(page, card, 'calendar-feed');

  await card.getByRole('button', { name: 'Replace address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Replace this calendar feed address?' });
  await expect(dialog).toContainText('The old address stops working at once');
  await lookAt(page, dialog, 'calendar-feed-replace');
  await dialog.getByRole('button', { name: 'Replace address' }).click();
  await expect(dialog).toBeHidden();
  await expect(address).not.toHaveValue(oldUrl);
  const newUrl = await address.inputValue();
  expect(newUrl).toMatch(/\/feeds\/[\w-]{43}\.ics$/);

  const old = await request.get(oldUrl);
  expect(old.status()).toBe(404);
  expect(await old.json()).toEqual({
    errors: [expect.objectContaining({ msg: expect.any(String) })],
  });
  const renewed = await request.get(newUrl);
  expect(renewed.status()).toBe(200);
  expect(await renewed.text()).toContain('BEGIN:VEVENT');
});
