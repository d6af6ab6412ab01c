import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { setDayjsLanguage } from '@/lib/i18n/dayjs-language';
import { resetLanguageForTests } from '@/lib/i18n/language-store';
import {
  bookingId,
  formatBookingDate,
  formatBookingDateTime,
  parseBookingTime,
  paymentStatusLabel,
} from './booking-format';

describe('booking formats', () => {
  it('names a booking "BID" plus its id', () => {
    expect(bookingId(42)).toBe('BID42');
  });

  it('dates a booking as "ddd, D MMM YYYY" followed by its time', () => {
    expect(formatBookingDate('2026-11-23')).toBe('Mon, 23 Nov 2026');
    expect(formatBookingDateTime({ book_date: '2026-11-23', book_time: '10:30 AM' })).toBe(
      'Mon, 23 Nov 2026 10:30 AM',
    );
  });

  it.each([
    ['12:15 AM', 15],
    ['09:00 AM', 540],
    ['11:00 AM', 660],
    ['12:30 PM', 750],
    ['1:05 pm', 785],
    ['11:30 PM', 1410],
    ['14:00', 840],
  ])('reads %s as %i minutes after midnight', (text, minutes) => {
    expect(parseBookingTime(text)).toBe(minutes);
  });

  it.each(['', 'noon', '13:00 PM', '10:75 AM', '25:00'])('refuses "%s"', (text) => {
    expect(parseBookingTime(text)).toBeNull();
  });

  it('capitalises payment statuses', () => {
    expect(paymentStatusLabel('refunded')).toBe('Refunded');
  });

  it('dates and names payment statuses in Norwegian', () => {
    resetLanguageForTests('nb');
    setDayjsLanguage('nb');
    try {
      expect(dayjs.locale()).toBe('nb');
      expect(formatBookingDate('2026-11-23')).toBe('ma. 23. nov. 2026');
      expect(formatBookingDateTime({ book_date: '2026-11-23', book_time: '14:00' }, '24h')).toBe(
        'ma. 23. nov. 2026 14:00',
      );
      expect(paymentStatusLabel('unpaid')).toBe('Ubetalt');
    } finally {
      resetLanguageForTests('en');
      setDayjsLanguage('en');
    }
  });
});
