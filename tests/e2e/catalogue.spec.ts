// The catalogue screens on the real server: a category and a service created through the forms,
// shown in the services accordion, the category renamed, a duplicate name refused; a service
// edited and deleted, categories deleted or refused; axe and screenshots on each screen.
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedOwner, DEMO_EMAIL, DEMO_PASSWORD, signIn } from './helpers/accounts';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { apiGet, screenshots } from './helpers/screens';
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
  await expect(page.getByRole('heading', { level: 1, name: 'Create category' })).toBeVisible();
  await checkScreen(page, 'catalogue-create-category');
  await page.getByLabel('Service category name').fill('Nails');
  await page.getByLabel('Service category description').fill('Manicures and pedicures');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectAlert(page, 'Category created');
  await expect(page).toHaveURL(/\/catalogue\/services$/);
  await expect(page.getByRole('button', { name: /Nails/ })).toBeVisible();
  await expect(page.getByText('No services created')).toBeVisible();

  // Create a service in it.
  await openAddMenu(page, 'Service');
  await expect(page).toHaveURL(/\/catalogue\/create-service$/);
  await fillServiceForm(page, {
    name: 'Gel manicure',
    category: 'Nails',
    description: 'Shaping, cuticle care and gel polish',
  });
  await checkScreen(page, 'catalogue-create-service');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectAlert(page, 'Service created');
  await expect(page).toHaveURL(/\/catalogue\/services$/);
  const row = page.getByRole('listitem').filter({ hasText: 'Gel manicure' });
  await expect(row).toContainText('1 hr 30 min');
  await expect(row).toContainText(/kr\s45\.50/);
  await expect(page.getByText('No services created')).toHaveCount(0);
  await checkScreen(page, 'catalogue-services');

  // Rename the category.
  await page.getByRole('link', { name: 'Edit Nails' }).click();
  await expect(page).toHaveURL(/\/category\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit category' })).toBeVisible();
  await expect(page.getByLabel('Service category name')).toHaveValue('Nails');
  await checkScreen(page, 'catalogue-edit-category');
  await page.getByLabel('Service category name').fill('Nail care');
  await page.getByRole('button', { name: 'Update' }).click();
  await expectAlert(page, 'Category updated');
  await expect(page).toHaveURL(/\/catalogue\/services$/);
  await expect(page.getByRole('button', { name: /Nail care/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Nail care' })).toBeVisible();

  // The same name again, in capitals, is refused by the server: on the name field (its `param`),
  // not as a toast.
  await page.goto('/catalogue/create-category');
  const name = page.getByLabel('Service category name');
  await name.fill('NAIL CARE');
  await page.getByLabel('Service category description').fill('Once more');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(/already exists/);
  await expect(alertWith(page, 'already exists')).toHaveCount(0);
  await expect(page).toHaveURL(/\/catalogue\/create-category$/);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'catalogue-duplicate-field');
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
  await expect(page.getByText('No services created')).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: /^Men's cut/ })).toContainText(
    '$35.00',
  );
  await checkScreen(page, 'catalogue-services-demo');
});

/** A POST with the signed-in owner's token: another device adding to the catalogue meanwhile. */
async function apiPost(page: Page, path: string, data: object) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.post(path, {
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(response.ok()).toBe(true);
}

async function createCategory(page: Page, name: string) {
  await page.goto('/catalogue/create-category');
  await page.getByLabel('Service category name').fill(name);
  await page.getByLabel('Service category description').fill(`All about ${name}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectAlert(page, 'Category created');
}

test('an owner edits and deletes a service, and deletes categories', async ({ page, request }) => {
  test.setTimeout(120_000);
  const owner = await createVerifiedOwner(request, 'catalogueedits');
  await signIn(page, owner.email, owner.password);
  await createCategory(page, 'Nails');
  await createCategory(page, 'Spare');
  await page.goto('/catalogue/create-service');
  await fillServiceForm(page, {
    name: 'Gel manicure',
    category: 'Nails',
    description: 'Shaping, cuticle care and gel polish',
  });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectAlert(page, 'Service created');

  // Click the service in the accordion: its edit screen, filled in.
  await page.getByRole('link', { name: 'Edit Gel manicure' }).click();
  await expect(page).toHaveURL(/\/catalogue\/services\/\d+\/edit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit service' })).toBeVisible();
  await expect(page.getByLabel('Service name')).toHaveValue('Gel manicure');
  await expect(page.getByRole('textbox', { name: 'Price' })).toHaveValue('45.50');
  await expect(page.getByRole('switch', { name: /Offered on the booking page/ })).toBeChecked();
  await checkScreen(page, 'catalogue-edit-service');

  // A new price, seen in the accordion.
  await page.getByRole('textbox', { name: 'Price' }).fill('52');
  await page.getByRole('button', { name: 'Update' }).click();
  await expectAlert(page, 'Service updated');
  await expect(page).toHaveURL(/\/catalogue\/services$/);
  await expect(page.getByRole('listitem').filter({ hasText: 'Gel manicure' })).toContainText(
    /kr\s52\.00/,
  );

  // A category with services cannot be deleted, and the screen says why before any try.
  await page.getByRole('link', { name: 'Edit Nails' }).click();
  await expect(
    page.getByText('It still has 1 service: move them to another category or delete them first.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete category' })).toBeDisabled();

  // Spare is empty here, but another device adds a service to it meanwhile: the server refuses.
  await page.goto('/catalogue/services');
  await page.getByRole('link', { name: 'Edit Spare', exact: true }).click();
  await expect(page.getByText('Only a category without services can be deleted.')).toBeVisible();
  const spare = (
    await apiGet<{ id: number; categoryName: string }[]>(page, '/api/categories/')
  ).find((category) => category.categoryName === 'Spare')!;
  const [types, durations, prices] = await Promise.all([
    apiGet<{ id: number }[]>(page, '/api/service_types/'),
    apiGet<{ id: number }[]>(page, '/api/durations/'),
    apiGet<{ id: number; priceTypeName: string }[]>(page, '/api/price_types/'),
  ]);
  await apiPost(page, '/api/services/create', {
    serviceName: 'Spare polish',
    categoryTypeID: spare.id,
    servDesc: 'Added on another device',
    serviceTypeID: types[0]!.id,
    durationID: durations[0]!.id,
    priceTypeID: prices.find((type) => type.priceTypeName === 'Fixed')!.id,
    price: '10',
  });
  await page.getByRole('button', { name: 'Delete category' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete "Spare"?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'This category still has services: move them to another category or delete them first',
  );
  await screenshots(page, 'catalogue-delete-category-refused');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Delete that service, after confirming: gone from the accordion.
  await page.goto('/catalogue/services');
  await page.getByRole('link', { name: 'Edit Spare polish' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete "Spare polish"?' });
  await expect(confirm).toContainText('Bookings already made keep it');
  await screenshots(page, 'catalogue-delete-service');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectAlert(page, 'Service deleted');
  await expect(page).toHaveURL(/\/catalogue\/services$/);
  await expect(page.getByRole('link', { name: 'Edit Spare polish' })).toHaveCount(0);

  // Now empty, Spare can go.
  await page.getByRole('link', { name: 'Edit Spare', exact: true }).click();
  await page.getByRole('button', { name: 'Delete category' }).click();
  await page
    .getByRole('dialog', { name: 'Delete "Spare"?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expectAlert(page, 'Category deleted');
  await expect(page).toHaveURL(/\/catalogue\/services$/);
  await expect(page.getByRole('button', { name: /Nails/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Spare/ })).toHaveCount(0);
});
