// The business's money, clock and week (docs/decisions.md, Locale): NOK on a 24-hour clock with
// Monday first, and the spec's USD, 12 hours and Sunday first.
import { describe, expect, it } from 'vitest';
import { inWeekOrder, localeOf } from '@/lib/format/business-locale';
import { toLocaleTools } from '@/lib/format/use-business-locale';
import { monthGridDates, startOfWeek, visibleRange } from './calendar-model';

const days = [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({ dayOfWeek }));

describe('business locale', () => {
  it('NOK, 24 hours, Monday first', () => {
    const nok = toLocaleTools({ currency: 'NOK', clock: '24h', weekStart: 1 });
    expect(nok.formatPrice(1200)).toMatch(/kr/);
    expect(nok.formatPrice(1200)).not.toMatch(/\$/);
    expect(nok.formatPrice(null)).toBe('Free');
    expect(nok.formatTime('02:30 PM')).toBe('14:30');
    expect(nok.formatTime('12:15 AM')).toBe('00:15');
    expect(nok.timeFormat).toBe('HH:mm');
    expect(nok.firstDayOfWeek).toBe(1);
    expect(inWeekOrder(days, 1).map((day) => day.dayOfWeek)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // Monday 23 November 2026: its week starts that day, the month grid on Monday 26 October.
    expect(startOfWeek('2026-11-25', nok.firstDayOfWeek)).toBe('2026-11-23');
    expect(monthGridDates('2026-11-23', nok.firstDayOfWeek)[0]).toBe('2026-10-26');
    expect(visibleRange('2026-11-23', 'month', nok.firstDayOfWeek)).toEqual({
      from: '2026-10-26',
      to: '2026-12-06',
    });
  });

  it('USD, 12 hours, Sunday first (the spec and the default)', () => {
    const usd = toLocaleTools(localeOf(undefined));
    expect(usd.currency).toBe('USD');
    expect(usd.formatPrice(45.5)).toBe('$45.50');
    expect(usd.formatTime('14:30')).toBe('02:30 PM');
    expect(usd.formatTime('09:00 AM')).toBe('09:00 AM');
    expect(usd.firstDayOfWeek).toBe(0);
    expect(inWeekOrder(days, 7).map((day) => day.dayOfWeek)).toEqual([7, 1, 2, 3, 4, 5, 6]);
    expect(startOfWeek('2026-11-25', usd.firstDayOfWeek)).toBe('2026-11-22');
    expect(monthGridDates('2026-11-23', usd.firstDayOfWeek)[0]).toBe('2026-11-01');
  });

  it('Saturday first', () => {
    expect(inWeekOrder(days, 6).map((day) => day.dayOfWeek)).toEqual([6, 7, 1, 2, 3, 4, 5]);
    expect(startOfWeek('2026-11-25', 6)).toBe('2026-11-21');
  });
});
