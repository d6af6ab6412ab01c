// Business settings in Norwegian (docs/decisions.md, Languages): the owner picks Norsk in the top
// bar's Language menu, and the settings menu, Business information (with its messages cards),
// Working hours (with a refused save), and Online booking (rules, breaks, closed dates, special
// hours) show their Norwegian words and weekday names, with none of the English of their catalog
// keys left. Each passes axe and is photographed at 1280 and 390 px, light and dark.
import { expect, test, type Page } from '@playwright/test';
import { apiPaths } from '../../contract/api-paths';
import { createVerifiedOwner, signInThroughApi } from './helpers/accounts';
import { apiSend } from './helpers/diary';
import { fillTime } from './helpers/date-time-fields';
import { E2E_NOW } from './helpers/e2e-env';
import {
  checkTranslatedScreen,
  expectNoEnglish,
  switchToNorwegian,
} from './helpers/translated-screen';

function check(page: Page, name: string): Promise<void> {
  return checkTranslatedScreen(page, name);
}

test('business settings in Norwegian', async ({ page, request }) => {
  test.slow();
  await page.clock.setFixedTime(new Date(E2E_NOW));
  const owner = await createVerifiedOwner(request, 'translated-settings');
  await signInThroughApi(page, owner.email, owner.password);
  await page.goto('/business-settings');
  // Rows of each list on the Online booking screen, so their Norwegian names are seen.
  for (const [path, body] of [
    [apiPaths.businessBreaks, { dayOfWeek: 2, startTime: '12:00', endTime: '12:30' }],
    [apiPaths.businessClosures, { fromDate: '2026-12-24', toDate: '2026-12-26', note: 'Jul' }],
    [
      apiPaths.specialHours,
      { date: '2026-12-23', open: true, openingTime: '10:00', closingTime: '15:00' },
    ],
  ] as const) {
    expect((await apiSend(page, 'POST', path, body)).status).toBeLessThan(300);
  }
  await switchToNorwegian(page);

  await test.step('Salonginnstillinger', async () => {
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: 'Salonginnstillinger' }),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: /Åpningstider/ })).toBeVisible();
    await check(page, 'settings-menu-nb');
  });

  await test.step('Salonginformasjon', async () => {
    await page.goto('/business-settings/business-info');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Salonginformasjon' })).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'Fornavn' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Betalingsmåter' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Meldingstekster' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Kalenderabonnement' })).toBeVisible();
    await check(page, 'business-info-nb');
  });

  await test.step('Åpningstider, with a closing time before the opening', async () => {
    await page.goto('/business-settings/business-hours');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Åpningstider' })).toBeVisible();
    await expect(main.getByRole('rowheader', { name: 'Mandag' })).toBeVisible();
    await fillTime(main, 'Mandag stenger', '08:00');
    await main.getByRole('button', { name: 'Lagre alle endringer' }).click();
    const alert = page
      .locator('.mantine-Notification-root')
      .filter({ hasText: 'Mandag: Stengetiden må være etter åpningstiden' });
    // Hovered, the red alert stays while its own words are read: its title and close button.
    await alert.hover();
    await expect(alert).toContainText('Feil');
    await expect(alert.getByRole('button', { name: 'Lukk varselet' })).toBeVisible();
    await expectNoEnglish(page, alert);
    await expect(main.getByText('Må være etter åpningstiden')).toBeVisible();
    // A notice under the pointer stays while hovered: move away so it fades as it should.
    await page.mouse.move(0, 0);
    await check(page, 'business-hours-nb');
  });

  await test.step('Nettbestilling', async () => {
    await page.goto('/business-settings/online-booking');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Nettbestilling' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Bestillingsregler' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Pauser' })).toBeVisible();
    await expect(main.getByText(/^Tirsdag 12:00/)).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Stengte dager' })).toBeVisible();
    await expect(main.getByText('Helligdager i Norge')).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Avvikende åpningstider' })).toBeVisible();
    await check(page, 'online-booking-nb');
  });

  await test.step('Tidsintervall', async () => {
    await page.goto('/business-settings/service-intervals');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Tidsintervall' })).toBeVisible();
    await check(page, 'service-interval-nb');
  });
});
