// The mails of an online booking: the client's confirmation, with the booking as an .ics calendar
// event (an attachment of the MailMessage, server/plugins/mail.ts) and the cancel link, and the
// owner's notice.
import { escapeHtml } from '../../web/escape-html.js';
import { portalCancelPath } from '../../../contract/api-paths.js';
import type { MailMessage } from '../../plugins/mail.js';
import { moneyFormat } from '../../../contract/price-display.js';

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
}

/** 'YYYYMMDDTHHmmssZ', the UTC form of an iCalendar DATE-TIME. */
function icsUtc(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545, 3.3.11; a CR, LF or
 * CRLF is one "\\n") and hold no other control character but HTAB (3.3.11's TSAFE-CHAR), so a
 * name stored before the text rule cannot end the line and forge a property (docs/decisions.md,
 * Pages and mails).
 */
function icsText(text: string): string {
  return text
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\r\n?|\n/g, '\\n')
    .replace(/[^\P{Cc}\t]/gu, '');
}

/** Lines longer than 75 octets are folded: CRLF and a space (RFC 5545, 3.1). */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function bookingIcs(details: BookedMailDetails, host: string): string {
  const cancel = `${details.publicUrl}${portalCancelPath(details.slug, details.cancelToken)}`;
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Salon back office//Booking portal//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:appointment-${details.appointmentId}@${host}`,
    `DTSTAMP:${icsUtc(details.now.toISOString())}`,
    `DTSTART:${icsUtc(details.start)}`,
    `DTEND:${icsUtc(details.end)}`,
    `SUMMARY:${icsText(`${details.services.join(', ')} with ${details.memberName} at ${details.businessName}`)}`,
    `LOCATION:${icsText(details.businessName)}`,
    `DESCRIPTION:${icsText(`With ${details.memberName}.\nTo cancel: ${cancel}`)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
    .map(fold)
    .join('\r\n')
    .concat('\r\n');
}

export function clientBookedMail(details: BookedMailDetails): MailMessage {
  const cancel = `${details.publicUrl}${portalCancelPath(details.slug, details.cancelToken)}`;
  const host = new URL(details.publicUrl).hostname;
  const what = details.services.join(', ');
  const text = [
    `Hello ${details.clientName},`,
    '',
    `Your booking at ${details.businessName} is confirmed:`,
    `${what} with ${details.memberName}, ${details.date} at ${details.time}.`,
    '',
    'To cancel it, open this link:',
    cancel,
    '',
    `Questions? Call ${details.businessPhone}.`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(details.clientName)},</p>
<p>Your booking at ${escapeHtml(details.businessName)} is confirmed:<br>
${escapeHtml(what)} with ${escapeHtml(details.memberName)}, ${details.date} at ${details.time}.</p>
<p>To cancel it, open this link: <a href="${cancel}">${cancel}</a></p>
<p>Questions? Call ${escapeHtml(details.businessPhone)}.</p>`;
  return {
    to: details.clientEmail,
    subject: `Your booking at ${details.businessName}, ${details.date} ${details.time}`,
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
  const what = details.services.join(', ');
  const lines = [
    `New online booking BID${details.appointmentId}:`,
    `${details.clientName}, ${details.clientPhone}, ${details.clientEmail}`,
    `${what}, ${details.date} at ${details.time}, total ${moneyFormat(details.currency).format(details.total)}.`,
    `With ${details.memberName}.`,
  ];
  return {
    to: details.ownerEmail,
    subject: `New online booking: ${details.date} ${details.time}`,
    text: lines.join('\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  };
}
