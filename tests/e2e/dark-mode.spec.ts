// Dark mode: with the device in dark mode every screen and error state is dark, passes
// axe (no serious or critical violation) at 1280 and 390 px, and is photographed for a look
// (test-results/screens/dark-*.png); the error states pass in light mode too; the Colour scheme
// menu's choice outlives a reload and is in place before the page paints.
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  newOwner,
  signIn,
  signInThroughApi,
  verificationPathFromMail,
} from './helpers/accounts';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { E2E_NOW, E2E_TODAY } from './helpers/e2e-env';
import { apiGet, settle } from './helpers/screens';

type Scheme = 'light' | 'dark';

const shownScheme = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));

/**
 * The screen as it is now, at both widths: in `scheme`, no serious axe violation, and a full-page
 * screenshot test-results/screens/<scheme>-<name>-<width>.png. Back at 1280 px after.
 */
async function check(page: Page, name: string, scheme: Scheme = 'dark'): Promise<void> {
  expect(await shownScheme(page)).toBe(scheme);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    // Fades (the sidebar's highlight, a modal's entrance) end before axe measures contrast.
    await settle(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await test.step(`${name} at ${width} px`, () => expectNoSeriousA11yViolations(page));
    await page.screenshot({
      path: `test-results/screens/${scheme}-${name}-${width}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await settle(page);
}

/**
 * An error state at both widths: `produce` brings it about at the width set, and the mouse rests
 * on its alert, if it shows one, which Mantine then keeps past its 5 s while axe measures.
 */
async function checkError(
  page: Page,
  name: string,
  produce: () => Promise<Locator | undefined>,
  scheme: Scheme = 'dark',
): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const alert = await produce();
    await alert?.hover();
    await settle(page);
    expect(await shownScheme(page)).toBe(scheme);
    await test.step(`${name} at ${width} px`, () => expectNoSeriousA11yViolations(page));
    await page.screenshot({ path: `test-results/screens/${scheme}-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const h1 = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name }).first();

const alertWith = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').filter({ hasText: text }).first();

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel(/business email/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function loginWithError(page: Page): Promise<Locator> {
  await page.goto('/login');
  await fillLogin(page, DEMO_EMAIL, 'not the password');
  const alert = alertWith(page, 'The e-mail or password is not correct');
  await expect(alert).toBeVisible();
  return alert;
}

/** Create service submitted empty: every required field says so. */
async function createServiceWithErrors(page: Page): Promise<undefined> {
  await page.goto('/catalogue/create-service');
  await expect(page.getByLabel('Service name')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.mantine-InputWrapper-error').first()).toBeVisible();
  return undefined;
}

/** The registration form filled in, with these passwords and address. */
async function register(page: Page, email: string, password: string, confirm: string) {
  await page.goto('/register');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Business name').fill('Studio');
  await page.getByLabel('Business email').fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByLabel(/^confirm password/i).fill(confirm);
  await page.getByRole('button', { name: 'Register' }).click();
}

/**
 * Signed in as the demo owner, the browser's today the demo data's (the calendar opens on it).
 * Through the API: the login screen's own checks are the light and dark error states' and
 * auth.spec.ts's; loading it and the dashboard before each screen here only cost time.
 */
async function signInDemo(page: Page) {
  await page.clock.setFixedTime(new Date(E2E_NOW));
  await signInThroughApi(page, DEMO_EMAIL, DEMO_PASSWORD);
}

test.describe('with the device in dark mode', () => {
  test.use({ colorScheme: 'dark' });
  // Each test runs axe and takes screenshots at two widths for several screens.
  test.slow();

  test('the signed-out screens are dark and pass axe', async ({ page, request }) => {
    await page.goto('/');
    await expect(h1(page, 'Salon Back Office')).toBeVisible();
    await check(page, 'landing');

    await page.goto('/register');
    await expect(page.getByRole('combobox', { name: 'Country code' })).toBeVisible();
    await check(page, 'register');

    // A new owner's verification link, opened signed out.
    const owner = newOwner('dark');
    const created = await request.post('/api/users', {
      data: {
        firstname: owner.firstname,
        lastname: owner.lastname,
        business_name: 'Dark Studio',
        email: owner.email,
        password: owner.password,
        country: '+47',
        mobile: '',
        timezone: 'Europe/Oslo',
      },
    });
    expect(created.status()).toBe(201);
    await page.goto(await verificationPathFromMail(owner.email));
    await expect(h1(page, 'Your email address has been verified')).toBeVisible();
    await check(page, 'verify');

    await page.goto('/forgot-password');
    await expect(h1(page, 'Forgot password?')).toBeVisible();
    await check(page, 'forgot-password');

    // A link that was never sent.
    await page.goto('/reset-password/not-a-real-token');
    await expect(h1(page, 'Choose a new password')).toBeVisible();
    await check(page, 'reset-password');
  });

  test('the signed-out error states are dark and pass axe', async ({ page }) => {
    await checkError(page, 'login-error', () => loginWithError(page));
    // Refused before it is sent: the passwords differ.
    await checkError(page, 'register-mismatch', async () => {
      await register(page, 'dark-mismatch@example.com', 'one password', 'another one');
      return alertWith(page, 'Password do not match');
    });
    // Refused by the server, said under the e-mail field; staged, as the server now
    // answers an address with an account like a new one (docs/decisions.md, Accounts).
    await checkError(page, 'register-taken', async () => {
      await page.route('**/api/users', (route) =>
        route.fulfill({
          status: 409,
          json: { errors: [{ msg: 'This business email is already registered', param: 'email' }] },
        }),
      );
      await register(page, DEMO_EMAIL, 'correct horse battery', 'correct horse battery');
      const error = page.getByText(/already registered/);
      await expect(error).toBeVisible();
      return error;
    });
  });

  test('the dashboard and the services list are dark and pass axe', async ({ page }) => {
    await signInDemo(page);
    await page.goto('/dashboard');
    await expect(h1(page, 'Dashboard')).toBeVisible();
    await check(page, 'dashboard');

    await page.goto('/catalogue/services');
    await expect(h1(page, /services/i)).toBeVisible();
    await check(page, 'services');
  });

  test('the service and category forms are dark and pass axe', async ({ page }) => {
    await signInDemo(page);
    await page.goto('/catalogue/create-category');
    await expect(page.getByLabel('Service category name')).toBeVisible();
    await check(page, 'create-category');

    const categories = await apiGet<{ id: number; services: { sid: number }[] }[]>(
      page,
      '/api/cat_wise_services/',
    );
    const withService = categories.find((category) => category.services.length > 0)!;
    await page.goto(`/catalogue/services/${withService.services[0]!.sid}/edit`);
    await expect(page.getByLabel('Service name')).not.toHaveValue('');
    await check(page, 'edit-service');

    await checkError(page, 'create-service-error', () => createServiceWithErrors(page));

    await page.goto(`/category/${withService.id}`);
    await expect(page.getByLabel('Service category name')).not.toHaveValue('');
    await check(page, 'edit-category');
  });

  test('the business settings are dark and pass axe', async ({ page }) => {
    await signInDemo(page);
    for (const [path, name] of [
      ['/business-settings', 'business-settings'],
      ['/business-settings/business-info', 'business-info'],
      ['/business-settings/business-hours', 'business-hours'],
      ['/business-settings/service-intervals', 'service-intervals'],
      ['/business-settings/online-booking', 'online-booking'],
    ] as const) {
      await page.goto(path);
      await expect(h1(page, /./)).toBeVisible();
      // The screen's saved data, not its skeleton.
      await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
      await check(page, name);
    }
  });

  test('the appointments table and the booking editor are dark and pass axe', async ({ page }) => {
    await signInDemo(page);
    await page.goto('/appointments');
    const upcoming = page.getByRole('table', { name: 'Upcoming appointments' });
    await expect(upcoming.locator('tbody tr').first()).toBeVisible();
    await check(page, 'appointments-upcoming');
    // An opened row shows its booked items on a panel of its own.
    await upcoming
      .getByRole('button', { name: /^Items of BID\d+$/ })
      .first()
      .click();
    await expect(page.getByRole('table', { name: /^Booked items of BID\d+$/ })).toBeVisible();
    await check(page, 'appointments-row-open');

    await page.getByRole('button', { name: 'New booking' }).click();
    const editor = page.getByRole('dialog', { name: 'New booking' });
    await expect(editor.getByLabel('Date')).toBeVisible();
    await check(page, 'booking-editor');
    // The date's month grid, drawn in a portal above the editor.
    await editor.getByLabel('Date').click();
    await expect(page.getByRole('button', { name: 'Next month' })).toBeVisible();
    await check(page, 'booking-editor-month-grid');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Next month' })).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(editor).toBeHidden();

    await page.goto('/appointments?tab=completed');
    const completed = page.getByRole('table', { name: 'Completed appointments' });
    await expect(completed.locator('tbody tr').first()).toBeVisible();
    await check(page, 'appointments-completed');
  });

  test('the calendar and the booking details are dark and pass axe', async ({ page }) => {
    await signInDemo(page);
    for (const mode of ['day', 'week', 'month'] as const) {
      await page.goto(`/appointments?view=calendar&mode=${mode}&date=${E2E_TODAY}`);
      // The calendar is the largest chunk: on a loaded machine it takes more than 10 s to come.
      await expect(page.locator(`[data-calendar-mode="${mode}"]`)).toBeVisible({
        timeout: 30_000,
      });
      await check(page, `calendar-${mode}`);
    }

    await page.goto(`/appointments?view=calendar&mode=day&date=${E2E_TODAY}`);
    await page
      .locator('[data-calendar-mode="day"]')
      .getByRole('button', { name: /^\d{2}:\d{2} [AP]M / })
      .first()
      .click();
    const details = page.getByRole('dialog', { name: 'Booking Details' });
    await expect(details.getByRole('table', { name: 'Booked services' })).toBeVisible();
    await check(page, 'booking-details');
  });

  test('a first load (skeleton) and a refresh ("Updating…") are dark and pass axe', async ({
    page,
    context,
  }) => {
    await signInDemo(page);
    // The dashboard opened once, as signing in through the screen would have left it: its
    // answers shown and saved between visits (docs/offline.md, Persisted query cache).
    await page.goto('/dashboard');
    await expect(h1(page, 'Dashboard')).toBeVisible();
    await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('salon-query-cache') !== null))
      .toBe(true);
    // Every /api answer held until the checks are done. A context route sees the service
    // worker's fetches too, which are the ones that reach the network.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/api/**', async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    // Never opened: its skeleton inside the layout.
    await page.goto('/clients');
    const loading = page.getByRole('status').filter({ hasText: 'Loading clients' });
    await expect(loading.locator('.mantine-Skeleton-root').first()).toBeVisible();
    await check(page, 'clients-first-load');
    // Opened before: its saved data at once, and the quiet mark while it refreshes.
    await page.goto('/dashboard');
    await expect(h1(page, 'Dashboard')).toBeVisible();
    await expect(page.getByText('Updating…')).toBeVisible();
    await check(page, 'dashboard-updating');
    release();
    await expect(page.getByText('Updating…')).toBeHidden();
  });

  test('the clients are dark and pass axe, and the skip link shows', async ({ page }) => {
    await signInDemo(page);
    await page.goto('/clients');
    const clientLink = page
      .getByRole('main')
      .getByRole('link', { name: /\w+ \w+/ })
      .first();
    await expect(clientLink).toBeVisible();
    await check(page, 'clients');
    await clientLink.click();
    await expect(page).toHaveURL(/\/clients\/\d+$/);
    await expect(h1(page, /./)).toBeVisible();
    await check(page, 'client');

    // The skip link shows over the dark top bar. A fresh load: after the click above, Tab would
    // go on from the clicked link rather than from the page's start.
    await page.reload();
    await expect(h1(page, /./)).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.screenshot({ path: 'test-results/screens/dark-skip-link-1280.png' });
  });
});

test('the error states pass axe in light mode too', async ({ page }) => {
  test.slow();
  await checkError(page, 'login-error', () => loginWithError(page), 'light');
  await fillLogin(page, DEMO_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await checkError(page, 'create-service-error', () => createServiceWithErrors(page), 'light');
});

test('the colour scheme chosen in the top bar outlives a reload and is set before the first paint', async ({
  page,
}) => {
  // What the page's root says when <body> starts: set by then, no light frame before dark.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      (window as unknown as { schemeAtBody: string | null }).schemeAtBody =
        document.documentElement.getAttribute('data-mantine-color-scheme');
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const schemeAtBody = () =>
    page.evaluate(() => (window as unknown as { schemeAtBody: string | null }).schemeAtBody);
  const bodyBackground = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  await signIn(page, DEMO_EMAIL, DEMO_PASSWORD);
  // The device is light (Playwright's default), so the app is.
  expect(await shownScheme(page)).toBe('light');
  const menu = page.getByRole('banner').getByRole('button', { name: 'Colour scheme' });
  const dark = page.getByRole('menuitemradio', { name: 'Dark' });
  // Opened once: a second click while it opens would close it again.
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await dark.click();
  await expect.poll(() => shownScheme(page)).toBe('dark');

  await page.reload();
  await expect(h1(page, /./)).toBeVisible();
  expect(await schemeAtBody()).toBe('dark');
  expect(await shownScheme(page)).toBe('dark');
  expect(await bodyBackground()).toBe('rgb(36, 36, 36)');
  await menu.click();
  await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
    'aria-checked',
    'true',
  );

  // Back to the device's scheme, which it follows as it changes.
  await page.getByRole('menuitemradio', { name: 'Same as device' }).click();
  await expect.poll(() => shownScheme(page)).toBe('light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => shownScheme(page)).toBe('dark');
  await page.reload();
  await expect(h1(page, /./)).toBeVisible();
  expect(await schemeAtBody()).toBe('dark');
  expect(await shownScheme(page)).toBe('dark');
});
