// The dashboard on the demo business: the real appointment and service counts, today's agenda,
// and the upcoming bookings expanding to their items.
import { expect, test } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD, signIn } from './helpers/accounts';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { E2E_NOW, E2E_TODAY } from './helpers/e2e-env';
import { apiGet, screenshots, settle } from './helpers/screens';

interface BookItem {
  name: string;
  price: number;
  duration: number;
}
interface Appointment {
  id: number;
  firstName: string;
  lastName: string;
  book_items: BookItem[];
}
interface DayBooking extends Appointment {
  book_time: string;
  amount: number;
  payment_status: 'paid' | 'unpaid' | 'refunded';
  status: 'booked' | 'no_show' | 'completed';
  clientId: number;
  start: string;
}

const STATUS_LABELS: Record<DayBooking['status'], string> = {
  booked: 'Booked',
  completed: 'Completed',
  no_show: 'No-show',
};
const PAYMENT_LABELS: Record<DayBooking['payment_status'], string> = {
  paid: 'Paid',
  unpaid: 'Unpaid',
  refunded: 'Refunded',
};
const price = (dollars: number) =>
  `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('the dashboard shows the real counts and the upcoming bookings', async ({ page }) => {
  await signIn(page, DEMO_EMAIL, DEMO_PASSWORD);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const { cnt } = await apiGet<{ cnt: number }>(page, '/api/appointments/by_client');
  expect(cnt).toBeGreaterThan(500);
  const appointmentsCard = main.getByRole('link', { name: new RegExp(`Appointments\\s*${cnt}`) });
  await expect(appointmentsCard).toBeVisible();
  await expect(appointmentsCard).toHaveAttribute('href', '/appointments');
  const servicesCard = main.getByRole('link', { name: /Services\s*15/ });
  await expect(servicesCard).toBeVisible();
  await expect(servicesCard).toHaveAttribute('href', '/catalogue/services');

  const latest = await apiGet<Appointment[]>(
    page,
    '/api/appointments/latest_appointment_by_client',
  );
  expect(latest).toHaveLength(10);
  const panel = main.getByRole('region', { name: 'UPCOMING APPOINTMENTS' });
  const first = latest[0]!;
  const row = panel.getByRole('button', { name: new RegExp(`^BID${first.id}\\b`) });
  await expect(row).toContainText(`${first.firstName} ${first.lastName}`);
  await expect(row).toContainText(/Mon, 23 Nov 2026 \d{2}:\d{2} [AP]M/);
  await expect(panel.getByRole('button', { expanded: false })).toHaveCount(10);

  await expectNoSeriousA11yViolations(page);
  await row.click();
  await expect(row).toHaveAttribute('aria-expanded', 'true');
  const items = panel.getByRole('table', { name: `Booked items of BID${first.id}` });
  await expect(items).toBeVisible();
  for (const item of first.book_items) {
    await expect(items.getByRole('cell', { name: item.name, exact: true })).toBeVisible();
  }
  await expect(
    items.getByRole('cell', { name: /^(\d+ hrs? ?)?(\d+ min)?$/ }).first(),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'dashboard');

  await appointmentsCard.click();
  await expect(page).toHaveURL(/\/appointments$/);
});

test('the Today agenda lists exactly today’s bookings in time order', async ({ page }) => {
  // The agenda shows the browser's today: pin it to the demo data's today.
  await page.clock.setFixedTime(new Date(E2E_NOW));
  await signIn(page, DEMO_EMAIL, DEMO_PASSWORD);
  const today = await apiGet<DayBooking[]>(
    page,
    `/api/appointments/range?from=${E2E_TODAY}&to=${E2E_TODAY}`,
  );
  expect(today.length).toBeGreaterThan(1);
  // The server answers in time order: the screen must keep it.
  expect(today.map((booking) => booking.start)).toEqual(
    today.map((booking) => booking.start).sort(),
  );

  const main = page.getByRole('main');
  const agenda = main.getByRole('region', { name: 'TODAY' });
  await expect(agenda.getByText('Monday, 23 November 2026')).toBeVisible();
  const rows = agenda.getByRole('list', { name: 'Today’s bookings' }).getByRole('listitem');
  await expect(rows).toHaveCount(today.length);
  expect(
    await rows.evaluateAll((items) =>
      items.map((item) => Number(item.getAttribute('data-appointment-id'))),
    ),
  ).toEqual(today.map((booking) => booking.id));
  for (const [index, booking] of today.entries()) {
    const row = rows.nth(index);
    await expect(row).toContainText(`${booking.book_time} – `);
    await expect(
      row.getByRole('link', { name: `${booking.firstName} ${booking.lastName}` }),
    ).toHaveAttribute('href', `/clients/${booking.clientId}`);
    await expect(row).toContainText(booking.book_items.map((item) => item.name).join(', '));
    await expect(row.locator(`[data-status="${booking.status}"]`)).toHaveText(
      STATUS_LABELS[booking.status],
    );
    await expect(row.locator(`[data-status="${booking.payment_status}"]`)).toHaveText(
      PAYMENT_LABELS[booking.payment_status],
    );
    await expect(row).toContainText(price(booking.amount));
  }
  // The agenda sits above the upcoming panel.
  const upcoming = main.getByRole('region', { name: 'UPCOMING APPOINTMENTS' });
  const agendaBox = await agenda.boundingBox();
  const upcomingBox = await upcoming.boundingBox();
  expect(agendaBox!.y).toBeLessThan(upcomingBox!.y);

  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'dashboard-today');

  // On a phone the row's parts stack and nothing runs off the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  // The sidebar slides away after the resize and the rows reflow as it goes: measure once it is
  // done (a CI run measured mid-slide and saw the name beside the time).
  await settle(page);
  const first = rows.first();
  const time = first.getByText(`${today[0]!.book_time} – `);
  const client = first.getByRole('link', { name: `${today[0]!.firstName} ${today[0]!.lastName}` });
  const timeBox = await time.boundingBox();
  const clientBox = await client.boundingBox();
  expect(clientBox!.y).toBeGreaterThanOrEqual(timeBox!.y + timeBox!.height);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  expect(
    await rows.evaluateAll((items) => items.every((item) => item.scrollWidth <= item.clientWidth)),
  ).toBe(true);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await agenda.getByRole('link', { name: 'Open in calendar' }).click();
  await expect(page).toHaveURL(/\/appointments\?view=calendar&mode=day&date=2026-11-23$/);
  await expect(page.getByRole('heading', { name: 'Monday, 23 November 2026' })).toBeVisible();
});
