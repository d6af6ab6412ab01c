// The calendar event of a booking's mail, read back for the portal's tests: the .ics attachment
// as nodemailer encoded it, and its VEVENT's properties.
import { expect } from 'vitest';

/** The .ics attachment of a mail (base64 or quoted-printable, as nodemailer chose). */
export function icsAttachment(mail: string): string {
  const part = /Content-Type: text\/calendar[^]*?\r?\n\r?\n([^]*?)\r?\n--/i.exec(mail);
  expect(part).not.toBeNull();
  const header = /Content-Type: text\/calendar[^]*?\r?\n\r?\n/i.exec(mail)?.[0] ?? '';
  const content = part?.[1] ?? '';
  return /base64/i.test(header)
    ? Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8')
    : content;
}

/** A tiny iCalendar reader: unfolds lines and answers the VEVENT's properties by name. */
export function parseIcs(text: string): Record<string, string> {
  expect(text.endsWith('\r\n')).toBe(true);
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  const start = lines.indexOf('BEGIN:VEVENT');
  const end = lines.indexOf('END:VEVENT');
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  const event: Record<string, string> = { BEGIN: 'VEVENT' };
  for (const line of lines.slice(start + 1, end)) {
    const colon = line.indexOf(':');
    event[line.slice(0, colon).split(';')[0] ?? ''] = line.slice(colon + 1);
  }
  return event;
}
