// A forgotten password replaced through the link in the mail (docs/decisions.md, Accounts), on the
// real server: the mail file it wrote, the new password signs in, the old one and every session
// that was open no longer work, and the link works once.
import { expect, test } from '@playwright/test';
import { createVerifiedOwner } from './helpers/accounts';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { newestMailTo } from './helpers/mail';
import { screenshots } from './helpers/screens';

const NEW_PASSWORD = 'a brand new passphrase';

test('an owner resets a forgotten password through the e-mail link and signs in with it', async ({
  page,
  request,
}) => {
  const owner = await createVerifiedOwner(request, 'reset');
  // A session open elsewhere (another device): the reset must end it.
  const signedIn = await request.post('/api/auth', {
    data: { email: owner.email, password: owner.password },
  });
  const { token: otherSession } = (await signedIn.json()) as { token: string };

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password?' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'forgot-password');

  // Sent without a connection: the refusal is the form's alert, not a toast, and it goes with
  // the next attempt that succeeds.
  await page.getByLabel('Business email').fill(owner.email);
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  const refusal = page.locator('form').getByRole('alert');
  await expect(refusal).toBeVisible();
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'forgot-password-refused');
  await page.context().setOffline(false);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('we sent it a link');
  await expect(refusal).toHaveCount(0);
  await screenshots(page, 'forgot-password-sent');

  const link = /https?:\/\/[^\s"<>]+(\/reset-password\/[A-Za-z0-9_-]+)/;
  const mail = await newestMailTo(owner.email, (raw) => link.test(raw));
  const resetPath = link.exec(mail)![1]!;

  await page.goto(resetPath);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  // Checked before a field error shows: Mantine's error red is below 4.5:1 on white, on every form.
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Confirm new password/).fill(`${NEW_PASSWORD}!`);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('The two passwords do not match')).toBeVisible();
  await screenshots(page, 'reset-password');

  await page.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been changed');
  await screenshots(page, 'reset-password-done');
  const me = await request.get('/api/auth', {
    headers: { Authorization: `Bearer ${otherSession}` },
  });
  expect(me.status()).toBe(401);

  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(/business email/i).fill(owner.email);
  await page.getByLabel(/^password/i).fill(owner.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('The e-mail or password is not correct')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(/^password/i).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link works once: opened again, it says so and offers a new one.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(resetPath);
  await page.getByLabel(/^New password/).fill('yet another passphrase');
  await page.getByLabel(/^Confirm new password/).fill('yet another passphrase');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('This password reset link has already been used')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'reset-password-used');
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});
