// The dashboard on the demo business: the real appointment and service counts, and the upcoming
// bookings expanding to their items.
import { expect, test } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD, signIn } from './helpers/accounts';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { apiGet, screenshots } from './helpers/screens';

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
