import { describe, expect, it } from 'vitest';
import { addDays, localToInstant } from '../booking-time.js';
import type { DayHours, IsoWeekday, TimeRange } from './date-hours.js';
import { findSlots, MAX_SLOT_DAYS, SlotQueryTooLargeError, type SlotQuery } from './slot-engine.js';

const open = (openingTime: string, closingTime: string, breaks?: TimeRange[]): DayHours => ({
  open: true,
  openingTime,
  closingTime,
  ...(breaks ? { breaks } : {}),
});
const CLOSED: DayHours = { open: false, openingTime: null, closingTime: null };
const everyDay = (hours: DayHours): Record<IsoWeekday, DayHours> => ({
  1: hours,
  2: hours,
  3: hours,
  4: hours,
  5: hours,
  6: hours,
  7: hours,
});

// Monday 2026-06-15 in Oslo, on summer time (UTC+2): 09:00 there is 07:00Z.
const query = (overrides: Partial<SlotQuery> = {}): SlotQuery => ({
  timeZone: 'Europe/Oslo',
  weeklyHours: everyDay(open('09:00', '12:00')),
  stepMinutes: 30,
  durationMinutes: 60,
  bookings: [],
  capacity: 1,
  now: '2026-06-01T00:00:00.000Z',
  from: '2026-06-15',
  to: '2026-06-15',
  ...overrides,
});

/** The labels offered on the first date asked for. */
const times = (overrides: Partial<SlotQuery> = {}) =>
  findSlots(query(overrides))[0]?.slots.map((slot) => slot.time);

/** Label and start instant of each slot on the first date, for the DST cases. */
const startsOn = (overrides: Partial<SlotQuery>) =>
  findSlots(query(overrides))[0]?.slots.map((slot) => `${slot.time} ${slot.start}`);

/** The dates of the range that have at least one slot. */
const openDates = (overrides: Partial<SlotQuery>) =>
  findSlots(query(overrides))
    .filter((day) => day.slots.length > 0)
    .map((day) => day.date);

/** A booking from local `from` to local `to` on Monday 2026-06-15 in Oslo. */
const booked = (from: string, to: string, status?: 'cancelled') => ({
  start: localToInstant('2026-06-15', from, 'Europe/Oslo')?.toISOString() ?? '',
  end: localToInstant('2026-06-15', to, 'Europe/Oslo')?.toISOString() ?? '',
  ...(status ? { status } : {}),
});

describe('findSlots on an ordinary day', () => {
  it('lays start times on the step grid from opening, each ending by closing', () => {
    expect(findSlots(query())).toEqual([
      {
        date: '2026-06-15',
        slots: [
          { time: '09:00', start: '2026-06-15T07:00:00.000Z', end: '2026-06-15T08:00:00.000Z' },
          { time: '09:30', start: '2026-06-15T07:30:00.000Z', end: '2026-06-15T08:30:00.000Z' },
          { time: '10:00', start: '2026-06-15T08:00:00.000Z', end: '2026-06-15T09:00:00.000Z' },
          { time: '10:30', start: '2026-06-15T08:30:00.000Z', end: '2026-06-15T09:30:00.000Z' },
          { time: '11:00', start: '2026-06-15T09:00:00.000Z', end: '2026-06-15T10:00:00.000Z' },
        ],
      },
    ]);
  });

  it('counts the grid from the opening time, not from the hour', () => {
    expect(times({ weeklyHours: everyDay(open('09:10', '12:00')) })).toEqual([
      '09:10',
      '09:40',
      '10:10',
      '10:40',
    ]);
  });

  it('offers nothing when the services last longer than the day', () => {
    const day = { weeklyHours: everyDay(open('09:00', '17:00')), stepMinutes: 15 };
    expect(times({ ...day, durationMinutes: 481 })).toEqual([]);
    expect(times({ ...day, durationMinutes: 480 })).toEqual(['09:00']);
  });

  it('lists every date of the range, a closed weekday with no slots', () => {
    const weeklyHours = { ...everyDay(open('09:00', '12:00')), 7: CLOSED };
    const days = findSlots(query({ weeklyHours, from: '2026-06-13', to: '2026-06-15' }));
    expect(days.map((day) => [day.date, day.slots.length])).toEqual([
      ['2026-06-13', 5],
      ['2026-06-14', 0],
      ['2026-06-15', 5],
    ]);
  });
});

describe('findSlots with breaks', () => {
  it('never runs a booking into a break; ending as one starts is fine', () => {
    const lunch = open('09:00', '14:00', [{ start: '12:00', end: '12:30' }]);
    expect(times({ weeklyHours: everyDay(lunch) })).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '12:30',
      '13:00',
    ]);
  });

  it('keeps clear of several breaks, and takes them per weekday', () => {
    const twoBreaks = open('09:00', '14:00', [
      { start: '10:00', end: '10:15' },
      { start: '12:00', end: '12:30' },
    ]);
    const weeklyHours = { ...everyDay(open('09:00', '14:00')), 1: twoBreaks };
    const days = findSlots(query({ weeklyHours, from: '2026-06-15', to: '2026-06-16' }));
    expect(days.map((day) => day.slots.map((slot) => slot.time))).toEqual([
      ['09:00', '10:30', '11:00', '12:30', '13:00'],
      ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00'],
    ]);
  });

  it('lets an empty or backwards break hold no time', () => {
    const odd = open('09:00', '12:00', [
      { start: '10:15', end: '10:15' },
      { start: '11:00', end: '10:00' },
    ]);
    expect(times({ weeklyHours: everyDay(odd) })).toHaveLength(5);
  });
});

describe('findSlots with holidays and special hours', () => {
  it('offers nothing on closed dates, both ends of a range included', () => {
    const closedDates = [
      { from: '2026-06-16', to: '2026-06-18' },
      { from: '2026-06-20', to: '2026-06-20' },
    ];
    expect(openDates({ closedDates, from: '2026-06-15', to: '2026-06-21' })).toEqual([
      '2026-06-15',
      '2026-06-19',
      '2026-06-21',
    ]);
  });

  it("replaces the weekday's hours on the special date only", () => {
    const specialHours = [{ date: '2026-06-15', ...open('10:00', '11:30') }];
    const days = findSlots(query({ specialHours, from: '2026-06-15', to: '2026-06-16' }));
    expect(days.map((day) => day.slots.map((slot) => slot.time))).toEqual([
      ['10:00', '10:30'],
      ['09:00', '09:30', '10:00', '10:30', '11:00'],
    ]);
  });

  it('closes a date with closed special hours and opens a closed weekday with open ones', () => {
    const weeklyHours = { ...everyDay(open('09:00', '12:00')), 7: CLOSED };
    const specialHours = [
      { date: '2026-06-14', ...open('11:00', '12:00') },
      { date: '2026-06-15', ...CLOSED },
    ];
    const range = { from: '2026-06-14', to: '2026-06-15' };
    expect(findSlots(query({ weeklyHours, specialHours, ...range }))).toEqual([
      {
        date: '2026-06-14',
        slots: [
          { time: '11:00', start: '2026-06-14T09:00:00.000Z', end: '2026-06-14T10:00:00.000Z' },
        ],
      },
      { date: '2026-06-15', slots: [] },
    ]);
  });

  it("keeps the weekday's breaks unless the special hours bring their own", () => {
    const weeklyHours = everyDay(open('09:00', '12:00', [{ start: '10:00', end: '11:00' }]));
    const special = { date: '2026-06-15', ...open('09:00', '11:00') };
    expect(times({ weeklyHours, specialHours: [special] })).toEqual(['09:00']);
    expect(times({ weeklyHours, specialHours: [{ ...special, breaks: [] }] })).toEqual([
      '09:00',
      '09:30',
      '10:00',
    ]);
  });

  it('lets a later special entry for a date win', () => {
    const specialHours = [
      { date: '2026-06-15', ...open('09:00', '10:00') },
      { date: '2026-06-15', ...open('11:00', '12:00') },
    ];
    expect(times({ specialHours })).toEqual(['11:00']);
  });

  it('lets a closed date win over special hours on it', () => {
    const specialHours = [{ date: '2026-06-15', ...open('09:00', '12:00') }];
    const closedDates = [{ from: '2026-06-15', to: '2026-06-15' }];
    expect(times({ specialHours, closedDates })).toEqual([]);
  });
});

describe('findSlots with existing bookings', () => {
  const bookings = [booked('10:00', '11:00')];

  it('keeps clear of a booking at capacity 1, touching it being fine', () => {
    expect(times({ bookings, capacity: 1 })).toEqual(['09:00', '11:00']);
  });

  it('books alongside it at capacity 2', () => {
    expect(times({ bookings, capacity: 2 })).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00']);
  });

  it('counts the most bookings held at once, not how many the slot touches', () => {
    // 09:30-10:30 touches both, but they follow each other: one chair is always free.
    const backToBack = [booked('09:00', '10:00'), booked('10:00', '11:00')];
    expect(times({ bookings: backToBack, capacity: 2 })).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
    ]);
    expect(times({ bookings: backToBack, capacity: 1 })).toEqual(['11:00']);
  });

  it('refuses a slot through the stretch where bookings overlap up to capacity', () => {
    // Two clients at once from 10:00 to 10:30.
    const overlapping = [booked('09:00', '10:30'), booked('10:00', '11:00')];
    expect(times({ bookings: overlapping, capacity: 2 })).toEqual(['09:00', '10:30', '11:00']);
    expect(times({ bookings: overlapping, capacity: 3 })).toHaveLength(5);
  });

  it('ignores cancelled bookings', () => {
    const cancelled = [booked('09:00', '12:00', 'cancelled')];
    expect(times({ bookings: cancelled })).toHaveLength(5);
  });
});

describe('findSlots with notice and horizon', () => {
  it('starts at least the notice after now, 120 minutes by default', () => {
    const now = '2026-06-15T07:00:00.000Z'; // 09:00 in Oslo
    expect(times({ now })).toEqual(['11:00']);
    expect(times({ now, minNoticeMinutes: 0 })).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
    ]);
    expect(times({ now, minNoticeMinutes: 61 })).toEqual(['10:30', '11:00']);
  });

  it('offers dates up to the horizon after today, 60 days by default', () => {
    const now = '2026-06-15T06:00:00.000Z';
    expect(openDates({ now, horizonDays: 2, from: '2026-06-15', to: '2026-06-18' })).toEqual([
      '2026-06-15',
      '2026-06-16',
      '2026-06-17',
    ]);
    const june1 = '2026-06-01T10:00:00.000Z';
    expect(openDates({ now: june1, from: '2026-07-30', to: '2026-08-01' })).toEqual([
      '2026-07-30',
      '2026-07-31',
    ]);
  });

  it("counts the horizon from the business's today, not UTC's", () => {
    // 23:30Z on the 14th is already 01:30 on the 15th in Oslo.
    const now = '2026-06-14T23:30:00.000Z';
    expect(openDates({ now, horizonDays: 0, from: '2026-06-15', to: '2026-06-16' })).toEqual([
      '2026-06-15',
    ]);
  });
});

describe('findSlots on a split day (docs/decisions.md, Split days)', () => {
  const split = (second: [string, string], first: [string, string] = ['09:00', '13:00']) => ({
    ...open(...first),
    secondOpeningTime: second[0],
    secondClosingTime: second[1],
  });

  it('offers nothing that starts in the gap or runs across it', () => {
    expect(times({ weeklyHours: everyDay(split(['15:00', '17:00'])) })).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '15:00',
      '15:30',
      '16:00',
    ]);
  });

  it("lays the second range's grid from its own opening", () => {
    expect(times({ weeklyHours: everyDay(split(['15:10', '17:00'], ['09:00', '10:00'])) })).toEqual(
      ['09:00', '15:10', '15:40'],
    );
  });

  it('ignores a second range that does not start after the first closes', () => {
    expect(times({ weeklyHours: everyDay(split(['12:00', '14:00'], ['09:00', '12:00'])) })).toEqual(
      ['09:00', '09:30', '10:00', '10:30', '11:00'],
    );
  });
});

describe('findSlots refuses a malformed query', () => {
  it.each([
    ['a zero step', { stepMinutes: 0 }],
    ['a fractional duration', { durationMinutes: 30.5 }],
    ['no capacity', { capacity: 0 }],
    ['negative notice', { minNoticeMinutes: -1 }],
    ['a date that does not exist', { to: '2026-02-30' }],
    ['a range that ends before it starts', { from: '2026-06-16' }],
    ['a time that is not HH:mm', { weeklyHours: everyDay(open('9:00', '12:00')) }],
    ['a booking that is not an instant', { bookings: [{ start: 'soon', end: 'later' }] }],
    ['a date past the year 9999', { from: '9999-12-31', to: '+010000-01-01' }],
  ])('with %s', (_, overrides: Partial<SlotQuery>) => {
    expect(() => findSlots(query(overrides))).toThrow(RangeError);
  });

  // Its own bound, whatever the caller checked: no query makes it loop for long
  // (docs/decisions.md, Dates). The server answers this error's statusCode, 400.
  it('refuses more than MAX_SLOT_DAYS dates, up to the last date of all, at once', () => {
    const started = performance.now();
    for (const range of [
      { from: '2026-01-01', to: addDays('2026-01-01', MAX_SLOT_DAYS) },
      { from: '0000-01-01', to: '9999-12-31' },
    ]) {
      expect(() => findSlots(query(range))).toThrow(SlotQueryTooLargeError);
    }
    expect(() => findSlots(query({ from: '9999-12-31', to: '9999-12-31' }))).not.toThrow();
    expect(performance.now() - started).toBeLessThan(1000);
    expect(new SlotQueryTooLargeError('x').statusCode).toBe(400);
  });

  it('still answers MAX_SLOT_DAYS dates', () => {
    const to = addDays('2026-06-15', MAX_SLOT_DAYS - 1);
    expect(findSlots(query({ to, horizonDays: 400 }))).toHaveLength(MAX_SLOT_DAYS);
  });
});

// A business open through the night, so the hour the clocks change is in its day.
const night = (zone: string, date: string, hours: DayHours, step: number, duration: number) =>
  startsOn({
    timeZone: zone,
    weeklyHours: everyDay(hours),
    stepMinutes: step,
    durationMinutes: duration,
    now: '2026-01-01T00:00:00.000Z',
    horizonDays: 365,
    from: date,
    to: date,
  });

describe('findSlots across daylight saving time, Europe/Oslo', () => {
  const spring = (hours: DayHours, step: number, duration: number) =>
    night('Europe/Oslo', '2026-03-29', hours, step, duration);
  const autumn = (hours: DayHours, step: number, duration: number) =>
    night('Europe/Oslo', '2026-10-25', hours, step, duration);

  it('skips 02:00-03:00 on 2026-03-29, and a slot across it lasts its real minutes', () => {
    // 01:30 CET + 60 minutes ends at 01:30Z, 03:30 on the wall clock.
    expect(spring(open('00:00', '06:00'), 30, 60)).toEqual([
      '00:00 2026-03-28T23:00:00.000Z',
      '00:30 2026-03-28T23:30:00.000Z',
      '01:00 2026-03-29T00:00:00.000Z',
      '01:30 2026-03-29T00:30:00.000Z',
      '03:00 2026-03-29T01:00:00.000Z',
      '03:30 2026-03-29T01:30:00.000Z',
      '04:00 2026-03-29T02:00:00.000Z',
      '04:30 2026-03-29T02:30:00.000Z',
      '05:00 2026-03-29T03:00:00.000Z',
    ]);
  });

  it('has a 5-hour day from 00:00 to 06:00 on 2026-03-29', () => {
    expect(spring(open('00:00', '06:00'), 30, 300)).toEqual(['00:00 2026-03-28T23:00:00.000Z']);
    expect(spring(open('00:00', '06:00'), 30, 301)).toEqual([]);
  });

  it('offers 02:00-03:00 once on 2026-10-25, its first pass', () => {
    expect(autumn(open('00:00', '06:00'), 60, 60)).toEqual([
      '00:00 2026-10-24T22:00:00.000Z',
      '01:00 2026-10-24T23:00:00.000Z',
      '02:00 2026-10-25T00:00:00.000Z',
      '03:00 2026-10-25T02:00:00.000Z',
      '04:00 2026-10-25T03:00:00.000Z',
      '05:00 2026-10-25T04:00:00.000Z',
    ]);
  });

  it('has a 7-hour day from 00:00 to 06:00 on 2026-10-25', () => {
    expect(autumn(open('00:00', '06:00'), 60, 420)).toEqual(['00:00 2026-10-24T22:00:00.000Z']);
    expect(autumn(open('00:00', '06:00'), 60, 421)).toEqual([]);
  });
});

describe('findSlots across daylight saving time, America/New_York', () => {
  const spring = (hours: DayHours, step: number, duration: number) =>
    night('America/New_York', '2026-03-08', hours, step, duration);
  const autumn = (hours: DayHours, step: number, duration: number) =>
    night('America/New_York', '2026-11-01', hours, step, duration);

  it('skips 02:00-03:00 on 2026-03-08', () => {
    expect(spring(open('00:00', '06:00'), 30, 30)).toEqual([
      '00:00 2026-03-08T05:00:00.000Z',
      '00:30 2026-03-08T05:30:00.000Z',
      '01:00 2026-03-08T06:00:00.000Z',
      '01:30 2026-03-08T06:30:00.000Z',
      '03:00 2026-03-08T07:00:00.000Z',
      '03:30 2026-03-08T07:30:00.000Z',
      '04:00 2026-03-08T08:00:00.000Z',
      '04:30 2026-03-08T08:30:00.000Z',
      '05:00 2026-03-08T09:00:00.000Z',
      '05:30 2026-03-08T09:30:00.000Z',
    ]);
  });

  it('opens when the clocks jump if opening falls in the skipped hour, keeping its grid', () => {
    expect(spring(open('02:30', '05:00'), 30, 60)).toEqual([
      '03:00 2026-03-08T07:00:00.000Z',
      '03:30 2026-03-08T07:30:00.000Z',
      '04:00 2026-03-08T08:00:00.000Z',
    ]);
    expect(spring(open('02:30', '05:00'), 60, 60)).toEqual(['03:30 2026-03-08T07:30:00.000Z']);
  });

  it('closes when the clocks jump if closing falls in the skipped hour', () => {
    expect(spring(open('00:00', '02:30'), 30, 30)).toEqual([
      '00:00 2026-03-08T05:00:00.000Z',
      '00:30 2026-03-08T05:30:00.000Z',
      '01:00 2026-03-08T06:00:00.000Z',
      '01:30 2026-03-08T06:30:00.000Z',
    ]);
  });

  it('times a break across the jump in real minutes', () => {
    // 01:30 EST to 03:30 EDT is one hour: 06:30Z to 07:30Z.
    const hours = open('00:00', '06:00', [{ start: '01:30', end: '03:30' }]);
    expect(spring(hours, 60, 60)).toEqual([
      '00:00 2026-03-08T05:00:00.000Z',
      '04:00 2026-03-08T08:00:00.000Z',
      '05:00 2026-03-08T09:00:00.000Z',
    ]);
  });

  it('offers 01:00-02:00 once on 2026-11-01, its first pass', () => {
    expect(autumn(open('00:00', '04:00'), 30, 60)).toEqual([
      '00:00 2026-11-01T04:00:00.000Z',
      '00:30 2026-11-01T04:30:00.000Z',
      '01:00 2026-11-01T05:00:00.000Z',
      '01:30 2026-11-01T05:30:00.000Z',
      '02:00 2026-11-01T07:00:00.000Z',
      '02:30 2026-11-01T07:30:00.000Z',
      '03:00 2026-11-01T08:00:00.000Z',
    ]);
  });

  it('holds a break in the repeated hour on its first pass only', () => {
    // 01:30 EDT + 60 minutes runs through 01:00-01:30 EST, which is not on break.
    const hours = open('00:00', '04:00', [{ start: '01:00', end: '01:30' }]);
    expect(autumn(hours, 30, 60)).toEqual([
      '00:00 2026-11-01T04:00:00.000Z',
      '01:30 2026-11-01T05:30:00.000Z',
      '02:00 2026-11-01T07:00:00.000Z',
      '02:30 2026-11-01T07:30:00.000Z',
      '03:00 2026-11-01T08:00:00.000Z',
    ]);
  });
});
