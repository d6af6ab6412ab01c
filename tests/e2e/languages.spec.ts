// Norwegian and English (docs/decisions.md, Languages): a client whose browser reads Norwegian
// books on the booking page in Norwegian and gets a Norwegian confirmation whose .ics an
// independent parser reads; an English browser on the same page gets English; an owner whose
// browser reads Norwegian registers and signs in in Norwegian, switches to English and back, also
// offline, and the account keeps the choice.
import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { slugFromName } from '../../server/repositories/business-slug';
import {
  createVerifiedOwner,
  newOwner,
  signInThroughApi,
  verificationPathFromMail,
} from './helpers/accounts';
import { addServices } from './helpers/diary';
import { E2E_NOW } from './helpers/e2e-env';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { mimePart, newestMailTo } from './helpers/mail';
import { apiGet, settle } from './helpers/screens';

const SHOTS = 'test-results/screens-norwegian';

/** The screen at 1280 and 390 px, light and dark, for looking at. */
async function shots(page: Page, name: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await settle(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-${scheme}.png`, fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function clientPage(browser: Browser, locale: string): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(E2E_NOW));
  return page;
}

test.describe('the booking page', () => {
  let slug = '';
  let businessName = '';

  test.beforeAll(async ({ browser, request }) => {
    businessName = `Språk Salong ${randomBytes(3).toString('hex')}`;
    const owner = await createVerifiedOwner(request, 'lang', {
      businessName,
      mobile: '912 34 567',
    });
    const page = await browser.newPage();
    await signInThroughApi(page, owner.email, owner.password);
    await page.goto('/dashboard');
    await addServices(page, [{ name: 'Klipp', price: '650', minutes: 45 }]);
    await page.close();
    slug = slugFromName(businessName);
  });

  test('a Norwegian browser books in Norwegian and gets a Norwegian confirmation', async ({
    browser,
  }) => {
    const page = await clientPage(browser, 'nb-NO');
    await page.goto(`/book/${slug}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
    await expect(page.getByRole('heading', { name: 'Velg behandlinger' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Norsk (bokmål)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('checkbox', { name: /Klipp/ }).check();
    // One service, 45 minutes, money the Norwegian way: "650,00 kr".
    await expect(page.getByText(/^1 behandling · 45 min · 650,00\skr$/)).toBeVisible();
    // html-has-lang and valid-lang among them: the page says which language it is in.
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'portal-services-nb');
    await page.getByRole('button', { name: 'Velg tidspunkt' }).click();
    const times = page.getByRole('group', { name: /Ledige tider/ });
    await times.getByRole('button', { name: '12:00' }).click();
    await expect(page.getByRole('heading', { name: 'Dine opplysninger' })).toBeVisible();
    const email = `kari-${randomBytes(3).toString('hex')}@example.com`;
    await page.getByLabel('Fornavn').fill('Kari');
    await page.getByLabel('Etternavn').fill('Nordmann');
    await page.getByLabel('Telefon').fill('+47 48 00 00 00');
    await page.getByLabel('E-post').fill(email);
    await page.getByRole('button', { name: 'Bekreft bestillingen' }).click();
    await expect(page.getByRole('heading', { name: 'Timen er bestilt' })).toBeVisible();
    await expect(page.getByText('mandag 23. november 2026, kl. 12:00–12:45')).toBeVisible();
    await shots(page, 'portal-booked-nb');

    const mail = await newestMailTo(email, (raw) => /text\/calendar/i.test(raw));
    expect(mail).toMatch(/Subject: =\?UTF-8\?|Subject: Timen din hos/);
    const text = mimePart(mail, 'text/plain');
    expect(text).toContain('Hei Kari Nordmann,');
    // The time on the business's clock (12-hour here: registered without one; docs/decisions.md,
    // Locale), the date in the client's language.
    expect(text).toContain('Klipp med Ada Lovelace, mandag 23. november 2026 kl. 12:00 PM.');
    const ics = mimePart(mail, 'text/calendar');
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(ics!)).getFirstSubcomponent('vevent')!,
    );
    expect(event.summary).toBe(`Klipp med Ada Lovelace hos ${businessName}`);
    expect(event.description).toMatch(/^Med Ada Lovelace\.\nAvbestille: http/);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-23T11:00:00.000Z');

    // The cancel link opens in the language of this browser too.
    const cancelPath = new RegExp(`/book/${slug}/cancel/[A-Za-z0-9_-]+`).exec(
      event.description,
    )![0];
    await page.goto(cancelPath);
    await expect(page.getByRole('heading', { name: 'Vil du avbestille timen?' })).toBeVisible();
    await page.context().close();
  });

  test('an English browser gets English, and the switch turns the page Norwegian', async ({
    browser,
  }) => {
    const page = await clientPage(browser, 'en-GB');
    await page.goto(`/book/${slug}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Choose services' })).toBeVisible();
    await page.getByRole('checkbox', { name: /Klipp/ }).check();
    await page.getByRole('button', { name: 'Choose a time' }).click();
    await page
      .getByRole('group', { name: /Free times on/ })
      .getByRole('button', { name: '13:00' })
      .click();
    const email = `nora-${randomBytes(3).toString('hex')}@example.com`;
    await page.getByLabel('First name').fill('Nora');
    await page.getByLabel('Last name').fill('Berg');
    await page.getByLabel('Phone').fill('+47 48 00 00 01');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page.getByRole('heading', { name: 'You are booked' })).toBeVisible();
    const mail = await newestMailTo(email, (raw) => /text\/calendar/i.test(raw));
    expect(mimePart(mail, 'text/plain')).toContain('Your booking at');
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(mimePart(mail, 'text/calendar')!)).getFirstSubcomponent(
        'vevent',
      )!,
    );
    expect(event.summary).toBe(`Klipp with Ada Lovelace at ${businessName}`);

    await page.goto(`/book/${slug}`);
    await page.getByRole('button', { name: 'Norsk (bokmål)' }).click();
    await expect(page.getByRole('heading', { name: 'Velg behandlinger' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Velg behandlinger' })).toBeVisible();
    await page.context().close();
  });
});

test('an owner with a Norwegian browser registers in Norwegian and switches language, also offline', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'nb-NO' });
  const page = await context.newPage();
  const owner = newOwner('nb-owner');
  await page.goto('/register');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
  await expect(page.getByRole('heading', { name: 'Registrer deg' })).toBeVisible();
  await shots(page, 'register-nb');
  await page.getByLabel('Fornavn').fill(owner.firstname);
  await page.getByLabel('Etternavn').fill(owner.lastname);
  await page.getByLabel('Salongens navn').fill('Ada Hår');
  await page.getByLabel('Salongens e-post').fill(owner.email);
  await page.getByLabel(/^Passord/).fill(owner.password);
  await page.getByLabel(/^Gjenta passordet/).fill('not the same');
  await page.getByRole('button', { name: 'Registrer deg' }).click();
  // The app's own refusal, in Norwegian.
  await expect(page.getByRole('alert')).toContainText('Passordene er ikke like');
  await page.getByLabel(/^Passord/).fill(owner.password);
  await page.getByLabel(/^Gjenta passordet/).fill(owner.password);
  await page.getByRole('button', { name: 'Registrer deg' }).click();
  await expect(page.getByRole('heading', { name: 'Sjekk innboksen' })).toBeVisible();
  // The verification mail is in the language the owner registered in.
  const verifyMail = await newestMailTo(owner.email);
  expect(mimePart(verifyMail, 'text/plain')).toContain('Bekreft e-postadressen til Ada Hår');
  await page.goto(await verificationPathFromMail(owner.email));
  await expect(page.getByText('Kontoen er aktiv')).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Salongens e-post').fill(owner.email);
  await page.getByLabel(/^Passord/).fill('wrong password');
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page.getByRole('alert')).toContainText('E-postadressen eller passordet er feil');
  await page.getByLabel(/^Passord/).fill(owner.password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Oversikt', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Timebok' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
  expect((await apiGet<{ language: string }>(page, '/api/auth')).language).toBe('nb');
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'dashboard-nb');

  // To English and back, saved to the account.
  await page.getByRole('button', { name: 'Språk' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect
    .poll(async () => (await apiGet<{ language: string }>(page, '/api/auth')).language)
    .toBe('en');

  // Offline: applied at once, pending until the connection returns.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitemradio', { name: 'Norsk (bokmål)' }).click();
  await expect(page.getByRole('heading', { name: 'Oversikt', level: 1 })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toContainText('Frakoblet');
  await expect(page.getByRole('button', { name: '1 venter' })).toBeVisible();
  await page.getByRole('button', { name: '1 venter' }).click();
  await expect(page.getByText('Endringer som ikke er sendt')).toBeVisible();
  await expect(page.getByText('Språk: Norsk (bokmål)')).toBeVisible();
  await shots(page, 'pending-offline-nb');
  await page.keyboard.press('Escape');
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: '1 venter' })).toBeHidden();
  await expect
    .poll(async () => (await apiGet<{ language: string }>(page, '/api/auth')).language)
    .toBe('nb');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Oversikt', level: 1 })).toBeVisible();
  await context.close();
});
