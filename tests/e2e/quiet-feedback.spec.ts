// Quieter feedback on the real server: a save online says "Saving…" and never "pending"; offline
// the same save says "1 pending"; a toast never covers the screen's Add button, at 1280 and 390 px
// (docs/offline.md, What works offline; docs/decisions.md, Routes and screens).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createVerifiedOwner, signIn } from './helpers/accounts';
import { settle } from './helpers/screens';

// No worker: page.route must see the outbox's send (a worker's fetches pass it by), and the
// screens used offline are already loaded in this one page.
test.use({ serviceWorkers: 'block' });

const addButton = (page: Page) => page.getByRole('button', { name: 'Add', exact: true });

async function addCategory(page: Page, name: string): Promise<void> {
  await addButton(page).click();
  await page.getByRole('menuitem', { name: /Category/ }).click();
  await page.getByLabel('Service category name').fill(name);
  await page.getByLabel('Service category description').fill('Quiet feedback');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

async function expectApart(toast: Locator, button: Locator): Promise<void> {
  await expect(toast).toBeVisible();
  await settle(toast.page());
  const [a, b] = [await toast.boundingBox(), await button.boundingBox()];
  expect(a && b).toBeTruthy();
  const overlap =
    a!.x < b!.x + b!.width &&
    b!.x < a!.x + a!.width &&
    a!.y < b!.y + b!.height &&
    b!.y < a!.y + a!.height;
  expect(overlap, `toast ${JSON.stringify(a)} over the Add button ${JSON.stringify(b)}`).toBe(
    false,
  );
}

test('a save says "Saving…" online, "1 pending" offline, and its toast leaves Add clear', async ({
  page,
  context,
}) => {
  const owner = await createVerifiedOwner(page.request, 'quiet');
  // Whatever the top bar says, however briefly, is remembered.
  await page.addInitScript(() => {
    const said: string[] = [];
    Object.assign(window, { topBarSaid: said });
    new MutationObserver(() => {
      const text = document.querySelector('header')?.textContent ?? '';
      if (said.at(-1) !== text) said.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await signIn(page, owner.email, owner.password);
  await page.goto('/catalogue/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();

  // Online: the send is held until the top bar has been seen saying "Saving…".
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/categories/create', async (route) => {
    await held;
    await route.continue();
  });
  await addCategory(page, 'Brows');
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('Saving…');
  release();
  const saved = page.locator('.mantine-Notification-root', { hasText: 'Category created' });
  await expectApart(saved, addButton(page));
  await page.screenshot({ path: 'test-results/screens/quiet-toast-1280-light.png' });
  await expect(page.getByText('Saving…')).toHaveCount(0);
  const said = await page.evaluate(
    () => (window as unknown as { topBarSaid: string[] }).topBarSaid,
  );
  expect(said.some((text) => text.includes('Saving…'))).toBe(true);
  expect(said.filter((text) => /pending/.test(text))).toEqual([]);

  // Offline, on a phone: the change waits on the device and the top bar counts it.
  await page.setViewportSize({ width: 390, height: 844 });
  await context.setOffline(true);
  await addCategory(page, 'Lashes');
  await expect(page).toHaveURL(/\/catalogue\/services$/);
  await expect(page.getByRole('button', { name: '1 pending' })).toBeVisible();
  // With the count beside them, the top bar's buttons still fit the phone: Logout whole.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeInViewport({
    ratio: 1,
  });
  const kept = page.locator('.mantine-Notification-root', { hasText: 'Saved on this device' });
  await expectApart(kept, addButton(page));
  // Held on screen (hovering pauses its closing) for a look in light and dark.
  await kept.hover();
  await page.screenshot({ path: 'test-results/screens/quiet-toast-390-light.png' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await settle(page);
  await expectApart(kept, addButton(page));
  await page.screenshot({ path: 'test-results/screens/quiet-toast-390-dark.png' });
  await context.setOffline(false);
});
