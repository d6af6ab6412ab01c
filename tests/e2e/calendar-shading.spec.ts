// The calendar shades closed hours, breaks and closed dates and colours bookings by state with a
// legend; the Completed tab shows each row's status and hides cancelled and no-show rows; its
// actions column is whole inside a 1280 px screen (docs/decisions.md, Calendar shading and
// states). Screenshots of day, week and month at 1280 and 390 px, light and dark, axe clean.
import { expect, test, type Page } from '@playwright/test';
import type { AppointmentDetail } from '../../contract/appointments';
import { createVerifiedOwner, signIn } from './helpers/accounts';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { addServices, apiSend } from './helpers/diary';
import { E2E_NOW } from './helpers/e2e-env';
import { settle } from './helpers/screens';

// The pinned now is Monday 23 November 2026, 10:00 in Oslo. A new business opens Monday to
// Friday 10:00-19:00 (server/repositories/business-defaults.ts).
const MONDAY = '2026-11-23';
const FRIDAY = '2026-11-20';

async function book(page: Page, serviceId: number, firstName: string, date: string, time: string) {
  const created = await apiSend<AppointmentDetail>(page, 'POST', '/api/appointments', {
    client: { firstName, lastName: 'Lund' },
    serviceIds: [serviceId],
    date,
    time,
    // Before opening on purpose: an owner may book outside the hours.
    force: true,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id;
}

async function shots(page: Page, name: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await settle(page);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `test-results/screens/${name}-${width}-${scheme}.png` });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await settle(page);
}

test('closed hours, a break and a closed date are shaded; blocks say their state', async ({
  page,
}) => {
  // Twelve screenshots with axe on each: slow on a shared machine.
  test.setTimeout(300_000);
  const owner = await createVerifiedOwner(page.request, 'shading');
  await page.clock.setFixedTime(new Date(E2E_NOW));
  await signIn(page, owner.email, owner.password);
  const ids = await addServices(page, [{ name: 'Cut', price: '40', minutes: 30 }]);
  const lunch = await apiSend(page, 'POST', '/api/business-settings/breaks', {
    dayOfWeek: 1,
    startTime: '12:00',
    endTime: '12:30',
  });
  expect(lunch.status).toBe(201);
  const closure = await apiSend(page, 'POST', '/api/business-settings/closures', {
    fromDate: '2026-11-25',
    toDate: '2026-11-25',
    note: 'Stocktaking',
  });
  expect(closure.status).toBe(201);
  const paid = await book(page, ids.Cut!, 'Paula', MONDAY, '08:30');
  const absent = await book(page, ids.Cut!, 'Nils', MONDAY, '09:00');
  await book(page, ids.Cut!, 'Kari', FRIDAY, '11:00');
  const cancelled = await book(page, ids.Cut!, 'Carl', FRIDAY, '12:00');
  expect(
    (
      await apiSend(page, 'PUT', `/api/appointments/${paid}/payment_status`, {
        payment_status: 'paid',
      })
    ).status,
  ).toBe(200);
  expect((await apiSend(page, 'POST', `/api/appointments/${absent}/no_show`, {})).status).toBe(200);
  expect(
    (await apiSend(page, 'POST', `/api/appointments/${cancelled}/cancel`, { notifyClient: false }))
      .status,
  ).toBe(200);

  await page.goto(`/appointments?view=calendar&mode=day&date=${MONDAY}`);
  await expect(page.getByRole('heading', { name: 'Monday, 23 November 2026' })).toBeVisible({
    timeout: 30_000,
  });
  const day = page.locator('[data-calendar-mode="day"]');
  // Before 10:00 and after 19:00 closed, lunch a break.
  await expect(day.locator('[data-closed-kind="closed"]')).toHaveCount(2);
  await expect(day.locator('[data-closed-kind="break"]')).toHaveText('Break');
  // The bookings made before opening are blocks above the shading, each with its state's word.
  const paula = day.getByRole('button', { name: /Paula Lund/ });
  await expect(paula).toContainText('Paid');
  await expect(paula).toHaveAttribute('aria-description', 'Paid');
  const nils = day.getByRole('button', { name: /Nils Lund/ });
  await expect(nils).toContainText('No-show');
  const onTop = await paula.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return element.contains(hit);
  });
  expect(onTop, 'the paid booking is on top of the closed hours').toBe(true);
  const legend = page.getByRole('region', { name: 'Legend' });
  await expect(legend.getByRole('listitem')).toHaveText([
    'Booked',
    'Paid',
    'Online booking',
    'No-show',
    'Pending',
    'Closed',
    'Break',
  ]);
  await shots(page, 'calendar-shading-day');

  await page.goto(`/appointments?view=calendar&mode=week&date=${MONDAY}`);
  await expect(page.getByRole('heading', { name: '22 – 28 November 2026' })).toBeVisible();
  const week = page.locator('[data-calendar-mode="week"]');
  // Sunday, the closed Wednesday and Saturday whole; two stretches of each other day.
  await expect(week.locator('[data-closed-kind="closed"]')).toHaveCount(3 + 4 * 2);
  await expect(week.locator('[data-closed-kind="break"]')).toHaveCount(1);
  await shots(page, 'calendar-shading-week');

  await page.goto(`/appointments?view=calendar&mode=month&date=${MONDAY}`);
  await expect(page.getByRole('heading', { name: 'November 2026' })).toBeVisible();
  const month = page.locator('[data-calendar-mode="month"]');
  await expect(
    month.getByRole('button', { name: /25, 2026, closed|25 November 2026, closed/i }),
  ).toHaveAttribute('data-closed', 'true');
  await shots(page, 'calendar-shading-month');
});

test('the Completed tab shows each status, hides cancelled and no-shows, and fits 1280 px', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const owner = await createVerifiedOwner(page.request, 'completed');
  await page.clock.setFixedTime(new Date(E2E_NOW));
  await signIn(page, owner.email, owner.password);
  const ids = await addServices(page, [{ name: 'Cut', price: '40', minutes: 30 }]);
  await book(page, ids.Cut!, 'Kari', FRIDAY, '11:00');
  const absent = await book(page, ids.Cut!, 'Nils', FRIDAY, '12:00');
  const cancelled = await book(page, ids.Cut!, 'Carl', FRIDAY, '13:00');
  expect((await apiSend(page, 'POST', `/api/appointments/${absent}/no_show`, {})).status).toBe(200);
  expect(
    (await apiSend(page, 'POST', `/api/appointments/${cancelled}/cancel`, { notifyClient: false }))
      .status,
  ).toBe(200);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/appointments?view=table&tab=completed');
  const table = page.getByRole('table', { name: 'Completed appointments' });
  await expect(table.getByRole('row', { name: /Carl Lund/ })).toContainText('Cancelled');
  await expect(table.getByRole('row', { name: /Nils Lund/ })).toContainText('No-show');
  await expect(table.getByRole('row', { name: /Kari Lund/ })).toContainText('Completed');
  // The actions column is whole inside the screen: nothing scrolled out of view sideways.
  const details = table.getByRole('button', { name: /^Details of/ }).first();
  const box = (await details.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(1280);
  const cell = (await details.locator('xpath=ancestor::td').boundingBox())!;
  expect(cell.x + cell.width).toBeLessThanOrEqual(1280);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('checkbox', { name: 'Hide cancelled and no-shows' }).check();
  await expect(table.getByRole('row', { name: /Carl Lund/ })).toHaveCount(0);
  await expect(table.getByRole('row', { name: /Nils Lund/ })).toHaveCount(0);
  await expect(table.getByRole('row', { name: /Kari Lund/ })).toBeVisible();
  await settle(page);
  await page.screenshot({ path: 'test-results/screens/completed-status-1280.png' });
});
