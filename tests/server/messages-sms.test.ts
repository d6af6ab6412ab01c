// The SMS channel of messages to clients (docs/decisions.md, Messages to clients), on the real
// app with a fixed clock, against a local stand-in of Twilio's Messages API
// (helpers/twilio-stand-in.ts): a client without e-mail but with a phone is reminded by SMS when
// the server has SMS on, a refusing provider is retried until "failed", and with SMS off such a
// client gets nothing planned and the booking's messages say the client cannot be reached.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentDetailSchema } from '../../contract/appointments.js';
import { loadConfig } from '../../server/config.js';
import { bookingMessagesSchema, messageSettingsSchema } from '../../contract/messages.js';
import { SENDER_SETTINGS, retryDelayMs } from '../../server/messages/message-sender.js';
import { messageTexts, type MessageFacts } from '../../server/messages/message-texts.js';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';
import { insertService } from './helpers/diary.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { startTwilioStandIn, type TwilioStandIn } from './helpers/twilio-stand-in.js';

// Monday 23 November 2026, 11:00 in Oslo.
const START = new Date('2026-11-23T10:00:00Z');
const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'stand-in-auth-token';
let now = START;
let twilio: TwilioStandIn;

interface Salon {
  t: TestApp;
  owner: Owner;
  cut: number;
}

async function openSalon(sms: boolean): Promise<Salon> {
  const t = await createTestApp({
    clock: () => now,
    messagePollMs: 0,
    sms: sms
      ? { accountSid: SID, authToken: TOKEN, from: 'AdaHair', baseUrl: twilio.baseUrl }
      : undefined,
  });
  const owner = await registerVerifyAndLogin(t.app, t.dataDir, { business_name: 'Ada Hair' });
  const cut = await insertService(t.app.db, owner.id, {
    name: 'Cut',
    priceCents: 45000,
    minutes: 60,
  });
  return { t, owner, cut };
}

async function call(salon: Salon, method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await salon.t.app.inject({
    method,
    url,
    headers: salon.owner.auth,
    ...(payload === undefined ? {} : { payload }),
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

async function book(salon: Salon, date: string, client: { phone?: string; email?: string }) {
  const { status, body } = await call(salon, 'POST', '/api/appointments', {
    client: { firstName: 'Kari', lastName: 'Nordmann', ...client },
    serviceIds: [salon.cut],
    date,
    time: '12:00',
    force: true,
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return appointmentDetailSchema.parse(body);
}

async function messagesOf(salon: Salon, id: number) {
  const { status, body } = await call(salon, 'GET', `/api/appointments/${id}/messages`);
  expect(status, JSON.stringify(body)).toBe(200);
  return bookingMessagesSchema.parse(body);
}

async function settingsOf(salon: Salon) {
  const { status, body } = await call(salon, 'GET', '/api/business-settings/messages');
  expect(status, JSON.stringify(body)).toBe(200);
  return messageSettingsSchema.parse(body);
}

/** The server's own sender, one pass at `at` (its clock is the test's). */
async function passAt(salon: Salon, at: string) {
  now = new Date(at);
  await salon.t.app.messages.pass();
}

let on: Salon;
let off: Salon;

beforeAll(async () => {
  twilio = await startTwilioStandIn(SID, TOKEN);
  on = await openSalon(true);
  off = await openSalon(false);
});

afterAll(async () => {
  await on?.t.close();
  await off?.t.close();
  await twilio?.close();
});

describe('with SMS on', () => {
  it('says so in the settings, with the sender', async () => {
    expect((await settingsOf(on)).channels).toEqual({ email: true, sms: true, smsFrom: 'AdaHair' });
  });

  it('reminds a client without e-mail by SMS, through the provider', async () => {
    now = START;
    const booking = await book(on, '2026-11-27', { phone: '+47 934 56 789' });
    const planned = await messagesOf(on, booking.id);
    expect(planned.reachable).toBe(true);
    expect(planned.messages.map((m) => [m.kind, m.channel, m.recipient, m.dueAt])).toEqual([
      ['reminder', 'sms', '+4793456789', '2026-11-26T11:00:00.000Z'],
    ]);
    // Not before it is due.
    await passAt(on, '2026-11-26T10:59:00.000Z');
    expect(twilio.messages).toEqual([]);
    await passAt(on, '2026-11-26T11:00:00.000Z');
    expect(twilio.messages).toHaveLength(1);
    const [sms] = twilio.messages;
    expect(sms?.to).toBe('+4793456789');
    expect(sms?.from).toBe('AdaHair');
    // The time on the business's clock (12-hour until set otherwise), and a fresh cancel link.
    expect(sms?.body).toMatch(
      /^Ada Hair: reminder of your booking 2026-11-27 at 12:00 PM\. Cancel: http:\/\/localhost:3000\/book\/ada-hair\/cancel\/\S+$/,
    );
    expect(sms?.body.length).toBeLessThanOrEqual(306);
    const sent = await messagesOf(on, booking.id);
    expect(sent.messages.map((m) => [m.state, m.sentAt, m.attempts])).toEqual([
      ['sent', '2026-11-26T11:00:00.000Z', 1],
    ]);
    // Sent once: another pass sends nothing more.
    await passAt(on, '2026-11-26T12:00:00.000Z');
    expect(twilio.messages).toHaveLength(1);
  });

  it('keeps e-mail for a client who has one, and reaches no one without either', async () => {
    now = START;
    const both = await book(on, '2026-11-28', {
      phone: '+47 934 56 780',
      email: 'kari@example.com',
    });
    expect((await messagesOf(on, both.id)).messages.map((m) => [m.channel, m.recipient])).toEqual([
      ['email', 'kari@example.com'],
    ]);
    const neither = await book(on, '2026-11-28', {});
    expect(await messagesOf(on, neither.id)).toEqual({ messages: [], reachable: false });
  });

  it.each([
    [503, '2026-12-01', 'SMS provider answered 503: Service is unavailable. Please try again'],
    [400, '2026-12-02', "SMS provider answered 400: The 'To' number +4793456782 is not valid"],
  ])(
    'tries again after a %i with backoff until the message is "failed"',
    async (status, date, note) => {
      now = START;
      const phone = status === 503 ? '+47 934 56 781' : '+47 934 56 782';
      const booking = await book(on, date, { phone });
      const accepted = twilio.messages.length;
      twilio.refuse = status;
      try {
        // 24 hours before 12:00 in Oslo.
        let at = new Date(`${date}T11:00:00.000Z`).getTime() - 86_400_000;
        for (let attempt = 1; attempt <= SENDER_SETTINGS.maxAttempts; attempt += 1) {
          const requests = twilio.requests;
          await passAt(on, new Date(at).toISOString());
          expect(twilio.requests).toBe(requests + 1);
          const [reminder] = (await messagesOf(on, booking.id)).messages;
          expect(reminder?.attempts).toBe(attempt);
          expect(reminder?.state).toBe(
            attempt < SENDER_SETTINGS.maxAttempts ? 'scheduled' : 'failed',
          );
          expect(reminder?.note).toBe(note);
          at += retryDelayMs(attempt);
        }
        const requests = twilio.requests;
        await passAt(on, new Date(at + 86_400_000).toISOString());
        expect(twilio.requests).toBe(requests);
      } finally {
        twilio.refuse = null;
      }
      expect(twilio.messages).toHaveLength(accepted);
    },
  );

  it("tells a client without e-mail of the owner's move by SMS", async () => {
    now = START;
    const booking = await book(on, '2026-12-03', { phone: '+47 934 56 783' });
    const moved = await on.t.app.inject({
      method: 'PUT',
      url: `/api/appointments/${booking.id}`,
      headers: on.owner.auth,
      payload: {
        date: '2026-12-03',
        time: '13:00',
        serviceIds: [on.cut],
        version: booking.version,
        force: true,
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const before = twilio.messages.length;
    await passAt(on, START.toISOString());
    expect(twilio.messages.slice(before)).toEqual([
      {
        to: '+4793456783',
        from: 'AdaHair',
        body: expect.stringMatching(
          /^Ada Hair changed your booking to 2026-12-03 at 01:00 PM\. Cancel: http:\/\/\S+$/,
        ) as unknown,
      },
    ]);
    expect(
      (await messagesOf(on, booking.id)).messages.map((m) => [m.kind, m.channel, m.state]),
    ).toEqual([
      ['change', 'sms', 'sent'],
      ['reminder', 'sms', 'scheduled'],
    ]);
  });
});

describe('with SMS off', () => {
  it('says so in the settings', async () => {
    expect((await settingsOf(off)).channels).toEqual({ email: true, sms: false, smsFrom: null });
  });

  it('plans nothing for a client without e-mail, and the booking says so', async () => {
    now = START;
    const booking = await book(off, '2026-11-27', { phone: '+47 934 56 789' });
    expect(await messagesOf(off, booking.id)).toEqual({ messages: [], reachable: false });
    const requests = twilio.requests;
    await passAt(off, '2026-11-26T11:00:00.000Z');
    expect(twilio.requests).toBe(requests);
  });
});

describe('the SMS configuration', () => {
  const twilioEnv = {
    SMS_TWILIO_ACCOUNT_SID: SID,
    SMS_TWILIO_AUTH_TOKEN: TOKEN,
    SMS_FROM: '+4790000000',
  };
  it('is off without the variables, on with all three, Twilio unless pointed elsewhere', () => {
    expect(loadConfig({}).sms).toBeUndefined();
    expect(loadConfig(twilioEnv).sms).toEqual({
      accountSid: SID,
      authToken: TOKEN,
      from: '+4790000000',
      baseUrl: 'https://api.twilio.com',
    });
    expect(
      loadConfig({ ...twilioEnv, SMS_TWILIO_BASE_URL: 'http://127.0.0.1:9/' }).sms?.baseUrl,
    ).toBe('http://127.0.0.1:9');
  });
  it('refuses half a configuration at start', () => {
    expect(() => loadConfig({ ...twilioEnv, SMS_FROM: '' })).toThrow(
      'SMS needs SMS_TWILIO_ACCOUNT_SID, SMS_TWILIO_AUTH_TOKEN and SMS_FROM together',
    );
  });
});

describe('the SMS texts', () => {
  // GSM-7's basic alphabet (with Æ, Ø, Å): outside it an SMS is UCS-2, 70 characters a segment.
  const GSM7 = /^[A-Za-z0-9 @£$¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà\n]*$/;
  const facts: MessageFacts = {
    clientName: 'Kari Nordmann',
    businessName: 'Frisørsalongen på Grünerløkka',
    businessPhone: '+47 93456789',
    date: 'onsdag 30. september 2026',
    time: '12:00',
    services: ['Cut'],
    memberName: null,
    cancelUrl: `https://salon.example.com/book/frisorsalongen/cancel/${'x'.repeat(43)}`,
    notice: '24 timer',
    address: '',
  };
  it('fit two segments in both languages, with the cancel link', () => {
    for (const texts of Object.values(messageTexts)) {
      for (const kind of ['reminder', 'change', 'cancellation'] as const) {
        const body = texts.sms[kind](facts);
        expect(body, body).toMatch(GSM7);
        expect(body.length, body).toBeLessThanOrEqual(306);
        expect(body).toContain(facts.businessName);
        expect(body).toContain(facts.date);
        if (kind !== 'cancellation') expect(body).toContain(facts.cancelUrl);
      }
    }
  });
});
