// A split day (docs/decisions.md, Split days): the owner opens Saturday 09:00-13:00 and
// 15:00-19:00 on Working hours, and the booking page offers no time from 13:00 to 15:00 that
// Saturday. Screenshots of the form at 1280 and 390 px, light and dark, with axe on both.
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import type { PortalSlots } from '../../contract/portal';
import { slugFromName } from '../../server/repositories/business-slug';
import { createVerifiedOwner, signInThroughApi } from './helpers/accounts';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { addServices } from './helpers/diary';
import { E2E_NOW } from './helpers/e2e-env';
import { screenshots, toggleSwitch } from './helpers/screens';

// The Saturday after the pinned "now" (Monday 23 November 2026, tests/e2e/helpers/e2e-env.ts).
const SATURDAY = '2026-11-28';

/** Sets the time field called `name` to hh:mm AM/PM, as the owner types it. */
async function setTime(page: Page, name: string, hours: string, minutes: string, amPm: string) {
  await page.getByRole('spinbutton', { name, exact: true }).fill(hours);
  await page.getByRole('spinbutton', { name: `${name}, minutes` }).fill(minutes);
  await page.getByRole('combobox', { name: `${name}, AM or PM` }).selectOption(amPm);
}

test('the owner opens Saturday 09-13 and 15-19, and the booking page offers nothing between', async ({
  page,
  request,
}) => {
  // The booking page's days start at the browser's today: the server's fixed week, not the
  // calendar's, so Saturday 28 November is on the page whatever day the test runs.
  await page.clock.setFixedTime(new Date(E2E_NOW));
  const businessName = `Split Salon ${randomBytes(3).toString('hex')}`;
  const owner = await createVerifiedOwner(request, 'split', { businessName });
  await signInThroughApi(page, owner.email, owner.password);
  await page.goto('/business-settings/business-hours');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Business working hours' }),
  ).toBeVisible();
  const ids = await addServices(page, [{ name: 'Cut', price: '450', minutes: 60 }]);

  await toggleSwitch(page, 'Saturday open');
  await page.getByRole('button', { name: 'Add a second range to Saturday' }).click();
  await setTime(page, 'Saturday opens at', '09', '00', 'AM');
  await setTime(page, 'Saturday closes at', '01', '00', 'PM');
  await setTime(page, 'Saturday opens again at', '03', '00', 'PM');
  await setTime(page, 'Saturday closes again at', '07', '00', 'PM');
  await page.getByRole('button', { name: 'Save All Changes' }).click();
  await expect(page.getByText('Updated', { exact: true })).toHaveCount(1);

  // The reloaded screen shows both ranges, as the server stored them.
  await page.reload();
  await expect(
    page.getByRole('spinbutton', { name: 'Saturday opens again at', exact: true }),
  ).toHaveValue('03');
  await expect(
    page.getByRole('spinbutton', { name: 'Saturday closes at', exact: true }),
  ).toHaveValue('01');
  await expect(
    page.getByRole('button', { name: 'Remove the second range of Saturday' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'split-day-hours');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'split-day-hours-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  // The booking page, on a phone: Saturday's times skip the gap.
  const slug = slugFromName(businessName);
  const slots = await request.get(
    `/api/public/${slug}/slots?from=${SATURDAY}&to=${SATURDAY}&services=${ids.Cut}`,
  );
  expect(slots.status()).toBe(200);
  const times = ((await slots.json()) as PortalSlots).days[0]!.slots.map((slot) => slot.time);
  expect(times).toContain('12:00');
  expect(times).toContain('15:00');
  expect(times.filter((time) => time > '12:00' && time < '15:00')).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/book/${slug}`);
  await page.getByRole('checkbox', { name: /Cut/ }).check();
  await page.getByRole('button', { name: 'Choose a time' }).click();
  await page.getByRole('button', { name: /28 November 2026/ }).click();
  const offered = page.getByRole('group', { name: /Free times on .*28 November 2026/ });
  await expect(offered.getByRole('button', { name: '12:00' })).toBeVisible();
  await expect(offered.getByRole('button', { name: '15:00' })).toBeVisible();
  // The page writes the hour as the browser's locale does ("9:00"): compared as 'HH:mm'.
  const shown = (await offered.getByRole('button').allInnerTexts()).map((time) =>
    time.trim().padStart(5, '0'),
  );
  expect(shown.filter((time) => time > '12:00' && time < '15:00')).toEqual([]);
  expect(shown).toEqual(times);
  await screenshots(page, 'split-day-booking-page');
});
