// The catalogue, team, reports and On this device screens in Norwegian (docs/decisions.md,
// Languages): the owner picks Norsk in the top bar's Language menu, and each screen shows its
// Norwegian heading and words, with none of the English of those screens' catalog keys left.
// Each passes axe and is photographed at 1280 and 390 px, light and dark, to look for longer
// Norwegian words that overflow.
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedOwner, signInThroughApi } from './helpers/accounts';
import { addServices, bookThroughApi } from './helpers/diary';
import { E2E_NOW, E2E_TODAY } from './helpers/e2e-env';
import { checkTranslatedScreen, switchToNorwegian } from './helpers/translated-screen';

function check(page: Page, name: string): Promise<void> {
  return checkTranslatedScreen(page, name);
}

test('services, team, reports and On this device in Norwegian', async ({ page, request }) => {
  test.slow();
  await page.clock.setFixedTime(new Date(E2E_NOW));
  const owner = await createVerifiedOwner(request, 'translated');
  await signInThroughApi(page, owner.email, owner.password);
  await page.goto('/dashboard');
  const ids = await addServices(page, [
    { name: 'Klipp', price: '650', minutes: 45 },
    { name: 'Farge', price: '1200', minutes: 90, priceType: 'From' },
  ]);
  await bookThroughApi(page, {
    firstName: 'Kari',
    lastName: 'Nordmann',
    serviceIds: [ids['Klipp']!],
    date: E2E_TODAY,
    time: '11:00',
  });

  // The dashboard read the catalogue before the services were added: start from the server's.
  await page.reload();
  await switchToNorwegian(page);

  await test.step('Behandlinger', async () => {
    await page.goto('/catalogue/services');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Behandlinger' })).toBeVisible();
    await expect(main.getByText('2 behandlinger')).toBeVisible();
    await expect(main.getByText('1 t 30 min')).toBeVisible();
    await expect(main.getByText(/^Fra /)).toBeVisible();
    await expect(main.getByRole('link', { name: 'Legg til behandling i Hair' })).toBeVisible();
    await check(page, 'services-nb');
  });

  await test.step('Ny behandling', async () => {
    await page.getByRole('button', { name: 'Legg til' }).click();
    await page.getByRole('menuitem', { name: 'Behandling' }).click();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Ny behandling' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Pris og varighet' })).toBeVisible();
    await expect(main.getByRole('combobox', { name: 'Pristype' })).toContainText('Fast pris');
    await check(page, 'service-form-nb');
  });

  await test.step('Medarbeidere', async () => {
    await page.goto('/business-settings/team');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Medarbeidere' })).toBeVisible();
    await expect(main.getByText(/2 behandlinger · Salongens åpningstider/)).toBeVisible();
    await main.getByRole('button', { name: 'Legg til medarbeider' }).click();
    await expect(main.getByRole('heading', { name: 'Ny medarbeider' })).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'Kunder samtidig' })).toBeVisible();
    await check(page, 'team-nb');
  });

  await test.step('Rapporter', async () => {
    await page.goto('/reports');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Rapporter' })).toBeVisible();
    await main.getByText('Denne måneden', { exact: true }).click();
    await expect(main.getByText('Omsetning', { exact: true }).first()).toBeVisible();
    await expect(
      main.getByRole('region', { name: 'Travleste dager og tider' }).getByRole('rowheader', {
        name: 'Man.',
      }),
    ).toBeVisible();
    await expect(main.getByRole('group', { name: 'Last ned som CSV-fil' })).toBeVisible();
    await check(page, 'reports-nb');
  });

  await test.step('På denne enheten', async () => {
    await page.goto('/business-settings/on-this-device');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'På denne enheten' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Oppdater nå' })).toBeVisible();
    await expect(main.getByTestId('last-refreshed')).toHaveText(/^(Sist oppdatert|Ikke oppdatert)/);
    await check(page, 'on-this-device-nb');
  });
});
