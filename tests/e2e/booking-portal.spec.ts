// The public booking page at /book/{slug}, on a phone: a client books two services at
// a free time, gets a confirmation mail with a calendar event that parses and a cancel link that
// frees the time; a time taken meanwhile offers the nearest free ones; unknown addresses say so.
// Each test registers its own business, so the demo salon's diary is left as other specs expect.
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import type { PortalSlots } from '../../contract/portal';
import { slugFromName } from '../../server/repositories/business-slug';
import { createVerifiedOwner, signInUnderWorker, type E2eOwner } from './helpers/accounts';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { addServices, apiSend } from './helpers/diary';
import { E2E_NOW, E2E_TODAY } from './helpers/e2e-env';
import { mimePart, newestMailTo } from './helpers/mail';
import { settle } from './helpers/screens';

test.use({ viewport: { width: 390, height: 844 } });

const SERVICES = [
  { name: 'Ladies cut', price: '40', minutes: 45 },
  { name: 'Blow dry', price: '35', minutes: 20 },
];

interface PortalBusiness {
  owner: E2eOwner;
  slug: string;
  businessName: string;
  serviceIds: number[];
}

/** A business of its own with the two services, its owner signed in on `page` (worker installed). */
async function portalBusiness(page: Page, request: APIRequestContext): Promise<PortalBusiness> {
  const businessName = `Portal Salon ${randomBytes(3).toString('hex')}`;
  const owner = await createVerifiedOwner(request, 'portal', {
    businessName,
    mobile: '912 34 567',
  });
  await signInUnderWorker(page, owner.email, owner.password);
  const ids = await addServices(page, SERVICES);
  return {
    owner,
    businessName,
    slug: slugFromName(businessName),
    serviceIds: SERVICES.map((service) => ids[service.name]!),
  };
}

async function offeredStarts(request: APIRequestContext, business: PortalBusiness) {
  const response = await request.get(
    `/api/public/${business.slug}/slots?from=${E2E_TODAY}&to=${E2E_TODAY}&services=${business.serviceIds.join(',')}`,
  );
  expect(response.status()).toBe(200);
  const slots = (await response.json()) as PortalSlots;
  return slots.days.flatMap((day) => day.slots.map((slot) => slot.start));
}

async function shot(page: Page, name: string): Promise<void> {
  await settle(page);
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

/** Chooses both services and today's 12:00 (the first time after the 2-hour notice at 10:00). */
async function chooseServicesAndNoon(
  page: Page,
  business: PortalBusiness,
  opened = false,
): Promise<void> {
  if (!opened) await page.goto(`/book/${business.slug}`);
  await expect(page.getByRole('heading', { name: business.businessName })).toBeVisible();
  await expect(page.getByRole('link', { name: '+47 912 34 567' })).toBeVisible();
  await page.getByRole('checkbox', { name: /Ladies cut/ }).check();
  await page.getByRole('checkbox', { name: /Blow dry/ }).check();
  await expect(page.getByText(/^2 services · 1 h 5 min · kr\s75\.00$/)).toBeVisible();
  await page.getByRole('button', { name: 'Choose a time' }).click();
  const today = page.getByRole('button', { name: /23 November 2026/ });
  await expect(today).toHaveAttribute('aria-pressed', 'true');
  const times = page.getByRole('group', { name: /Free times on/ });
  await expect(times.getByRole('button').first()).toHaveText('12:00');
}

async function fillDetails(page: Page, client: { first: string; email: string }): Promise<void> {
  await page.getByLabel('First name').fill(client.first);
  await page.getByLabel('Last name').fill('Client');
  await page.getByLabel('Phone').fill('+47 48 00 00 00');
  await page.getByLabel('E-mail').fill(client.email);
}

test.beforeEach(async ({ page }) => {
  // The browser's clock is the server's (10:00 in Oslo), so "today" is the same on both.
  await page.clock.setFixedTime(new Date(E2E_NOW));
});

test('a client books two services on a phone, gets a calendar event, and the cancel link frees the time', async ({
  page,
  request,
}) => {
  const business = await portalBusiness(page, request);
  const noon = '2026-11-23T11:00:00.000Z';
  expect(await offeredStarts(request, business)).toContain(noon);

  // The client opens the link the owner's back office gives (Business settings, Online booking);
  // the owner's installed app does not take over the booking page's address.
  await page.goto('/business-settings/online-booking');
  const link = page.getByRole('link', { name: 'Open' });
  await expect(link).toHaveAttribute('href', new RegExp(`/book/${business.slug}$`));
  const [client] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await client.clock.setFixedTime(new Date(E2E_NOW));
  await client.setViewportSize({ width: 390, height: 844 });
  await client.reload();
  await chooseServicesAndNoon(client, business, true);
  await client.close();
  await chooseServicesAndNoon(page, business);
  await shot(page, 'portal-times-390');
  await page
    .getByRole('group', { name: /Free times on/ })
    .getByRole('button', { name: '12:00' })
    .click();
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  const email = `client-${randomBytes(3).toString('hex')}@example.com`;
  await fillDetails(page, { first: 'Nora', email });
  await shot(page, 'portal-details-390');
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  await expect(page.getByRole('heading', { name: 'You are booked' })).toBeVisible();
  await expect(page.getByText('12:00 to 13:05')).toBeVisible();
  await expect(
    page.getByText(`A confirmation with a calendar event is on its way to ${email}.`),
  ).toBeVisible();
  await shot(page, 'portal-booked-390');
  // The time is no longer for sale.
  expect(await offeredStarts(request, business)).not.toContain(noon);

  // The client's mail carries an .ics that a calendar reads: the booked hour, the services, and
  // the cancel link.
  const mail = await newestMailTo(email, (raw) => /text\/calendar/i.test(raw));
  const ics = mimePart(mail, 'text/calendar');
  expect(ics).toBeDefined();
  const event = new ICAL.Event(
    new ICAL.Component(ICAL.parse(ics!)).getFirstSubcomponent('vevent')!,
  );
  expect(event.startDate.toJSDate().toISOString()).toBe(noon);
  expect(event.endDate.toJSDate().toISOString()).toBe('2026-11-23T12:05:00.000Z');
  expect(event.summary).toContain('Ladies cut');
  expect(event.summary).toContain('Blow dry');
  const cancelPath = new RegExp(`/book/${business.slug}/cancel/[A-Za-z0-9_-]+`).exec(
    event.description,
  )?.[0];
  expect(cancelPath).toBeDefined();
  // The owner is told too.
  await newestMailTo(business.owner.email, (raw) => raw.includes('Nora Client'));

  // The booking is in the owner's diary: the table (a card per booking at phone width) and the
  // calendar's day.
  await page.goto('/appointments');
  await expect(page.getByText('Nora Client')).toBeVisible();
  await page.goto('/appointments?view=calendar');
  await expect(
    page
      .locator('[data-calendar-mode="day"]')
      .getByRole('button', { name: '12:00 PM Nora Client' }),
  ).toBeVisible();

  await page.goto(cancelPath!);
  await expect(page.getByRole('heading', { name: 'Cancel your booking?' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByRole('heading', { name: 'Your booking is cancelled' })).toBeVisible();
  await expect(page.getByText(/23 November 2026 at 12:00 is cancelled/)).toBeVisible();
  await shot(page, 'portal-cancelled-390');
  expect(await offeredStarts(request, business)).toContain(noon);

  // A cancel link works once.
  await page.goto(cancelPath!);
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText('This cancel link is not valid or was already used')).toBeVisible();
});

test('a time taken while the client was typing is refused with the nearest free times', async ({
  page,
  request,
}) => {
  const business = await portalBusiness(page, request);
  await chooseServicesAndNoon(page, business);
  await page
    .getByRole('group', { name: /Free times on/ })
    .getByRole('button', { name: '12:00' })
    .click();
  await fillDetails(page, {
    first: 'Late',
    email: `late-${randomBytes(3).toString('hex')}@example.com`,
  });

  // Someone else books 12:00 first.
  const first = await request.post(`/api/public/${business.slug}/bookings`, {
    data: {
      firstName: 'Quick',
      lastName: 'Client',
      phone: '+47 41 00 00 00',
      email: `quick-${randomBytes(3).toString('hex')}@example.com`,
      services: business.serviceIds,
      date: E2E_TODAY,
      time: '12:00',
    },
  });
  expect(first.status()).toBe(201);

  await page.getByRole('button', { name: 'Confirm booking' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Sorry, this time was just taken. Please choose another time.');
  await expect(alert.getByRole('button').first()).toBeVisible();
  await shot(page, 'portal-conflict-390');
  // The nearest free time after the first booking ends (13:05) on a 15-minute step is 13:15.
  await alert.getByRole('button', { name: /13:15/ }).click();
  await expect(page.getByText(/23 November 2026, 13:15/)).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Late');
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { name: 'You are booked' })).toBeVisible();
  await expect(page.getByText('13:15 to 14:20')).toBeVisible();
});

test('the booking page at desktop width passes axe, and an unknown address says so', async ({
  page,
  request,
}) => {
  const business = await portalBusiness(page, request);
  // The page reads before its script arrives: the server wrote the business and its services in.
  await page.route('**/assets/portal-*.js', (route) => route.abort());
  await page.goto(`/book/${business.slug}`);
  await expect(page.getByRole('heading', { name: business.businessName })).toBeVisible();
  await expect(page.getByText('Ladies cut')).toBeVisible();
  await expect(page.getByText(/^kr\s40\.00 · 45 min$/)).toBeVisible();
  await page.unroute('**/assets/portal-*.js');

  // The script starts from the profile written into the page: no second call for it.
  const profileCalls: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === `/api/public/${business.slug}`)
      profileCalls.push(sent.url());
  });
  await page.goto(`/book/${business.slug}`);
  await expect(page.getByRole('heading', { name: 'Choose services' })).toBeVisible();
  expect(profileCalls).toEqual([]);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('checkbox', { name: /Ladies cut/ }).check();
  await shot(page, 'portal-services-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'portal-services-390');
  await page.getByRole('button', { name: 'Choose a time' }).click();
  await expect(page.getByRole('group', { name: /Free times on/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Online booking turned off: the page says so and gives the phone.
  const off = await apiSend(page, 'PUT', '/api/business-settings/availability', {
    capacity: 1,
    minNoticeMinutes: 120,
    horizonDays: 60,
    onlineBooking: false,
  });
  expect(off.status).toBe(200);
  await page.goto(`/book/${business.slug}`);
  await expect(page.getByRole('heading', { name: 'Online booking is closed' })).toBeVisible();
  await expect(
    page.getByText(/does not take bookings online at the moment\. Please call \+47 912 34 567/),
  ).toBeVisible();
  await shot(page, 'portal-closed-390');

  await page.goto('/book/no-such-salon-here');
  await expect(page.getByRole('heading', { name: 'Booking page not found' })).toBeVisible();
  await expect(page.getByText('There is no booking page at this address')).toBeVisible();
  await page.goto('/book/');
  await expect(page.getByRole('heading', { name: 'Booking page not found' })).toBeVisible();
});
