// A device keeps the answers it last read (docs/offline.md, Kept answers): a weekday list or a
// special-hours list kept before split days has no second range, and must still read, as a day
// of one range, until the device is online again (docs/decisions.md, Split days).
import { describe, expect, it } from 'vitest';
import { specialHoursSchema } from './availability-settings';
import { weekDaySchema } from './business-settings';

describe('answers kept before split days', () => {
  it('read a weekday without a second range as one range', () => {
    const day = weekDaySchema.parse({
      id: 1,
      dayOfWeek: 6,
      weekName: 'Saturday',
      open: true,
      openingTime: '09:00',
      closingTime: '13:00',
    });
    expect(day).toMatchObject({ secondOpeningTime: null, secondClosingTime: null });
  });

  it('read special hours without a second range as one range', () => {
    const date = specialHoursSchema.parse({
      id: 2,
      date: '2026-12-24',
      open: true,
      openingTime: '10:00',
      closingTime: '14:00',
    });
    expect(date).toMatchObject({ secondOpeningTime: null, secondClosingTime: null });
  });
});
