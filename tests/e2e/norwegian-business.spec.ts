// A Norwegian owner (docs/decisions.md, Locale): registered from a browser set to
// Norwegian, the business gets kroner from its +47, a 24-hour clock and Monday-first weeks from the
// browser, and every screen shows them: services, the appointments table, the calendar and the
// working hours. The API keeps the spec's formats ("02:00 PM", amounts as numbers).
import { expect, test, type Page } from '@playwright/test';
import type { CurrentUser } from '../../contract/auth';
import {
  newOwner,
  registerThroughScreen,
  signIn,
  verificationPathFromMail,
} from './helpers/accounts';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { addServices, bookThroughApi } from './helpers/diary';
import { E2E_NOW } from './helpers/e2e-env';
import { apiGet, screenshots, settle } from './helpers/screens';

test.use({ locale: 'nb-NO', timezoneId: 'Europe/Oslo' });

/** "450,00 kr" in a Norwegian browser (a no-break space inside the number and before "kr"). */
const kroner = (amount: string) => new RegExp(`${amount}\\s?kr`);

/** Clicks a SegmentedControl choice (its radio input is visually hidden behind the label). */
async function choose(page: Page, group: string, option: string) {
  await page.getByRole('radiogroup', { name: group }).getByText(option, { exact: true }).click();
  await expect(
    page.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option }),
  ).toBeChecked();
}

test('a Norwegian business sees kroner, a 24-hour clock and Monday-first weeks', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date(E2E_NOW));
  // This spec is about money, clock and week, not words: the owner picked English in the
  // Language menu before registering (docs/decisions.md, Languages), so the screens read as the
  // spec's English while the browser formats as Norwegian.
  await page.addInitScript(() =>
    localStorage.setItem('salon-language', JSON.stringify({ language: 'en', unsent: false })),
  );
  const owner = newOwner('norsk');

  // Registered through the screen: the country list starts on Norway (+47).
  await registerThroughScreen(
    page,
    { ...owner, firstname: 'Kari', lastname: 'Nordmann' },
    'Frisør Nord',
  );
  await expect(page).toHaveURL(/\/register_success/);
  await page.goto(await verificationPathFromMail(owner.email));
  await expect(
    page.getByRole('heading', { name: 'Your email address has been verified' }),
  ).toBeVisible();
  await signIn(page, owner.email, owner.password);

  const user = await apiGet<CurrentUser>(page, '/api/auth');
  expect([user.currency, user.clock, user.weekStart]).toEqual(['NOK', '24h', 1]);

  const ids = await addServices(page, [
    { name: 'Dameklipp', price: '450', minutes: 60 },
    { name: 'Skjeggstell', price: '1250.5', minutes: 30 },
  ]);
  // Tuesday 24 November at 14:00; the spec's list answers keep their 12-hour text.
  const booking = await bookThroughApi(page, {
    firstName: 'Ola',
    lastName: 'Hansen',
    serviceIds: [ids.Dameklipp!],
    date: '2026-11-24',
    time: '14:00',
  });
  expect(booking.book_time).toBe('02:00 PM');

  // Services: prices in kroner, as a Norwegian writes them.
  await page.goto('/catalogue/services');
  // Every category shows open (a click would fold it).
  await expect(page.getByRole('button', { name: /^Hair/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(page.getByText(kroner('450,00')).first()).toBeVisible();
  await expect(page.getByText(/1\s250,50\s?kr/).first()).toBeVisible();
  await expect(page.getByText('$')).toHaveCount(0);
  await settle(page);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'norwegian-services');

  // The appointments table: 14:00, never "PM", and the total in kroner.
  await page.goto('/appointments');
  const table = page.getByRole('table', { name: 'Upcoming appointments' });
  const row = table.getByRole('row', { name: /Ola Hansen/ });
  await expect(row).toContainText('14:00');
  await expect(row).not.toContainText(/[AP]M/);
  await expect(row).toContainText(kroner('450,00'));
  await settle(page);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'norwegian-table');

  // The week: Monday 23 to Sunday 29 November, the booking at 14:00.
  await choose(page, 'View', 'Calendar');
  await choose(page, 'Calendar mode', 'Week');
  await expect(page.getByRole('heading', { name: '23 – 29 November 2026' })).toBeVisible();
  const week = page.locator('[data-calendar-mode="week"]');
  await expect(week.getByRole('button', { name: '14:00 Ola Hansen' })).toBeVisible();
  await expect(week).not.toContainText(/\d [AP]M/);
  await settle(page);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'norwegian-week');

  // The month grid starts its weeks on Monday: its first cell is Monday 26 October.
  await choose(page, 'Calendar mode', 'Month');
  await expect(page.getByRole('heading', { name: 'November 2026' })).toBeVisible();
  // Every cell is named by the diary's long date, a closed one with ", closed": "Saturday 31
  // October 2026, closed" (docs/decisions.md, Calendar shading and states).
  const cells = page.locator('[data-calendar-mode="month"]').getByRole('button', {
    name: /^\w+ \d{1,2} \w+ 2026(, closed)?$/,
  });
  await expect(cells).toHaveCount(42);
  await expect(cells.first()).toHaveAccessibleName('Monday 26 October 2026');
  await screenshots(page, 'norwegian-month');

  // Working hours: Monday first, times on the 24-hour clock (no AM/PM field).
  await page.goto('/business-settings/business-hours');
  const switches = page.getByRole('switch', { name: /open$/ });
  await expect(switches.first()).toHaveAccessibleName('Monday open');
  await expect(switches.last()).toHaveAccessibleName('Sunday open');
  await expect(page.getByRole('combobox', { name: /AM or PM/ })).toHaveCount(0);
  await expect(page.getByRole('spinbutton', { name: 'Monday closes at', exact: true })).toHaveValue(
    '19',
  );
  await settle(page);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'norwegian-hours');
});
