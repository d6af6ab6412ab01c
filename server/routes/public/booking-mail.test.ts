// The booking's .ics with every control character in the text it carries (names stored before
// the text rule, docs/decisions.md, Pages and mails): RFC 5545 allows none in TEXT, so each line
// keeps to its property and ical.js, an independent parser, reads the event back.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { bookingIcs, type BookedMailDetails } from './booking-mail.js';

/** Every C0 control, DEL and the C1 controls, line breaks included. */
const CONTROLS = Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i))
  .concat(['\u007f', '\u0085', '\u009b'])
  .join('');

const details: BookedMailDetails = {
  appointmentId: 7,
  slug: 'salon',
  businessName: `Salon${CONTROLS}Name`,
  businessPhone: '+47 912 34 567',
  publicUrl: 'http://localhost:3000',
  clientName: 'Kari Nordmann',
  clientEmail: 'kari@example.com',
  clientPhone: '+47 900 00 000',
  ownerEmail: 'owner@example.com',
  date: '2026-11-25',
  time: '12:00',
  currency: 'NOK',
  start: '2026-11-25T11:00:00.000Z',
  end: '2026-11-25T11:30:00.000Z',
  services: ['Cut\rBEGIN:VALARM', 'Colour\nX-EVIL:1', 'Wash\r\nSUMMARY:forged'],
  memberName: 'Anna\r\nX-MEMBER:1',
  total: 10,
  cancelToken: 'token-abc',
  now: new Date('2026-11-23T10:00:00Z'),
  clientLanguage: 'en',
  ownerLanguage: 'en',
  customIntro: null,
  address: null,
  clientNote: '',
};

describe('bookingIcs', () => {
  it('keeps control characters out of every line and parses with ical.js', () => {
    const ics = bookingIcs(details, 'localhost');
    expect(ics.endsWith('\r\n')).toBe(true);
    // Unfolded, each CRLF ends one content line; no other control character but HTAB remains.
    const lines = ics.replace(/\r\n /g, '').split('\r\n').slice(0, -1);
    for (const line of lines) expect(line).not.toMatch(/[^\P{Cc}\t]/u);
    expect(lines.filter((line) => /^[A-Z-]+[:;]/.test(line))).toHaveLength(lines.length);
    expect(lines.filter((line) => line.startsWith('SUMMARY:'))).toHaveLength(1);

    const calendar = new ICAL.Component(ICAL.parse(ics));
    const vevents = calendar.getAllSubcomponents('vevent');
    expect(vevents).toHaveLength(1);
    expect(vevents[0]!.getAllSubcomponents()).toHaveLength(0);
    const event = new ICAL.Event(vevents[0]!);
    expect(event.summary).toBe(
      'Cut\nBEGIN:VALARM, Colour\nX-EVIL:1, Wash\nSUMMARY:forged with Anna\nX-MEMBER:1 at ' +
        'Salon\t\n\nName',
    );
    expect(event.location).toBe('Salon\t\n\nName');
    // The member is named (docs/decisions.md, Team), in the summary and the description.
    expect(event.description).toBe(
      'With Anna\nX-MEMBER:1.\nTo cancel: http://localhost:3000/book/salon/cancel/token-abc',
    );
    expect(vevents[0]!.getFirstPropertyValue('x-evil')).toBeNull();
    expect(vevents[0]!.getFirstPropertyValue('x-member')).toBeNull();
  });
});
