// The Clients screens in Norwegian (docs/decisions.md, Languages): the owner picks Norsk in the
// top bar's Language menu, searches the clients list, opens a client's page with their visits,
// tries to add a client with a mistake in the form and opens the erase confirmation. Each shows
// its Norwegian words with none of the English of the clients' catalog keys left, passes axe and
// is photographed at 1280 and 390 px, light and dark.
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedOwner, signInThroughApi } from './helpers/accounts';
import { addServices, apiSend } from './helpers/diary';
import { E2E_NOW } from './helpers/e2e-env';
import {
  checkTranslatedScreen,
  expectNoEnglish,
  switchToNorwegian,
} from './helpers/translated-screen';

function check(page: Page, name: string): Promise<void> {
  return checkTranslatedScreen(page, name);
}

test('clients list, client page, new client and erasing in Norwegian', async ({
  page,
  request,
}) => {
  test.slow();
  await page.clock.setFixedTime(new Date(E2E_NOW));
  const owner = await createVerifiedOwner(request, 'translated-clients');
  await signInThroughApi(page, owner.email, owner.password);
  await page.goto('/dashboard');
  const ids = await addServices(page, [{ name: 'Klipp', price: '650', minutes: 45 }]);
  const kari = await apiSend<{ id: number }>(page, 'POST', '/api/clients', {
    firstName: 'Kari',
    lastName: 'Nordmann',
    phone: '+47 912 34 567',
    email: 'kari@example.com',
  });
  expect(kari.status).toBe(201);
  const ola = await apiSend(page, 'POST', '/api/clients', { firstName: 'Ola', lastName: 'Hansen' });
  expect(ola.status).toBe(201);
  // One visit a week ago and one next week.
  for (const date of ['2026-11-16', '2026-11-30']) {
    const booked = await apiSend(page, 'POST', '/api/appointments', {
      client: { id: kari.body.id },
      serviceIds: [ids['Klipp']!],
      date,
      time: '11:00',
    });
    expect(booked.status).toBe(201);
  }

  await page.reload();
  await switchToNorwegian(page);

  await test.step('Kunder, med søk', async () => {
    await page.goto('/clients');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Kunder' })).toBeVisible();
    await expect(main.getByText('2 kunder', { exact: true })).toBeVisible();
    await main.getByRole('searchbox', { name: 'Søk etter kunder' }).fill('Kari');
    await expect(main.getByText('1 treff for «Kari»')).toBeVisible();
    await expect(main.getByRole('columnheader', { name: 'Telefon' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Kari Nordmann' })).toBeVisible();
    await check(page, 'clients-nb');
  });

  await test.step('Kundens side med besøk', async () => {
    await page.getByRole('main').getByRole('link', { name: 'Kari Nordmann' }).click();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Kari Nordmann' })).toBeVisible();
    await expect(main.getByRole('heading', { name: /^Kommende timer/ })).toBeVisible();
    await expect(main.getByRole('heading', { name: /^Tidligere timer/ })).toBeVisible();
    await expect(main.getByText('Ikke møtt', { exact: true })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Lagre notater' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Ring +47 912 34 567' })).toBeVisible();
    await check(page, 'client-nb');
  });

  await test.step('Slette kunden: bekreftelsen', async () => {
    await page.getByRole('main').getByRole('button', { name: 'Slett denne kunden' }).click();
    const dialog = page.getByRole('dialog', { name: 'Slette Kari Nordmann?' });
    await expect(dialog.getByText('Dette kan ikke angres.')).toBeVisible();
    await expectNoEnglish(page, dialog);
    await check(page, 'client-erase-nb');
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('Ny kunde med en feil i skjemaet', async () => {
    await page.goto('/clients');
    await page.getByRole('main').getByRole('button', { name: 'Legg til kunde' }).click();
    const dialog = page.getByRole('dialog', { name: 'Legg til kunde' });
    await dialog.getByRole('textbox', { name: 'Telefon' }).fill('ring meg');
    await dialog.getByRole('button', { name: 'Legg til kunde' }).click();
    await expect(dialog.getByText('Fornavn må fylles ut')).toBeVisible();
    await expect(
      dialog.getByText('Telefonnummeret kan bare inneholde sifre, mellomrom og + ( ) - .'),
    ).toBeVisible();
    await expectNoEnglish(page, dialog);
    await check(page, 'client-form-nb');
  });
});
