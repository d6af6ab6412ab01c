// The catalogue in the owner's order, with optional descriptions (docs/decisions.md, Catalogue
// edits): the owner creates a service with no description, reorders two categories by dragging
// and two services by keyboard, reloads and sees the order; the booking page at 390 px lists that
// order with the written descriptions and no empty description block. Screenshots of Change
// order and of the booking page at 1280 and 390 px, light and dark, with axe on each.
import { randomBytes } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { slugFromName } from '../../server/repositories/business-slug';
import { createVerifiedOwner, signInThroughApi } from './helpers/accounts';
import { addServices, apiSend } from './helpers/diary';
import { lookAtSchemesAndWidths } from './helpers/look-at';

/** The category headings of the services list, top to bottom. */
async function accordionCategories(page: Page): Promise<string[]> {
  return page.locator('.mantine-Accordion-control .mantine-Group-root > p').allTextContents();
}

/** The categories of Change order, top to bottom. */
async function orderCategories(page: Page): Promise<(string | null)[]> {
  const sections = await page.getByTestId('order-category').all();
  return Promise.all(sections.map((section) => section.getAttribute('aria-label')));
}

/** Drags `handle` onto `target` with the mouse in small steps, as a hand would. */
async function drag(page: Page, handle: Locator, target: Locator) {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // Past the library's threshold before it lifts the item.
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 4, { steps: 20 });
  await page.mouse.up();
}

test('the owner orders the catalogue and the booking page follows', async ({ page, request }) => {
  test.setTimeout(240_000);
  const businessName = `Order Salon ${randomBytes(3).toString('hex')}`;
  const owner = await createVerifiedOwner(request, 'order', { businessName });
  await signInThroughApi(page, owner.email, owner.password);
  await page.goto('/catalogue/services');
  // "Hair" (described) with two services (each described by its name).
  await addServices(page, [
    { name: 'Ladies cut', price: '450', minutes: 45 },
    { name: 'Colour', price: '900', minutes: 90 },
  ]);
  const nails = await apiSend<{ id: number }>(page, 'POST', '/api/categories/create', {
    categoryName: 'Nails',
  });
  expect(nails.status).toBe(201);

  // A service with no description, through the form.
  await page.goto('/catalogue/create-service');
  await page.getByLabel('Service name').fill('Manicure');
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Nails' });
  await page
    .getByRole('combobox', { name: 'Service available for' })
    .selectOption({ label: 'Everyone' });
  await expect(page.getByLabel('Service description')).not.toHaveAttribute('required');
  await page.getByRole('combobox', { name: 'Duration' }).selectOption({ label: '45 min' });
  await page.getByRole('combobox', { name: 'Price type' }).selectOption({ label: 'Fixed' });
  await page.getByRole('textbox', { name: 'Price' }).fill('350');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/catalogue\/services$/);
  await expect(page.getByRole('link', { name: 'Edit Manicure' })).toBeVisible();
  // New items go last: in the order they were made.
  expect(await accordionCategories(page)).toEqual(['Hair', 'Nails']);

  // Change order: Nails dragged above Hair.
  await page.getByRole('button', { name: 'Change order' }).click();
  expect(await orderCategories(page)).toEqual(['Hair', 'Nails']);
  await drag(
    page,
    page.getByRole('button', { name: 'Drag Nails' }),
    page.getByTestId('order-category').first(),
  );
  await expect.poll(() => orderCategories(page)).toEqual(['Nails', 'Hair']);

  // Colour moved above Ladies cut with the keyboard.
  await page.getByRole('button', { name: 'Move Colour up' }).focus();
  await page.keyboard.press('Enter');
  const hair = page.getByRole('region', { name: 'Hair' });
  await expect(hair.getByTestId('order-service')).toHaveText([/Colour/, /Ladies cut/]);
  await expect(page.getByText('Saving…')).toHaveCount(0);
  await lookAtSchemesAndWidths(page, 'change-order', { folder: 'screens/catalogue-order' });

  // Stored: a reload shows the list in that order.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Edit Colour' })).toBeVisible();
  expect(await accordionCategories(page)).toEqual(['Nails', 'Hair']);
  const hairNames = await page
    .getByRole('region', { name: 'Hair' })
    .getByRole('link', { name: /^Edit / })
    .allTextContents();
  expect(hairNames).toEqual(['Colour', 'Ladies cut']);

  // The booking page on a phone: that order, the written descriptions, no empty block.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/book/${slugFromName(businessName)}`);
  const legends = page.locator('fieldset.category legend');
  await expect(legends).toHaveText(['Nails', 'Hair']);
  const hairGroup = page.getByRole('group', { name: 'Hair' });
  await expect(hairGroup.locator('.category-description')).toHaveText('Cuts and colour');
  await expect(hairGroup.locator('.service-name')).toHaveText(['Colour', 'Ladies cut']);
  await expect(hairGroup.locator('.service-description')).toHaveText(['Colour', 'Ladies cut']);
  const nailsGroup = page.getByRole('group', { name: 'Nails' });
  await expect(nailsGroup.locator('.service-name')).toHaveText(['Manicure']);
  await expect(nailsGroup.locator('.category-description')).toHaveCount(0);
  await expect(nailsGroup.locator('.service-description')).toHaveCount(0);
  await lookAtSchemesAndWidths(page, 'booking-page', {
    folder: 'screens/catalogue-order',
    marksScheme: false,
  });
});
