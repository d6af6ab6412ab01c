// Reminders and change notices end to end (docs/decisions.md, Messages to clients), received by a
// real SMTP server the spec starts: the owner sets 24-hour reminders; a client books on the
// booking page; the server, started again the next morning (a later FIXED_NOW on the same data),
// catches up and sends the reminder, whose cancel link frees the time; the owner moves another
// online booking and its client gets a notice whose .ics ical.js reads as the same event (UID)
// with a higher SEQUENCE. Screenshots of the Messages settings and a booking's message list.
import { expect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import type { BookingMessages } from '../../contract/messages';
import type { PortalSlots } from '../../contract/portal';
import { startInbox, type Inbox } from '../server/helpers/smtp-inbox';
import { DEMO_EMAIL, DEMO_PASSWORD, signInThroughApi } from './helpers/accounts';
import { lookAtSchemesAndWidths } from './helpers/look-at';
import { fillTime } from './helpers/date-time-fields';
import { E2E_NOW } from './helpers/e2e-env';
import { OwnServer } from './helpers/own-server';

/** Tuesday 24 November 2026, 08:00 in Oslo: the morning after E2E_NOW (Monday 10:00). */
const NEXT_MORNING = '2026-11-24T07:00:00Z';
const TUESDAY = '2026-11-24';
const WEDNESDAY = '2026-11-25';

let server: OwnServer;
let inbox: Inbox;

test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 20_000 });

// Playwright requires the fixtures' object pattern even when none is used.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  inbox = await startInbox();
  server = await OwnServer.seeded(testInfo.outputPath('own-server-data'));
  server.overrides = { SMTP_URL: inbox.url, MESSAGE_POLL_SECONDS: '1' };
  await server.start(120_000);
});

test.afterAll(async () => {
  await server?.stop();
  await inbox?.close();
});

async function ownerGet<T>(page: Page, token: string, path: string): Promise<T> {
  const response = await page.request.get(`${server.url}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

/** The first free start of `date` at or after 12:00 in Oslo (11:00Z), for `serviceId`. */
async function freeStartAfterNoon(page: Page, slug: string, serviceId: number, date: string) {
  const response = await page.request.get(
    `${server.url}/api/public/${slug}/slots?from=${date}&to=${date}&services=${serviceId}`,
  );
  expect(response.status()).toBe(200);
  const slots = (await response.json()) as PortalSlots;
  const starts = slots.days.flatMap((day) => day.slots.map((slot) => slot.start));
  return { starts, first: starts.find((start) => start >= `${date}T11:00:00.000Z`) };
}

/** Waits for the mail to `to` whose subject matches. */
async function mailTo(to: string, subject: RegExp): Promise<ParsedMail> {
  await expect
    .poll(
      () =>
        inbox.messages.some(
          (mail) =>
            mail.to && JSON.stringify(mail.to).includes(to) && subject.test(mail.subject ?? ''),
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
  return inbox.messages.find(
    (mail) => JSON.stringify(mail.to).includes(to) && subject.test(mail.subject ?? ''),
  )!;
}

function calendarEvent(mail: ParsedMail) {
  const file = mail.attachments.find((attachment) => attachment.contentType === 'text/calendar');
  expect(file).toBeDefined();
  const calendar = new ICAL.Component(ICAL.parse(file!.content.toString('utf8')));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: new ICAL.Event(vevent).uid,
    sequence: Number(vevent.getFirstPropertyValue('sequence') ?? 0),
    start: new ICAL.Event(vevent).startDate.toJSDate().toISOString(),
  };
}

test('a 24-hour reminder reaches the client, its link cancels, and a move sends a notice', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.clock.setFixedTime(new Date(E2E_NOW));
  const token = await signInThroughApi(page, DEMO_EMAIL, DEMO_PASSWORD, server.url);

  // The owner sets 24-hour reminders with no second one.
  await page.goto(`${server.url}/business-settings/business-info`);
  const card = page.getByRole('region', { name: 'Messages' });
  await expect(card.getByText('SMS: off (no SMS provider is set up on this server)')).toBeVisible();
  await card.getByLabel('Reminder', { exact: true }).click();
  await page.getByRole('option', { name: '48 hours before' }).click();
  await expect(page.getByText('Message settings saved')).toBeVisible();
  await card.getByLabel('Reminder', { exact: true }).click();
  await page.getByRole('option', { name: '24 hours before' }).click();
  await expect
    .poll(
      async () =>
        (await ownerGet<{ reminderHours: number }>(page, token, '/api/business-settings/messages'))
          .reminderHours,
    )
    .toBe(24);
  await lookAtSchemesAndWidths(page, 'messages-settings', { folder: 'screens-reminders' });

  // A client books Tuesday after noon on the booking page.
  const { slug } = await ownerGet<{ slug: string }>(
    page,
    token,
    '/api/business-settings/availability',
  );
  const profile = await (await page.request.get(`${server.url}/api/public/${slug}`)).json();
  const services = (
    profile as { categories: { services: { id: number; name: string }[] }[] }
  ).categories.flatMap((category) => category.services);
  // A service with a free start after noon on both days (the demo diary is busy).
  let service = services[0]!;
  let tuesday = { starts: [] as string[], first: undefined as string | undefined };
  const tried: string[] = [];
  for (const candidate of services) {
    const tue = await freeStartAfterNoon(page, slug, candidate.id, TUESDAY);
    const wed = await freeStartAfterNoon(page, slug, candidate.id, WEDNESDAY);
    tried.push(`${candidate.name}: ${tue.starts.length}/${wed.starts.length}`);
    if (tue.first && wed.first) {
      service = candidate;
      tuesday = tue;
      break;
    }
  }
  expect(tuesday.first, tried.join('; ')).toBeDefined();
  const tuesdayTime = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Oslo',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(tuesday.first!));
  await page.goto(`${server.url}/book/${slug}`);
  await page.getByRole('checkbox', { name: new RegExp(service.name) }).check();
  // The demo salon has a team: "No preference".
  await page.getByRole('button', { name: 'Choose who' }).click();
  await page
    .getByRole('group', { name: 'Who would you like?' })
    .getByRole('radio', { name: /^No preference/ })
    .check();
  await page.getByRole('button', { name: 'Choose a time' }).click();
  await page.getByRole('button', { name: /24 November 2026/ }).click();
  await page
    .getByRole('group', { name: /Free times on/ })
    .getByRole('button', { name: tuesdayTime })
    .click();
  await page.getByLabel('First name').fill('Rita');
  await page.getByLabel('Last name').fill('Reminded');
  await page.getByLabel('Phone').fill('+47 48 00 00 01');
  await page.getByLabel('E-mail').fill('rita@example.com');
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { name: 'You are booked' })).toBeVisible();
  await mailTo('rita@example.com', /^Your booking at/);
  expect((await freeStartAfterNoon(page, slug, service.id, TUESDAY)).starts).not.toContain(
    tuesday.first,
  );

  // Another client books Wednesday after noon (the page's call, as its script makes it).
  const wednesday = await freeStartAfterNoon(page, slug, service.id, WEDNESDAY);
  const wednesdayTime = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Oslo',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(wednesday.first!));
  const second = await page.request.post(`${server.url}/api/public/${slug}/bookings`, {
    data: {
      firstName: 'Mats',
      lastName: 'Moved',
      phone: '+47 48 00 00 02',
      email: 'mats@example.com',
      services: [service.id],
      date: WEDNESDAY,
      time: wednesdayTime,
    },
  });
  expect(second.status()).toBe(201);
  const confirmation = calendarEvent(await mailTo('mats@example.com', /^Your booking at/));
  expect(confirmation.sequence).toBe(0);

  // The next morning: the server starts again with its clock there and sends what came due
  // while it was down (Monday's 24-hour reminder of Tuesday's booking).
  await server.stop();
  server.overrides = { ...server.overrides, FIXED_NOW: NEXT_MORNING };
  await server.start(120_000);
  await page.clock.setFixedTime(new Date(NEXT_MORNING));
  const reminder = await mailTo('rita@example.com', /^Reminder: your booking at/);
  expect(reminder.text).toContain(`${TUESDAY} at`);
  expect(calendarEvent(reminder).start).toBe(tuesday.first);
  const cancelLink = /http:\/\/\S+\/cancel\/[\w-]+/.exec(reminder.text ?? '')?.[0];
  expect(cancelLink).toBeDefined();
  await page.goto(cancelLink!);
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByRole('heading', { name: 'Your booking is cancelled' })).toBeVisible();
  expect((await freeStartAfterNoon(page, slug, service.id, TUESDAY)).starts).toContain(
    tuesday.first,
  );

  // The owner moves Wednesday's booking an hour later; "Notify client" is on by default.
  await signInThroughApi(page, DEMO_EMAIL, DEMO_PASSWORD, server.url);
  await page.goto(`${server.url}/appointments?view=calendar&mode=day&date=${WEDNESDAY}`);
  await page.getByRole('button', { name: /Mats Moved/ }).click();
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  await details.getByRole('button', { name: 'Reschedule' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit booking' });
  await expect(edit.getByRole('checkbox', { name: 'Notify client' })).toBeChecked();
  const later = new Date(Date.parse(wednesday.first!) + 3_600_000);
  const laterTime = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Oslo',
    hour: '2-digit',
    minute: '2-digit',
  }).format(later);
  await fillTime(edit, 'Start time', laterTime);
  await edit.check().catch(() => undefined);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  const notice = await mailTo('mats@example.com', /was changed/);
  const changed = calendarEvent(notice);
  expect(changed.uid).toBe(confirmation.uid);
  expect(changed.sequence).toBeGreaterThan(confirmation.sequence);
  expect(changed.method).toBe('PUBLISH');
  expect(changed.start).toBe(later.toISOString());

  // Its details list the messages: the notice sent, the reminder scheduled.
  await page.getByRole('button', { name: /Mats Moved/ }).click();
  const list = page.getByRole('region', { name: 'Messages to the client' });
  await expect(list.getByText('Change notice')).toBeVisible();
  await expect(list.getByText('Sent', { exact: true })).toBeVisible();
  await expect(list.getByText('Reminder, 24 hours before')).toBeVisible();
  await expect(list.getByText('Scheduled', { exact: true })).toBeVisible();
  await lookAtSchemesAndWidths(page, 'booking-messages', { folder: 'screens-reminders' });
  const ids = inbox.messages.map((mail) => mail.messageId);
  expect(new Set(ids).size).toBe(ids.length);
  // What the owner's list says is what the server has.
  const bookings = await ownerGet<{ id: number; firstName: string }[]>(
    page,
    token,
    `/api/appointments/range?from=${WEDNESDAY}&to=${WEDNESDAY}`,
  );
  const mats = bookings.find((booking) => booking.firstName === 'Mats')!;
  const messages = await ownerGet<BookingMessages>(
    page,
    token,
    `/api/appointments/${mats.id}/messages`,
  );
  expect(messages.messages.map((message) => [message.kind, message.state])).toEqual([
    ['change', 'sent'],
    ['reminder', 'scheduled'],
  ]);
});
