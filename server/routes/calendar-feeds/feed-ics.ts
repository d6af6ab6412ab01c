// A calendar feed as an iCalendar file (RFC 5545; docs/decisions.md, Calendar feed): one VEVENT
// per booking, in UTC, with the UID its client's mails use, written by server/messages/
// ics-format.ts like every other .ics of the server.
import { bookingUid, icsFile, icsText, icsUtc } from '../../messages/ics-format.js';
import type { FeedBooking, FeedOwner } from './feed-repository.js';

/** The items' names of a row's own copy ([service_id, name, price_cents, duration_min]). */
function serviceNames(itemsJson: string): string[] {
  const items = JSON.parse(itemsJson) as [number | null, string, number, number][];
  return items.map((item) => item[1]);
}

/** "Balayage, Toner – Nora": what was booked, then whom for; no contact details, no notes. */
export function feedSummary(booking: FeedBooking, fullNames: boolean): string {
  const client = fullNames
    ? `${booking.first_name} ${booking.last_name}`.trim()
    : booking.first_name.trim();
  const services = serviceNames(booking.items_json).join(', ');
  return [services, client].filter(Boolean).join(' – ');
}

export function calendarFeedIcs(
  feed: FeedOwner,
  bookings: readonly FeedBooking[],
  host: string,
  now: Date,
): string {
  const name = feed.memberName ? `${feed.businessName} – ${feed.memberName}` : feed.businessName;
  const stamp = icsUtc(now.toISOString());
  return icsFile([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Salon back office//Calendar feed//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(name)}`,
    // How often a subscribed calendar should look again (RFC 7986 and its older X- name).
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...bookings.flatMap((booking) => [
      'BEGIN:VEVENT',
      `UID:${bookingUid(booking.id, host)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${icsUtc(booking.start_at)}`,
      `DTEND:${icsUtc(booking.end_at)}`,
      `SUMMARY:${icsText(feedSummary(booking, feed.fullNames))}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ]);
}
