// Accounts for end-to-end specs: each spec registers its own owner through the real API and opens
// the link from the mail the server wrote, so specs never share data; or signs in as the demo owner.
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { loginResponseSchema } from '@contract/auth.js';
import type { Language } from '@contract/i18n/language.js';
import { DEMO_EMAIL, DEMO_PASSWORD } from '@server/demo/seed-demo.js';
import { E2E_BASE_URL } from './e2e-env.js';
import { newestMailTo } from './mail.js';

export { DEMO_EMAIL, DEMO_PASSWORD };

export interface E2eOwner {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
}

export function newOwner(prefix = 'owner'): E2eOwner {
  return {
    email: `${prefix}-${randomBytes(4).toString('hex')}@example.com`,
    password: 'correct horse battery',
    firstname: 'Ada',
    lastname: 'Lovelace',
  };
}

/**
 * Fills the registration screen as an owner would and submits it: the owner's names and
 * password, `businessName`, a Norwegian mobile (the country list starts on +47).
 */
export async function registerThroughScreen(
  page: Page,
  owner: Pick<E2eOwner, 'email' | 'password' | 'firstname' | 'lastname'>,
  businessName = 'Ada Hair Studio',
): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('First name').fill(owner.firstname);
  await page.getByLabel('Last name').fill(owner.lastname);
  await page.getByLabel('Business name').fill(businessName);
  await page.getByLabel('Business email').fill(owner.email);
  await page.getByLabel(/^password/i).fill(owner.password);
  await page.getByLabel(/^confirm password/i).fill(owner.password);
  await page.getByLabel('Business mobile').fill('912 34 567');
  await page.getByRole('button', { name: 'Register' }).click();
}

/** The path of the verification link in the newest mail to `email`, e.g. /users/3/verify/abc. */
export async function verificationPathFromMail(email: string): Promise<string> {
  const link = /https?:\/\/[^\s"<>]+(\/users\/\d+\/verify\/[A-Za-z0-9_-]+)/;
  const raw = await newestMailTo(email, (text) => link.test(text));
  return link.exec(raw)![1]!;
}

/** Registers and verifies an owner through the API (for specs that are not about registration). */
export async function createVerifiedOwner(
  request: APIRequestContext,
  prefix?: string,
  business: { businessName?: string; mobile?: string; language?: Language } = {},
): Promise<E2eOwner> {
  const owner = newOwner(prefix);
  const response = await request.post('/api/users', {
    data: {
      firstname: owner.firstname,
      lastname: owner.lastname,
      business_name: business.businessName ?? 'Ada Hair Studio',
      email: owner.email,
      password: owner.password,
      country: '+47',
      mobile: business.mobile ?? '',
      timezone: 'Europe/Oslo',
      ...(business.language ? { language: business.language } : {}),
    },
  });
  expect(response.status()).toBe(201);
  const verifyPath = await verificationPathFromMail(owner.email);
  expect((await request.get(`/api${verifyPath}`)).status()).toBe(200);
  return owner;
}

/** Signs in through the login screen and waits for the dashboard. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/business email/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The address changes before the signed-in frame replaces the login screen (its screens load
  // first): a click in between lands on the login screen's top bar, which then goes away.
  await expect(page.locator('#main-content')).toBeVisible();
}

/**
 * Signs in through the API and leaves the session where the login screen leaves it (the token in
 * local storage), without loading the login screen and the dashboard first: for specs about other
 * screens (tests/README.md, Time in CI). Loads nothing; the caller's first `goto` is signed in.
 * `origin` is another server's, for specs that start their own (helpers/own-server.ts). Returns
 * the token, for the spec's own API calls.
 */
export async function signInThroughApi(
  page: Page,
  email: string,
  password: string,
  origin = E2E_BASE_URL,
): Promise<string> {
  const response = await page.request.post(`${origin}/api/auth`, { data: { email, password } });
  expect(response.status()).toBe(200);
  const { token } = loginResponseSchema.parse(await response.json());
  const context = page.context();
  // The answer's device cookie stays, as it would after the screen's sign-in.
  const { cookies } = await context.storageState();
  await context.setStorageState({
    cookies,
    origins: [{ origin, localStorage: [{ name: 'token', value: token }] }],
  });
  return token;
}

/** Signs in, then waits until the service worker controls the page (it keeps answers from then). */
export async function signInUnderWorker(
  page: Page,
  email: string,
  password: string,
): Promise<void> {
  await signIn(page, email, password);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}
