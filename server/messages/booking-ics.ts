// A booking as an iCalendar event (RFC 5545), for the confirmation (server/routes/public/
// booking-mail.ts) and the messages to clients: one UID per booking, so a later mail's event,
// with a higher SEQUENCE, replaces the one the client saved, and METHOD:CANCEL removes it
// (docs/decisions.md, Messages to clients; the text rules: Pages and mails).
import { bookingUid, icsFile, icsText, icsUtc } from './ics-format.js';

export interface BookingEvent {
  appointmentId: number;
  /** The public server's host name: the UID's domain. */
  host: string;
  start: string;
  end: string;
  summary: string;
  location: string;
  description: string;
  now: Date;
  /** 0 for the confirmation; the booking's version for a later change. */
  sequence: number;
  method: 'PUBLISH' | 'CANCEL';
}

export function bookingEventIcs(event: BookingEvent): string {
  const cancelled = event.method === 'CANCEL';
  return icsFile([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Salon back office//Booking portal//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${bookingUid(event.appointmentId, event.host)}`,
    `DTSTAMP:${icsUtc(event.now.toISOString())}`,
    `DTSTART:${icsUtc(event.start)}`,
    `DTEND:${icsUtc(event.end)}`,
    ...(event.sequence > 0 ? [`SEQUENCE:${event.sequence}`] : []),
    ...(cancelled ? ['STATUS:CANCELLED'] : []),
    `SUMMARY:${icsText(event.summary)}`,
    `LOCATION:${icsText(event.location)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]);
}

export function icsAttachment(event: BookingEvent) {
  return {
    filename: event.method === 'CANCEL' ? 'cancelled.ics' : 'booking.ics',
    content: bookingEventIcs(event),
    contentType: `text/calendar; charset=utf-8; method=${event.method}`,
  };
}
