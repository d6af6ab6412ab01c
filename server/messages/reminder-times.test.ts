// When reminders go (docs/decisions.md, Messages to clients): whole days by the business's wall
// clock across Europe/Oslo's DST changes (29 March and 25 October 2026), hours in real time, and
// quiet hours 22:00-08:00 moved to 08:00 or to 21:59 the evening before.
import { describe, expect, it } from 'vitest';
import { reminderDueAt } from './reminder-times.js';

const OSLO = 'Europe/Oslo';
const due = (start: string, hours: number) => reminderDueAt(start, hours, OSLO).toISOString();

describe('reminder due times', () => {
  it('24 and 48 hours are the same wall-clock time a day or two before, across DST', () => {
    // Sunday 29 March 2026 10:00 CEST is 08:00Z; Saturday 10:00 CET is 09:00Z (23 real hours).
    expect(due('2026-03-29T08:00:00.000Z', 24)).toBe('2026-03-28T09:00:00.000Z');
    expect(due('2026-03-30T08:00:00.000Z', 48)).toBe('2026-03-28T09:00:00.000Z');
    // Sunday 25 October 2026 10:00 CET is 09:00Z; Saturday 10:00 CEST is 08:00Z (25 real hours).
    expect(due('2026-10-25T09:00:00.000Z', 24)).toBe('2026-10-24T08:00:00.000Z');
    expect(due('2026-10-26T09:00:00.000Z', 48)).toBe('2026-10-24T08:00:00.000Z');
  });

  it('2 hours is two real hours, over the skipped and the repeated hour', () => {
    // 04:30 CEST on 29 March is 02:30Z; two hours before is 00:30Z, 01:30 CET: quiet, and 08:00
    // is after the start, so the evening before at 21:59 CET.
    expect(due('2026-03-29T02:30:00.000Z', 2)).toBe('2026-03-28T20:59:00.000Z');
    // 10:00 CET on 25 October (09:00Z): 07:00Z is 08:00 CET, outside quiet hours.
    expect(due('2026-10-25T09:00:00.000Z', 2)).toBe('2026-10-25T07:00:00.000Z');
  });

  it('quiet hours: 08:00 when that leaves half the lead, else 21:59 the evening before', () => {
    // Tuesday 24 November 09:00 Oslo (08:00Z): 07:00 is quiet, 08:00 leaves one hour of two.
    expect(due('2026-11-24T08:00:00.000Z', 2)).toBe('2026-11-24T07:00:00.000Z');
    // 08:30 (07:30Z): 06:30 is quiet, 08:00 leaves 30 minutes: Monday 21:59 (20:59Z).
    expect(due('2026-11-24T07:30:00.000Z', 2)).toBe('2026-11-23T20:59:00.000Z');
    // 07:00 (06:00Z), 24 hours: Monday 07:00 is quiet, Monday 08:00 leaves 23 hours.
    expect(due('2026-11-24T06:00:00.000Z', 24)).toBe('2026-11-23T07:00:00.000Z');
    // 23:30 (22:30Z), 2 hours: 21:30 is outside quiet hours and stays.
    expect(due('2026-11-24T22:30:00.000Z', 2)).toBe('2026-11-24T20:30:00.000Z');
    // A 24-hour reminder of a 22:30 booking: Monday 22:30 is quiet; Tuesday 08:00 leaves 14.5
    // hours, more than half of 24.
    expect(due('2026-11-24T21:30:00.000Z', 24)).toBe('2026-11-24T07:00:00.000Z');
    // Nothing is due between 22:00 and 08:00 Oslo time, whatever the start, every 10 minutes.
    for (let minute = 0; minute < 2 * 24 * 60; minute += 10) {
      const start = new Date(Date.parse('2026-11-24T00:00:00.000Z') + minute * 60_000);
      for (const hours of [2, 24, 48]) {
        const local = new Intl.DateTimeFormat('en-GB', {
          timeZone: OSLO,
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        }).format(reminderDueAt(start.toISOString(), hours, OSLO));
        expect(
          local >= '08:00' && local < '22:00',
          `${start.toISOString()} ${hours}h ${local}`,
        ).toBe(true);
      }
    }
  });
});
