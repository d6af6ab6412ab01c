import { describe, expect, it } from 'vitest';
import { formatDuration, formatHoursMinutes } from './duration';
import { formatPrice } from './money';

describe('formatDuration', () => {
  it.each([
    [0, '0 min'],
    [5, '5 min'],
    [45, '45 min'],
    [60, '1 hr'],
    [90, '1 hr 30 min'],
    [120, '2 hrs'],
    [195, '3 hrs 15 min'],
  ])('shows %i minutes as "%s"', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });

  it('joins hours and minutes from the service list', () => {
    expect(formatHoursMinutes(1, 30)).toBe('1 hr 30 min');
  });

  it('writes hours as Norwegian does, in Norwegian', () => {
    expect(formatDuration(90, 'nb')).toBe('1 t 30 min');
    expect(formatDuration(120, 'nb')).toBe('2 t');
    expect(formatHoursMinutes(0, 45, 'nb')).toBe('45 min');
  });
});

describe('formatPrice', () => {
  it('prefixes a dollar sign and keeps two decimals', () => {
    expect(formatPrice(45.5)).toBe('$45.50');
    expect(formatPrice(1200)).toBe('$1,200.00');
    expect(formatPrice(0)).toBe('$0.00');
  });

  it('says Free when there is no price', () => {
    expect(formatPrice(null)).toBe('Free');
  });
});
