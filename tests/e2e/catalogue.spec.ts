// The catalogue screens on the real server: a category and a service created through the forms,
// shown in the services accordion, the category renamed, a duplicate name refused; axe and
// screenshots on each screen.
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedOwner, DEMO_EMAIL, DEMO_PASSWORD, signIn } from './helpers/accounts';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { screenshots } from './helpers/screens';
import { fillServiceForm } from './helpers/service-form';

/** The sidebar slides in or out when the width changes: wait until it and the page have moved. */
async function waitForLayout(page: Page, width: number) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const headingX = async () => (await page.locator('h1').boundingBox())?.x ?? -1;
  if (width < 768) {
    await expect(nav).not.toBeInViewport();
    await expect.poll(headingX).toBeLessThan(40);
  } else {
    await expect(nav).toBeInViewport({ ratio: 1 });
    await expect.poll(headingX).toBeGreaterThan(240);
  }
}

/** Checks the screen with axe at both widths (the phone layout differs). */
async function checkScreen(page: Page, name: string) {
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await waitForLayout(page, 390);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshots(page, name);
}

function alertWith(page: Page, text: string) {
  return page.locator('.mantine-Notification-root').filter({ hasText: text });
}

/** Sees the alert, then closes it so that it does not cover the next screenshots. */
async function expectAlert(page: Page, text: string) {
  const alert = alertWith(page, text);
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Close alert' }).click();
  await expect(alert).toHaveCount(0);
}

async function openAddMenu(page: Page, item: 'Category' | 'Service') {
  await page.getByRole('button', { name: 'Add' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('an owner builds a catalogue: category, service, rename, duplicate refused', async ({
  page,
  request,
}) => {
  // Four screens, each checked by axe at two widths: slower than one default timeout allows.
  test.setTimeout(120_000);
  const owner = await createVerifiedOwner(request, 'catalogue');
  await signIn(page, owner.email, owner.password);

  // A new business has no categories yet.
  await page.goto('/catalogue/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  await expect(page.getByText('No categories yet')).toBeVisible();
  await checkScreen(page, 'catalogue-services-empty');

  // Create a category through the Add menu.
  await openAddMenu(page, 'Category');
  await expect(page).toHaveURL(/\/catalogue\/create-category$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Category' })).toBeVisible();
  await checkScreen(page, 'catalogue-create-category');
  await page.getByLabel('Service category name').fill('Nails');
  await page.getByLabel('Service category description').fill('Manicures and pedicures');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectAlert(page, 'Category Created');
  await expect(page).toHaveURL(/\/catalogue\/services$/);
  await expect(page.getByRole('button', { name: /Nails/ })).toBeVisible();
  await expect(page.getByText('No Services created')).toBeVisible();

  // Create a service in it.
  await openAddMenu(page, 'Service');
  await expect(page).toHaveURL(/\/catalogue\/create-service$/);
  await fillServiceForm(page, {
    name: 'Gel manicure',
    category: 'Nails',
    description: 'Shaping, cuticle care and gel polish',
  });
  await checkScreen(page, 'catalogue-create-service');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectAlert(page, 'Service Created');
  await expect(page).toHaveURL(/\/catalogue\/services$/);
  const row = page.getByRole('listitem').filter({ hasText: 'Gel manicure' });
  await expect(row).toContainText('1 hr 30 min');
  await expect(row).toContainText('$45.50');
  await expect(page.getByText('No Services created')).toHaveCount(0);
  await checkScreen(page, 'catalogue-services');

  // Rename the category.
  await page.getByRole('link', { name: 'Edit Nails' }).click();
  await expect(page).toHaveURL(/\/category\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Category' })).toBeVisible();
  await expect(page.getByLabel('Service category name')).toHaveValue('Nails');
  await checkScreen(page, 'catalogue-edit-category');
  await page.getByLabel('Service category name').fill('Nail care');
  await page.getByRole('button', { name: 'Update' }).click();
  await expectAlert(page, 'Category Updated');
  await expect(page).toHaveURL(/\/catalogue\/services$/);
  await expect(page.getByRole('button', { name: /Nail care/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Nail care' })).toBeVisible();

  // The same name again, in capitals, is refused by the server.
  await page.goto('/catalogue/create-category');
  await page.getByLabel('Service category name').fill('NAIL CARE');
  await page.getByLabel('Service category description').fill('Once more');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(alertWith(page, 'already exists')).toBeVisible();
  await expect(page).toHaveURL(/\/catalogue\/create-category$/);
  await screenshots(page, 'catalogue-duplicate-alert');
});

test('an unknown category shows 404 Page Not Found', async ({ page, request }) => {
  const owner = await createVerifiedOwner(request, 'catalogue404');
  await signIn(page, owner.email, owner.password);
  await page.goto('/category/999999');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to services' }).click();
  await expect(page).toHaveURL(/\/catalogue\/services$/);
});

test("the demo business's full catalogue reads well", async ({ page }) => {
  await signIn(page, DEMO_EMAIL, DEMO_PASSWORD);
  await page.goto('/catalogue/services');
  await expect(page.getByRole('button', { name: /Haircuts/ })).toBeVisible();
  await expect(page.getByText('No Services created')).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: /^Men's cut/ })).toContainText(
    '$35.00',
  );
  await checkScreen(page, 'catalogue-services-demo');
});
