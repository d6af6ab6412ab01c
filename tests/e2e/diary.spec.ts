// The diary online: a walk-in booked by clicking an empty slot, checked out, rescheduled, found
// by phone on the Clients screen with the visit on their page, then cancelled; an
// overlapping booking refused with "Book anyway"; a free time picked from the New booking form's
// chips; at desktop and phone width.
import { expect, test, type Page } from '@playwright/test';
import type { AppointmentDetail, AppointmentResponse } from '../../contract/appointments';
import { createVerifiedOwner, signIn } from './helpers/accounts';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { expectDate, expectTime, fillTime, pickDate } from './helpers/date-time-fields';
import { addServices, bookThroughApi } from './helpers/diary';
import { E2E_NOW } from './helpers/e2e-env';
import { apiGet, screenshots, settle } from './helpers/screens';

/** Tuesday: open 10:00 to 19:00 (the defaults), after the pinned "now". */
const DAY = '2026-11-24';

async function freshOwner(page: Page, prefix: string): Promise<Record<string, number>> {
  const owner = await createVerifiedOwner(page.request, prefix);
  // The browser's clock is the server's, so "upcoming" means the same on both.
  await page.clock.setFixedTime(new Date(E2E_NOW));
  await signIn(page, owner.email, owner.password);
  return addServices(page, [
    { name: 'Cut', price: '45', minutes: 30 },
    { name: 'Colour', price: '80', minutes: 60 },
  ]);
}

async function chooseServices(page: Page, names: string[]): Promise<void> {
  const field = page.getByRole('dialog').getByLabel('Services');
  for (const name of names) {
    await field.click();
    await page.getByRole('option', { name: new RegExp(`^${name} ·`) }).click();
  }
  await page.keyboard.press('Escape');
}

async function upcoming(page: Page): Promise<AppointmentResponse[]> {
  return apiGet<AppointmentResponse[]>(page, '/api/appointments/all_upcoming');
}

for (const width of [1280, 390]) {
  test(`a walk-in booked from an empty slot is moved, paid, found by phone and cancelled (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await freshOwner(page, `diary-${width}`);
    await page.goto(`/appointments?view=calendar&mode=day&date=${DAY}`);

    // Book: an empty slot, a new client, one service; the end and total show as chosen.
    await page.getByRole('button', { name: 'Time slot 11:00:00 - 11:30:00' }).click();
    const editor = page.getByRole('dialog', { name: 'New booking' });
    await expectDate(editor, 'Date', DAY);
    await expectTime(editor, 'Start time', '11:00');
    await editor.getByText('New client').click();
    await editor.getByLabel('First name').fill('Walk');
    await editor.getByLabel('Last name').fill('Inn');
    const phone = `+47 9${width} 4 567`;
    await editor.getByLabel('Phone').fill(phone);
    await chooseServices(page, ['Colour']);
    await expect(editor.getByTestId('booking-summary')).toHaveText(
      /^Ends at 12:00 PM · 1 hr · Total kr\s80\.00$/,
    );
    if (width === 1280) await screenshots(page, 'booking-editor');
    await expectNoSeriousA11yViolations(page);
    await editor.getByRole('button', { name: 'Save booking' }).click();
    await expect(editor).toBeHidden();
    const booked = page.getByRole('button', { name: /11:00 AM Walk Inn/ });
    await expect(booked).toBeVisible();
    const [created] = await upcoming(page);
    expect(created).toMatchObject({ book_date: DAY, book_time: '11:00 AM', amount: 80 });

    // Check it out from the details at its total (docs/decisions.md, Checkout).
    await booked.click();
    const details = page.getByRole('dialog', { name: 'Booking Details' });
    await expect(details.getByRole('link', { name: phone })).toHaveAttribute(
      'href',
      `tel:+479${width}4567`,
    );
    await details.getByRole('button', { name: 'Check out' }).click();
    const checkout = page.getByRole('dialog', { name: 'Check out' });
    await expect(checkout.getByRole('textbox', { name: 'Amount paid' })).toHaveValue('80.00');
    await checkout.getByRole('button', { name: 'Record payment' }).click();
    await expect(details.locator('[data-status="paid"]')).toBeVisible();
    await expect.poll(async () => (await upcoming(page))[0]?.payment_status).toBe('paid');
    if (width === 1280) await screenshots(page, 'booking-details');
    await expectNoSeriousA11yViolations(page);

    // Reschedule to 14:00 with the same checks.
    await details.getByRole('button', { name: 'Reschedule' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit booking' });
    await fillTime(edit, 'Start time', '14:00');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByRole('button', { name: /02:00 PM Walk Inn/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /11:00 AM Walk Inn/ })).toHaveCount(0);
    const moved = (await upcoming(page))[0]!;
    expect(moved).toMatchObject({ id: created!.id, book_time: '02:00 PM', payment_status: 'paid' });

    // Find the client by phone and see the visit on their page.
    await page.goto('/clients');
    const digits = phone.replace(/\s/g, '').slice(0, 7);
    await page.getByLabel('Search clients').fill(digits);
    // The search reaches the URL after a pause in typing; a click before it would be undone.
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(digits)}`));
    await page.getByRole('link', { name: 'Walk Inn' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Walk Inn' })).toBeVisible();
    await expect(page.getByRole('link', { name: phone })).toHaveAttribute(
      'href',
      `tel:+479${width}4567`,
    );
    await expect(page.getByText(/Tue, 24 Nov 2026 02:00 PM/)).toBeVisible();

    // Cancel with a reason: the slot is free again and the booking is upcoming nowhere.
    await page.goto(`/appointments?view=calendar&mode=day&date=${DAY}`);
    await page.getByRole('button', { name: /02:00 PM Walk Inn/ }).click();
    await details.getByRole('button', { name: 'Cancel booking' }).click();
    await details.getByLabel('Reason (optional)').fill('Called to cancel');
    await details.getByRole('button', { name: 'Confirm cancellation' }).click();
    // The details stay open on it, with the way back (docs/decisions.md, Checkout).
    await expect(details.getByRole('button', { name: 'Restore booking' })).toBeVisible();
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(details).toBeHidden();
    await expect(page.getByRole('button', { name: /Walk Inn/ })).toHaveCount(0);
    expect(await upcoming(page)).toEqual([]);
    const cancelled = await apiGet<AppointmentDetail>(page, `/api/appointments/${created!.id}`);
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'Called to cancel' });
  });
}

test('an overlapping booking is refused with the other booking named, and "Book anyway" books it', async ({
  page,
}) => {
  const services = await freshOwner(page, 'diary-overlap');
  const other = await bookThroughApi(page, {
    firstName: 'Ada',
    lastName: 'Berg',
    serviceIds: [services.Colour!],
    date: DAY,
    time: '10:00',
  });
  await page.goto('/appointments');
  await page.getByRole('button', { name: 'New booking' }).click();
  const editor = page.getByRole('dialog', { name: 'New booking' });
  await pickDate(page, editor, 'Date', DAY);
  await fillTime(editor, 'Start time', '10:30');
  // An existing client, found by name.
  await editor.getByRole('combobox', { name: 'Client' }).fill('Ada');
  await page.getByRole('option', { name: /^Ada Berg/ }).click();
  await chooseServices(page, ['Cut']);
  await editor.getByRole('button', { name: 'Save booking' }).click();

  await expect(editor.getByRole('alert')).toContainText(
    `This time overlaps BID${other.id}, Ada Berg 10:00 AM–11:00 AM`,
  );
  expect(await upcoming(page)).toHaveLength(1);
  await screenshots(page, 'booking-conflict');
  await editor.getByLabel('Book anyway').check();
  await editor.getByRole('button', { name: 'Save booking' }).click();
  await expect(editor).toBeHidden();
  const rows = await upcoming(page);
  expect(rows.map((row) => [row.book_time, row.firstName, row.clientId])).toEqual([
    ['10:00 AM', 'Ada', other.client.id],
    ['10:30 AM', 'Ada', other.client.id],
  ]);
  // The table lists both, and a row settles the payment in one click: a payment of the total by
  // the first method, which the takings count (docs/decisions.md, Checkout).
  const row = page.getByRole('row', { name: /10:30 AM/ });
  await row.getByRole('button', { name: /Mark BID\d+ paid/ }).click();
  await expect(row.locator('[data-status="paid"]')).toBeVisible();
  await expect
    .poll(async () => (await upcoming(page)).map((r) => r.payment_status))
    .toEqual(['unpaid', 'paid']);
  const paid = await apiGet<AppointmentDetail>(page, `/api/appointments/${rows[1]!.id}`);
  expect(paid.payments).toMatchObject([{ kind: 'payment', amount: 45, method: 'cash' }]);
  expect(paid.takings).toBe(45);
});

test('a free time picked from the chips books that time (390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const services = await freshOwner(page, 'diary-free-times');
  // Colour 10:00-11:00 is taken: a 30-minute cut is first free at 11:00.
  await bookThroughApi(page, {
    firstName: 'Ada',
    lastName: 'Berg',
    serviceIds: [services.Colour!],
    date: DAY,
    time: '10:00',
  });
  await page.goto('/appointments');
  await page.getByRole('button', { name: 'New booking' }).click();
  const editor = page.getByRole('dialog', { name: 'New booking' });
  await editor.getByText('New client').click();
  await editor.getByLabel('First name').fill('Free');
  await editor.getByLabel('Last name').fill('Chip');
  await chooseServices(page, ['Cut']);
  await pickDate(page, editor, 'Date', DAY);

  const times = editor.getByRole('group', { name: 'Free times' });
  await expect(times.getByText('11:00 AM', { exact: true })).toBeVisible();
  await expect(times.getByText('10:30 AM', { exact: true })).toHaveCount(0);
  await times.getByText('11:30 AM', { exact: true }).click();
  await expectTime(editor, 'Start time', '11:30');
  await expect(times.getByRole('radio', { name: '11:30 AM' })).toBeChecked();
  await expect(editor.getByTestId('booking-summary')).toHaveText(
    /^Ends at 12:00 PM · 30 min · Total kr\s45\.00$/,
  );
  await settle(page);
  await page.screenshot({ path: 'test-results/screens/free-times-390.png' });
  await expectNoSeriousA11yViolations(page);

  await editor.getByRole('button', { name: 'Save booking' }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByText('Free Chip')).toBeVisible();
  const rows = await upcoming(page);
  expect(rows.map((row) => [row.book_date, row.book_time, row.firstName])).toEqual([
    [DAY, '10:00 AM', 'Ada'],
    [DAY, '11:30 AM', 'Free'],
  ]);
});
