// The lines of an iCalendar file (RFC 5545), written one way for the mails' events
// (booking-ics.ts) and the calendar feeds (server/routes/calendar-feeds/feed-ics.ts): the text
// rules are docs/decisions.md, Pages and mails.

/** 'YYYYMMDDTHHmmssZ', the UTC form of an iCalendar DATE-TIME. */
export function icsUtc(iso: string): string {
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
export function icsText(text: string): string {
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

/** The content lines as a file: each folded, each ended by CRLF. */
export function icsFile(lines: readonly string[]): string {
  return lines.map(fold).join('\r\n').concat('\r\n');
}

/**
 * A booking's one UID everywhere: a later mail's event replaces the one the client saved
 * (docs/decisions.md, Messages to clients), and a feed's event stays the same across refreshes.
 */
export function bookingUid(appointmentId: number, host: string): string {
  return `appointment-${appointmentId}@${host}`;
}
