// The diary in Norwegian (docs/decisions.md, Languages; docs/glossary.md, The diary): the owner
// picks Norsk in the top bar's Language menu, and the calendar's day, week and month, the table's
// Upcoming and Completed tabs and the dashboard's Today agenda show their Norwegian words, with
// none of the English of the app's catalog left; offline, a change waits in the pending-changes
// list under the offline banner, in Norwegian too. Each passes axe and is photographed at
// 1280 and 390 px, light and dark, to look for longer Norwegian words that overflow.
import { expect, test, type Page } from '@playwright/test';
import type { AppointmentDetail } from '../../contract/appointments';
import { createVerifiedOwner, signInThroughApi } from './helpers/accounts';
import { addServices, apiSend } from './helpers/diary';
import { E2E_NOW, E2E_TODAY } from './helpers/e2e-env';
import { apiGet } from './helpers/screens';
import { checkTranslatedScreen, switchToNorwegian } from './helpers/translated-screen';

// The pinned now is Monday 23 November 2026, 10:00 in Oslo; a new business opens Monday to
// Friday 10:00-19:00 (server/repositories/business-defaults.ts).
const TUESDAY = '2026-11-24';
const FRIDAY = '2026-11-20';

function check(page: Page, name: string): Promise<void> {
  return checkTranslatedScreen(page, name);
}

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

async function ok(call: Promise<{ status: number; body: unknown }>): Promise<void> {
  const answer = await call;
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** A client books Tuesday at 14:00 on the booking page, through its API. */
async function bookOnline(page: Page, serviceId: number): Promise<void> {
  const { slug } = await apiGet<{ slug: string }>(page, '/api/business-settings/availability');
  const created = await page.request.post(`/api/public/${slug}/bookings`, {
    data: {
      firstName: 'Olga',
      lastName: 'Lund',
      phone: '+47 48 00 00 07',
      email: 'olga@example.com',
      services: [serviceId],
      date: TUESDAY,
      time: '14:00',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
}

test('the diary’s calendar, table and Today agenda in Norwegian', async ({ page, request }) => {
  // Six screens, each with axe and four screenshots: slow on a shared machine.
  test.setTimeout(400_000);
  await page.clock.setFixedTime(new Date(E2E_NOW));
  const owner = await createVerifiedOwner(request, 'diary-nb');
  await signInThroughApi(page, owner.email, owner.password);
  await page.goto('/dashboard');
  const ids = await addServices(page, [{ name: 'Klipp', price: '650', minutes: 45 }]);
  const klipp = ids['Klipp']!;
  const paid = await book(page, klipp, 'Paula', E2E_TODAY, '12:00');
  const absent = await book(page, klipp, 'Nils', E2E_TODAY, '08:30');
  await book(page, klipp, 'Kari', E2E_TODAY, '15:00');
  await book(page, klipp, 'Frida', FRIDAY, '11:00');
  const cancelled = await book(page, klipp, 'Carl', FRIDAY, '13:00');
  await ok(
    apiSend(page, 'PUT', `/api/appointments/${paid}/payment_status`, { payment_status: 'paid' }),
  );
  await ok(apiSend(page, 'POST', `/api/appointments/${absent}/no_show`, {}));
  await ok(apiSend(page, 'POST', `/api/appointments/${cancelled}/cancel`, { notifyClient: false }));
  await bookOnline(page, klipp);

  // The dashboard read the diary before the bookings were made: start from the server's.
  await page.reload();
  await switchToNorwegian(page);

  await test.step('Kalender: dag', async () => {
    await page.goto(`/appointments?view=calendar&mode=day&date=${E2E_TODAY}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Timebok' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'mandag 23. november 2026' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(main.getByRole('button', { name: 'I dag' })).toBeVisible();
    await expect(main.getByRole('radio', { name: 'Dag' })).toBeChecked();
    await expect(main.getByRole('button', { name: /Paula Lund/ })).toContainText('Betalt');
    await expect(main.getByRole('button', { name: /Nils Lund/ })).toContainText('Ikke møtt');
    await expect(main.getByRole('region', { name: 'Forklaring' })).toContainText('Nettbestilling');
    await check(page, 'diary-day-nb');
  });

  await test.step('Kalender: uke', async () => {
    await page.goto(`/appointments?view=calendar&mode=week&date=${E2E_TODAY}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: '22. – 28. november 2026' })).toBeVisible();
    await expect(main.getByRole('button', { name: /Olga Lund/ })).toContainText('Nettbestilling');
    await expect(main.getByRole('button', { name: 'Neste uke' })).toBeVisible();
    await check(page, 'diary-week-nb');
  });

  await test.step('Kalender: måned', async () => {
    await page.goto(`/appointments?view=calendar&mode=month&date=${E2E_TODAY}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'november 2026' })).toBeVisible();
    await expect(main.getByRole('button', { name: '+ 1 til' })).toBeVisible();
    await expect(main.getByRole('radio', { name: 'Måned' })).toBeChecked();
    await check(page, 'diary-month-nb');
  });

  await test.step('Tabell: kommende', async () => {
    await page.goto('/appointments?view=table&tab=upcoming');
    const table = page.getByRole('table', { name: 'Kommende timer' });
    await expect(table.getByRole('columnheader', { name: 'Bestillings-ID' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Betalingsstatus' })).toBeVisible();
    await expect(table.getByRole('row', { name: /Kari Lund/ })).toContainText('Ubetalt');
    await expect(table.getByRole('row', { name: /Kari Lund/ })).toContainText('Merk som betalt');
    await expect(page.getByRole('main').getByText('Rader per side')).toBeVisible();
    await check(page, 'diary-upcoming-nb');
  });

  await test.step('Tabell: fullførte', async () => {
    await page.getByRole('tab', { name: 'Fullførte' }).click();
    const table = page.getByRole('table', { name: 'Fullførte timer' });
    await expect(table.getByRole('row', { name: /Carl Lund/ })).toContainText('Avbestilt');
    await expect(table.getByRole('row', { name: /Frida Lund/ })).toContainText('Fullført');
    await expect(table.getByRole('row', { name: /Nils Lund/ })).toContainText('Ikke møtt');
    await expect(
      page.getByRole('checkbox', { name: 'Skjul avbestilte og ikke møtt' }),
    ).toBeVisible();
    await check(page, 'diary-completed-nb');
  });

  await test.step('Oversikt: i dag', async () => {
    await page.goto('/dashboard');
    const today = page.getByRole('list', { name: 'Dagens timer' });
    await expect(today.getByRole('listitem')).toHaveCount(3);
    await expect(today.getByRole('listitem').filter({ hasText: 'Paula' })).toContainText('Betalt');
    await expect(today.getByRole('listitem').filter({ hasText: 'Nils' })).toContainText(
      'Ikke møtt',
    );
    await expect(today.getByRole('listitem').filter({ hasText: 'Kari' })).toContainText('Ubetalt');
    await check(page, 'diary-today-nb');
  });

  await test.step('Frakoblet: endringer som venter', async () => {
    await page.goto('/appointments?view=table&tab=upcoming');
    const kari = page.getByRole('table', { name: 'Kommende timer' }).getByRole('row', {
      name: /Kari Lund/,
    });
    await expect(kari.getByRole('button', { name: /^Merk BID\d+ som betalt$/ })).toBeVisible();
    await page.context().setOffline(true);
    await expect(page.getByText(/^Frakoblet – /)).toBeVisible();
    await kari.getByRole('button', { name: /^Merk BID\d+ som betalt$/ }).click();
    const pending = page.getByRole('button', { name: '1 venter' });
    await pending.click();
    const list = page.getByRole('dialog').filter({ hasText: 'Endringer som ikke er sendt' });
    await expect(list).toContainText('Venter på forbindelse');
    // The whole page: the offline banner, the top bar's count and the list open over the screen.
    await checkTranslatedScreen(page, 'diary-offline-nb', page.locator('body'));
    await page.context().setOffline(false);
    await expect(pending).toBeHidden({ timeout: 30_000 });
  });
});
