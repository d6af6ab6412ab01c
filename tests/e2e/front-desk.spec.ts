// The front desk's small things (docs/decisions.md, Appointments and clients; Routes and
// screens): a walk-in booked with a first name only shows in the table and the calendar without a
// stray space, and a toast shown after Working hours' "Save All Changes" covers neither that
// button (at 1280 px; a phone's toasts stand at the bottom) nor the top bar's buttons.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createVerifiedOwner, signInThroughApi } from './helpers/accounts';
import { addServices, apiSend } from './helpers/diary';
import { E2E_NOW, E2E_TODAY } from './helpers/e2e-env';
import { lookAtSchemesAndWidths } from './helpers/look-at';
import { toggleSwitch } from './helpers/screens';

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

async function expectClear(page: Page, toast: Locator, others: Locator[]) {
  const toastBox = await boxOf(toast);
  for (const other of others) {
    const otherBox = await boxOf(other);
    expect(overlaps(toastBox, otherBox), `toast ${JSON.stringify(toastBox)} over ${other}`).toBe(
      false,
    );
  }
  // The top bar is never under a toast.
  expect(toastBox.y).toBeGreaterThanOrEqual((await boxOf(page.locator('header'))).height);
}

for (const width of [1280, 390]) {
  test(`a walk-in with a first name only, and a toast clear of Save All Changes, at ${width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    // The browser's clock is the server's, so the calendar opens on the booking's day.
    await page.clock.setFixedTime(new Date(E2E_NOW));
    const owner = await createVerifiedOwner(request, `desk${width}`);
    await signInThroughApi(page, owner.email, owner.password);
    await page.goto('/appointments');
    const ids = await addServices(page, [{ name: 'Cut', minutes: 30, price: '450' }]);

    await test.step('a walk-in with a first name only', async () => {
      const booked = await apiSend<{ id: number }>(page, 'POST', '/api/appointments', {
        client: { firstName: 'Jonas', lastName: '' },
        serviceIds: [ids.Cut],
        date: E2E_TODAY,
        time: '14:00',
      });
      expect(booked.status).toBe(201);
      await page.goto('/appointments');
      const main = page.getByRole('main');
      // The table's cell (a card's line on a phone) holds the name alone: no space, no "undefined".
      const inTable = main.getByText('Jonas', { exact: true }).first();
      await expect(inTable).toBeVisible();
      expect(await inTable.textContent()).toBe('Jonas');
      await main.getByText('Calendar', { exact: true }).click();
      const block = main.getByText(/Jonas/).first();
      await expect(block).toBeVisible();
      await expect(block).not.toContainText('undefined');
      await page.screenshot({ path: `test-results/front-desk/walk-in-calendar-${width}.png` });
    });

    await test.step('Mark paid in one click from the details', async () => {
      await page.getByRole('main').getByText(/Jonas/).first().click();
      const details = page.getByRole('dialog', { name: 'Booking Details' });
      await expect(details).toContainText('Jonas');
      // Light and dark, both widths, axe on each: once, from the desktop test.
      if (width === 1280)
        await lookAtSchemesAndWidths(page, 'booking-details', { folder: 'front-desk' });
      await details.getByRole('button', { name: 'Mark paid' }).click();
      await expect(details.getByText(/Paid kr\s450[.,]00 · Cash/)).toBeVisible();
      await expect(details.getByRole('button', { name: 'Refund' })).toBeVisible();
      await page.screenshot({ path: `test-results/front-desk/mark-paid-${width}.png` });
      await page.keyboard.press('Escape');
    });

    await test.step('a toast after Save All Changes covers neither it nor the top bar', async () => {
      await page.goto('/business-settings/business-hours');
      await toggleSwitch(page, 'Saturday open');
      const save = page.getByRole('button', { name: 'Save All Changes' });
      await save.scrollIntoViewIfNeeded();
      await save.click();
      const toast = page.locator('.mantine-Notification-root').first();
      await expect(toast).toBeVisible();
      await expect(save).toBeInViewport();
      const topBarButtons = page.locator('header').getByRole('button');
      const headerButtons = await topBarButtons.all();
      // On a phone a toast stands at the bottom, clear of the heading row's Add button (the
      // quiet-feedback spec), and may cover a Save just pressed for its 5 s (docs/decisions.md,
      // Routes and screens).
      await expectClear(page, toast, width === 390 ? headerButtons : [save, ...headerButtons]);
      await page.screenshot({ path: `test-results/front-desk/toast-light-${width}.png` });
    });
  });
}
