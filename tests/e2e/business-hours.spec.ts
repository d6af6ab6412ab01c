// Business settings menu and working hours: close a day, move an opening time, save, reload.
import { expect, test, type Page } from '@playwright/test';
import type { WeekDay } from '../../contract/business-settings';
import { createVerifiedOwner, signIn } from './helpers/accounts';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { screenshots, toggleSwitch } from './helpers/screens';

function expectTime(page: Page, name: string, hours: string, minutes: string, amPm: string) {
  return Promise.all([
    expect(page.getByRole('spinbutton', { name, exact: true })).toHaveValue(hours),
    expect(page.getByRole('spinbutton', { name: `${name}, minutes` })).toHaveValue(minutes),
    expect(page.getByRole('combobox', { name: `${name}, AM or PM` })).toHaveValue(amPm),
  ]);
}

async function weekDaysFromApi(page: Page): Promise<WeekDay[]> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.get('/api/day_weeks/', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as WeekDay[];
}

test('the settings list leads to working hours, which save and survive a reload', async ({
  page,
  request,
}) => {
  const owner = await createVerifiedOwner(request, 'hours');
  await signIn(page, owner.email, owner.password);

  await page.goto('/business-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Business settings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Account setup' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Business service intervals/ })).toHaveAttribute(
    'href',
    '/business-settings/service-intervals',
  );
  await expect(page.getByRole('link', { name: /Business information/ })).toHaveAttribute(
    'href',
    '/business-settings/business-info',
  );
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'business-settings');

  await page.getByRole('link', { name: /Business working hours/ }).click();
  await expect(page).toHaveURL(/\/business-settings\/business-hours$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Business working hours' }),
  ).toBeVisible();
  await expect(page.getByRole('switch')).toHaveCount(7);
  await expectTime(page, 'Monday opens at', '10', '00', 'AM');
  await expectTime(page, 'Monday closes at', '07', '00', 'PM');
  await expect(page.getByRole('switch', { name: 'Saturday open' })).not.toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'business-hours');

  await toggleSwitch(page, 'Monday open');
  await expect(page.getByRole('switch', { name: 'Monday open' })).not.toBeChecked();
  await expect(page.getByRole('spinbutton', { name: 'Monday opens at', exact: true })).toHaveCount(
    0,
  );
  await page.getByRole('spinbutton', { name: 'Tuesday opens at', exact: true }).fill('09');
  await page.getByRole('spinbutton', { name: 'Tuesday opens at, minutes' }).fill('30');
  await page.getByRole('combobox', { name: 'Tuesday opens at, AM or PM' }).selectOption('AM');
  await page.getByRole('button', { name: 'Save All Changes' }).click();
  await expect(page.getByText('Updated', { exact: true })).toHaveCount(1);

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Monday open' })).not.toBeChecked();
  await expectTime(page, 'Tuesday opens at', '09', '30', 'AM');
  await expectTime(page, 'Tuesday closes at', '07', '00', 'PM');
  const days = await weekDaysFromApi(page);
  expect(days.slice(0, 2)).toEqual([
    expect.objectContaining({
      weekName: 'Monday',
      open: false,
      openingTime: null,
      closingTime: null,
    }),
    expect.objectContaining({
      weekName: 'Tuesday',
      open: true,
      openingTime: '09:30',
      closingTime: '19:00',
    }),
  ]);

  // Reopening shows and saves the default hours.
  await toggleSwitch(page, 'Monday open');
  await expectTime(page, 'Monday opens at', '10', '00', 'AM');
  await expectTime(page, 'Monday closes at', '07', '00', 'PM');
  await page.getByRole('button', { name: 'Save All Changes' }).click();
  await expect(page.getByText('Updated', { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await weekDaysFromApi(page))[0])
    .toMatchObject({ open: true, openingTime: '10:00', closingTime: '19:00' });

  // Each open day's "Add a second range" makes the rows taller, so Save now sits where the
  // "Updated" toast shows, and a toast under the pointer waits: move away and let it close.
  await page.mouse.move(0, 0);
  await expect(page.getByText('Updated', { exact: true })).toBeHidden();

  // Closing before opening is refused on the spot.
  await page.getByRole('spinbutton', { name: 'Wednesday closes at', exact: true }).fill('08');
  await page.getByRole('combobox', { name: 'Wednesday closes at, AM or PM' }).selectOption('AM');
  await page.getByRole('button', { name: 'Save All Changes' }).click();
  await expect(page.getByText('Wednesday: Closing time must be after opening time')).toBeVisible();
  await screenshots(page, 'business-hours-error');
});
