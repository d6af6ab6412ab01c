// The booking editor, booking details and checkout in Norwegian (docs/decisions.md, Languages and
// Locale): the owner picks Norsk, opens New booking (its fields, the free times, a check of its
// own), is refused by the server for a time already taken and reads why in Norwegian, saves the
// booking at a free time, opens its details and checks it out, with the money written as
// Norwegian writes it ("650,00 kr"). Each dialog has none of the English of its catalog keys
// left, passes axe and is photographed at 1280 and 390 px, light and dark.
import { expect, test, type Page } from '@playwright/test';
import type { AppointmentDetail } from '../../contract/appointments';
import { createVerifiedOwner, signInThroughApi } from './helpers/accounts';
import { addServices, bookThroughApi } from './helpers/diary';
import { E2E_NOW } from './helpers/e2e-env';
import { apiGet } from './helpers/screens';
import { checkTranslatedScreen, switchToNorwegian } from './helpers/translated-screen';

/** Tuesday: open 10:00 to 19:00 (the defaults), after the pinned "now". */
const DAY = '2026-11-24';
function check(page: Page, name: string): Promise<void> {
  return checkTranslatedScreen(page, name, 'dialog');
}

test('a booking made, looked at and checked out in Norwegian', async ({ page, request }) => {
  test.slow();
  await page.clock.setFixedTime(new Date(E2E_NOW));
  const owner = await createVerifiedOwner(request, 'translated-booking');
  await signInThroughApi(page, owner.email, owner.password);
  await page.goto('/dashboard');
  const ids = await addServices(page, [{ name: 'Klipp', price: '650', minutes: 45 }]);
  // 10:00, where a new booking on another day starts: taken, so the server refuses it there.
  const taken = await bookThroughApi(page, {
    firstName: 'Kari',
    lastName: 'Nordmann',
    serviceIds: [ids['Klipp']!],
    date: DAY,
    time: '10:00',
  });
  await page.goto(`/appointments?view=calendar&mode=day&date=${DAY}`);
  await switchToNorwegian(page);

  // The screen's own button is the calendar's to translate: either word opens the editor.
  await page.getByRole('button', { name: /^(Ny time|New booking)$/ }).click();
  const editor = page.getByRole('dialog', { name: 'Ny time' });

  await test.step('Ny time: the form and a check of its own', async () => {
    await expect(editor.getByText('Eksisterende kunde', { exact: true })).toBeVisible();
    await editor.getByText('Ny kunde', { exact: true }).click();
    await editor.getByLabel('Fornavn').fill('Anne');
    await editor.getByLabel('Etternavn').fill('Hansen');
    await expect(editor.getByLabel('Hos', { exact: true })).toHaveValue('Hvem som helst');
    await expect(editor.getByTestId('booking-summary')).toHaveText(
      'Velg behandlinger, dato og klokkeslett for å se sluttid og totalpris',
    );
    await editor.getByRole('button', { name: 'Lagre timen' }).click();
    await expect(editor.getByText('Velg minst én behandling')).toBeVisible();
  });

  await test.step('Ny time: services, free times and the summary in kroner', async () => {
    await editor.getByLabel('Behandlinger').click();
    await page.getByRole('option', { name: /^Klipp · 650,00\skr · 45 min$/ }).click();
    await page.keyboard.press('Escape');
    await expect(editor.getByText('Velg minst én behandling')).toBeHidden();
    await expect(editor.getByTestId('booking-summary')).toHaveText(
      /^Ferdig kl\. 10:45 AM · 45 min · Totalt 650,00\skr$/,
    );
    const freeTimes = editor.getByRole('group', { name: 'Ledige tider' });
    // 10:00 to 10:45 is Kari's: the first free time is when she is done.
    await expect(freeTimes.getByText('10:45 AM', { exact: true })).toBeVisible();
    await check(page, 'booking-editor-nb');
  });

  await test.step('Ikke bestilt: the server’s refusal in Norwegian', async () => {
    await editor.getByRole('button', { name: 'Lagre timen' }).click();
    const refusal = editor.getByRole('alert');
    await expect(refusal).toContainText('Ikke bestilt');
    await expect(refusal).toContainText(
      `Tidspunktet overlapper BID${taken.id}, Kari Nordmann 10:00 AM–10:45 AM`,
    );
    await expect(refusal).not.toContainText('This time overlaps');
    await expect(editor.getByLabel('Bestill likevel')).not.toBeChecked();
    await check(page, 'booking-refusal-nb');
  });

  await test.step('Saved at a free time', async () => {
    await editor
      .getByRole('group', { name: 'Ledige tider' })
      .getByText('11:00 AM', { exact: true })
      .click();
    await editor.getByRole('button', { name: 'Lagre timen' }).click();
    await expect(editor).toBeHidden();
    await expect(page.getByText('Timen er lagret')).toBeVisible();
  });

  const details = page.getByRole('dialog', { name: 'Timedetaljer' });
  await test.step('Timedetaljer', async () => {
    await page.getByRole('button', { name: /Anne Hansen/ }).click();
    await expect(details.getByText('Kunde', { exact: true })).toBeVisible();
    await expect(details.getByText('Tidspunkt', { exact: true })).toBeVisible();
    await expect(details.getByText(/· 45 min · bestilt av deg$/)).toBeVisible();
    await expect(details.getByRole('button', { name: 'Flytt timen' })).toBeVisible();
    await expect(details.getByRole('button', { name: 'Avbestill timen' })).toBeVisible();
    await check(page, 'booking-details-nb');
  });

  await test.step('Betaling: the amount as Norwegian writes money', async () => {
    await details.getByRole('button', { name: 'Ta betalt' }).click();
    const checkout = page.getByRole('dialog', { name: 'Betaling' });
    await expect(checkout.getByRole('textbox', { name: 'Betalt beløp' })).toHaveValue('650,00');
    await expect(checkout.getByText(/ · bestilt til 650,00\skr$/)).toBeVisible();
    await expect(checkout.getByTestId('checkout-takings')).toHaveText(/^650,00\skr$/);
    await check(page, 'checkout-nb');
    await checkout.getByRole('button', { name: 'Registrer betaling' }).click();
    await expect(details.getByText(/^Betalt 650,00\skr · Kontant$/)).toBeVisible();
    await expect(details.getByText(/^Omsetning 650,00\skr$/)).toBeVisible();
  });

  const rows = await apiGet<AppointmentDetail[]>(page, '/api/appointments/all_upcoming');
  expect(rows.map((row) => [row.firstName, row.book_time, row.payment_status])).toEqual([
    ['Kari', '10:00 AM', 'unpaid'],
    ['Anne', '11:00 AM', 'paid'],
  ]);
});
