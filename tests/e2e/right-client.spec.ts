// The right client (docs/decisions.md, Data: "A booking joins an existing client only when the
// name matches"), for a Norwegian business (+47, kroner, a Norwegian browser), at 1280 and 390 px:
// Emil books on the booking page with his mother Sofie's e-mail and is filed as his own client,
// offered on his page as her possible duplicate until "Not the same person"; a misspelt "Sophie"
// with Sofie's phone is merged into her and the visit moves. Phones are found however they are
// typed and a price is read as a Norwegian writes it ("1 650,50").
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AppointmentDetail } from '../../contract/appointments';
import type { ClientDetail, ClientList } from '../../contract/clients';
import { slugFromName } from '../../server/repositories/business-slug';
import { createVerifiedOwner, signInUnderWorker } from './helpers/accounts';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { addServices, apiSend } from './helpers/diary';
import { E2E_NOW } from './helpers/e2e-env';
import { apiGet, screenshots, settle } from './helpers/screens';
import { fillServiceForm } from './helpers/service-form';

test.use({ locale: 'nb-NO', timezoneId: 'Europe/Oslo' });

const SOFIE = {
  firstName: 'Sofie',
  lastName: 'Haugen',
  phone: '+47 934 56 789',
  email: 'sofie.haugen@example.no',
};

interface Salon {
  slug: string;
  businessName: string;
  serviceId: number;
  sofieId: number;
}

/**
 * A Norwegian business of its own (+47, so kroner), its owner signed in on `page`, one service,
 * and Sofie Haugen as a client with a visit on Tuesday at 14:00.
 */
async function norwegianSalon(page: Page, request: APIRequestContext): Promise<Salon> {
  const businessName = `Frisør Haugen ${randomBytes(3).toString('hex')}`;
  const owner = await createVerifiedOwner(request, 'rightclient', {
    businessName,
    mobile: '912 34 567',
  });
  await signInUnderWorker(page, owner.email, owner.password);
  const ids = await addServices(page, [{ name: 'Dameklipp', price: '450', minutes: 60 }]);
  const sofie = await apiSend<AppointmentDetail>(page, 'POST', '/api/appointments', {
    client: SOFIE,
    serviceIds: [ids.Dameklipp!],
    date: '2026-11-24',
    time: '14:00',
  });
  expect(sofie.status).toBe(201);
  return {
    slug: slugFromName(businessName),
    businessName,
    serviceId: ids.Dameklipp!,
    sofieId: sofie.body.clientId,
  };
}

/** Emil books today's first free time (12:00) on the booking page, with his mother's e-mail. */
async function emilBooksOnline(page: Page, salon: Salon): Promise<void> {
  await page.goto(`/book/${salon.slug}`);
  await expect(page.getByRole('heading', { name: salon.businessName })).toBeVisible();
  // The page opens in Norwegian for this browser; Emil reads English (its visible switch).
  await page.getByRole('group', { name: 'Språk' }).getByRole('button', { name: 'English' }).click();
  await page.getByRole('checkbox', { name: /Dameklipp/ }).check();
  await page.getByRole('button', { name: 'Choose a time' }).click();
  await page
    .getByRole('group', { name: /Free times on/ })
    .getByRole('button', { name: '12:00' })
    .click();
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await page.getByLabel('First name').fill('Emil');
  await page.getByLabel('Last name').fill('Haugen');
  await page.getByLabel('Phone').fill('+47 481 23 456');
  await page.getByLabel('E-mail').fill(SOFIE.email);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { name: 'You are booked' })).toBeVisible();
}

/** The id of the client called `name`, read from the Clients list's link to their page. */
async function clientIdFromList(page: Page, name: string): Promise<number> {
  const href = await page.getByRole('link', { name, exact: true }).getAttribute('href');
  return Number(/\/clients\/(\d+)$/.exec(href ?? '')?.[1]);
}

const duplicates = (page: Page) => page.getByRole('region', { name: 'Possible duplicates' });

/** In light and dark (the device's scheme; the app follows it until the owner picks one). */
async function bothSchemes(page: Page, name: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await settle(page);
      await test.step(`${name}, ${scheme}, ${width} px`, () => expectNoSeriousA11yViolations(page));
    }
    await screenshots(page, `${scheme}-${name}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test.beforeEach(async ({ page }) => {
      // The browser's clock is the server's (10:00 in Oslo): "today" is the same on both.
      await page.clock.setFixedTime(new Date(E2E_NOW));
      // This spec is about the right client and Norwegian numbers, not words: the owner picked
      // English in the Language menu (docs/decisions.md, Languages) while the browser formats as
      // Norwegian, as in norwegian-business.spec.ts.
      await page.addInitScript(() =>
        localStorage.setItem('salon-language', JSON.stringify({ language: 'en', unsent: false })),
      );
    });

    test('a booking under another name is its own client until "Not the same person"', async ({
      page,
      request,
    }) => {
      test.slow(width === 1280, 'axe and screenshots in two schemes at two widths');
      const salon = await norwegianSalon(page, request);
      await emilBooksOnline(page, salon);

      // The diary: Emil's booking today, his name linking to his own page, not Sofie's.
      await page.goto('/dashboard');
      const emilLink = page.getByRole('link', { name: 'Emil Haugen', exact: true });
      await expect(emilLink).toBeVisible();
      await expect(emilLink).not.toHaveAttribute('href', `/clients/${salon.sofieId}`);
      await page.goto('/appointments');
      await expect(page.getByText('Emil Haugen').first()).toBeVisible();

      // Clients: two people, each their own.
      await page.goto('/clients');
      await expect(page.getByText('2 clients', { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Sofie Haugen', exact: true })).toBeVisible();
      const emilId = await clientIdFromList(page, 'Emil Haugen');
      expect(emilId).not.toBe(salon.sofieId);
      await page.getByRole('link', { name: 'Emil Haugen', exact: true }).click();

      // Emil's page offers Sofie as a possible duplicate.
      await expect(page).toHaveURL(new RegExp(`/clients/${emilId}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Emil Haugen' })).toBeVisible();
      await expect(page.getByRole('list', { name: /Upcoming visits/ })).toContainText('Dameklipp');
      const offered = duplicates(page);
      await expect(offered.getByRole('link', { name: 'Sofie Haugen' })).toBeVisible();
      await expect(offered).toContainText(`${SOFIE.phone} · ${SOFIE.email}`);
      if (width === 1280) await bothSchemes(page, 'right-client-duplicates');
      else await expectNoSeriousA11yViolations(page);

      await offered.getByRole('button', { name: 'Sofie Haugen is not the same person' }).click();
      await expect(page.getByText('Marked as not the same person')).toBeVisible();
      await expect(duplicates(page)).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Emil Haugen' })).toBeVisible();
      await expect(duplicates(page)).toHaveCount(0);
      // The mark went both ways: Sofie's page does not offer Emil either.
      await page.goto(`/clients/${salon.sofieId}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Sofie Haugen' })).toBeVisible();
      await expect(page.getByRole('list', { name: /Upcoming visits/ })).toContainText('Dameklipp');
      await expect(duplicates(page)).toHaveCount(0);
    });

    test('a misspelt name with the same phone is merged, and the visit moves', async ({
      page,
      request,
    }) => {
      test.slow(width === 1280, 'axe and screenshots in two schemes at two widths');
      const salon = await norwegianSalon(page, request);
      // Online, from "Sophie" with Sofie's phone typed without spaces.
      const sophie = await request.post(`/api/public/${salon.slug}/bookings`, {
        data: {
          firstName: 'Sophie',
          lastName: 'Haugen',
          phone: '93456789',
          email: 'sophie@example.no',
          services: [salon.serviceId],
          date: '2026-11-25',
          time: '15:00',
        },
      });
      expect(sophie.status()).toBe(201);
      await page.goto('/clients');
      await expect(page.getByText('2 clients', { exact: true })).toBeVisible();

      // Sofie's page offers Sophie; Merge asks first.
      await page.getByRole('link', { name: 'Sofie Haugen', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Sofie Haugen' })).toBeVisible();
      await expect(duplicates(page).getByRole('link')).toHaveText(['Sophie Haugen']);
      const sophieHref = await duplicates(page).getByRole('link').getAttribute('href');
      await duplicates(page).getByRole('button', { name: 'Merge Sophie Haugen' }).click();
      const dialog = page.getByRole('dialog', { name: 'Merge Sophie Haugen into Sofie Haugen?' });
      await expect(dialog).toContainText('This cannot be undone.');
      if (width === 1280) await bothSchemes(page, 'right-client-merge');
      else await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
      await expect(page.getByText('Clients merged')).toBeVisible();
      await expect(dialog).toHaveCount(0);
      await expect(duplicates(page)).toHaveCount(0);

      // Both visits are Sofie's now; Sophie is gone.
      const upcoming = page.getByRole('list', { name: /Upcoming visits/ });
      await expect(upcoming.getByRole('listitem')).toHaveCount(2);
      await expect(upcoming).toContainText('Wed, 25 Nov 2026');
      const merged = await apiGet<ClientDetail>(page, `/api/clients/${salon.sofieId}`);
      expect(merged.upcoming).toHaveLength(2);
      await page.goto(sophieHref!);
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
      await page.goto('/clients');
      await expect(page.getByText('1 client', { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Sophie Haugen' })).toHaveCount(0);
    });

    test('Clients finds a phone however it is typed; a price reads as written', async ({
      page,
      request,
    }) => {
      await norwegianSalon(page, request);
      await page.goto('/clients');
      const search = page.getByRole('searchbox', { name: 'Search clients' });
      for (const typed of ['93456789', '934 56 789']) {
        await search.fill(typed);
        await expect(page.getByText(`1 client matches “${typed}”`)).toBeVisible();
        await expect(page.getByRole('link', { name: 'Sofie Haugen', exact: true })).toBeVisible();
        await expect(page.getByText(SOFIE.phone, { exact: true })).toBeVisible();
      }
      const found = await apiGet<ClientList>(
        page,
        `/api/clients?q=${encodeURIComponent('93456789')}`,
      );
      expect(found.clients.map((client) => client.phone)).toEqual([SOFIE.phone]);

      // A price as a Norwegian writes it, shown back in the business's kroner.
      await page.goto('/catalogue/create-service');
      await fillServiceForm(page, {
        name: 'Balayage',
        category: 'Hair',
        description: 'Hand-painted colour',
      });
      const price = page.getByRole('textbox', { name: 'Price' });
      await expect(price.locator('xpath=..')).toContainText('kr');
      await price.fill('1 650,50');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page).toHaveURL(/\/catalogue\/services$/);
      await expect(page.getByRole('listitem').filter({ hasText: 'Balayage' })).toContainText(
        /1\s650,50\s?kr/,
      );
      await expect(page.getByText('$')).toHaveCount(0);
    });
  });
}
