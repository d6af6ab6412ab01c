// The app opened over plain HTTP under a name other than localhost, as a phone on the salon's
// Wi-Fi opens it (http://salon.lan:3000): the CSP's upgrade-insecure-requests sent the browser to
// https:// for the scripts and styles, and the page stayed blank (server/plugins/security-headers.ts).
// Chromium resolves salon.lan to the test server, so the page is not a secure context: the owner
// still signs in (no API that only secure contexts have, such as crypto.randomUUID).
import { chromium, expect, test, type Browser } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from './helpers/accounts';
import { E2E_PORT } from './helpers/e2e-env';
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
