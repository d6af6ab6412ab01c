// Messages to clients end to end on the real app (docs/decisions.md, Messages to clients), sent
// to a real SMTP server (helpers/smtp-inbox.ts) with a clock the test moves: reminders planned
// with the booking and moved with it, notices of a move or a cancellation with the calendar event
// replaced, the cancel link, catch-up after a gap, a reminder of a started booking dropped,
// retries ending "failed", the settings and the booking's message list scoped to the business.
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentDetailSchema } from '../../contract/appointments.js';
import { bookingMessagesSchema, messageSettingsSchema } from '../../contract/messages.js';
import {
  sendDueMessages,
  SENDER_SETTINGS,
  retryDelayMs,
} from '../../server/messages/message-sender.js';
import { smtpMailer } from '../../server/plugins/mail.js';
import { registerVerifyAndLogin, type Owner } from './helpers/accounts.js';
import { ownerCallOn } from './helpers/owner-call.js';
import { insertService } from './helpers/diary.js';
import { parseIcs } from './helpers/mail-ics.js';
import { startInbox, type Inbox } from './helpers/smtp-inbox.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Monday 23 November 2026, 11:00 in Oslo.
const START = new Date('2026-11-23T10:00:00Z');
let now = START;
let t: TestApp;
let inbox: Inbox;
let owner: Owner;
let other: Owner;
let cut: number;

const call = ownerCallOn(() => t.app);

async function book(date: string, time: string, email = 'kari@example.com') {
  const { status, body } = await call(owner, 'POST', '/api/appointments', {
    client: { firstName: 'Kari', lastName: 'Nordmann', email },
    serviceIds: [cut],
    date,
    time,
    force: true,
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return appointmentDetailSchema.parse(body);
}

async function messagesOf(id: number) {
  const { status, body } = await call(owner, 'GET', `/api/appointments/${id}/messages`);
  expect(status, JSON.stringify(body)).toBe(200);
  return bookingMessagesSchema.parse(body);
}

// The app's own mailer writes files (the account helpers read them); the sender gets one that
// speaks SMTP to the inbox, as the server's does with SMTP_URL.
const sender = () => ({
  db: t.app.db,
  kind: t.app.dbKind,
  mailer: smtpMailer(inbox.url, 'Salon <no-reply@localhost>'),
  publicUrl: t.app.config.publicUrl,
  log: { error: () => {}, info: () => {} },
});

async function sendAt(at: string) {
  now = new Date(at);
  return sendDueMessages(sender(), now);
}

function icsOf(mail: ParsedMail): { method: string; event: Record<string, string> } {
  const attachment = mail.attachments.find((file) => file.contentType === 'text/calendar');
  expect(attachment).toBeDefined();
  const text = attachment?.content.toString('utf8') ?? '';
  const method = /^METHOD:(.*)$/m.exec(text)?.[1]?.trim() ?? '';
  return { method, event: parseIcs(text) };
}

const received = () => inbox.messages.length;

beforeAll(async () => {
  inbox = await startInbox();
  t = await createTestApp({ clock: () => now, messagePollMs: 0 });
  owner = await registerVerifyAndLogin(t.app, t.dataDir, { business_name: 'Ada Hair' });
  other = await registerVerifyAndLogin(t.app, t.dataDir);
  cut = await insertService(t.app.db, owner.id, { name: 'Cut', priceCents: 45000, minutes: 60 });
});

afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

describe('reminder settings', () => {
  it('are 24 hours and no second one until set, and refuse other leads', async () => {
    const read = await call(owner, 'GET', '/api/business-settings/messages');
    expect(read.status).toBe(200);
    expect(messageSettingsSchema.parse(read.body)).toEqual({
      reminderHours: 24,
      secondReminderHours: null,
      channels: { email: true, sms: false, smsFrom: null },
    });
    const bad = await call(owner, 'PUT', '/api/business-settings/messages', {
      reminderHours: 12,
      secondReminderHours: null,
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(
      'Reminder must be off (0), 2, 24 or 48 hours before',
    );
    const saved = await call(owner, 'PUT', '/api/business-settings/messages', {
      reminderHours: 24,
      secondReminderHours: 2,
    });
    expect(saved.status).toBe(200);
    // Another business keeps its own.
    const others = await call(other, 'GET', '/api/business-settings/messages');
    expect(messageSettingsSchema.parse(others.body).secondReminderHours).toBeNull();
  });
});

describe('a booking moved, reminded and cancelled through its link', () => {
  it('plans, moves, notifies, reminds and cancels', async () => {
    now = START;
    // Tuesday 24 November 12:00 Oslo (11:00Z): reminders Monday 12:00 and Tuesday 10:00.
    const booking = await book('2026-11-24', '12:00');
    let list = await messagesOf(booking.id);
    expect(list.reachable).toBe(true);
    expect(list.messages.map((m) => [m.kind, m.leadHours, m.dueAt, m.state])).toEqual([
      ['reminder', 24, '2026-11-23T11:00:00.000Z', 'scheduled'],
      ['reminder', 2, '2026-11-24T09:00:00.000Z', 'scheduled'],
    ]);
    // Another business cannot read them.
    expect((await call(other, 'GET', `/api/appointments/${booking.id}/messages`)).status).toBe(404);

    // Moved to Wednesday 12:00: the reminders follow, and a change notice is due now.
    const moved = await call(owner, 'PUT', `/api/appointments/${booking.id}`, {
      date: '2026-11-25',
      time: '12:00',
      serviceIds: [cut],
      version: booking.version,
      force: true,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    list = await messagesOf(booking.id);
    expect(list.messages.map((m) => [m.kind, m.dueAt, m.state])).toEqual([
      ['change', START.toISOString(), 'scheduled'],
      ['reminder', '2026-11-24T11:00:00.000Z', 'scheduled'],
      ['reminder', '2026-11-25T09:00:00.000Z', 'scheduled'],
    ]);
    const before = received();
    expect(await sendAt(START.toISOString())).toBe(1);
    expect(received()).toBe(before + 1);
    const notice = inbox.messages.at(-1) as ParsedMail;
    expect(notice.subject).toBe('Your booking at Ada Hair was changed: 2026-11-25 12:00 PM');
    expect(notice.text).toContain('Cut with Ada Lovelace, 2026-11-25 at 12:00 PM.');
    expect(notice.messageId).toMatch(/^<message-\d+@localhost>$/);
    const change = icsOf(notice);
    expect(change.method).toBe('PUBLISH');
    expect(change.event.UID).toBe(`appointment-${booking.id}@localhost`);
    expect(change.event.SEQUENCE).toBe('2');
    expect(change.event.DTSTART).toBe('20261125T110000Z');

    // Nothing more until Tuesday 12:00 Oslo; then the 24-hour reminder, after a gap (catch-up).
    expect(await sendAt('2026-11-24T10:59:00.000Z')).toBe(0);
    expect(await sendAt('2026-11-24T15:00:00.000Z')).toBe(1);
    const reminder = inbox.messages.at(-1) as ParsedMail;
    expect(reminder.subject).toBe('Reminder: your booking at Ada Hair, 2026-11-25 12:00 PM');
    expect(reminder.text).toContain('Questions? Call +47 912 34 567.');
    expect(icsOf(reminder).event.UID).toBe(`appointment-${booking.id}@localhost`);
    const link = /\/book\/([^/\s]+)\/cancel\/([\w-]+)/.exec(reminder.text ?? '');
    expect(link).not.toBeNull();

    // The reminder's cancel link cancels; the 2-hour reminder goes with the booking.
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/public/bookings/cancel',
      payload: { token: link?.[2] },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    list = await messagesOf(booking.id);
    // The server's own reasons come as codes too, which the app words in the owner's language.
    expect(list.messages.map((m) => [m.kind, m.state, m.noteCode])).toEqual([
      ['change', 'sent', null],
      ['reminder', 'sent', null],
      ['reminder', 'cancelled', 'booking_cancelled'],
    ]);
    expect(list.messages[2]?.note).toBe('The booking was cancelled');
    expect(await sendAt('2026-11-25T10:00:00.000Z')).toBe(0);
  });
});

describe('a client of a Norwegian business', () => {
  it('is reminded in Norwegian, with the date as Norwegian writes it and no bare "+47"', async () => {
    now = START;
    const norsk = await registerVerifyAndLogin(t.app, t.dataDir, {
      business_name: 'Hår hos Nora',
      language: 'nb',
      mobile: '',
    });
    const klipp = await insertService(t.app.db, norsk.id, {
      name: 'Dameklipp',
      priceCents: 65000,
      minutes: 60,
    });
    const { status, body } = await call(norsk, 'POST', '/api/appointments', {
      client: { firstName: 'Kari', lastName: 'Nordmann', email: 'kari.nb@example.com' },
      serviceIds: [klipp],
      date: '2026-11-26',
      time: '12:00',
      force: true,
    });
    expect(status, JSON.stringify(body)).toBe(201);
    // Thursday 26 November 12:00 Oslo: the 24-hour reminder is due Wednesday 11:00Z.
    expect(await sendAt('2026-11-25T11:00:00.000Z')).toBeGreaterThanOrEqual(1);
    const reminder = inbox.messages.find((mail) => mail.subject?.includes('Hår hos Nora'));
    // The time follows the business's clock (without a mobile number its locale is not +47's).
    expect(reminder?.subject).toMatch(
      /^Påminnelse: timen din hos Hår hos Nora, torsdag 26\. november 2026 kl\. 12:00/,
    );
    expect(reminder?.text).toContain('Vi minner om timen din hos Hår hos Nora:');
    expect(reminder?.text).toContain('Avbestill senest 2 timer før timen');
    expect(reminder?.text).not.toMatch(/Ring|Call|undefined|\{/);
  });
});

describe("the owner's cancellation", () => {
  it('tells the client with METHOD:CANCEL, and not when told not to', async () => {
    now = START;
    const told = await book('2026-11-26', '12:00');
    const silent = await book('2026-11-26', '14:00');
    const cancel = (id: number, body: object) =>
      call(owner, 'POST', `/api/appointments/${id}/cancel`, body);
    expect((await cancel(told.id, {})).status).toBe(200);
    expect((await cancel(silent.id, { notifyClient: false })).status).toBe(200);
    expect((await messagesOf(silent.id)).messages.map((m) => [m.kind, m.state])).toEqual([
      ['reminder', 'cancelled'],
      ['reminder', 'cancelled'],
    ]);
    const before = received();
    expect(await sendAt(START.toISOString())).toBe(1);
    expect(received()).toBe(before + 1);
    const mail = inbox.messages.at(-1) as ParsedMail;
    expect(mail.subject).toBe('Your booking at Ada Hair was cancelled: 2026-11-26 12:00 PM');
    const ics = icsOf(mail);
    expect(ics.method).toBe('CANCEL');
    expect(ics.event.STATUS).toBe('CANCELLED');
    expect(ics.event.SEQUENCE).toBe('2');
    expect(mail.text).not.toContain('/cancel/');
  });
});

describe('what is not sent', () => {
  it('drops the reminder of a booking that has started', async () => {
    now = START;
    const booking = await book('2026-11-27', '12:00');
    // The server was down from Thursday to Friday 12:30: the 24-hour reminder is dropped, and
    // the 2-hour one too.
    const before = received();
    await sendAt('2026-11-27T11:30:00.000Z');
    expect(received()).toBe(before);
    expect(
      (await messagesOf(booking.id)).messages.map((m) => [m.state, m.note, m.noteCode]),
    ).toEqual([
      ['cancelled', 'Not sent: the booking had started', 'started'],
      ['cancelled', 'Not sent: the booking had started', 'started'],
    ]);
  });

  it('plans nothing for a client without e-mail, and says so', async () => {
    now = START;
    const booking = await book('2026-11-27', '15:00', '');
    expect(await messagesOf(booking.id)).toEqual({ messages: [], reachable: false });
  });
});

describe('a mail server that refuses', () => {
  it('is tried again with backoff until the message is "failed"', async () => {
    now = START;
    const booking = await book('2026-12-01', '12:00');
    const moved = await call(owner, 'PUT', `/api/appointments/${booking.id}`, {
      date: '2026-12-01',
      time: '13:00',
      serviceIds: [cut],
      version: booking.version,
      force: true,
    });
    expect(moved.status).toBe(200);
    inbox.refuse = true;
    try {
      let at = START.getTime();
      for (let attempt = 1; attempt <= SENDER_SETTINGS.maxAttempts; attempt += 1) {
        expect(await sendAt(new Date(at).toISOString())).toBe(1);
        const change = (await messagesOf(booking.id)).messages.find((m) => m.kind === 'change');
        expect(change?.attempts).toBe(attempt);
        expect(change?.state).toBe(attempt < SENDER_SETTINGS.maxAttempts ? 'scheduled' : 'failed');
        expect(change?.note).toContain('Try again later');
        // The mail server's own words: no code, shown as they are.
        expect(change?.noteCode).toBeNull();
        // Not again before its backoff.
        if (attempt < SENDER_SETTINGS.maxAttempts) {
          expect(await sendAt(new Date(at + retryDelayMs(attempt) - 1000).toISOString())).toBe(0);
          at += retryDelayMs(attempt);
        }
      }
      expect(await sendAt(new Date(at + 86_400_000).toISOString())).toBe(0);
    } finally {
      inbox.refuse = false;
    }
  });
});
