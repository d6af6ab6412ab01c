import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMinutes,
  instantToLocal,
  isoWeekday,
  localToInstant,
  overlaps,
  totalMinutes,
  withinOpeningHours,
} from './booking-time.js';

const OSLO = 'Europe/Oslo';
const iso = (date: string, time: string, zone = OSLO) =>
  localToInstant(date, time, zone)?.toISOString();

describe('overlaps', () => {
  const tenToEleven = { start: '2026-11-23T09:00:00.000Z', end: '2026-11-23T10:00:00.000Z' };

  it('does not count touching bookings as overlapping, either way round', () => {
    const next = { start: '2026-11-23T10:00:00.000Z', end: '2026-11-23T11:00:00.000Z' };
    const previous = { start: '2026-11-23T08:00:00.000Z', end: '2026-11-23T09:00:00.000Z' };
    expect(overlaps(tenToEleven, next)).toBe(false);
    expect(overlaps(next, tenToEleven)).toBe(false);
    expect(overlaps(tenToEleven, previous)).toBe(false);
  });

  it('counts a booking that starts inside, contains or equals another', () => {
    expect(
      overlaps(tenToEleven, { start: '2026-11-23T09:30:00.000Z', end: '2026-11-23T10:30:00.000Z' }),
    ).toBe(true);
    expect(
      overlaps(tenToEleven, { start: '2026-11-23T08:00:00.000Z', end: '2026-11-23T12:00:00.000Z' }),
    ).toBe(true);
    expect(overlaps(tenToEleven, { ...tenToEleven })).toBe(true);
  });

  it('lets a cancelled booking free its time', () => {
    expect(overlaps(tenToEleven, { ...tenToEleven, status: 'cancelled' })).toBe(false);
    expect(overlaps({ ...tenToEleven, status: 'no_show' }, tenToEleven)).toBe(true);
  });
});

describe('localToInstant', () => {
  it('converts a local time in winter and in summer', () => {
    expect(iso('2026-11-23', '10:00')).toBe('2026-11-23T09:00:00.000Z');
    expect(iso('2026-06-15', '10:00')).toBe('2026-06-15T08:00:00.000Z');
    expect(iso('2026-11-23', '10:00', 'Pacific/Auckland')).toBe('2026-11-22T21:00:00.000Z');
    expect(iso('2026-11-23', '10:00', 'UTC')).toBe('2026-11-23T10:00:00.000Z');
  });

  it('refuses a time the clocks skip (Oslo, 2026-03-29, 02:00 to 03:00)', () => {
    expect(localToInstant('2026-03-29', '02:00', OSLO)).toBeNull();
    expect(localToInstant('2026-03-29', '02:30', OSLO)).toBeNull();
    expect(iso('2026-03-29', '01:59')).toBe('2026-03-29T00:59:00.000Z');
    expect(iso('2026-03-29', '03:00')).toBe('2026-03-29T01:00:00.000Z');
  });

  it('takes the first pass of a time that happens twice (Oslo, 2026-10-25, 02:00 to 03:00)', () => {
    expect(iso('2026-10-25', '02:30')).toBe('2026-10-25T00:30:00.000Z');
    expect(iso('2026-10-25', '03:00')).toBe('2026-10-25T02:00:00.000Z');
  });

  it('refuses text that is not a date and a time', () => {
    expect(localToInstant('2026-13-45', '10:00', OSLO)).toBeNull();
    expect(localToInstant('2026-11-23', '25:00', OSLO)).toBeNull();
    expect(localToInstant('2026-02-30', '10:00', OSLO)).toBeNull();
  });
});

describe('end of a booking across a clock change', () => {
  it('counts durations in real minutes when the clocks go back', () => {
    const start = iso('2026-10-25', '01:30') as string;
    // 60 minutes after 01:30 summer time is 02:30 summer time, the first pass.
    expect(addMinutes(start, 60)).toBe('2026-10-25T00:30:00.000Z');
    // 120 minutes later is 02:30 again on the wall clock: the second pass, an hour later.
    const end = addMinutes(start, 120);
    expect(end).toBe('2026-10-25T01:30:00.000Z');
    expect(instantToLocal(new Date(end), OSLO)).toEqual({ date: '2026-10-25', time: '02:30' });
  });

  it('counts durations in real minutes when the clocks go forward', () => {
    const start = iso('2026-03-29', '01:30') as string;
    const end = addMinutes(start, 60);
    expect(instantToLocal(new Date(end), OSLO)).toEqual({ date: '2026-03-29', time: '03:30' });
  });

  it('sums the durations of the items', () => {
    expect(totalMinutes([{ duration: 45 }, { duration: 30 }])).toBe(75);
  });
});

describe('withinOpeningHours', () => {
  const monday = { open: true, openingTime: '10:00', closingTime: '19:00' };
  const span = (from: string, minutes: number) => {
    const start = iso('2026-11-23', from) as string;
    return [start, addMinutes(start, minutes)] as const;
  };

  it('accepts a booking from opening to closing and refuses one past either', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(withinOpeningHours(...span('10:00', 540), OSLO, monday)).toBe(true);
    expect(withinOpeningHours(...span('09:30', 60), OSLO, monday)).toBe(false);
    expect(withinOpeningHours(...span('18:30', 60), OSLO, monday)).toBe(false);
    expect(withinOpeningHours(...span('23:30', 60), OSLO, monday)).toBe(false);
  });

  it('on a split day, accepts a booking inside either range and refuses one in or across the gap', () => {
    const saturday = { ...monday, openingTime: '09:00', closingTime: '13:00' };
    const split = { ...saturday, secondOpeningTime: '15:00', secondClosingTime: '19:00' };
    expect(withinOpeningHours(...span('12:00', 60), OSLO, split)).toBe(true);
    expect(withinOpeningHours(...span('15:00', 240), OSLO, split)).toBe(true);
    expect(withinOpeningHours(...span('13:30', 30), OSLO, split)).toBe(false);
    expect(withinOpeningHours(...span('12:30', 60), OSLO, split)).toBe(false);
    expect(withinOpeningHours(...span('14:30', 60), OSLO, split)).toBe(false);
    expect(withinOpeningHours(...span('12:00', 240), OSLO, split)).toBe(false);
    // A second range that starts before the first closes is not one (openingRanges).
    const overlapping = { ...saturday, secondOpeningTime: '12:00', secondClosingTime: '19:00' };
    expect(withinOpeningHours(...span('15:00', 60), OSLO, overlapping)).toBe(false);
  });

  it('refuses any booking on a closed day', () => {
    expect(
      withinOpeningHours(...span('12:00', 30), OSLO, {
        open: false,
        openingTime: null,
        closingTime: null,
      }),
    ).toBe(false);
  });
});

describe('addDays', () => {
  it('counts calendar days, across a month, a leap day and a year', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  // Past 9999 toISOString writes '+010000-01-01', which sorts before '9999-12-31' as text: a
  // date loop ran for ever on it (docs/decisions.md, Dates).
  it.each([
    ['past the year 9999', '9999-12-31', 1],
    ['before the year 0', '0000-01-01', -1],
    ['from a date that does not exist', '2026-02-30', 1],
    ['from text that is not a date', '+010000-01-01', 1],
  ])('refuses a date %s', (_what, date, days) => {
    expect(() => addDays(date, days)).toThrow(RangeError);
  });
});
