// The service interval: choose 30 minutes, save, and find it chosen after a reload.
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedOwner, signIn } from './helpers/accounts';
import { expectNoSeriousA11yViolations } from './helpers/axe';

async function screenshots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    // Let the sidebar finish sliding away and start at the top (fixed headers smear otherwise).
    if (width === 390) {
      await expect(page.getByRole('navigation', { name: 'Main' })).not.toBeInViewport();
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('the chosen service interval is saved', async ({ page, request }) => {
  const owner = await createVerifiedOwner(request, 'interval');
  await signIn(page, owner.email, owner.password);
  await page.goto('/business-settings');
  await page.getByRole('link', { name: /Business service intervals/ }).click();
  await expect(page).toHaveURL(/\/business-settings\/service-intervals$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Business service intervals' }),
  ).toBeVisible();

  const select = page.getByRole('combobox', { name: 'Time interval' });
  // A new business starts at 15 minutes (decisions.md, Data).
  await expect(select).toHaveValue('15 MINUTES');
  await expect(select).toHaveAttribute('placeholder', 'Select Interval');
  await expectNoSeriousA11yViolations(page);
  await select.click();
  await expect(page.getByRole('option')).toHaveCount(9);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'service-intervals-open');
  await page.getByRole('option', { name: '30 MINUTES' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Service interval Updated')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Time interval' })).toHaveValue('30 MINUTES');
  await screenshots(page, 'service-intervals');
});
