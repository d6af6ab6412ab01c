// A normal page load logs no error in Chromium (docs/offline.md, Known browser traps): every
// screen a visitor reaches signed out, the booking page, and every screen of the office signed in,
// each by a page load with its data in. The engine flows check the same in WebKit and Firefox.
import { expect, test, type Page } from '@playwright/test';
import { slugFromName } from '../../server/repositories/business-slug';
import { DEMO_EMAIL, DEMO_PASSWORD, signInThroughApi } from './helpers/accounts';
import { E2E_NOW } from './helpers/e2e-env';

const DEMO_BUSINESS = 'Studio Nord Hair & Nails';

const SIGNED_OUT = [
  '/login',
  '/register',
  '/forgot-password',
  `/book/${slugFromName(DEMO_BUSINESS)}`,
];

const SIGNED_IN = [
  '/dashboard',
  '/appointments',
  '/clients',
  '/catalogue/services',
  '/catalogue/create-service',
  '/business-settings',
  '/business-settings/business-hours',
  '/business-settings/business-info',
  '/business-settings/online-booking',
  '/business-settings/service-intervals',
  '/business-settings/team',
  '/business-settings/on-this-device',
  '/reports',
];

/** Console errors, uncaught errors and CSP violations (Chromium reports those outside the console). */
async function listenForErrors(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  await page.exposeFunction('__cspViolation', (text: string) => errors.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __cspViolation: (text: string) => void })
        .__cspViolation;
      void report(`${location.pathname}: CSP ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return errors;
}

/** The screen's heading is in, and no skeleton or loader is left in it. */
async function loaded(page: Page): Promise<void> {
  await expect(page.locator('main h1, h1').first()).toBeVisible();
  await expect(page.locator('.mantine-Skeleton-root, main .mantine-Loader-root')).toHaveCount(0);
}

test('every screen loads without a console error, signed out and signed in', async ({ page }) => {
  test.slow();
  await page.clock.setFixedTime(new Date(E2E_NOW));
  const errors = await listenForErrors(page);

  for (const path of SIGNED_OUT) {
    await page.goto(path);
    await loaded(page);
  }
  expect(errors).toEqual([]);

  await signInThroughApi(page, DEMO_EMAIL, DEMO_PASSWORD);
  for (const path of SIGNED_IN) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await loaded(page);
  }
  expect(errors).toEqual([]);

  // The listeners hear what they are for: a console error and a script the CSP refuses.
  await page.evaluate(() => {
    console.error('planted error');
    const script = document.createElement('script');
    script.src = 'https://planted.invalid/script.js';
    document.head.append(script);
  });
  await expect.poll(() => errors.join('\n')).toContain('planted error');
  await expect.poll(() => errors.join('\n')).toMatch(/CSP script-src(-elem)? https:\/\/planted/);
});
