// Every e-mail in both languages (docs/decisions.md, Languages): rendered with nothing left
// unfilled, and sent in the right one: the owner's mails in the owner's language, a client's in
// the language they booked in, an owner's booking's in the business's default.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../contract/i18n/language.js';
import type { MailMessage } from '../../server/plugins/mail.js';
import { registeredAgainMail } from '../../server/routes/auth/registered-again-mail.js';
import { passwordResetMail } from '../../server/routes/auth/password-reset-mail.js';
import { verificationMail } from '../../server/routes/auth/verification-mail.js';
import {
  bookingIcs,
  clientBookedMail,
  ownerBookedMail,
  type BookedMailDetails,
} from '../../server/routes/public/booking-mail.js';
import { readLatestMail, registerVerifyAndLogin, type Owner } from './helpers/accounts.js';
import { insertService } from './helpers/diary.js';
import { icsAttachment } from './helpers/mail-ics.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

function booked(language: Language): BookedMailDetails {
  return {
    appointmentId: 12345,
    slug: 'salon',
    businessName: 'Ådne Hår',
    businessPhone: '+47 912 34 567',
    publicUrl: 'http://localhost:3000',
    clientName: 'Kari Nordmann',
    clientEmail: 'kari@example.com',
    clientPhone: '+47 900 00 000',
    ownerEmail: 'owner@example.com',
    date: '2026-12-04',
    time: '14:00',
    currency: 'NOK',
    start: '2026-12-04T13:00:00.000Z',
    end: '2026-12-04T14:00:00.000Z',
    services: ['Klipp', 'Vask'],
    memberName: 'Anna',
    total: 650,
    cancelToken: 'token-abc',
    now: new Date('2026-11-23T10:00:00Z'),
    clientLanguage: language,
    ownerLanguage: language,
    customIntro: null,
    address: null,
    clientNote: '',
  };
}

/** Every mail the server writes, in `language`. */
function everyMail(language: Language): Record<string, MailMessage> {
  const owner = { to: 'owner@example.com', publicUrl: 'http://localhost:3000', language };
  return {
    verification: verificationMail({
      ...owner,
      firstName: 'Ada',
      businessName: 'Ada Hår',
      userId: 7,
      token: 'tok',
    }),
    registeredAgainVerified: registeredAgainMail(owner),
    registeredAgainWaiting: registeredAgainMail({ ...owner, verifyLink: 'http://x/verify' }),
    passwordReset: passwordResetMail({ ...owner, firstName: 'Ada', token: 'tok' }),
    clientBooked: clientBookedMail(booked(language)),
    ownerBooked: ownerBookedMail(booked(language)),
  };
}

/** The words that tell the two apart: each mail says at least one of its language's. */
const MARKERS: Record<Language, RegExp> = {
  en: /\b(Hello|booking|link|New online booking)\b/,
  nb: /\b(Hei|Timen|lenken|nettbestilling)\b/,
};

describe('every mail in both languages', () => {
  for (const language of LANGUAGES) {
    it(`renders ${language} with every placeholder filled`, () => {
      const mails = everyMail(language);
      for (const [name, mail] of Object.entries(mails)) {
        const all = [
          mail.subject,
          mail.text,
          mail.html,
          ...(mail.attachments ?? []).map((a) => a.content),
        ];
        for (const part of all) {
          expect(part, `${name} in ${language}`).not.toMatch(/[{}]/);
          expect(part, `${name} in ${language}`).not.toMatch(/undefined|NaN|\bnull\b/);
        }
        expect(mail.text, `${name} in ${language}`).toMatch(MARKERS[language]);
        const other = language === 'en' ? 'nb' : 'en';
        expect(mail.subject, `${name}'s subject in ${language}`).not.toBe(
          everyMail(other)[name]?.subject,
        );
      }
    });

    it(`writes the .ics texts in ${language}, and an independent parser reads them`, () => {
      const event = new ICAL.Event(
        new ICAL.Component(
          ICAL.parse(bookingIcs(booked(language), 'localhost')),
        ).getFirstSubcomponent('vevent')!,
      );
      expect(event.summary).toBe(
        language === 'nb'
          ? 'Klipp, Vask med Anna hos Ådne Hår'
          : 'Klipp, Vask with Anna at Ådne Hår',
      );
      expect(event.description).toContain(
        language === 'nb'
          ? 'Avbestille: http://localhost:3000/book/salon/cancel/token-abc'
          : 'To cancel:',
      );
    });
  }

  it('writes a Norwegian date, time and total the way Norwegian does', () => {
    const client = clientBookedMail(booked('nb'));
    expect(client.text).toContain('Klipp, Vask med Anna, fredag 4. desember 2026 kl. 14:00.');
    const owner = ownerBookedMail(booked('nb'));
    // Intl writes a no-break space between amount and "kr".
    expect(owner.text.replace(/\u00a0/g, ' ')).toContain('totalt 650,00 kr.');
    expect(owner.text).toContain('Ny nettbestilling BID12345:');
  });
});

describe('who gets which language', () => {
  let t: TestApp;
  let owner: Owner;
  let slug: string;
  let cut: number;

  beforeAll(async () => {
    t = await createTestApp({ clock: () => new Date('2026-11-23T10:00:00Z') });
    owner = await registerVerifyAndLogin(t.app, t.dataDir, { language: 'nb' });
    const row = await t.app.db
      .selectFrom('users')
      .select('slug')
      .where('id', '=', owner.id)
      .executeTakeFirstOrThrow();
    slug = row.slug ?? '';
    cut = await insertService(t.app.db, owner.id, {
      name: 'Klipp',
      priceCents: 65000,
      minutes: 60,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("registers in the browser's language, shows it and changes it", async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/auth', headers: owner.auth });
    expect(me.json()).toMatchObject({ language: 'nb', bookingLanguage: 'nb' });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/language',
      headers: owner.auth,
      payload: { language: 'de' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: { code: string }[] }>().errors[0]?.code).toBeTruthy();
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/language',
      headers: owner.auth,
      payload: { language: 'en' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ language: 'en', bookingLanguage: 'nb' });
    // The reset mail follows the owner's language from now on.
    await t.app.inject({
      method: 'POST',
      url: '/api/users/password_reset',
      payload: { email: owner.email },
    });
    await expect
      .poll(() => readLatestMail(t.dataDir, owner.email))
      .toContain('Subject: Choose a new password');
    await t.app.inject({
      method: 'PUT',
      url: '/api/auth/language',
      headers: owner.auth,
      payload: { language: 'nb' },
    });
  });

  it("mails a client in the language they booked in, the owner in the owner's", async () => {
    const profile = await t.app.inject({ method: 'GET', url: `/api/public/${slug}` });
    expect(profile.json()).toMatchObject({ language: 'nb' });
    const book = async (email: string, language?: Language) =>
      t.app.inject({
        method: 'POST',
        url: `/api/public/${slug}/bookings`,
        payload: {
          firstName: 'Kari',
          lastName: 'Nordmann',
          phone: '+47 900 00 001',
          email,
          services: [cut],
          date: '2026-11-25',
          time: language === 'en' ? '12:00' : '14:00',
          ...(language ? { language } : {}),
        },
      });
    expect((await book('en-client@example.com', 'en')).statusCode).toBe(201);
    const english = await readLatestMail(t.dataDir, 'en-client@example.com');
    expect(english).toContain('Your booking at');
    expect(Buffer.from(icsAttachment(english)).toString()).toContain('SUMMARY:Klipp with');
    // No language sent (a page from before): the business's default.
    expect((await book('nb-client@example.com')).statusCode).toBe(201);
    const norwegian = (await readLatestMail(t.dataDir, 'nb-client@example.com')).replace(
      /=\r?\n/g,
      '',
    );
    expect(icsAttachment(norwegian)).toContain('SUMMARY:Klipp med');
    const stored = await t.app.db
      .selectFrom('appointments')
      .select(['language'])
      .where('business_id', '=', owner.id)
      .orderBy('id')
      .execute();
    expect(stored.map((row) => row.language)).toEqual(['en', 'nb']);
    const notice = await readLatestMail(t.dataDir, owner.email);
    expect(notice).toContain('Subject: Ny nettbestilling');
  });
});
