// Offline ahead of need (docs/offline.md, Kept ahead): signed in online, the device keeps the
// coming weeks and every client. Offline after a reload, tomorrow and the day two weeks ahead
// show their bookings without ever having been opened, a day eight weeks ahead says it is not
// kept inside the grid with its arrows and Today working, and the client search finds the right
// clients by name, phone and e-mail; a client added offline is found at once, and a booking
// made offline for a client found that way lands on that client once back online. The New
// booking form offers the kept day's free times offline, the booked and pending times left out,
// with a note of when they were kept; the one picked lands once.
import { expect, test, type Page } from '@playwright/test';
import type { AppointmentResponse } from '../../contract/appointments';
import type { Client } from '../../contract/clients';
import { createVerifiedOwner, signInUnderWorker } from './helpers/accounts';
import { addServices, apiSend } from './helpers/diary';
import { E2E_NOW } from './helpers/e2e-env';
import { calendarBooking } from './helpers/offline-screens';
import { apiGet, settle } from './helpers/screens';

const TOMORROW = '2026-11-24';
const TWO_WEEKS = '2026-12-07';
const EIGHT_WEEKS = '2027-01-18';
const dayView = (date: string) => `/appointments?view=calendar&mode=day&date=${date}`;

const CLIENTS = [
  { firstName: 'Sofie', lastName: 'Hansen', phone: '+47 934 56 789', email: '' },
  { firstName: 'Jonas', lastName: 'Berg', phone: '412 00 000', email: 'jonas@example.com' },
  { firstName: 'Kari', lastName: 'Lund', phone: '', email: 'kari.lund@example.com' },
  { firstName: 'Ola', lastName: 'Sofiesen', phone: '455 66 778', email: '' },
];

/** Light and dark, desktop and phone, under test-results/screens-offline/. */
async function screens(page: Page, name: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await settle(page);
      await page.screenshot({
        path: `test-results/screens-offline/${name}-${scheme}-${width}.png`,
        fullPage: true,
      });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function clientNames(page: Page, q: string): Promise<void> {
  await page.goto(`/clients?q=${encodeURIComponent(q)}`);
  await expect(page.getByText(/match(es)? “/)).toBeVisible();
}

const clientLink = (page: Page, name: string) =>
  page.getByRole('main').getByRole('link', { name, exact: true });

test('the coming weeks and every client are on the device before the connection goes', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const owner = await createVerifiedOwner(page.request, 'offline-ahead');
  await page.clock.setFixedTime(new Date(E2E_NOW));
  await signInUnderWorker(page, owner.email, owner.password);
  const services = await addServices(page, [{ name: 'Cut', price: '45', minutes: 30 }]);
  const ids: Record<string, number> = {};
  for (const client of CLIENTS) {
    const created = await apiSend<Client>(page, 'POST', '/api/clients', client);
    expect(created.status).toBe(201);
    ids[client.firstName] = created.body.id;
  }
  for (const [date, who] of [
    [TOMORROW, 'Sofie'],
    [TWO_WEEKS, 'Jonas'],
    [EIGHT_WEEKS, 'Kari'],
  ] as const) {
    const booked = await apiSend(page, 'POST', '/api/appointments', {
      client: { id: ids[who] },
      serviceIds: [services.Cut],
      date,
      time: '11:00',
    });
    expect(booked.status).toBe(201);
  }

  // Online: the panel's "Refresh now" keeps what the server now holds.
  await page.goto('/business-settings');
  await page.getByRole('link', { name: /On this device/ }).click();
  await page.getByRole('button', { name: 'Refresh now' }).click();
  await expect(page.getByTestId('kept-clients')).toHaveText('Clients: all 4, searchable offline');
  await expect(page.getByTestId('kept-days')).toHaveText(
    'The diary: Mon 16 Nov 2026 to Mon 21 Dec 2026 (36 days)',
  );
  await expect(page.getByTestId('last-refreshed')).toHaveText(/^Last refreshed 23 Nov 2026 /);
  await expect(page.getByTestId('space-used')).toHaveText(/^This app uses .+ of the .+/);
  await expect(page.getByTestId('persistence')).toHaveText(/^(Persistent storage|This browser)/);
  await screens(page, 'on-this-device');
  // After the refresh, the New booking form's reads are asked and saved for the reload offline.
  await expect
    .poll(() =>
      page.evaluate(() =>
        (localStorage.getItem('salon-query-cache') ?? '').includes('service-interval'),
      ),
    )
    .toBe(true);

  await context.setOffline(true);
  await page.reload();

  // Days never opened online: from the kept days.
  await page.goto(dayView(TOMORROW));
  await expect(calendarBooking(page, 'day')).toHaveText(/11:00 AM Sofie Hansen/);
  await page.goto(dayView(TWO_WEEKS));
  await expect(calendarBooking(page, 'day')).toHaveText(/11:00 AM Jonas Berg/);

  // Eight weeks ahead: not kept, said inside the grid; the toolbar still moves.
  await page.goto(dayView(EIGHT_WEEKS));
  const notice = page.getByTestId('calendar-notice');
  await expect(notice).toContainText('Not kept on this device');
  await expect(notice).toContainText(
    'This device keeps Mon 16 Nov 2026 to Mon 21 Dec 2026, last refreshed 23 Nov 2026',
  );
  await expect(page.locator('[data-calendar-mode="day"]')).toBeVisible();
  await screens(page, 'calendar-not-kept');
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(page).toHaveURL(/date=2026-11-23/);
  await expect(notice).toBeHidden();
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(page).toHaveURL(/date=2026-11-24/);
  await expect(calendarBooking(page, 'day')).toHaveText(/11:00 AM Sofie Hansen/);

  // Client search offline, with the server's rules.
  await clientNames(page, 'Sofie');
  await expect(clientLink(page, 'Sofie Hansen')).toBeVisible();
  await expect(clientLink(page, 'Ola Sofiesen')).toBeVisible();
  await expect(clientLink(page, 'Jonas Berg')).toHaveCount(0);
  await screens(page, 'clients-search-offline');
  await clientNames(page, '93456789');
  await expect(clientLink(page, 'Sofie Hansen')).toBeVisible();
  await expect(page.getByText('1 client matches “93456789”')).toBeVisible();
  await clientNames(page, 'kari.lund@example.com');
  await expect(clientLink(page, 'Kari Lund')).toBeVisible();
  await expect(page.getByText('1 client matches “kari.lund@example.com”')).toBeVisible();

  // A client added offline is found at once.
  await page.goto('/clients');
  await page.getByRole('button', { name: 'Add client' }).click();
  const form = page.getByRole('dialog', { name: 'Add client' });
  await form.getByLabel('First name').fill('Sofie');
  await form.getByLabel('Last name').fill('Walk-In');
  await form.getByLabel('Phone').fill('999 88 777');
  await form.getByRole('button', { name: /Save|Add/ }).click();
  await expect(form).toBeHidden();
  await clientNames(page, '99988');
  await expect(clientLink(page, 'Sofie Walk-In')).toBeVisible();

  // A booking made offline for a client found offline lands on that client.
  await page.goto(dayView(TOMORROW));
  await page.getByRole('button', { name: 'Time slot 14:00:00 - 14:30:00' }).click();
  const editor = page.getByRole('dialog', { name: 'New booking' });
  await expect(editor).toBeVisible();
  await settle(page);
  await editor.getByRole('combobox', { name: 'Client' }).fill('Sofie H');
  await page.getByRole('option', { name: /^Sofie Hansen/ }).click();
  await editor.getByLabel('Services').click();
  await page.getByRole('option', { name: /^Cut ·/ }).click();
  await page.keyboard.press('Escape');
  await editor.getByRole('button', { name: 'Save booking' }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByRole('button', { name: /Pending · 02:00 PM Sofie Hansen/ })).toBeVisible();

  // Free times offline, computed on the device: the kept 11:00 and the pending 14:00 are taken.
  await page.getByRole('button', { name: 'Time slot 13:00:00 - 13:30:00' }).click();
  await expect(editor).toBeVisible();
  await settle(page);
  await editor.getByRole('combobox', { name: 'Client' }).fill('Jonas');
  await page.getByRole('option', { name: /^Jonas Berg/ }).click();
  await editor.getByLabel('Services').click();
  await page.getByRole('option', { name: /^Cut ·/ }).click();
  await page.keyboard.press('Escape');
  const freeTimes = editor.getByRole('group', { name: 'Free times' });
  // A chip's radio is hidden under its label, which is what a click reaches.
  const chip = (time: string) => freeTimes.getByRole('radio', { name: time });
  await expect(chip('03:00 PM')).toHaveCount(1);
  await expect(chip('01:00 PM')).toHaveCount(1);
  await expect(chip('11:00 AM')).toHaveCount(0);
  await expect(chip('02:00 PM')).toHaveCount(0);
  await expect(
    editor.getByText(/^As of \d\d:\d\d [AP]M: may have been taken since$/),
  ).toBeVisible();
  await screens(page, 'free-times-offline');
  await freeTimes.locator('label', { hasText: '03:00 PM' }).click();
  await expect(chip('03:00 PM')).toBeChecked();
  await editor.getByRole('button', { name: 'Save booking' }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByRole('button', { name: /Pending · 03:00 PM Jonas Berg/ })).toBeVisible();

  await context.setOffline(false);
  // Online, the badge says "Saving…" instead of "N pending" while the queue is still being sent
  // (docs/offline.md, States and transitions): wait for the server to hold the bookings, then for
  // nothing left to send, and read them once more.
  const landed = async () =>
    (await apiGet<AppointmentResponse[]>(page, '/api/appointments/all_upcoming'))
      .filter((row) => row.book_date === TOMORROW)
      .map((row) => [row.book_time, row.firstName, row.lastName]);
  const expected = [
    ['11:00 AM', 'Sofie', 'Hansen'],
    ['02:00 PM', 'Sofie', 'Hansen'],
    ['03:00 PM', 'Jonas', 'Berg'],
  ];
  await expect.poll(landed, { timeout: 30_000 }).toEqual(expected);
  await expect(page.getByRole('button', { name: /^\d+ pending$/ })).toHaveCount(0);
  await expect(page.getByText('Saving…')).toHaveCount(0);
  // Each once: the free time picked offline too.
  expect(await landed()).toEqual(expected);
  const clients = await apiGet<{ clients: Client[] }>(page, '/api/clients?q=Sofie');
  expect(clients.clients.map((client) => `${client.firstName} ${client.lastName}`)).toEqual([
    'Ola Sofiesen',
    'Sofie Hansen',
    'Sofie Walk-In',
  ]);
});
