// The app opened over plain HTTP under a name other than localhost, as a phone on the salon's Wi-Fi
// opens it (http://salon.lan:3000): the CSP's upgrade-insecure-requests sent the browser to
// https:// for the scripts and styles, and the page stayed blank
// (server/plugins/security-headers.ts). Chromium resolves salon.lan to the test server, so the page
// is not a secure context: the owner still signs in and a client still books on the booking page
// (no API that only secure contexts have, such as crypto.randomUUID: contract/random-id.ts).
import { randomBytes } from 'node:crypto';
import { chromium, expect, test, type Browser } from '@playwright/test';
import { slugFromName } from '../../server/repositories/business-slug';
import { createVerifiedOwner, DEMO_EMAIL, DEMO_PASSWORD, signIn } from './helpers/accounts';
import { addServices } from './helpers/diary';
import { E2E_NOW, E2E_PORT } from './helpers/e2e-env';
import { settle } from './helpers/screens';

const LAN_URL = `http://salon.lan:${E2E_PORT}`;
let browser: Browser;

test.beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      `--host-resolver-rules=MAP salon.lan 127.0.0.1`,
    ],
  });
});

test.afterAll(async () => {
  await browser.close();
});

test('the app renders and signs in over plain HTTP on a LAN host name', async () => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    timezoneId: 'Europe/Oslo',
    locale: 'en-GB',
  });
  const page = await context.newPage();
  const refused: string[] = [];
  const errors: string[] = [];
  page.on('requestfailed', (request) => refused.push(request.url()));
  page.on('pageerror', (error) => errors.push(error.message));

  const response = await page.goto(`${LAN_URL}/login`);
  expect(response?.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests');
  await expect(page.getByLabel(/business email/i)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
  // The stylesheet applied: Mantine's variables are defined and the button is styled by them.
  const styled = await page.evaluate(() => {
    const root = getComputedStyle(document.documentElement);
    const button = document.querySelector('button[type="submit"]');
    return {
      primary: root.getPropertyValue('--mantine-primary-color-filled').trim(),
      buttonBackground: button ? getComputedStyle(button).backgroundColor : '',
    };
  });
  expect(styled.primary).not.toBe('');
  expect(styled.buttonBackground).not.toMatch(/^(rgba\(0, 0, 0, 0\)|transparent|)$/);
  expect(refused.filter((url) => url.startsWith('https:'))).toEqual([]);
  await settle(page);
  await page.screenshot({ path: '/tmp/hardening-lan-login-390.png', fullPage: true });

  await page.getByLabel(/business email/i).fill(DEMO_EMAIL);
  await page.getByLabel(/^password/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  expect(errors).toEqual([]);
  await settle(page);
  await page.screenshot({ path: '/tmp/hardening-lan-dashboard-390.png' });
  await context.close();
});

test('a client books on the booking page over plain HTTP on a LAN host name', async ({
  page,
  request,
}) => {
  // A business of its own, so the demo salon's diary stays as other specs expect.
  const businessName = `Lan Salon ${randomBytes(3).toString('hex')}`;
  const owner = await createVerifiedOwner(request, 'lan-portal', { businessName });
  await signIn(page, owner.email, owner.password);
  await addServices(page, [{ name: 'Ladies cut', price: '40', minutes: 45 }]);

  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    timezoneId: 'Europe/Oslo',
    locale: 'en-GB',
  });
  const client = await context.newPage();
  // The server's "now" (10:00 in Oslo), so the first free time is today's 12:00.
  await client.clock.setFixedTime(new Date(E2E_NOW));
  const errors: string[] = [];
  client.on('pageerror', (error) => errors.push(error.message));
  await client.goto(`${LAN_URL}/book/${slugFromName(businessName)}`);
  expect(await client.evaluate(() => window.isSecureContext)).toBe(false);
  await expect(client.getByRole('heading', { name: businessName })).toBeVisible();
  await client.getByRole('checkbox', { name: /Ladies cut/ }).check();
  await client.getByRole('button', { name: 'Choose a time' }).click();
  await client
    .getByRole('group', { name: /Free times on/ })
    .getByRole('button', { name: '12:00' })
    .click();
  await expect(client.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await client.getByLabel('First name').fill('Lan');
  await client.getByLabel('Last name').fill('Client');
  await client.getByLabel('Phone').fill('+47 48 00 00 00');
  await client.getByLabel('E-mail').fill(`lan-${randomBytes(3).toString('hex')}@example.com`);
  await client.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(client.getByRole('heading', { name: 'You are booked' })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});
