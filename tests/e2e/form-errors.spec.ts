// Server errors where they belong: a refusal about one field under that field, anything
// else as one alert on the form, never a toast left behind on the next screen.
import { expect, test, type Locator } from '@playwright/test';
import {
  createVerifiedOwner,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  newOwner,
  registerThroughScreen,
  signIn,
} from './helpers/accounts';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { screenshots, settle } from './helpers/screens';
import { fillServiceForm } from './helpers/service-form';

/** The text an input's aria-describedby points at: its description and its error. */
async function describedBy(input: Locator): Promise<string> {
  const ids = (await input.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(
    ids
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => input.page().locator(`[id="${id}"]`).innerText()),
  );
  return texts.join(' ');
}

test('a refusal of the e-mail shows under its field; only the passwords are cleared', async ({
  page,
}) => {
  // The server refuses no address that passes the contract's check any more (an address with an
  // account is answered as a new one, docs/decisions.md, Accounts), so its refusal is staged.
  await page.route('**/api/users', (route) =>
    route.fulfill({
      status: 409,
      json: { errors: [{ msg: 'This business email is already registered', param: 'email' }] },
    }),
  );
  await registerThroughScreen(page, { ...newOwner('taken'), email: DEMO_EMAIL });

  const email = page.getByLabel('Business email');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect.poll(() => describedBy(email)).toMatch(/already registered/);
  // On the field only: no alert on the form, no toast.
  await expect(page.getByRole('alert').filter({ hasText: /already registered/ })).toHaveCount(0);
  await expect(page.getByLabel(/^password/i)).toHaveValue('');
  await expect(page.getByLabel(/^confirm password/i)).toHaveValue('');
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  await expect(page.getByLabel('Last name')).toHaveValue('Lovelace');
  await expect(page.getByLabel('Business name')).toHaveValue('Ada Hair Studio');
  await expect(email).toHaveValue(DEMO_EMAIL);
  await expect(page.getByLabel('Business mobile')).toHaveValue('912 34 567');
  // The password rule is said before any submit, and still after.
  await expect
    .poll(() => describedBy(page.getByLabel(/^password/i)))
    .toMatch(/At least 8 characters/);

  await settle(page);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'form-errors-register-taken');
});

test('a wrong password, then the right one: no error alert or toast on the dashboard', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel(/business email/i).fill(DEMO_EMAIL);
  await page.getByLabel(/^password/i).fill('not the password');
  await page.getByRole('button', { name: 'Login' }).click();
  const refusal = page
    .getByRole('alert')
    .filter({ hasText: 'The e-mail or password is not correct' });
  await expect(refusal).toHaveCount(1);
  await settle(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel(/^password/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('The e-mail or password is not correct')).toHaveCount(0);
  await expect(page.locator('.mantine-Notification-root[style*="red"]')).toHaveCount(0);
});

test.describe('a refusal of the service form', () => {
  // page.route sees only what the page itself sends when no service worker stands in between.
  test.use({ serviceWorkers: 'block' });

  test('shows the message naming the price under the price, and one alert for the rest', async ({
    page,
    request,
  }) => {
    const owner = await createVerifiedOwner(request, 'form-errors');
    await signIn(page, owner.email, owner.password);
    // A category to put the service in.
    await page.goto('/catalogue/create-category');
    await page.getByLabel('Service category name').fill('Cuts');
    await page.getByLabel('Service category description').fill('Every length');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/catalogue\/services$/);

    const PRICE_MESSAGE = 'Price must be a non-negative number with at most two decimals';
    let answers = 0;
    await page.route('**/api/services/create', async (route) => {
      answers += 1;
      const errors =
        answers === 1
          ? [{ msg: PRICE_MESSAGE, param: 'price' }]
          : [{ msg: 'The catalogue is being updated: try again' }];
      await route.fulfill({ status: 400, json: { errors } });
    });
    await page.goto('/catalogue/create-service');
    await fillServiceForm(page, {
      name: 'Balayage',
      category: 'Cuts',
      description: 'Hand-painted colour',
    });
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await save.click();

    const price = page.getByRole('textbox', { name: 'Price' });
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect.poll(() => describedBy(price)).toContain(PRICE_MESSAGE);
    await expect(page.getByRole('alert').filter({ hasText: PRICE_MESSAGE })).toHaveCount(0);
    await expect(page.getByLabel('Service name')).toHaveValue('Balayage');
    await settle(page);
    await expectNoSeriousA11yViolations(page);

    // A message naming no field: one alert on top of the form.
    await save.click();
    const alert = page.getByRole('alert').filter({ hasText: 'try again' });
    await expect(alert).toHaveCount(1);
    await settle(page);
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, 'form-errors-service-alert');
    expect(answers).toBe(2);
  });
});
