import { describe, expect, it } from 'vitest';
import { timesOnClock } from './business-locale';

describe('timesOnClock', () => {
  it('writes a 12-hour label on a 24-hour clock', () => {
    expect(timesOnClock('Book Ada Berg, Mon 23 Nov 02:30 PM', '24h')).toBe(
      'Book Ada Berg, Mon 23 Nov 14:30',
    );
    expect(timesOnClock('This time overlaps BID12, Ada Berg 10:00 AM–11:00 AM', '24h')).toBe(
      'This time overlaps BID12, Ada Berg 10:00–11:00',
    );
  });

  it('writes the API’s "HH:mm" on a 12-hour clock', () => {
    expect(timesOnClock('Add break Monday 12:00 to 13:30', '12h')).toBe(
      'Add break Monday 12:00 PM to 01:30 PM',
    );
  });

  it('leaves dates, ids and text without a time of day as they are', () => {
    expect(timesOnClock('Close Thu, 24 Dec 2026 to Sat, 26 Dec 2026 (Christmas)', '24h')).toBe(
      'Close Thu, 24 Dec 2026 to Sat, 26 Dec 2026 (Christmas)',
    );
    expect(timesOnClock('Service interval: 30 minutes', '12h')).toBe(
      'Service interval: 30 minutes',
    );
  });
});
