// The mails of an online booking: the client's confirmation, with the booking as an .ics calendar
// event (an attachment of the MailMessage, server/plugins/mail.ts) and the cancel link, and the
// owner's notice. The client's are in the language they booked in, the owner's in the owner's
// (docs/decisions.md, Languages); the event's text rules are server/messages/booking-ics.ts's.
import { portalCancelPath } from '@contract/api-paths.js';
import { moneyFormat } from '@contract/price-display.js';
import { LANGUAGE_LOCALES, type Language } from '@contract/i18n/language.js';
import { addressLine, type BusinessAddress } from '@contract/business-address.js';
import { escapeHtml } from '../../web/escape-html.js';
import type { MailMessage } from '../../plugins/mail.js';
import { bookingEventIcs } from '../../messages/booking-ics.js';
import { mailDate } from '../../mail/mail-date.js';
import { mailText } from '../../mail/mail-translator.js';
import { introText } from '../../messages/message-intros.js';

export interface BookedMailDetails {
  appointmentId: number;
  slug: string;
  businessName: string;
  businessPhone: string;
  publicUrl: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  ownerEmail: string;
  date: string;
  /** As the business reads time: "14:00" or "02:00 PM" (docs/decisions.md, Locale). */
  time: string;
  /** The business's ISO 4217 currency, for the total. */
  currency: string;
  start: string;
  end: string;
  services: string[];
  /** The team member who performs it (docs/decisions.md, Team). */
  memberName: string;
  total: number;
  cancelToken: string;
  now: Date;
  /** The language the client booked in, and the owner's. */
  clientLanguage: Language;
  ownerLanguage: Language;
  /** The business's own confirmation intro in the client's language, or null (message-intros.ts). */
  customIntro: string | null;
  /** Where the booking is, null when the business gave no address. */
  address: BusinessAddress | null;
  /** The client's own note from the booking page, '' for none: the owner's mail shows it. */
  clientNote: string;
}

/** Money as the language writes it ("650 kr" in Norwegian); English as its mails always did. */
function mailMoney(currency: string, language: Language): Intl.NumberFormat {
  return moneyFormat(currency, language === 'en' ? undefined : LANGUAGE_LOCALES[language]);
}

export function bookingIcs(details: BookedMailDetails, host: string): string {
  const cancel = `${details.publicUrl}${portalCancelPath(details.slug, details.cancelToken)}`;
  const t = mailText(details.clientLanguage);
  return bookingEventIcs({
    appointmentId: details.appointmentId,
    host,
    start: details.start,
    end: details.end,
    summary: t('mail.ics.summary', {
      services: details.services.join(', '),
      member: details.memberName,
      businessName: details.businessName,
    }),
    location: details.address
      ? `${details.businessName}, ${addressLine(details.address)}`
      : details.businessName,
    description: t('mail.ics.description', { member: details.memberName, link: cancel }),
    now: details.now,
    sequence: 0,
    method: 'PUBLISH',
  });
}

export function clientBookedMail(details: BookedMailDetails): MailMessage {
  const cancel = `${details.publicUrl}${portalCancelPath(details.slug, details.cancelToken)}`;
  const host = new URL(details.publicUrl).hostname;
  const t = mailText(details.clientLanguage);
  const date = mailDate(details.date, details.clientLanguage);
  const greeting = t('mail.greeting', { name: details.clientName });
  // The opening paragraph may be the business's own (docs/decisions.md, Message texts).
  const confirmed = introText('confirmation', details.clientLanguage, details.customIntro, {
    client: details.clientName,
    business: details.businessName,
    date,
    time: details.time,
    services: details.services.join(', '),
    member: details.memberName,
  });
  const what = t('mail.booked.what', {
    services: details.services.join(', '),
    member: details.memberName,
    date,
    time: details.time,
  });
  const cancelIntro = t('mail.booked.cancelIntro');
  const questions = t('mail.booked.questions', { phone: details.businessPhone });
  // Where to come, when the business gave its address (docs/decisions.md, Address and booking page).
  const where = details.address
    ? [t('mail.booked.address', { address: addressLine(details.address) })]
    : [];
  const text = [
    greeting,
    '',
    confirmed,
    what,
    ...where,
    '',
    cancelIntro,
    cancel,
    '',
    questions,
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(confirmed)}<br>
${[what, ...where].map(escapeHtml).join('<br>\n')}</p>
<p>${escapeHtml(cancelIntro)} <a href="${cancel}">${cancel}</a></p>
<p>${escapeHtml(questions)}</p>`;
  return {
    to: details.clientEmail,
    subject: t('mail.booked.subject', {
      businessName: details.businessName,
      date,
      time: details.time,
    }),
    text,
    html,
    attachments: [
      {
        filename: 'booking.ics',
        content: bookingIcs(details, host),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  };
}

export function ownerBookedMail(details: BookedMailDetails): MailMessage {
  const t = mailText(details.ownerLanguage);
  const date = mailDate(details.date, details.ownerLanguage);
  const total = mailMoney(details.currency, details.ownerLanguage).format(details.total);
  const lines = [
    // The id is a number the owner searches for, not a count: written without grouping.
    t('mail.owner.heading', { id: String(details.appointmentId) }),
    [details.clientName, details.clientPhone, details.clientEmail].filter(Boolean).join(', '),
    t('mail.owner.what', {
      services: details.services.join(', '),
      date,
      time: details.time,
      total,
    }),
    t('mail.owner.with', { member: details.memberName }),
    ...(details.clientNote ? [t('mail.owner.note', { note: details.clientNote })] : []),
  ];
  return {
    to: details.ownerEmail,
    subject: t('mail.owner.subject', { date, time: details.time }),
    text: lines.join('\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  };
}
