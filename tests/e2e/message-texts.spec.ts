// Message texts end to end (docs/decisions.md, Message texts): the owner writes the reminder's
// opening paragraph with a placeholder chip, sees it filled in the preview as they type, saves
// it; a client books on the booking page's API; the server, started again the next morning,
// sends the reminder to a real SMTP server with the owner's text, the facts line and the cancel
// link. Screenshots of the card at 1280 and 390 px, light and dark.
import { expect, test } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import type { PortalSlots } from '../../contract/portal';
import { startInbox, type Inbox } from '../server/helpers/smtp-inbox';
import { DEMO_EMAIL, DEMO_PASSWORD, signInThroughApi } from './helpers/accounts';
import { lookAtSchemesAndWidths } from './helpers/look-at';
import { E2E_NOW } from './helpers/e2e-env';
import { OwnServer } from './helpers/own-server';

/** Tuesday 24 November 2026, 08:00 in Oslo: the morning after E2E_NOW (Monday 10:00). */
const NEXT_MORNING = '2026-11-24T07:00:00Z';
const TUESDAY = '2026-11-24';

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

test("the owner's reminder intro, previewed, reaches the client", async ({ page }) => {
  test.setTimeout(300_000);
  await page.clock.setFixedTime(new Date(E2E_NOW));
  const token = await signInThroughApi(page, DEMO_EMAIL, DEMO_PASSWORD, server.url);

  await page.goto(`${server.url}/business-settings/business-info`);
  const card = page.getByRole('region', { name: 'Message texts' });
  const area = card.getByRole('textbox', { name: /Opening paragraph/ });
  await expect(area).toHaveValue('This is a reminder of your booking at {business}:');
  await area.fill('Looking forward to seeing you, ');
  await card.getByRole('button', { name: '{client}' }).click();
  await area.press('End');
  await area.pressSequentially('! Bring your good mood.');
  const preview = card.getByLabel('Preview');
  await expect(preview).toContainText(
    'Looking forward to seeing you, Kari Nordmann! Bring your good mood.',
  );
  await lookAtSchemesAndWidths(page, 'message-texts', {
    folder: 'screens-texts',
    part: (p) => p.getByRole('region', { name: 'Message texts' }),
  });
  await card.getByRole('button', { name: 'Save text' }).click();
  await expect(page.getByText('Message text saved')).toBeVisible();
  await expect(card.getByText('Clients get your own text')).toBeVisible();

  // A client books Tuesday after noon through the booking page's API.
  const availability = await page.request.get(`${server.url}/api/business-settings/availability`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { slug } = (await availability.json()) as { slug: string };
  const profile = (await (await page.request.get(`${server.url}/api/public/${slug}`)).json()) as {
    categories: { services: { id: number }[] }[];
  };
  let booked: { service: number; start: string } | undefined;
  for (const { id } of profile.categories.flatMap((category) => category.services)) {
    const response = await page.request.get(
      `${server.url}/api/public/${slug}/slots?from=${TUESDAY}&to=${TUESDAY}&services=${id}`,
    );
    const slots = (await response.json()) as PortalSlots;
    const start = slots.days
      .flatMap((day) => day.slots.map((slot) => slot.start))
      .find((at) => at >= `${TUESDAY}T11:00:00.000Z`);
    if (start) {
      booked = { service: id, start };
      break;
    }
  }
  expect(booked).toBeDefined();
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Oslo',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(booked!.start));
  const created = await page.request.post(`${server.url}/api/public/${slug}/bookings`, {
    data: {
      firstName: 'Tove',
      lastName: 'Texted',
      phone: '+47 48 00 00 03',
      email: 'tove@example.com',
      services: [booked!.service],
      date: TUESDAY,
      time,
      language: 'en',
    },
  });
  expect(created.status()).toBe(201);

  // The next morning the server sends Monday's 24-hour reminder it missed.
  await server.stop();
  server.overrides = { ...server.overrides, FIXED_NOW: NEXT_MORNING };
  await server.start(120_000);
  await expect
    .poll(() => inbox.messages.some((mail) => /^Reminder:/.test(mail.subject ?? '')), {
      timeout: 30_000,
    })
    .toBe(true);
  const reminder = inbox.messages.find((mail) => /^Reminder:/.test(mail.subject ?? ''));
  const text = (reminder as ParsedMail).text ?? '';
  expect(text).toContain('Looking forward to seeing you, Tove Texted! Bring your good mood.');
  expect(text).not.toContain('This is a reminder of your booking');
  expect(text).toContain(`${TUESDAY} at`);
  expect(text).toMatch(/http:\/\/\S+\/cancel\/[\w-]+/);
});
