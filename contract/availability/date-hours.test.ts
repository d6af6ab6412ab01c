// The one rule for which hours apply on a date (docs/architecture.md, Server): a closed date is
// closed, special hours replace the weekday's, and breaks come from the special day when it names
// them, else from the weekday. The slot engine and the owner's opening-hours check both read it.
import { describe, expect, it } from 'vitest';
import { dateHoursRule, type DayHours, type IsoWeekday } from './date-hours.js';

const CLOSED: DayHours = { open: false, openingTime: null, closingTime: null };
const ONE_RANGE = { secondOpeningTime: null, secondClosingTime: null } as const;
const LUNCH = [{ start: '12:00', end: '12:30' }];
const weekday: DayHours = { open: true, openingTime: '10:00', closingTime: '19:00', breaks: LUNCH };
const weeklyHours: Record<IsoWeekday, DayHours> = {
  1: weekday,
  2: weekday,
  3: weekday,
  4: weekday,
  5: weekday,
  6: CLOSED,
  7: CLOSED,
};
// 2026-12-21 is a Monday, 2026-12-26 a Saturday.
const hoursOn = dateHoursRule({
  weeklyHours,
  closedDates: [
    { from: '2026-12-24', to: '2026-12-26', note: 'Christmas' },
    { from: '2026-12-31', to: '2026-12-31' },
  ],
  specialHours: [
    { date: '2026-12-22', open: true, openingTime: '08:00', closingTime: '20:00' },
    { date: '2026-12-23', open: true, openingTime: '09:00', closingTime: '13:00', breaks: [] },
    { date: '2026-12-23', open: true, openingTime: '09:00', closingTime: '14:00', breaks: [] },
    { date: '2026-12-24', open: true, openingTime: '09:00', closingTime: '12:00' },
    { date: '2026-12-27', open: true, openingTime: '11:00', closingTime: '15:00' },
    { date: '2026-12-28', open: false, openingTime: null, closingTime: null },
  ],
});

describe('dateHoursRule', () => {
  it('gives a plain date its weekday, breaks included', () => {
    expect(hoursOn('2026-12-21')).toEqual({
      ...weekday,
      ...ONE_RANGE,
      breaks: LUNCH,
      source: { kind: 'weekday' },
    });
    expect(hoursOn('2026-12-19')).toEqual({
      ...CLOSED,
      ...ONE_RANGE,
      breaks: [],
      source: { kind: 'weekday' },
    });
  });

  it('replaces the weekday with special hours, keeping its breaks unless the day names its own', () => {
    expect(hoursOn('2026-12-22')).toMatchObject({
      openingTime: '08:00',
      closingTime: '20:00',
      breaks: LUNCH,
      source: { kind: 'special' },
    });
    // A later entry for the same date wins; `[]` drops the weekday's breaks.
    expect(hoursOn('2026-12-23')).toMatchObject({ closingTime: '14:00', breaks: [] });
    // A Sunday opened specially has no weekday breaks to keep.
    expect(hoursOn('2026-12-27')).toMatchObject({ open: true, openingTime: '11:00', breaks: [] });
    expect(hoursOn('2026-12-28')).toMatchObject({ open: false, source: { kind: 'special' } });
  });

  it('closes a closed date, whatever its special hours, and names its note', () => {
    for (const date of ['2026-12-24', '2026-12-25', '2026-12-26']) {
      expect(hoursOn(date)).toEqual({
        ...CLOSED,
        ...ONE_RANGE,
        breaks: [],
        source: { kind: 'closed', note: 'Christmas' },
      });
    }
    expect(hoursOn('2026-12-31').source).toEqual({ kind: 'closed', note: null });
  });

  it("keeps a split day's second range, and lets special hours of one range replace it", () => {
    const split: DayHours = {
      open: true,
      openingTime: '09:00',
      closingTime: '13:00',
      secondOpeningTime: '15:00',
      secondClosingTime: '19:00',
    };
    const rule = dateHoursRule({
      weeklyHours: { ...weeklyHours, 6: split },
      specialHours: [
        { date: '2027-01-02', open: true, openingTime: '10:00', closingTime: '14:00' },
        { date: '2026-12-21', ...split },
      ],
    });
    expect(rule('2026-12-26')).toMatchObject({
      secondOpeningTime: '15:00',
      secondClosingTime: '19:00',
    });
    expect(rule('2027-01-02')).toMatchObject({ closingTime: '14:00', ...ONE_RANGE });
    expect(rule('2026-12-21')).toMatchObject({
      secondOpeningTime: '15:00',
      source: { kind: 'special' },
    });
  });
});
