// Business information: a new first name reaches the top bar; a logo is uploaded, shown from
// /uploads/ and deleted; a text file is refused; a new booking link is saved and the portal moves
// to it.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import type { CurrentUser } from '../../contract/auth';
import { createVerifiedOwner, signIn, signInUnderWorker } from './helpers/accounts';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { apiGet, screenshots } from './helpers/screens';

async function tempFile(name: string, bytes: Buffer): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'business-info-'));
  const file = path.join(dir, name);
  await fs.writeFile(file, bytes);
  return file;
}

test('the owner renames themself, uploads a logo, deletes it and changes the booking link', async ({
  page,
  request,
}) => {
  const owner = await createVerifiedOwner(request, 'info');
  await signIn(page, owner.email, owner.password);
  await page.goto('/business-settings');
  await page.getByRole('link', { name: /Business information/ }).click();
  await expect(page).toHaveURL(/\/business-settings\/business-info$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Business information' })).toBeVisible();

  await expect(page.getByLabel('Business name')).toHaveValue('Ada Hair Studio');
  // Editable since the owner may rename the business (docs/decisions.md, Business name).
  await expect(page.getByLabel('Business name')).toBeEditable();
  await expect(page.getByLabel('Business email')).toHaveValue(owner.email);
  await expect(page.getByLabel('Password', { exact: true })).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Oslo');
  const topBar = page.getByRole('banner');
  await expect(topBar.getByText('AL', { exact: true })).toBeVisible();
  await expect(page.getByText('No logo yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'business-info');

  // A text file is refused with react-dropzone's message.
  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles(await tempFile('notes.txt', Buffer.from('not an image')));
  await expect(page.getByText(/^File type must be one of image\/png/)).toBeVisible();

  const png = await sharp({
    create: { width: 240, height: 120, channels: 4, background: '#12b886' },
  })
    .png()
    .toBuffer();
  await fileInput.setInputFiles(await tempFile('logo.png', png));
  const preview = page.getByRole('img', { name: 'Preview of the new logo' });
  await expect(preview).toBeVisible();
  expect((await preview.boundingBox())?.width).toBe(130);

  await page.getByLabel(/First name/).fill('Grace');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByLabel('Current password')).toBeEnabled();
  await expect(page.getByLabel(/^New password/)).toBeEnabled();
  await expect(page.getByLabel('Confirm new password')).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'business-info-editing');
  await page.getByRole('button', { name: 'Keep current password' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Business information updated successfully')).toBeVisible();
  await expect(topBar.getByText('GL', { exact: true })).toBeVisible();

  const logo = page.getByRole('img', { name: 'Business logo' });
  await expect(logo).toBeVisible();
  const src = await logo.getAttribute('src');
  expect(src).toMatch(/^\/uploads\//);
  expect((await page.request.get(src!)).status()).toBe(200);
  await expect(preview).toHaveCount(0);

  await page.reload();
  await expect(page.getByLabel(/First name/)).toHaveValue('Grace');
  await expect(logo).toBeVisible();
  await screenshots(page, 'business-info-logo');

  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Logo removed')).toBeVisible();
  await expect(logo).toHaveCount(0);
  await expect(page.getByText('No logo yet.')).toBeVisible();

  // The booking link: a new one is saved, and the portal answers there and no longer at the old.
  const bookingLink = page.getByRole('textbox', { name: 'Booking link' });
  const oldSlug = await bookingLink.inputValue();
  expect(oldSlug).toMatch(/^ada-hair-studio/);
  const newSlug = `ada-link-${Date.now().toString(36)}`;
  await bookingLink.fill(newSlug);
  await expect(page.getByText(new RegExp(`/book/${newSlug}$`))).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Business information updated successfully')).toBeVisible();
  await page.reload();
  await expect(bookingLink).toHaveValue(newSlug);
  expect((await apiGet<CurrentUser>(page, '/api/auth')).slug).toBe(newSlug);
  expect((await page.request.get(`/api/public/${newSlug}`)).status()).toBe(200);
  expect((await page.request.get(`/api/public/${oldSlug}`)).status()).toBe(404);
});

test('a new name and logo saved offline show as pending, then reach the server once', async ({
  page,
  context,
  request,
}) => {
  const owner = await createVerifiedOwner(request, 'info-offline');
  await signInUnderWorker(page, owner.email, owner.password);
  await page.goto('/business-settings/business-info');
  await expect(page.getByText('No logo yet.')).toBeVisible();

  // The connection drops with the screen open.
  await context.setOffline(true);
  const png = await sharp({
    create: { width: 200, height: 100, channels: 4, background: '#e8590c' },
  })
    .png()
    .toBuffer();
  await page.locator('input[type="file"]').setInputFiles(await tempFile('offline-logo.png', png));
  await page.getByLabel(/First name/).fill('Grace');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.getByText('Saved on this device: it will be sent when the connection returns'),
  ).toBeVisible();
  const logo = page.getByRole('img', { name: 'Business logo' });
  await expect(logo).toHaveAttribute('src', /^blob:/);
  const branding = page.getByRole('region', { name: 'Business branding' });
  await expect(branding.getByText('Pending')).toBeVisible();
  await expect(page.getByRole('banner').getByText('GL', { exact: true })).toBeVisible();
  await screenshots(page, 'business-info-offline-logo');

  await context.setOffline(false);
  await expect(page.getByRole('button', { name: /^\d+ pending$/ })).toHaveCount(0, {
    timeout: 20_000,
  });
  await expect(logo).toHaveAttribute('src', /^\/uploads\//);
  await expect(branding.getByText('Pending')).toHaveCount(0);
  const me = await apiGet<CurrentUser>(page, '/api/auth');
  expect(me.firstName).toBe('Grace');
  expect(me.brand_logo).toBeTruthy();
  expect((await page.request.get(`/uploads/${me.brand_logo}`)).status()).toBe(200);
});
