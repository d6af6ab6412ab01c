// Pending changes in the language shown (docs/offline.md, Outbox entries): changes queued offline
// in English read in Norwegian in the pending list once the owner picks Norsk, still offline, and
// in English again after switching back; then the connection returns and every one is applied.
import { expect, test, type Page } from '@playwright/test';
import type { WeekDay } from '../../contract/business-settings';
import type { Category } from '../../contract/catalogue';
import { createVerifiedOwner, signInUnderWorker } from './helpers/accounts';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { apiGet, screenshots, toggleSwitch } from './helpers/screens';
import { englishIn } from './helpers/translated-screen';

const pendingButton = (page: Page) => page.getByRole('button', { name: /^\d+ (pending|venter)$/ });
const pendingChanges = (page: Page) => page.getByTestId('pending-change');

async function pickLanguage(page: Page, menu: string, language: string): Promise<void> {
  await page.getByRole('button', { name: menu, exact: true }).click();
  await page.getByRole('menuitemradio', { name: language }).click();
}

test('changes queued offline in English read in Norwegian after a switch, and back', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = await createVerifiedOwner(request, 'pending-language');
  await signInUnderWorker(page, owner.email, owner.password);
  // Online once, so the worker keeps what these screens read.
  for (const screen of ['/catalogue/services', '/business-settings/business-hours']) {
    await page.goto(screen);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  await context.setOffline(true);
  await toggleSwitch(page, 'Monday open');
  await page.getByRole('spinbutton', { name: 'Tuesday opens at', exact: true }).fill('09');
  await page.getByRole('spinbutton', { name: 'Tuesday opens at, minutes' }).fill('30');
  await page.getByRole('button', { name: 'Save All Changes' }).click();
  await expect(pendingButton(page)).toHaveText('2 pending');
  await page.goto('/catalogue/create-category');
  await page.getByLabel('Service category name').fill('Farge');
  await page.getByLabel('Service category description').fill('Farge og striper');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/catalogue\/services$/);
  await expect(pendingButton(page)).toHaveText('3 pending');
  await pendingButton(page).click();
  await expect(pendingChanges(page)).toHaveText([
    /^Close Monday/,
    /^Tuesday opens at 09:30/,
    /^Create category "Farge"/,
  ]);
  await page.keyboard.press('Escape');

  // Norsk, still offline: the language change waits too, and every label reads in Norwegian.
  await pickLanguage(page, 'Language', 'Norsk (bokmål)');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
  await expect(pendingButton(page)).toHaveText('4 venter');
  await pendingButton(page).click();
  await expect(pendingChanges(page)).toHaveText([
    /^Mandag: stengt/,
    /^Tirsdag åpner 09:30/,
    /^Opprett kategorien «Farge»/,
    /^Språk: Norsk \(bokmål\)/,
  ]);
  const listed = (await pendingChanges(page).allInnerTexts()).join('\n');
  expect(englishIn(listed), 'English left in the pending list').toEqual([]);
  expect(listed).not.toMatch(/Close|opens at|Create category/);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'pending-list-queued-in-english-nb');
  // On a phone, Logout stays whole beside the count, "Oppdaterer …" or not (its words fold away).
  await page.setViewportSize({ width: 390, height: 844 });
  const logout = await page.getByRole('button', { name: 'Logg ut' }).boundingBox();
  expect(logout!.x + logout!.width).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.keyboard.press('Escape');

  // Back to English: the same changes in English again.
  await pickLanguage(page, 'Språk', 'English');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await pendingButton(page).click();
  await expect(pendingChanges(page).first()).toHaveText(/^Close Monday/);
  await expect(pendingChanges(page).nth(2)).toHaveText(/^Create category "Farge"/);
  await page.keyboard.press('Escape');

  // Online: every change applied, the list empty.
  await context.setOffline(false);
  await expect(pendingButton(page)).toBeHidden({ timeout: 30_000 });
  const days = await apiGet<WeekDay[]>(page, '/api/day_weeks/');
  expect(days.find((day) => day.weekName === 'Monday')?.open).toBe(false);
  const categories = await apiGet<Category[]>(page, '/api/categories/');
  expect(categories.map((category) => category.categoryName)).toContain('Farge');
});
