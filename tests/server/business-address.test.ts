// The business's address and its booking page (docs/decisions.md, Address and booking page): the
// address on Business information (a Norwegian postal code is 4 digits), the public page's
// address, week's hours, service descriptions and contact rule, the rule enforced on booking, the
// client's note stored and limited, and the address in the confirmation and the reminder.
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentDetailSchema } from '../../contract/appointments.js';
import { currentUserSchema } from '../../contract/auth.js';
import { portalProfileSchema } from '../../contract/portal.js';
import { sendDueMessages } from '../../server/messages/message-sender.js';
import { smtpMailer } from '../../server/plugins/mail.js';
import { readLatestMail, registerVerifyAndLogin, type Owner } from './helpers/accounts.js';
import { insertService } from './helpers/diary.js';
import { multipart } from './helpers/logo-fixtures.js';
import { startInbox, type Inbox } from './helpers/smtp-inbox.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Monday 23 November 2026, 11:00 in Oslo. Default hours: Monday to Friday 10:00-19:00.
const START = new Date('2026-11-23T10:00:00Z');
let now = START;
let t: TestApp;
let inbox: Inbox;
let owner: Owner;
let other: Owner;
let ukOwner: Owner;
let slug: string;
let cut: number;

async function updateInfo(who: Owner, fields: Record<string, string>) {
  const body = await multipart(fields);
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/business_settings/info_update/${who.id}`,
    payload: body.payload,
    headers: { ...who.auth, 'content-type': body.contentType },
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

const errorsOf = (body: Record<string, unknown>) =>
  body.errors as { msg: string; code: string; param?: string }[];

async function profile() {
  const response = await t.app.inject({ method: 'GET', url: `/api/public/${slug}` });
  expect(response.statusCode).toBe(200);
  return portalProfileSchema.parse(response.json());
}

let people = 0;
async function book(fields: Record<string, unknown>, time = '12:00') {
  people += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/public/${slug}/bookings`,
    payload: {
      services: [cut],
      date: '2026-11-25',
      time,
      firstName: 'Kari',
      lastName: `Nordmann${people}`,
      ...fields,
    },
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

async function lastOnlineBooking() {
  const row = await t.app.db
    .selectFrom('appointments')
    .select(['id', 'client_note'])
    .where('business_id', '=', owner.id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row;
}

beforeAll(async () => {
  inbox = await startInbox();
  t = await createTestApp({ clock: () => now, messagePollMs: 0 });
  owner = await registerVerifyAndLogin(t.app, t.dataDir, { business_name: 'Ada Hair' });
  other = await registerVerifyAndLogin(t.app, t.dataDir);
  ukOwner = await registerVerifyAndLogin(t.app, t.dataDir, {
    country: '+44',
    mobile: '7700 900123',
  });
  const row = await t.app.db
    .selectFrom('users')
    .select('slug')
    .where('id', '=', owner.id)
    .executeTakeFirstOrThrow();
  slug = row.slug ?? '';
  cut = await insertService(t.app.db, owner.id, { name: 'Cut', priceCents: 45000, minutes: 60 });
});

afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

describe('the address on Business information', () => {
  it('saves street, postal code and city and answers them in the profile', async () => {
    const { status, body } = await updateInfo(owner, {
      street_address: 'Storgata 1',
      postal_code: '0155',
      city: 'Oslo',
      booking_contact: 'phone',
    });
    expect(status, JSON.stringify(body)).toBe(200);
    const user = currentUserSchema.parse(body.user);
    expect(user.address).toEqual({ street: 'Storgata 1', postalCode: '0155', city: 'Oslo' });
    expect(user.bookingContact).toBe('phone');
    // Another business is untouched.
    const theirs = await t.app.db
      .selectFrom('users')
      .select(['street_address', 'booking_contact'])
      .where('id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect(theirs).toEqual({ street_address: '', booking_contact: 'both' });
  });

  it('refuses a Norwegian postal code that is not 4 digits, on the field', async () => {
    for (const code of ['155', '01555', 'N-0155', 'abcd']) {
      const { status, body } = await updateInfo(owner, { postal_code: code });
      expect(status, code).toBe(400);
      expect(errorsOf(body)[0]).toEqual({
        msg: 'A Norwegian postal code is 4 digits',
        code: 'postal_code_invalid',
        param: 'postal_code',
      });
    }
  });

  it('takes a UK postcode from a UK business, lightly checked', async () => {
    const ok = await updateInfo(ukOwner, { postal_code: 'SW1A 1AA', city: 'London' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const bad = await updateInfo(ukOwner, { postal_code: 'SW1A;1AA' });
    expect(bad.status).toBe(400);
    expect(errorsOf(bad.body)[0]?.param).toBe('postal_code');
  });

  it('refuses a line break, an overlong street and an unknown contact rule', async () => {
    const broken = await updateInfo(owner, { street_address: 'Storgata 1\nX-Header: 1' });
    expect(broken.status).toBe(400);
    expect(errorsOf(broken.body)[0]?.param).toBe('street_address');
    const long = await updateInfo(owner, { city: 'x'.repeat(101) });
    expect(long.status).toBe(400);
    expect(errorsOf(long.body)[0]?.msg).toBe('City must be at most 100 characters');
    const rule = await updateInfo(owner, { booking_contact: 'fax' });
    expect(rule.status).toBe(400);
    expect(errorsOf(rule.body)[0]?.param).toBe('booking_contact');
  });
});

describe('the public booking page', () => {
  it('answers the address, the week with its breaks, descriptions and the contact rule', async () => {
    await t.app.db
      .updateTable('services')
      .set({ description: 'Wash, cut and finish.' })
      .where('id', '=', cut)
      .execute();
    await t.app.db
      .insertInto('business_breaks')
      .values({ business_id: owner.id, day_of_week: 3, start_time: '12:00', end_time: '12:30' })
      .execute();
    const page = await profile();
    expect(page.address).toEqual({ street: 'Storgata 1', postalCode: '0155', city: 'Oslo' });
    expect(page.contactRule).toBe('phone');
    expect(page.categories[0]?.services[0]?.description).toBe('Wash, cut and finish.');
    expect(page.weekHours.map((day) => day.dayOfWeek)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(page.weekHours[2]).toEqual({
      dayOfWeek: 3,
      open: true,
      openingTime: '10:00',
      closingTime: '19:00',
      secondOpeningTime: null,
      secondClosingTime: null,
      breaks: [{ start: '12:00', end: '12:30' }],
    });
    expect(page.weekHours[6]).toEqual({
      dayOfWeek: 7,
      open: false,
      openingTime: null,
      closingTime: null,
      secondOpeningTime: null,
      secondClosingTime: null,
      breaks: [],
    });
  });

  it('answers no address when the business has none', async () => {
    await updateInfo(owner, { street_address: '', postal_code: '', city: '' });
    expect((await profile()).address).toBeNull();
    await updateInfo(owner, { street_address: 'Storgata 1', postal_code: '0155', city: 'Oslo' });
  });
});

describe('the contact rule on booking', () => {
  const rules = [
    ['phone', { email: 'kari@example.com' }, 'phone_required', 'Phone is required'],
    ['email', { phone: '+47 900 00 001' }, 'email_required', 'E-mail is required'],
    ['both', { phone: '+47 900 00 001' }, 'email_required', 'E-mail is required'],
    ['either', {}, 'contact_required', 'Give a phone number or an e-mail address'],
  ] as const;
  for (const [rule, contact, code, msg] of rules) {
    it(`refuses a booking without what "${rule}" asks, with code ${code}`, async () => {
      expect((await updateInfo(owner, { booking_contact: rule })).status).toBe(200);
      const { status, body } = await book(contact);
      expect(status).toBe(400);
      expect(errorsOf(body)).toEqual([
        { msg, code, param: code === 'email_required' ? 'email' : 'phone' },
      ]);
    });
  }

  it('books with a phone only under "phone" and under "either"', async () => {
    await updateInfo(owner, { booking_contact: 'phone' });
    const phoneOnly = await book({ phone: '+47 900 00 002' }, '13:00');
    expect(phoneOnly.status, JSON.stringify(phoneOnly.body)).toBe(201);
    await updateInfo(owner, { booking_contact: 'either' });
    const emailOnly = await book({ email: 'only@example.com' }, '14:00');
    expect(emailOnly.status, JSON.stringify(emailOnly.body)).toBe(201);
  });
});

describe("the client's note", () => {
  it('is stored on the booking and shown to the owner in its details', async () => {
    const note = 'Allergic to ammonia.\nPlease use the side door.';
    const { status, body } = await book(
      { phone: '+47 900 00 003', email: 'note@example.com', note },
      '15:00',
    );
    expect(status, JSON.stringify(body)).toBe(201);
    const { id, client_note } = await lastOnlineBooking();
    expect(client_note).toBe(note);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/appointments/${id}`,
      headers: owner.auth,
    });
    expect(appointmentDetailSchema.parse(detail.json()).clientNote).toBe(note);
    // Another business cannot read it.
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/appointments/${id}`,
      headers: other.auth,
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('refuses a note over 500 characters and one with control characters', async () => {
    const before = await lastOnlineBooking();
    const long = await book({ phone: '+47 900 00 004', note: 'x'.repeat(501) }, '16:00');
    expect(long.status).toBe(400);
    expect(errorsOf(long.body)[0]).toMatchObject({
      msg: 'The note must be at most 500 characters',
      param: 'note',
    });
    const control = await book({ phone: '+47 900 00 004', note: 'a\u202Eb' }, '16:00');
    expect(control.status).toBe(400);
    expect((await lastOnlineBooking()).id).toBe(before.id);
  });
});

// The confirmation leaves by the server's own transport (written to DATA_DIR/mail in tests, as
// registration's), read back by mailparser; the reminder goes through a real SMTP inbox.
describe('the address in mails', () => {
  it('is in the confirmation, its calendar event and the reminder', async () => {
    const { status } = await book(
      { phone: '+47 900 00 005', email: 'mailed@example.com', language: 'nb' },
      '17:00',
    );
    expect(status).toBe(201);
    const confirmation = await simpleParser(await readLatestMail(t.dataDir, 'mailed@example.com'));
    expect(confirmation.text).toContain('Adresse: Storgata 1, 0155 Oslo');
    expect(confirmation.html).toContain('Adresse: Storgata 1, 0155 Oslo');
    const ics = confirmation.attachments.find((file) => file.filename === 'booking.ics');
    expect(ics?.content.toString('utf8')).toContain('LOCATION:Ada Hair\\, Storgata 1\\, 0155 Oslo');

    // The 24-hour reminder, Tuesday 17:00.
    now = new Date('2026-11-24T16:00:00.000Z');
    const sender = {
      db: t.app.db,
      kind: t.app.dbKind,
      mailer: smtpMailer(inbox.url, 'Salon <no-reply@localhost>'),
      publicUrl: t.app.config.publicUrl,
      log: { error: () => {}, info: () => {} },
    };
    await sendDueMessages(sender, now);
    const reminder = inbox.messages.find(
      (mail) =>
        JSON.stringify(mail.to).includes('mailed@') && /Påminnelse/.test(mail.subject ?? ''),
    );
    expect(reminder?.text).toContain('Adresse: Storgata 1, 0155 Oslo');
  });

  it('leaves the address line out when the business has none', async () => {
    now = START;
    await updateInfo(owner, { street_address: '', postal_code: '', city: '' });
    const { status } = await book({ phone: '+47 900 00 006', email: 'bare@example.com' }, '18:00');
    expect(status).toBe(201);
    const mail = await simpleParser(await readLatestMail(t.dataDir, 'bare@example.com'));
    expect(mail.text).toContain('Cut with');
    expect(mail.text).not.toContain('Address');
  });
});
