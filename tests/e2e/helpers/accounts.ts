// Accounts for end-to-end specs: each spec registers its own owner through the real API and opens
// the link from the mail the server wrote, so specs never share data; or signs in as the demo owner.
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../../server/demo/seed-demo.js';
import { E2E_DATA_DIR } from './e2e-env.js';

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

/** The path of the verification link in the newest mail to `email`, e.g. /users/3/verify/abc. */
export async function verificationPathFromMail(email: string): Promise<string> {
  const dir = path.join(E2E_DATA_DIR, 'mail');
  await expect
    .poll(async () => (await fs.readdir(dir).catch(() => [])).length, { message: 'mail written' })
    .toBeGreaterThan(0);
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await fs.readdir(dir))
          .filter((file) => file.endsWith('.eml'))
          .sort()
          .reverse();
        for (const file of files) {
          const text = (await fs.readFile(path.join(dir, file), 'utf8')).replace(/=\r?\n/g, '');
          if (!text.toLowerCase().includes(`to: ${email.toLowerCase()}`)) continue;
          found = /https?:\/\/[^\s"<>]+(\/users\/\d+\/verify\/[A-Za-z0-9_-]+)/.exec(text)?.[1];
          if (found) return found;
        }
        return undefined;
      },
      { message: `verification mail to ${email}` },
    )
    .toBeTruthy();
  return found!;
}

/** Registers and verifies an owner through the API (for specs that are not about registration). */
export async function createVerifiedOwner(
  request: APIRequestContext,
  prefix?: string,
): Promise<E2eOwner> {
  const owner = newOwner(prefix);
  const response = await request.post('/api/users', {
    data: {
      firstname: owner.firstname,
      lastname: owner.lastname,
      business_name: 'Ada Hair Studio',
      email: owner.email,
      password: owner.password,
      country: '+47',
      mobile: '',
      timezone: 'Europe/Oslo',
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
