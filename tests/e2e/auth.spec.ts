// Registration, e-mail verification, sign-in and sign-out through the screens, on the real server.
import { expect, test, type Page } from '@playwright/test';
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  newOwner,
  registerThroughScreen,
  verificationPathFromMail,
} from './helpers/accounts';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { newestMailTo } from './helpers/mail';
import { screenshots, settle } from './helpers/screens';

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel(/business email/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('a new owner registers, verifies the e-mail, signs in and out', async ({ page }) => {
  const owner = newOwner('register');
  await registerThroughScreen(page, owner);

  await expect(page).toHaveURL(/\/register_success\?email=/);
  await expect(page.getByRole('heading', { name: 'Check your inbox', level: 1 })).toBeVisible();
  await expect(page.getByText(owner.email, { exact: true })).toBeVisible();
  await expect(page.getByText(/Check your inbox: we sent a message to/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend verification e-mail' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'register-success');

  const verifyPath = await verificationPathFromMail(owner.email);
  await page.goto(verifyPath);
  await expect(
    page.getByRole('heading', { name: 'Your email address has been verified' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'verify-success');

  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await fillLogin(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner').getByText('AL', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  // Signed in, the public entry points lead to the dashboard.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);

  // The link is single use: opening it again fails.
  await page.goto(verifyPath);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

test('a link opened on another device asks for a new password (docs/decisions.md, Accounts)', async ({
  page,
  browser,
}) => {
  // Someone registers the address with a password of their own; its owner opens the mail elsewhere.
  const owner = newOwner('squatted');
  await registerThroughScreen(page, owner);
  await expect(page).toHaveURL(/\/register_success/);
  const verifyPath = await verificationPathFromMail(owner.email);
  const ownersDevice = await browser.newContext();
  const ownersPage = await ownersDevice.newPage();
  await ownersPage.goto(verifyPath);
  await expect(
    ownersPage.getByRole('heading', { name: 'Your email address has been verified' }),
  ).toBeVisible();
  await ownersPage.getByRole('link', { name: 'Choose a password' }).click();
  await ownersPage.getByLabel(/^new password/i).fill('the owners own password');
  await ownersPage.getByLabel(/^confirm new password/i).fill('the owners own password');
  await ownersPage.getByRole('button', { name: 'Save new password' }).click();
  await expect(ownersPage.getByText(/Your password has been changed/)).toBeVisible();

  // The registrant's password no longer works, even on the registering device.
  await page.goto('/login');
  await fillLogin(page, owner.email, owner.password);
  await expect(page.getByText('The e-mail or password is not correct')).toBeVisible();
  await ownersPage.goto('/login');
  await fillLogin(ownersPage, owner.email, 'the owners own password');
  await expect(ownersPage).toHaveURL(/\/dashboard$/);
  await ownersDevice.close();
});

test('signing in before verifying is refused, with a way to resend the link', async ({ page }) => {
  const owner = newOwner('unverified');
  await registerThroughScreen(page, owner);
  await expect(page).toHaveURL(/\/register_success/);

  await page.goto('/login');
  await fillLogin(page, owner.email, owner.password);
  await expect(page.getByText(/Please verify your business email first/)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // The registration mail went out less than a minute ago: no new one, and the same answer as
  // for any address (a "please wait" would tell who has an account).
  await page.getByRole('button', { name: 'Resend verification e-mail' }).click();
  await expect(
    page.getByText(/If an account with that address still needs verifying/),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'login-unverified');
});

test('a wrong password is refused with the server message, which is gone after the right one', async ({
  page,
}) => {
  await page.goto('/login');
  await fillLogin(page, DEMO_EMAIL, 'not the password');
  const refusal = page.getByText('The e-mail or password is not correct');
  await expect(refusal).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // A second refusal replaces the first: one alert, not a pile.
  const login = page.getByRole('button', { name: 'Login' });
  await login.click();
  await expect(login).not.toHaveAttribute('data-loading');
  await expect(refusal).toHaveCount(1);
  // The error state passes the contrast checks too.
  await settle(page);
  await expectNoSeriousA11yViolations(page);

  await fillLogin(page, DEMO_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(refusal).toHaveCount(0);
});

test('an address that already has an account gets the same screen, and its owner a mail', async ({
  page,
}) => {
  await registerThroughScreen(page, { ...newOwner('again'), email: DEMO_EMAIL });
  await expect(page).toHaveURL(/\/register_success\?email=/);
  await expect(page.getByRole('heading', { name: 'Check your inbox', level: 1 })).toBeVisible();
  await expect(page.getByText(/Check your inbox: we sent a message to/)).toBeVisible();
  await newestMailTo(DEMO_EMAIL, (raw) => raw.includes('It already has an account'));
  // The account is as it was.
  await page.goto('/login');
  await fillLogin(page, DEMO_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('mismatched passwords are caught before registering', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel(/^password/i).fill('one password');
  await page.getByLabel(/^confirm password/i).fill('another one');
  // The other required fields are empty: fill them so only the mismatch stops the form.
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Business name').fill('Studio');
  await page.getByLabel('Business email').fill('mismatch@example.com');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Password do not match')).toBeVisible();
  await expect(page.getByLabel(/^password/i)).toHaveValue('');
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  await expect(page).toHaveURL(/\/register$/);
});

test('the public screens are accessible at desktop and phone width', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Salon Back Office', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'landing');
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('combobox', { name: 'Country code' })).toHaveValue('Norway (+47)');
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'register');
  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'login');
  await page.goto('/users/999/verify/not-a-real-token');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'verify-failed');
});
