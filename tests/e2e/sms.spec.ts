// SMS reminders end to end (docs/decisions.md, Messages to clients), received by a local stand-in
// of Twilio's Messages API the spec starts (tests/server/helpers/twilio-stand-in.ts): with the
// SMS variables set the Messages settings say "SMS: on, from <sender>"; the owner books a client
// who gave a phone and no e-mail; the server, started again when the reminder is due (a later
// FIXED_NOW on the same data), sends it by SMS, and the booking's details say so; a client with
// neither is said to be unreachable. Screenshots of both screens.
import { expect, test } from '@playwright/test';
import { appointmentDetailSchema } from '../../contract/appointments';
import { startTwilioStandIn, type TwilioStandIn } from '../server/helpers/twilio-stand-in';
import { DEMO_EMAIL, DEMO_PASSWORD, signInThroughApi } from './helpers/accounts';
import { lookAtSchemesAndWidths } from './helpers/look-at';
import { E2E_NOW } from './helpers/e2e-env';
import { OwnServer } from './helpers/own-server';

const SID = 'AC00000000000000000000000000000e2e';
const TOKEN = 'e2e-auth-token';
const TUESDAY = '2026-11-24';
/** Monday 15:00 in Oslo: the 24-hour reminder of Tuesday 15:00 is due. */
const REMINDER_DUE = '2026-11-23T14:00:00Z';

let server: OwnServer;
let twilio: TwilioStandIn;

test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 20_000 });

// Playwright requires the fixtures' object pattern even when none is used.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  twilio = await startTwilioStandIn(SID, TOKEN);
  server = await OwnServer.seeded(testInfo.outputPath('own-server-data'));
  server.overrides = {
    SMS_TWILIO_ACCOUNT_SID: SID,
    SMS_TWILIO_AUTH_TOKEN: TOKEN,
    SMS_FROM: 'DemoSalon',
    SMS_TWILIO_BASE_URL: twilio.baseUrl,
    MESSAGE_POLL_SECONDS: '1',
  };
  await server.start(120_000);
});

test.afterAll(async () => {
  await server?.stop();
  await twilio?.close();
});

test('a client without e-mail is reminded by SMS, and the owner sees it', async ({ page }) => {
  test.setTimeout(300_000);
  await page.clock.setFixedTime(new Date(E2E_NOW));
  const token = await signInThroughApi(page, DEMO_EMAIL, DEMO_PASSWORD, server.url);
  const auth = { authorization: `Bearer ${token}` };

  await page.goto(`${server.url}/business-settings/business-info`);
  const card = page.getByRole('region', { name: 'Messages' });
  await expect(card.getByText('SMS: on, from DemoSalon')).toBeVisible();
  await lookAtSchemesAndWidths(page, 'sms-settings', { folder: 'screens-sms' });

  // The owner books Tuesday 15:00 for a client with a phone only, and one with neither.
  const { slug } = (await (
    await page.request.get(`${server.url}/api/business-settings/availability`, { headers: auth })
  ).json()) as { slug: string };
  const profile = (await (await page.request.get(`${server.url}/api/public/${slug}`)).json()) as {
    categories: { services: { id: number }[] }[];
  };
  const services = profile.categories.flatMap((category) => category.services);
  const book = async (firstName: string, client: { phone?: string }, time: string) => {
    const response = await page.request.post(`${server.url}/api/appointments`, {
      headers: auth,
      data: {
        client: { firstName, lastName: 'Texted', ...client },
        serviceIds: [services[0]!.id],
        date: TUESDAY,
        time,
        force: true,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return appointmentDetailSchema.parse(await response.json());
  };
  await book('Sara', { phone: '+47 48 00 00 09' }, '15:00');
  await book('Nils', {}, '16:00');

  // Monday 15:00: the server starts again with its clock there and sends the reminder.
  await server.stop();
  server.overrides = { ...server.overrides, FIXED_NOW: REMINDER_DUE };
  await server.start(120_000);
  await page.clock.setFixedTime(new Date(REMINDER_DUE));
  await expect.poll(() => twilio.messages.length, { timeout: 30_000 }).toBe(1);
  const [sms] = twilio.messages;
  expect(sms?.to).toBe('+4748000009');
  expect(sms?.from).toBe('DemoSalon');
  expect(sms?.body).toMatch(/: reminder of your booking 2026-11-24 at .+\. Cancel: http:\/\/\S+$/);

  // The booking's details list the reminder as sent by SMS.
  await signInThroughApi(page, DEMO_EMAIL, DEMO_PASSWORD, server.url);
  await page.goto(`${server.url}/appointments?view=calendar&mode=day&date=${TUESDAY}`);
  await page.getByRole('button', { name: /Sara Texted/ }).click();
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  const list = details.getByRole('region', { name: 'Messages to the client' });
  await expect(list.getByText('Reminder, 24 hours before')).toBeVisible();
  await expect(list.getByText('Sent', { exact: true })).toBeVisible();
  await expect(list.getByText(/by SMS to \+4748000009/)).toBeVisible();
  await lookAtSchemesAndWidths(page, 'sms-booking-messages', { folder: 'screens-sms' });

  // Nils gave neither: no reminder, and the details say why.
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await page.getByRole('button', { name: /Nils Texted/ }).click();
  await expect(
    details.getByText(
      'The client has no e-mail address (nor a mobile number SMS can reach): no reminder will be sent.',
    ),
  ).toBeVisible();
});
