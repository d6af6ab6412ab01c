// The business's address and what the booking page asks (docs/decisions.md, Address and booking
// page): the owner writes the address and lets clients give a phone only; the booking page shows
// the address with a map link and the week's hours; a client books with a phone and a note, no
// e-mail; the owner reads the note in the booking's details. Screenshots of the booking page's
// address block and the owner's card at 1280 and 390 px, light and dark, with axe on each.
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { slugFromName } from '../../server/repositories/business-slug';
import { createVerifiedOwner, signInThroughApi } from './helpers/accounts';
import { addServices } from './helpers/diary';
import { E2E_NOW, E2E_TODAY } from './helpers/e2e-env';
import { lookAtSchemesAndWidths } from './helpers/look-at';

const NOTE = 'Allergic to ammonia, please use the gentle colour.';

test.beforeEach(async ({ page }) => {
  // The browser's clock is the server's (Monday 23 November 2026, 10:00 in Oslo).
  await page.clock.setFixedTime(new Date(E2E_NOW));
});

test('the booking page shows the address and hours, and takes a phone and a note', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const businessName = `Address Salon ${randomBytes(3).toString('hex')}`;
  const owner = await createVerifiedOwner(request, 'address', { businessName });
  await signInThroughApi(page, owner.email, owner.password);
  await page.goto('/business-settings/business-info');
  await addServices(page, [{ name: 'Ladies cut', price: '450', minutes: 45 }]);

  // The owner writes the address and lets clients give a phone only.
  await page.goto('/business-settings/business-info');
  const address = page.getByRole('region', { name: 'Address' });
  await address.getByLabel('Street address').fill('Storgata 1');
  await address.getByLabel('Postal code').fill('0155');
  await address.getByLabel('City').fill('Oslo');
  await page.getByRole('combobox', { name: 'Clients give' }).click();
  await page.getByRole('option', { name: 'Phone', exact: true }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const slug = slugFromName(businessName);
  await expect
    .poll(async () => (await (await request.get(`/api/public/${slug}`)).json()) as unknown)
    .toMatchObject({
      address: { street: 'Storgata 1', postalCode: '0155', city: 'Oslo' },
      contactRule: 'phone',
    });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Address' }).getByLabel('City')).toHaveValue(
    'Oslo',
  );
  await expect(page.getByRole('combobox', { name: 'Clients give' })).toHaveValue('Phone');
  await lookAtSchemesAndWidths(page, 'address-card', {
    folder: 'screens/business-address',
    part: (p) => p.getByRole('region', { name: 'Address' }),
  });

  // The booking page says where and when.
  await page.goto(`/book/${slug}`);
  const place = page.getByRole('region', { name: 'Address and opening hours' });
  await expect(place.getByText('Storgata 1')).toBeVisible();
  await expect(place.getByText('0155 Oslo')).toBeVisible();
  await expect(
    place.getByRole('link', { name: /Show Storgata 1, 0155 Oslo on a map/ }),
  ).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/search?query=Storgata%201%2C%200155%20Oslo',
  );
  await expect(place.getByText('Monday')).toBeVisible();
  await lookAtSchemesAndWidths(page, 'booking-page-place', {
    folder: 'screens/business-address',
    part: (p) => p.getByRole('region', { name: 'Address and opening hours' }),
    marksScheme: false,
  });

  // A client books with a phone and a note, no e-mail.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('checkbox', { name: /Ladies cut/ }).check();
  await page.getByRole('button', { name: 'Choose a time' }).click();
  const times = page.getByRole('group', { name: /Free times on/ });
  await times.getByRole('button').first().click();
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await page.getByLabel('First name').fill('Nora');
  await page.getByLabel('Last name').fill('Telefon');
  await page.getByLabel('Phone').fill('+47 48 00 00 11');
  await page.getByLabel('Note to the business').fill(NOTE);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { name: 'You are booked' })).toBeVisible();

  // The owner reads the note in the booking's details.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/appointments?view=calendar&mode=day&date=${E2E_TODAY}`);
  await page.getByRole('button', { name: /Nora Telefon/ }).click();
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  await expect(details.getByText('Note from the client')).toBeVisible();
  await expect(details.getByText(NOTE)).toBeVisible();
});
