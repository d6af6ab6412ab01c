import { describe, expect, it } from 'vitest';
import type { PortalService } from '../contract/portal';
import { durationText, moneyFormat, priceText, totalText } from '../contract/price-display';
import { addDays } from '../contract/booking-time';
import { clockText, timeText, todayIn } from './portal-format';

const service = (priceType: string, price: number | null): PortalService => ({
  id: 1,
  name: 'Cut',
  priceType,
  price,
  durationMinutes: 45,
  description: '',
});

describe('the booking page formats', () => {
  const dollars = moneyFormat(null);
  const kroner = moneyFormat('NOK');

  it('writes Fixed, From and Free prices, in the business currency', () => {
    expect(priceText(service('Fixed', 45), dollars)).toBe('$45.00');
    expect(priceText(service('From', 45), dollars)).toBe('From $45.00');
    expect(priceText(service('Free', null), dollars)).toBe('Free');
    expect(priceText(service('Fixed', 450), kroner)).toMatch(/450[.,]00/);
    expect(priceText(service('Fixed', 450), kroner)).not.toContain('$');
  });

  it('adds up a choice, "From" when one price is a starting price, Free when nothing is owed', () => {
    expect(totalText([service('Fixed', 40), service('Fixed', 35)], dollars)).toBe('$75.00');
    expect(totalText([service('Fixed', 40), service('From', 35)], dollars)).toBe('From $75.00');
    expect(totalText([service('Free', null)], dollars)).toBe('Free');
  });

  it('writes durations in hours and minutes', () => {
    expect(durationText(20)).toBe('20 min');
    expect(durationText(60)).toBe('1 h');
    expect(durationText(65)).toBe('1 h 5 min');
  });

  it("labels times on the business's clocks, whatever the phone's zone", () => {
    // 11:00 UTC is 12:00 in Oslo in November and 06:00 in New York.
    expect(timeText('2026-11-23T11:00:00Z', 'Europe/Oslo')).toMatch(/^12[:.]00/);
    expect(timeText('2026-11-23T11:00:00Z', 'America/New_York')).toMatch(/^0?6[:.]00/);
    expect(clockText('13:15')).toMatch(/^(13[:.]15|1[:.]15\s?PM)$/i);
  });

  it('knows today where the business is, and counts calendar days across month ends', () => {
    // 23:30 UTC on the 23rd is already the 24th in Oslo.
    expect(todayIn('Europe/Oslo', new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
    expect(todayIn('America/New_York', new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-23');
    expect(addDays('2026-11-23', 61)).toBe('2027-01-23');
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
  });
});
