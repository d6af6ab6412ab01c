// The service interval: choose 30 minutes, save, and find it chosen after a reload.
import { expect, test } from '@playwright/test';
import { createVerifiedOwner, signIn } from './helpers/accounts';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { screenshots } from './helpers/screens';

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
  // A new business starts at 15 minutes (docs/decisions.md, Data).
  await expect(select).toHaveValue('15 minutes');
  await expect(select).toHaveAttribute('placeholder', 'Select interval');
  await expectNoSeriousA11yViolations(page);
  await select.click();
  await expect(page.getByRole('option')).toHaveCount(9);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'service-intervals-open');
  await page.getByRole('option', { name: '30 minutes' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Service interval saved')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Time interval' })).toHaveValue('30 minutes');
  await screenshots(page, 'service-intervals');
});
