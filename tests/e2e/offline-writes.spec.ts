// Changes made offline (issue: offline-first, scenarios 2 to 5): kept as pending across reloads
// and a browser restart, applied exactly once and in order when the connection returns; a lost
// answer does not apply a change twice; a refused change shows with Retry and Discard without
// holding up the others; two tabs coming back online send each change once.
import fs from 'node:fs';
import path from 'node:path';
import {
  chromium,
  expect,
  test,
  type BrowserContext,
  type Page,
  type TestInfo,
} from '@playwright/test';
import type { WeekDay } from '../../contract/business-settings';
import type { Category, CategoryWithServices } from '../../contract/catalogue';
import { createVerifiedOwner, signIn, signInUnderWorker } from './helpers/accounts';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { E2E_BASE_URL } from './helpers/e2e-env';
import { apiGet, screenshots, toggleSwitch } from './helpers/screens';
import { fillServiceForm } from './helpers/service-form';
import config from '../../playwright.config';

const pendingButton = (page: Page) => page.getByRole('button', { name: /^\d+ pending$/ });

/** The same browser as the other specs, with a profile on disk that outlives a restart. */
function launchProfile(dir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(dir, {
    ...config.use?.launchOptions,
    baseURL: E2E_BASE_URL,
    timezoneId: 'Europe/Oslo',
    locale: 'en-GB',
    viewport: { width: 1280, height: 800 },
  });
}

function profileDir(testInfo: TestInfo): string {
  const dir = testInfo.outputPath('profile');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  return dir;
}

async function createCategory(page: Page, name: string, description: string): Promise<void> {
  await page.goto('/catalogue/create-category');
  await page.getByLabel('Service category name').fill(name);
  await page.getByLabel('Service category description').fill(description);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/catalogue\/services$/);
}

async function countCategories(page: Page, name: string): Promise<number> {
  const categories = await apiGet<Category[]>(page, '/api/categories/');
  return categories.filter((category) => category.categoryName === name).length;
}

test('changes made offline stay pending across a reload and a restart, then apply once, in order', async ({
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const owner = await createVerifiedOwner(request, 'offline-writes');
  const dir = profileDir(testInfo);
  let context = await launchProfile(dir);
  let page = context.pages()[0] ?? (await context.newPage());
  await signInUnderWorker(page, owner.email, owner.password);
  await createCategory(page, 'Hair', 'Cuts and colour');

  // Online once, so the worker keeps what these screens read.
  for (const screen of [
    '/business-settings/business-hours',
    '/business-settings/service-intervals',
    '/catalogue/create-service',
    '/catalogue/services',
  ]) {
    await page.goto(screen);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: /Hair/ })).toBeVisible();

  await context.setOffline(true);

  // 1, 2: close Monday, open Tuesday at 09:30.
  await page.goto('/business-settings/business-hours');
  await toggleSwitch(page, 'Monday open');
  await page.getByRole('spinbutton', { name: 'Tuesday opens at', exact: true }).fill('09');
  await page.getByRole('spinbutton', { name: 'Tuesday opens at, minutes' }).fill('30');
  await page.getByRole('button', { name: 'Save All Changes' }).click();
  await expect(
    page.getByText('Saved on this device: it will be sent when the connection returns'),
  ).toBeVisible();
  await expect(pendingButton(page)).toHaveText('2 pending');
  await expect(page.getByRole('switch', { name: 'Monday open' })).not.toBeChecked();

  // 3: the interval.
  await page.goto('/business-settings/service-intervals');
  await page.getByRole('combobox', { name: 'Time interval' }).click();
  await page.getByRole('option', { name: '30 minutes' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(pendingButton(page)).toHaveText('3 pending');

  // 4, 5: a category, and a service in it, both created offline.
  await createCategory(page, 'Nails', 'Manicures and pedicures');
  await expect(page.getByRole('button', { name: /Nails/ })).toContainText('Pending');
  await page.goto('/catalogue/create-service');
  await fillServiceForm(page, {
    name: 'Gel manicure',
    category: 'Nails',
    description: 'Shaping and gel polish',
  });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/catalogue\/services$/);
  await expect(page.getByRole('listitem').filter({ hasText: 'Gel manicure' })).toContainText(
    'Pending',
  );

  // 6: edit a category that exists on the server.
  await page.getByRole('link', { name: 'Edit Hair' }).click();
  await page.getByLabel('Service category name').fill('Hair & Beauty');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/\/catalogue\/services$/);
  await expect(pendingButton(page)).toHaveText('6 pending');
  await screenshots(page, 'offline-pending-services');

  await pendingButton(page).click();
  await expect(page.getByTestId('pending-change')).toHaveText([
    /Close Monday/,
    /Tuesday opens at 09:30/,
    /Service interval: 30 minutes/,
    /Create category "Nails"/,
    /Create service "Gel manicure"/,
    /Edit category "Hair & Beauty"/,
  ]);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'offline-pending-list');

  // Reload offline: still pending, still shown.
  await page.reload();
  await expect(pendingButton(page)).toHaveText('6 pending');
  await expect(page.getByRole('button', { name: /Hair & Beauty/ })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Gel manicure' })).toBeVisible();

  // Close the browser and open it again, still offline.
  await context.close();
  context = await launchProfile(dir);
  await context.setOffline(true);
  page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/business-settings/business-hours');
  await expect(pendingButton(page)).toHaveText('6 pending');
  await expect(page.getByRole('switch', { name: 'Monday open' })).not.toBeChecked();
  await expect(page.getByRole('spinbutton', { name: 'Tuesday opens at', exact: true })).toHaveValue(
    '09',
  );

  // Online again: everything is sent, once.
  await context.setOffline(false);
  await expect(pendingButton(page)).toHaveCount(0, { timeout: 20_000 });
  // The owner is told they went out (one message a sending run: usually "6 changes saved").
  await expect(page.getByText(/^\d changes? saved$/).first()).toBeVisible();

  const days = await apiGet<WeekDay[]>(page, '/api/day_weeks/');
  expect(days.slice(0, 2)).toEqual([
    expect.objectContaining({ weekName: 'Monday', open: false, openingTime: null }),
    expect.objectContaining({ weekName: 'Tuesday', open: true, openingTime: '09:30' }),
  ]);
  expect(await apiGet(page, '/api/service_interval/')).toMatchObject({ duration: 30 });
  const catalogue = await apiGet<CategoryWithServices[]>(page, '/api/cat_wise_services/');
  expect(catalogue.map((category) => category.categoryName)).toEqual(['Hair & Beauty', 'Nails']);
  // Created in order: the category first, then the service in it (with the category's real id).
  const nails = catalogue.find((category) => category.categoryName === 'Nails')!;
  expect(nails.services.map((service) => service.serviceName)).toEqual(['Gel manicure']);
  expect(nails.services[0]!.categoryTypeID).toBe(nails.id);
  await context.close();
});

test.describe('an answer lost on the way', () => {
  // page.route sees only what the page itself sends when no service worker stands in between.
  test.use({ serviceWorkers: 'block' });

  test('an answer lost after the server applied the change: the resend applies it once', async ({
    page,
    request,
  }) => {
    const owner = await createVerifiedOwner(request, 'lost-answer');
    await signIn(page, owner.email, owner.password);
    let lost = 0;
    await page.route('**/api/categories/create', async (route) => {
      if (lost === 0) {
        lost += 1;
        await route.fetch(); // the server commits...
        await route.abort('connectionreset'); // ...and the answer never arrives.
        return;
      }
      await route.continue();
    });
    await createCategory(page, 'Brows', 'Shaping and tinting');
    await expect(pendingButton(page)).toHaveCount(0, { timeout: 20_000 });
    expect(lost).toBe(1);
    expect(await countCategories(page, 'Brows')).toBe(1);
  });
});

test.describe('coming back online', () => {
  test('a refused change shows with Retry and Discard; the changes behind it still apply', async ({
    page,
    context,
    request,
  }) => {
    const owner = await createVerifiedOwner(request, 'refused');
    await signInUnderWorker(page, owner.email, owner.password);
    await createCategory(page, 'Lashes', 'Extensions and lifts');
    await page.goto('/business-settings/service-intervals');
    await expect(page.getByRole('combobox', { name: 'Time interval' })).toBeVisible();

    await context.setOffline(true);
    // The same name again: the server refuses it (409), but only once it is sent.
    await createCategory(page, 'Lashes', 'Twice');
    await page.goto('/business-settings/service-intervals');
    await page.getByRole('combobox', { name: 'Time interval' }).click();
    await page.getByRole('option', { name: '45 minutes' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(pendingButton(page)).toHaveText('2 pending');

    await context.setOffline(false);
    await expect(pendingButton(page)).toHaveText('1 pending', { timeout: 20_000 });
    await expect.poll(() => apiGet(page, '/api/service_interval/')).toMatchObject({ duration: 45 });

    await pendingButton(page).click();
    // The list opens over the notifications, which it can reach on a small screen.
    const zIndex = (element: Element) => Number(getComputedStyle(element).zIndex);
    const list = page.locator('.mantine-Popover-dropdown', { hasText: 'Changes not sent yet' });
    expect(await list.evaluate(zIndex)).toBeGreaterThan(
      await page
        .locator('.mantine-Notifications-root[data-position="top-center"]')
        .evaluate(zIndex),
    );
    const refused = page.getByTestId('pending-change');
    await expect(refused).toContainText('Create category "Lashes"');
    await expect(refused).toContainText(/Refused: .*already exists/);
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, 'offline-refused-change');
    // Retry asks again (and is refused again); Discard lets it go.
    await refused.getByRole('button', { name: 'Retry' }).click();
    await expect(refused.getByRole('button', { name: 'Retry' })).toBeVisible();
    await refused.getByRole('button', { name: 'Discard' }).click();
    await expect(pendingButton(page)).toHaveCount(0);
    expect(await countCategories(page, 'Lashes')).toBe(1);
  });

  test('two tabs with pending changes come back online: each change is applied once', async ({
    page,
    context,
    request,
  }) => {
    const owner = await createVerifiedOwner(request, 'two-tabs');
    await signInUnderWorker(page, owner.email, owner.password);
    const second = await context.newPage();
    await second.goto('/catalogue/services');
    await expect(second.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();

    await context.setOffline(true);
    await createCategory(page, 'From tab one', 'First tab');
    await createCategory(second, 'From tab two', 'Second tab');
    await expect(pendingButton(page)).toHaveText('2 pending');
    await expect(pendingButton(second)).toHaveText('2 pending');

    await context.setOffline(false);
    await expect(pendingButton(page)).toHaveCount(0, { timeout: 20_000 });
    await expect(pendingButton(second)).toHaveCount(0, { timeout: 20_000 });
    expect(await countCategories(page, 'From tab one')).toBe(1);
    expect(await countCategories(page, 'From tab two')).toBe(1);
  });
});

test('after a logout, the next owner on this browser sees nothing of the first, even offline', async ({
  page,
  context,
  request,
}) => {
  const first = await createVerifiedOwner(request, 'first-owner');
  const second = await createVerifiedOwner(request, 'second-owner');
  await signInUnderWorker(page, first.email, first.password);
  await createCategory(page, 'Only the first owner’s', 'Private');
  await expect(page.getByRole('button', { name: /Only the first owner’s/ })).toBeVisible();

  // The connection drops while the app is open (no reload): a change made now is queued, and
  // logging out still works, asking first because that change would be dropped.
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
  await page.getByRole('button', { name: 'Add' }).click();
  await page.getByRole('menuitem', { name: /Category/ }).click();
  await page.getByLabel('Service category name').fill('Never sent');
  await page.getByLabel('Service category description').fill('Dropped at logout');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/catalogue\/services$/);
  await expect(pendingButton(page)).toHaveText('1 pending');
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Discard and log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await context.setOffline(false);

  await signIn(page, second.email, second.password);
  await page.goto('/catalogue/services');
  await expect(page.getByText('No categories yet')).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('No categories yet')).toBeVisible();
  await expect(page.getByText(/Only the first owner’s|Never sent/)).toHaveCount(0);
  await expect(pendingButton(page)).toHaveCount(0);
  // Nothing of the first owner is left on the device: no kept answer, no queued change.
  const leftovers = await page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('salon-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(['responses', 'outbox'], 'readonly');
          const responses = tx.objectStore('responses').getAll();
          const outbox = tx.objectStore('outbox').getAll();
          tx.oncomplete = () => resolve(JSON.stringify([responses.result, outbox.result]));
        };
      }),
  );
  expect(leftovers).not.toContain('Only the first owner');
  expect(leftovers).not.toContain('Never sent');
  expect(await page.evaluate(() => localStorage.getItem('salon-query-cache') ?? '')).not.toContain(
    'Only the first owner',
  );
});
