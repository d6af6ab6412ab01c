// The business's own opening paragraphs of its client e-mails (docs/decisions.md, Message
// texts): saved per kind and language, refused with a bad placeholder, used in a reminder sent to
// a real SMTP server (helpers/smtp-inbox.ts) and in the online booking's confirmation, reset by an
// empty text, and none of it seen by another business.
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentDetailSchema } from '../../contract/appointments.js';
import { messageTextSavedSchema, messageTextsSchema } from '../../contract/messages.js';
import { sendDueMessages } from '../../server/messages/message-sender.js';
import { smtpMailer } from '../../server/plugins/mail.js';
import { readLatestMail, registerVerifyAndLogin, type Owner } from './helpers/accounts.js';
import { ownerCallOn } from './helpers/owner-call.js';
import { insertService } from './helpers/diary.js';
import { startInbox, type Inbox } from './helpers/smtp-inbox.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const URL_ = '/api/business-settings/message-texts';
// Monday 23 November 2026, 11:00 in Oslo.
const START = new Date('2026-11-23T10:00:00Z');
let now = START;
let t: TestApp;
let inbox: Inbox;
let owner: Owner;
let other: Owner;
let cut: number;

const call = ownerCallOn(() => t.app);

const sender = () => ({
  db: t.app.db,
  kind: t.app.dbKind,
  mailer: smtpMailer(inbox.url, 'Salon <no-reply@localhost>'),
  publicUrl: t.app.config.publicUrl,
  log: { error: () => {}, info: () => {} },
});

const introOf = async (who: Owner, kind: string, language: string) => {
  const { status, body } = await call(who, 'GET', URL_);
  expect(status).toBe(200);
  return messageTextsSchema
    .parse(body)
    .texts.find((x) => x.kind === kind && x.language === language);
};

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

describe('message texts', () => {
  it('lists the defaults, with no text of its own', async () => {
    const reminder = await introOf(owner, 'reminder', 'en');
    expect(reminder).toEqual({
      kind: 'reminder',
      language: 'en',
      intro: null,
      defaultIntro: 'This is a reminder of your booking at {business}:',
    });
    const { body } = await call(owner, 'GET', URL_);
    expect(messageTextsSchema.parse(body).texts).toHaveLength(8);
  });

  it('refuses an unknown placeholder, an open brace and a long text', async () => {
    for (const [intro, msg] of [
      ['Hi {foo}', /Unknown placeholder \{foo\}/],
      ['Hi {client', /brace is not closed/],
      ['Hi client}', /brace is not closed/],
      ['x'.repeat(1001), /at most 1000 characters/],
    ] as const) {
      const { status, body } = await call(owner, 'PUT', URL_, {
        kind: 'reminder',
        language: 'en',
        intro,
      });
      expect(status, intro).toBe(400);
      const errors = body.errors as { msg: string; code: string; param?: string }[];
      expect(errors[0]?.msg).toMatch(msg);
      expect(errors[0]?.code).toBeTruthy();
      expect(errors[0]?.param).toBe('intro');
    }
    expect((await introOf(owner, 'reminder', 'en'))?.intro).toBeNull();
  });

  it('sends the custom reminder intro, filled and escaped, then the default after a reset', async () => {
    const saved = await call(owner, 'PUT', URL_, {
      kind: 'reminder',
      language: 'en',
      intro: 'Dear {client}, <b>{business}</b> expects you on {date} at {time} for {services}.',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(messageTextSavedSchema.parse(saved.body).msg).toBe('Message text saved');
    // Another business keeps the default.
    expect((await introOf(other, 'reminder', 'en'))?.intro).toBeNull();

    const book = async (date: string) => {
      const { status, body } = await call(owner, 'POST', '/api/appointments', {
        client: { firstName: 'Kari', lastName: 'Nordmann', email: 'kari@example.com' },
        serviceIds: [cut],
        date,
        time: '12:00',
        force: true,
      });
      expect(status, JSON.stringify(body)).toBe(201);
      return appointmentDetailSchema.parse(body);
    };
    await book('2026-11-24');
    now = new Date('2026-11-23T11:00:00.000Z');
    expect(await sendDueMessages(sender(), now)).toBe(1);
    const reminder = inbox.messages.at(-1) as ParsedMail;
    expect(reminder.text).toContain(
      'Dear Kari Nordmann, <b>Ada Hair</b> expects you on 2026-11-24 at 12:00 PM for Cut.',
    );
    // The facts line and the cancel link stay generated.
    expect(reminder.text).toContain('Cut with Ada Lovelace, 2026-11-24 at 12:00 PM.');
    expect(reminder.text).toMatch(/\/book\/[^/\s]+\/cancel\/[\w-]+/);
    expect(reminder.html).toContain('&#60;b&#62;Ada Hair&#60;/b&#62;');
    expect(reminder.html).not.toContain('<b>Ada Hair</b>');

    const reset = await call(owner, 'PUT', URL_, { kind: 'reminder', language: 'en', intro: '  ' });
    expect(reset.status).toBe(200);
    expect((await introOf(owner, 'reminder', 'en'))?.intro).toBeNull();
    now = START;
    await book('2026-11-26');
    now = new Date('2026-11-25T11:00:00.000Z');
    expect(await sendDueMessages(sender(), now)).toBeGreaterThanOrEqual(1);
    const second = inbox.messages.at(-1) as ParsedMail;
    expect(second.text).toContain('This is a reminder of your booking at Ada Hair:');
    expect(second.text).not.toContain('Dear Kari');
  });

  it('uses the custom confirmation intro in an online booking', async () => {
    now = START;
    const saved = await call(owner, 'PUT', URL_, {
      kind: 'confirmation',
      language: 'en',
      intro: 'Thank you, {client}! See you at {business}.',
    });
    expect(saved.status).toBe(200);
    const row = await t.app.db
      .selectFrom('users')
      .select('slug')
      .where('id', '=', owner.id)
      .executeTakeFirstOrThrow();
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/public/${row.slug ?? ''}/bookings`,
      payload: {
        firstName: 'Ola',
        lastName: 'Nordmann',
        phone: '+47 900 00 001',
        email: 'ola@example.com',
        services: [cut],
        date: '2026-11-27',
        time: '14:00',
        language: 'en',
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const mail = (await readLatestMail(t.dataDir, 'ola@example.com')).replace(/=\r?\n/g, '');
    expect(mail).toContain('Thank you, Ola Nordmann! See you at Ada Hair.');
    expect(mail).not.toContain('is confirmed');
    expect(mail).toMatch(/\/book\/[^/\s]+\/cancel\//);
  });
});
