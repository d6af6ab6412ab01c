// The signed-out screens' words come with the public part of the catalog (docs/decisions.md,
// Languages): in Norwegian and in English, a visitor walks every screen they can reach signed out,
// with a refusal and checks shown, and the office part is never requested; no text on them looks
// like a catalog key. Signed in, the office's words are there, in the same language.
import { expect, test, type Page } from '@playwright/test';
import type { Language } from '@contract/i18n/language';
import { APP_CATALOGS } from '../shared/app-catalogs';
import { createVerifiedOwner } from './helpers/accounts';

/** The office part's chunk (`app-en-*.js`, `app-nb-*.js`), not the public one's. */
const OFFICE_CHUNK = /\/assets\/app-(en|nb)-(?!public-)[\w-]+\.js$/;

/** A key where a text should be: "auth.login" (the first words of every key the catalog has). */
const KEY_LIKE = new RegExp(
  `\\b(${[...new Set(Object.keys(APP_CATALOGS.en).map((key) => key.split('.')[0]))].join('|')})\\.[A-Za-z.]+\\b`,
);

/** The office chunks the page requests from now on. */
function officeRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (OFFICE_CHUNK.test(new URL(request.url()).pathname)) requested.push(request.url());
  });
  return requested;
}

/** No text shown, and no name read aloud, that looks like a key. */
async function expectNoKeys(page: Page): Promise<void> {
  await expect(page.locator('body')).not.toHaveText(KEY_LIKE, { useInnerText: true });
  const names = await page
    .locator('[aria-label], [title], [placeholder]')
    .evaluateAll((elements) =>
      elements.flatMap((element) =>
        ['aria-label', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
      ),
    );
  expect(names.filter((name) => KEY_LIKE.test(name))).toEqual([]);
}

const BROWSERS: { locale: string; language: Language }[] = [
  { locale: 'nb-NO', language: 'nb' },
  { locale: 'en-GB', language: 'en' },
];

for (const { locale, language } of BROWSERS) {
  test(`signed out in ${locale}: the public words only, none a key; signed in, the office's`, async ({
    browser,
    request,
  }) => {
    const words = APP_CATALOGS[language];
    const owner = await createVerifiedOwner(request, `words-${language}`, { language });
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    const requested = officeRequests(page);

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByText(words['landing.lead'])).toBeVisible();
    await expectNoKeys(page);

    // A sign-in refusal, worded by server-text.ts.
    await page.goto('/login');
    await page.getByLabel(words['auth.email']).fill(owner.email);
    await page.getByLabel(new RegExp(`^${words['auth.password']}`)).fill('not the password');
    await page.getByRole('button', { name: words['auth.login'] }).click();
    await expect(page.getByRole('alert')).toContainText(words['server.badCredentials']);
    await expectNoKeys(page);

    // The registration's checks, sent empty.
    await page.goto('/register');
    await page.getByRole('button', { name: words['auth.register'] }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoKeys(page);

    await page.goto('/forgot-password');
    await page.getByLabel(words['auth.email']).fill(owner.email);
    await page.getByRole('button', { name: words['auth.sendReset'] }).click();
    await expect(page.getByRole('status')).toContainText(words['auth.checkInbox']);
    await expectNoKeys(page);

    await page.goto('/reset-password/not-a-real-token');
    await page.getByLabel(new RegExp(`^${words['auth.newPassword']}`)).fill(owner.password);
    await page.getByLabel(new RegExp(`^${words['auth.confirmNewPassword']}`)).fill(owner.password);
    await page.getByRole('button', { name: words['auth.saveNewPassword'] }).click();
    await expect(page.getByRole('alert')).toContainText(words['auth.resetLinksNote']);
    await expectNoKeys(page);

    await page.goto('/users/999/verify/not-a-real-token');
    await expect(page.getByText(words['auth.verifyLinkInvalid'])).toBeVisible();
    await expectNoKeys(page);

    expect(requested).toEqual([]);

    // Signed in: the dashboard in the same language, its words loaded before it rendered.
    await page.goto('/login');
    await page.getByLabel(words['auth.email']).fill(owner.email);
    await page.getByLabel(new RegExp(`^${words['auth.password']}`)).fill(owner.password);
    await page.getByRole('button', { name: words['auth.login'] }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(
      page.getByRole('heading', { name: words['dashboard.title'], level: 1 }),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: words['nav.appointments'], exact: true }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expectNoKeys(page);
    expect(requested.map((url) => new URL(url).pathname)).toEqual([
      expect.stringMatching(new RegExp(`/assets/app-${language}-`)),
    ]);
    await context.close();
  });
}
