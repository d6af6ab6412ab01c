// The checkout and undo (docs/decisions.md, Checkout) on the real server: a "From" priced booking
// checked out at what it really cost, by card with a tip, with the dialog looked at in light and
// dark at 1280 and 390 px and axe clean; a no-show confirmed and undone; a cancellation restored.
import { expect, test, type Page } from '@playwright/test';
import type { AppointmentDetail } from '../../contract/appointments';
import { createVerifiedOwner, signIn } from './helpers/accounts';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { addServices, bookThroughApi } from './helpers/diary';
import { E2E_NOW, E2E_TODAY } from './helpers/e2e-env';
import { apiGet, settle } from './helpers/screens';

/** The dialog at both widths in one colour scheme: axe clean, and a screenshot to look at. */
async function lookAt(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await settle(page);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await test.step(`checkout ${scheme} ${width} px`, () => expectNoSeriousA11yViolations(page));
    await page.screenshot({ path: `test-results/screens/checkout-${scheme}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
  await settle(page);
}

test('a "From" colour is checked out at its real price; a no-show and a cancel are undone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const owner = await createVerifiedOwner(page.request, 'checkout');
  await page.clock.setFixedTime(new Date(E2E_NOW));
  await signIn(page, owner.email, owner.password);
  const services = await addServices(page, [
    { name: 'Colour', price: '1650', minutes: 60, priceType: 'From' },
    { name: 'Cut', price: '450', minutes: 30 },
  ]);
  // Now is 10:00 in Oslo: the cut starts now (a no-show is possible), the colour is next.
  const cut = await bookThroughApi(page, {
    firstName: 'Ola',
    lastName: 'Nordby',
    serviceIds: [services.Cut!],
    date: E2E_TODAY,
    time: '10:00',
  });
  const colour = await bookThroughApi(page, {
    firstName: 'Sofie',
    lastName: 'Haugen',
    serviceIds: [services.Colour!],
    date: E2E_TODAY,
    time: '11:00',
  });
  await page.goto(`/appointments?view=calendar&mode=day&date=${E2E_TODAY}`);

  // Check out: the "From" price asks for the real one, in kr, by card with a tip.
  await page.getByRole('button', { name: /11:00 AM Sofie Haugen/ }).click();
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  await details.getByRole('button', { name: 'Check out' }).click();
  const checkout = page.getByRole('dialog', { name: 'Check out' });
  const amount = checkout.getByRole('textbox', { name: 'Amount paid' });
  await expect(amount).toHaveValue('');
  await expect(checkout.getByText(/A "From" price/)).toBeVisible();
  await amount.fill('1 850,50');
  await checkout.getByRole('textbox', { name: 'Tip' }).fill('100');
  await checkout.getByText('Card', { exact: true }).click();
  await expect(checkout.getByRole('radio', { name: 'Card' })).toBeChecked();
  await expect(checkout.getByTestId('checkout-takings')).toHaveText(/kr\s?1,950\.50/);
  await lookAt(page, 'light');
  await lookAt(page, 'dark');
  await checkout.getByRole('button', { name: 'Record payment' }).click();
  await expect(details.getByText(/Paid kr\s?1,850\.50 · Card · tip kr\s?100\.00/)).toBeVisible();
  const paid = await apiGet<AppointmentDetail>(page, `/api/appointments/${colour.id}`);
  expect(paid).toMatchObject({ payment_status: 'paid', amount: 1650, takings: 1950.5 });
  expect(paid.payments).toEqual([
    expect.objectContaining({ kind: 'payment', amount: 1850.5, method: 'card', tip: 100 }),
  ]);
  await details.getByRole('button', { name: 'Close' }).click();

  // No-show asks first, then is undone from the details.
  await page.getByRole('button', { name: /10:00 AM Ola Nordby/ }).click();
  await details.getByRole('button', { name: 'No-show' }).click();
  await details.getByRole('button', { name: 'Confirm no-show' }).click();
  await expect(details.getByRole('button', { name: 'Undo no-show' })).toBeVisible();
  await expect
    .poll(async () => (await apiGet<AppointmentDetail>(page, `/api/appointments/${cut.id}`)).status)
    .toBe('no_show');
  await details.getByRole('button', { name: 'Undo no-show' }).click();
  await expect(details.getByRole('button', { name: 'No-show' })).toBeVisible();

  // Cancel, and restore it while its time is still free.
  await details.getByRole('button', { name: 'Cancel booking' }).click();
  await details.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(details.getByRole('button', { name: 'Restore booking' })).toBeVisible();
  await expect(page.getByRole('button', { name: /10:00 AM Ola Nordby/ })).toHaveCount(0);
  await details.getByRole('button', { name: 'Restore booking' }).click();
  await expect(details.getByRole('button', { name: 'Cancel booking' })).toBeVisible();
  await expect(page.getByRole('button', { name: /10:00 AM Ola Nordby/ })).toBeVisible();
  const restored = await apiGet<AppointmentDetail>(page, `/api/appointments/${cut.id}`);
  expect(restored).toMatchObject({ status: 'booked', version: 5 });
});
