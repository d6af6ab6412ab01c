import { describe, expect, it } from 'vitest';
import { peakLoad } from './peak-load';

const at = (time: string) => Date.parse(`2026-11-23T${time}:00Z`);
const span = (start: string, end: string) => ({ start: at(start), end: at(end) });

describe('peakLoad', () => {
  it('counts nothing for no bookings, or bookings that only touch the window', () => {
    expect(peakLoad([], at('09:00'), at('10:00'))).toBe(0);
    expect(
      peakLoad([span('08:00', '09:00'), span('10:00', '11:00')], at('09:00'), at('10:00')),
    ).toBe(0);
  });

  it('counts a booking ending as another starts once, not twice', () => {
    const bookings = [span('09:00', '10:00'), span('10:00', '11:00')];
    expect(peakLoad(bookings, at('09:30'), at('10:30'))).toBe(1);
  });

  it('counts the most held at one instant within the window only', () => {
    const bookings = [span('09:00', '10:00'), span('09:30', '10:30'), span('10:45', '11:00')];
    expect(peakLoad(bookings, at('09:00'), at('11:00'))).toBe(2);
    expect(peakLoad(bookings, at('10:00'), at('11:00'))).toBe(1);
  });
});
