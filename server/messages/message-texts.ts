// Every text of the messages to clients, English and Norwegian side by side (docs/decisions.md,
// Messages to clients; the words are docs/glossary.md's). Each takes the facts and gives the
// subject and the lines of the mail; the composer (compose-message.ts) turns lines into text and
// HTML. A client is written to in the language they booked in.
import type { Language } from '../../contract/i18n/language.js';
import { MESSAGE_NOTE_CODES, type MessageNoteCode } from '../../contract/messages.js';

export interface MessageFacts {
  clientName: string;
  businessName: string;
  /** The business's phone as it is shown: "+47 93456789"; empty when it gave none. */
  businessPhone: string;
  /**
   * Date and time on the business's clock: "2026-11-24" (in Norwegian "tirsdag 24. november
   * 2026"), "14:00" or "02:00 PM".
   */
  date: string;
  time: string;
  services: string[];
  /** Null for "Anyone available". */
  memberName: string | null;
  /** The cancel link, or null when the booking page has no address. */
  cancelUrl: string | null;
  /** "24 hours", "30 minutes": the booking page's notice for cancelling online. */
  notice: string;
  /**
   * The opening paragraph, filled: the business's own or the default (message-intros.ts;
   * docs/decisions.md, Message texts). Absent: the default below.
   */
  intro?: string;
  /** The business's address on one line, '' when it gave none (docs/decisions.md, Address and booking page). */
  address: string;
}

export interface MessageText {
  subject: string;
  lines: string[];
}

const what = (facts: MessageFacts) =>
  facts.memberName
    ? `${facts.services.join(', ')} with ${facts.memberName}`
    : facts.services.join(', ');

const cancelLines = (facts: MessageFacts) =>
  facts.cancelUrl
    ? [
        '',
        `Cannot come? Cancel up to ${facts.notice} before the start with this link:`,
        facts.cancelUrl,
      ]
    : [];

/** Where to come, when the business gave its address. */
const addressLines = (facts: MessageFacts, label: string) =>
  facts.address ? [`${label}: ${facts.address}`] : [];

/** No "call +47" when the business gave no number to call. */
const callLines = (facts: MessageFacts, line: (phone: string) => string) =>
  facts.businessPhone ? ['', line(facts.businessPhone)] : [];
const callLine = (facts: MessageFacts) => callLines(facts, (phone) => `Questions? Call ${phone}.`);

export const messageTextsEn = {
  reminder: (facts: MessageFacts): MessageText => ({
    subject: `Reminder: your booking at ${facts.businessName}, ${facts.date} ${facts.time}`,
    lines: [
      `Hello ${facts.clientName},`,
      '',
      facts.intro ?? `This is a reminder of your booking at ${facts.businessName}:`,
      `${what(facts)}, ${facts.date} at ${facts.time}.`,
      ...addressLines(facts, 'Address'),
      ...cancelLines(facts),
      ...callLine(facts),
    ],
  }),
  change: (facts: MessageFacts): MessageText => ({
    subject: `Your booking at ${facts.businessName} was changed: ${facts.date} ${facts.time}`,
    lines: [
      `Hello ${facts.clientName},`,
      '',
      facts.intro ?? `${facts.businessName} changed your booking. It is now:`,
      `${what(facts)}, ${facts.date} at ${facts.time}.`,
      ...addressLines(facts, 'Address'),
      'The calendar event attached replaces the one you saved.',
      ...cancelLines(facts),
      ...callLine(facts),
    ],
  }),
  cancellation: (facts: MessageFacts): MessageText => ({
    subject: `Your booking at ${facts.businessName} was cancelled: ${facts.date} ${facts.time}`,
    lines: [
      `Hello ${facts.clientName},`,
      '',
      facts.intro ?? `${facts.businessName} cancelled your booking:`,
      `${what(facts)}, ${facts.date} at ${facts.time}.`,
      'The calendar event attached removes it from your calendar.',
      ...callLine(facts),
    ],
  }),
  /** Calendar event texts. */
  eventSummary: (facts: MessageFacts) => `${what(facts)} at ${facts.businessName}`,
  eventDescription: (facts: MessageFacts) =>
    [
      facts.memberName ? `With ${facts.memberName}.` : '',
      facts.cancelUrl ? `To cancel: ${facts.cancelUrl}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
  /**
   * The SMS of each kind: one line, within two GSM-7 segments (306 characters) for a usual
   * business name, so no emoji or curly quotes (docs/decisions.md, Messages to clients).
   */
  sms: {
    reminder: (facts: MessageFacts) =>
      `${facts.businessName}: reminder of your booking ${facts.date} at ${facts.time}.` +
      (facts.cancelUrl ? ` Cancel: ${facts.cancelUrl}` : ''),
    change: (facts: MessageFacts) =>
      `${facts.businessName} changed your booking to ${facts.date} at ${facts.time}.` +
      (facts.cancelUrl ? ` Cancel: ${facts.cancelUrl}` : ''),
    cancellation: (facts: MessageFacts) =>
      `${facts.businessName} cancelled your booking ${facts.date} at ${facts.time}.`,
  },
  /** Notes on a message row, shown to the owner. */
} as const;

/**
 * The owner's notes on a message, stored in English as the API answers them; the app words them
 * by their code (`noteCodeOf`) in the owner's language.
 */
export const MESSAGE_NOTES = {
  started: 'Not sent: the booking had started',
  not_booked: 'Not sent: the booking is no longer booked',
  no_email: 'Not sent: the client has no e-mail address',
  no_phone: 'Not sent: the client has no mobile number for SMS',
  gone: 'Not sent: the booking no longer exists',
  booking_cancelled: 'The booking was cancelled',
  replaced: 'Replaced by a newer notice',
  sms_off: 'SMS is off on this server',
} as const satisfies Record<MessageNoteCode, string>;

const NOTE_CODES = new Map<string, MessageNoteCode>(
  MESSAGE_NOTE_CODES.map((code) => [MESSAGE_NOTES[code], code]),
);

/** The code of a stored note, or null for none or another server's words (a refusing mail server). */
export function noteCodeOf(note: string | null): MessageNoteCode | null {
  return note === null ? null : (NOTE_CODES.get(note) ?? null);
}

type MessageTexts = typeof messageTextsEn;

const whatNb = (facts: MessageFacts) =>
  facts.memberName
    ? `${facts.services.join(', ')} hos ${facts.memberName}`
    : facts.services.join(', ');

const cancelLinesNb = (facts: MessageFacts) =>
  facts.cancelUrl
    ? [
        '',
        `Kan du ikke komme? Avbestill senest ${facts.notice} før timen med denne lenken:`,
        facts.cancelUrl,
      ]
    : [];

const callLineNb = (facts: MessageFacts) => callLines(facts, (phone) => `Spørsmål? Ring ${phone}.`);

/** Norwegian Bokmål, as a salon writes to its clients: a booking is "timen din". */
export const messageTextsNb: MessageTexts = {
  reminder: (facts) => ({
    subject: `Påminnelse: timen din hos ${facts.businessName}, ${facts.date} kl. ${facts.time}`,
    lines: [
      `Hei ${facts.clientName},`,
      '',
      facts.intro ?? `Vi minner om timen din hos ${facts.businessName}:`,
      `${whatNb(facts)}, ${facts.date} kl. ${facts.time}.`,
      ...addressLines(facts, 'Adresse'),
      ...cancelLinesNb(facts),
      ...callLineNb(facts),
    ],
  }),
  change: (facts) => ({
    subject: `Timen din hos ${facts.businessName} er endret: ${facts.date} kl. ${facts.time}`,
    lines: [
      `Hei ${facts.clientName},`,
      '',
      facts.intro ?? `${facts.businessName} har endret timen din. Den er nå:`,
      `${whatNb(facts)}, ${facts.date} kl. ${facts.time}.`,
      ...addressLines(facts, 'Adresse'),
      'Kalenderhendelsen i vedlegget erstatter den du har lagret.',
      ...cancelLinesNb(facts),
      ...callLineNb(facts),
    ],
  }),
  cancellation: (facts) => ({
    subject: `Timen din hos ${facts.businessName} er avlyst: ${facts.date} kl. ${facts.time}`,
    lines: [
      `Hei ${facts.clientName},`,
      '',
      facts.intro ?? `${facts.businessName} har avlyst timen din:`,
      `${whatNb(facts)}, ${facts.date} kl. ${facts.time}.`,
      'Kalenderhendelsen i vedlegget fjerner den fra kalenderen din.',
      ...callLineNb(facts),
    ],
  }),
  // Æ, ø and å are in the GSM-7 alphabet: Norwegian costs no more segments than English.
  sms: {
    reminder: (facts) =>
      `${facts.businessName}: påminnelse om timen din ${facts.date} kl. ${facts.time}.` +
      (facts.cancelUrl ? ` Avbestill: ${facts.cancelUrl}` : ''),
    change: (facts) =>
      `${facts.businessName} har endret timen din til ${facts.date} kl. ${facts.time}.` +
      (facts.cancelUrl ? ` Avbestill: ${facts.cancelUrl}` : ''),
    cancellation: (facts) =>
      `${facts.businessName} har avlyst timen din ${facts.date} kl. ${facts.time}.`,
  },
  eventSummary: (facts) => `${facts.services.join(', ')}, ${facts.businessName}`,
  eventDescription: (facts) =>
    [
      facts.memberName ? `Hos ${facts.memberName}.` : '',
      facts.cancelUrl ? `Avbestille: ${facts.cancelUrl}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
};

/** The client's texts in their language. */
export const messageTexts: Record<Language, MessageTexts> = {
  en: messageTextsEn,
  nb: messageTextsNb,
};

/** "24 hours", "30 minutes"; in Norwegian "24 timer", "1 time", "30 minutter". */
export function noticeText(minutes: number, language: Language = 'en'): string {
  if (language === 'nb') {
    if (minutes % 60 === 0) return `${minutes / 60} ${minutes === 60 ? 'time' : 'timer'}`;
    return `${minutes} minutter`;
  }
  if (minutes % 60 === 0) return `${minutes / 60} hour${minutes === 60 ? '' : 's'}`;
  return `${minutes} minutes`;
}
