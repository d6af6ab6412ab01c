// The signed-in layout: sidebar and its highlight, the phone menu, the 404 pages and the guard.
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedOwner, signIn } from './helpers/accounts';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { screenshots } from './helpers/screens';

function navLink(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });
}

test.describe('signed in', () => {
  test.beforeEach(async ({ page, request }) => {
    const owner = await createVerifiedOwner(request, 'layout');
    await signIn(page, owner.email, owner.password);
  });

  test('the sidebar leads to each section and highlights the current one', async ({ page }) => {
    await expect(navLink(page, 'Dashboard')).toHaveAttribute('aria-current', 'page');
    const sections = [
      ['Services', /\/catalogue\/services$/],
      ['Appointments', /\/appointments$/],
      ['Business settings', /\/business-settings$/],
      ['Dashboard', /\/dashboard$/],
    ] as const;
    for (const [name, url] of sections) {
      await navLink(page, name).click();
      await expect(page).toHaveURL(url);
      await expect(navLink(page, name)).toHaveAttribute('aria-current', 'page');
      await expect(
        page.getByRole('navigation', { name: 'Main' }).locator('[aria-current="page"]'),
      ).toHaveCount(1);
    }
    // Deeper screens highlight their section.
    await page.goto('/business-settings/business-hours');
    await expect(navLink(page, 'Business settings')).toHaveAttribute('aria-current', 'page');
    await page.goto('/catalogue/create-category');
    await expect(navLink(page, 'Services')).toHaveAttribute('aria-current', 'page');
    // The logo leads home.
    await page.getByRole('link', { name: /Salon Back Office/ }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the first Tab shows a skip link that takes the keyboard to the screen', async ({
    page,
  }) => {
    await page.goto('/catalogue/services');
    // A Tab before the screen is drawn has nothing to move to.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next Tab goes on inside the screen, not back to the top bar.
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(
      () => document.querySelector('main')?.contains(document.activeElement) ?? false,
    );
    expect(inMain).toBe(true);
  });

  test('on a phone the sidebar folds behind a menu button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).not.toBeInViewport();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(nav).toBeInViewport();
    await screenshots(page, 'layout-menu-open');
    await page.setViewportSize({ width: 390, height: 844 });
    await navLink(page, 'Appointments').click();
    await expect(page).toHaveURL(/\/appointments$/);
    await expect(nav).not.toBeInViewport();
    await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
  });

  test('an unknown path shows the 404 page inside the layout', async ({ page }) => {
    await page.goto('/no-such-screen');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, 'not-found-signed-in');
  });

  test('/services redirects to the services list', async ({ page }) => {
    await page.goto('/services');
    await expect(page).toHaveURL(/\/catalogue\/services$/);
  });
});

test('signed out, an unknown path leads to the login screen', async ({ page }) => {
  await page.goto('/no-such-screen');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/business-settings');
  await expect(page).toHaveURL(/\/login$/);
});

test('a session the server no longer knows sends the owner to login', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('token', 'revoked-or-made-up'));
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
