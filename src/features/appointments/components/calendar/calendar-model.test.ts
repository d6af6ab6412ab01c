import { describe, expect, it } from 'vitest';
import { setDayjsLanguage } from '@/lib/i18n/dayjs-language';
import { makeAppointment } from '../../testing/appointment-fixtures';
import {
  bookingInterval,
  calendarTitle,
  gridTimeLabel,
  monthGridDates,
  shiftDate,
  startOfWeek,
  toBookingEvents,
  toMonthEvents,
} from './calendar-model';

describe('bookings as calendar events', () => {
  it('end at the start plus the sum of the items’ durations', () => {
    const appointment = makeAppointment({
      id: 1,
      book_time: '12:30 PM',
      book_items: [
        { id: 1, name: 'Cut', price: 40, duration: 45 },
        { id: 2, name: 'Colour', price: 90, duration: 90 },
      ],
    });
    expect(bookingInterval(appointment)).toEqual({
      start: '2026-11-23 12:30:00',
      end: '2026-11-23 14:45:00',
    });
  });

  it('read "12:15 AM" as a quarter past midnight', () => {
    expect(bookingInterval(makeAppointment({ id: 1, book_time: '12:15 AM' }))?.start).toBe(
      '2026-11-23 00:15:00',
    );
  });

  it('keep a booking without durations visible', () => {
    const interval = bookingInterval(makeAppointment({ id: 1, book_items: [] }));
    expect(interval).toEqual({ start: '2026-11-23 10:00:00', end: '2026-11-23 10:15:00' });
  });

  it('show the time and the customer, and skip unreadable times', () => {
    const events = toBookingEvents([
      makeAppointment({ id: 1, book_time: '09:30 AM', firstName: 'Mei', lastName: 'Tanaka' }),
      makeAppointment({ id: 2, book_time: 'soon' }),
    ]);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ id: 1, title: '09:30 AM Mei Tanaka' });
    expect(events[0]?.payload?.appointment.id).toBe(1);
  });
});

describe('month grid', () => {
  it('has 42 cells starting on the Sunday on or before the 1st', () => {
    const november = monthGridDates('2026-11-23');
    expect(november).toHaveLength(42);
    expect(november[0]).toBe('2026-11-01'); // 1 November 2026 is a Sunday
    expect(november[41]).toBe('2026-12-12');
    const december = monthGridDates('2026-12-05');
    expect(december[0]).toBe('2026-11-29');
    expect(december[41]).toBe('2027-01-09');
  });

  it('lists at most 2 bookings a cell, then a "+ N more" chip counting the rest of the day', () => {
    const events = toMonthEvents(
      [
        makeAppointment({ id: 1, book_time: '09:00 AM' }),
        makeAppointment({ id: 2, book_time: '10:00 AM' }),
        // A pending booking laid over the grid can make a third listed one: it is counted instead.
        makeAppointment({ id: 3, book_time: '11:00 AM' }),
        makeAppointment({ id: 5, book_date: '2026-11-24' }),
        makeAppointment({ id: 6, book_date: '2026-11-24' }),
        makeAppointment({ id: 7, book_date: '2026-11-26' }),
      ],
      { '2026-11-23': 41, '2026-11-24': 2, '2026-11-26': 3, '2026-11-27': 4 },
    );
    expect(events.map((event) => [event.id, event.title])).toEqual([
      [1, '09:00 AM Emma Hansen'],
      [2, '10:00 AM Emma Hansen'],
      [5, '10:00 AM Emma Hansen'],
      [6, '10:00 AM Emma Hansen'],
      [7, '10:00 AM Emma Hansen'],
      ['more:2026-11-23', '+ 39 more'],
      ['more:2026-11-26', '+ 2 more'],
      // A day whose bookings the grid did not list (e.g. not yet refreshed) is all in the chip.
      ['more:2026-11-27', '+ 4 more'],
    ]);
    // After the day's bookings, and opening that day.
    expect(events[5]).toMatchObject({
      start: '2026-11-23 23:59:00',
      payload: { moreOf: '2026-11-23' },
    });
  });
});

describe('navigation and titles', () => {
  it('moves by a day, a week or a month', () => {
    expect(shiftDate('2026-11-23', 'day', 1)).toBe('2026-11-24');
    expect(shiftDate('2026-11-23', 'day', -1)).toBe('2026-11-22');
    expect(shiftDate('2026-11-23', 'week', 1)).toBe('2026-11-30');
    expect(shiftDate('2026-11-30', 'month', 1)).toBe('2026-12-30');
    expect(shiftDate('2026-01-31', 'month', 1)).toBe('2026-02-28');
  });

  it('names the day with weekday, date, month and year', () => {
    expect(calendarTitle('2026-11-23', 'day')).toBe('Monday, 23 November 2026');
    expect(startOfWeek('2026-11-23')).toBe('2026-11-22');
    expect(calendarTitle('2026-11-23', 'week')).toBe('22 – 28 November 2026');
    expect(calendarTitle('2026-11-30', 'week')).toBe('29 November – 5 December 2026');
    expect(calendarTitle('2026-12-30', 'week')).toBe('27 December 2026 – 2 January 2027');
    expect(calendarTitle('2026-11-23', 'month')).toBe('November 2026');
  });

  it('writes the titles as Norwegian does when the owner reads Norwegian', () => {
    setDayjsLanguage('nb');
    try {
      expect(calendarTitle('2026-11-23', 'day')).toBe('mandag 23. november 2026');
      expect(calendarTitle('2026-11-23', 'week', 1)).toBe('23. – 29. november 2026');
      expect(calendarTitle('2026-11-30', 'week', 1)).toBe('30. november – 6. desember 2026');
      expect(calendarTitle('2026-12-30', 'week', 1)).toBe('28. desember 2026 – 3. januar 2027');
    } finally {
      setDayjsLanguage('en');
    }
  });
});

describe('the time grid on the business’s clock', () => {
  it('labels hours "9 AM" and the now-marker "9:40 AM" on a 12-hour clock', () => {
    const label = gridTimeLabel('12h');
    expect(typeof label).toBe('function');
    const format = label as (date: string) => string;
    expect(format('2026-11-23 09:00:00')).toBe('9 AM');
    expect(format('2026-11-23 21:40:00')).toBe('9:40 PM');
    expect(format('2026-11-23 00:05:00')).toBe('12:05 AM');
  });

  it('uses HH:mm on a 24-hour clock', () => {
    expect(gridTimeLabel('24h')).toBe('HH:mm');
  });
});
