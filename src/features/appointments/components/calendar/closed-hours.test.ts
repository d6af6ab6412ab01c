import { describe, expect, it } from 'vitest';
import { dateHoursRule, type OpeningRules } from '@contract/availability/date-hours';
import { memberFixture } from '@/entities/team/testing/member-fixture';
import { toOpeningRules } from '@/entities/opening-hours/opening-rules';
import { closedDates, closedSpans, memberClosedSpans } from './closed-hours';

// Monday to Saturday 09:00-17:00, lunch 12:00-12:30 on Wednesdays; Sundays closed. Wednesday
// 25 November 2026 is a plain day, Thursday 26 a closed date, Friday 27 special hours 10-14.
const rules: OpeningRules = toOpeningRules(
  [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
    id: dayOfWeek,
    dayOfWeek,
    weekName: String(dayOfWeek),
    open: dayOfWeek !== 7,
    openingTime: dayOfWeek !== 7 ? '09:00' : null,
    closingTime: dayOfWeek !== 7 ? (dayOfWeek === 6 ? '13:00' : '17:00') : null,
    // Saturdays are split: 09:00-13:00 and 15:00-19:00 (docs/decisions.md, Split days).
    secondOpeningTime: dayOfWeek === 6 ? '15:00' : null,
    secondClosingTime: dayOfWeek === 6 ? '19:00' : null,
  })),
  {
    breaks: [{ id: 1, dayOfWeek: 3, startTime: '12:00', endTime: '12:30' }],
    closures: [{ id: 1, fromDate: '2026-11-26', toDate: '2026-11-26', note: 'Stocktaking' }],
    specialHours: [
      {
        id: 1,
        date: '2026-11-27',
        open: true,
        openingTime: '10:00',
        closingTime: '14:00',
        secondOpeningTime: null,
        secondClosingTime: null,
      },
    ],
  },
);
const hoursOn = dateHoursRule(rules);

describe('closedSpans: what the day and week grids shade', () => {
  it('shades before opening, the break and after closing on a day with a break', () => {
    expect(closedSpans('2026-11-25', hoursOn('2026-11-25'))).toEqual([
      { start: '2026-11-25 00:00:00', end: '2026-11-25 09:00:00', kind: 'closed' },
      { start: '2026-11-25 12:00:00', end: '2026-11-25 12:30:00', kind: 'break' },
      { start: '2026-11-25 17:00:00', end: '2026-11-26 00:00:00', kind: 'closed' },
    ]);
  });

  it('shades a closed date whole, though its weekday is open', () => {
    expect(closedSpans('2026-11-26', hoursOn('2026-11-26'))).toEqual([
      { start: '2026-11-26 00:00:00', end: '2026-11-27 00:00:00', kind: 'closed' },
    ]);
  });

  it('follows a special-hours day instead of its weekday', () => {
    expect(closedSpans('2026-11-27', hoursOn('2026-11-27'))).toEqual([
      { start: '2026-11-27 00:00:00', end: '2026-11-27 10:00:00', kind: 'closed' },
      { start: '2026-11-27 14:00:00', end: '2026-11-28 00:00:00', kind: 'closed' },
    ]);
  });

  it("shades a split day's gap and what follows its second range", () => {
    expect(closedSpans('2026-11-28', hoursOn('2026-11-28'))).toEqual([
      { start: '2026-11-28 00:00:00', end: '2026-11-28 09:00:00', kind: 'closed' },
      { start: '2026-11-28 13:00:00', end: '2026-11-28 15:00:00', kind: 'closed' },
      { start: '2026-11-28 19:00:00', end: '2026-11-29 00:00:00', kind: 'closed' },
    ]);
  });

  it('shades a closed weekday whole', () => {
    expect(closedSpans('2026-11-29', hoursOn('2026-11-29'))).toEqual([
      { start: '2026-11-29 00:00:00', end: '2026-11-30 00:00:00', kind: 'closed' },
    ]);
  });
});

describe('memberClosedSpans: a member lane of the day view', () => {
  const weekday = (dayOfWeek: number, startTime: string | null, endTime: string | null) => ({
    dayOfWeek,
    open: startTime !== null,
    startTime,
    endTime,
    secondStartTime: null,
    secondEndTime: null,
  });

  it('adds the member’s own shorter hours and breaks to the business’s', () => {
    const jonas = memberFixture({
      id: 2,
      name: 'Jonas',
      hours: [1, 2, 3, 4, 5, 6, 7].map((day) =>
        day <= 5 ? weekday(day, '10:00', '15:00') : weekday(day, null, null),
      ),
      breaks: [{ id: 1, dayOfWeek: 3, startTime: '13:00', endTime: '13:45' }],
    });
    expect(memberClosedSpans(jonas, '2026-11-25', hoursOn('2026-11-25'))).toEqual([
      { start: '2026-11-25 00:00:00', end: '2026-11-25 09:00:00', kind: 'closed' },
      { start: '2026-11-25 09:00:00', end: '2026-11-25 10:00:00', kind: 'off' },
      { start: '2026-11-25 12:00:00', end: '2026-11-25 12:30:00', kind: 'break' },
      { start: '2026-11-25 13:00:00', end: '2026-11-25 13:45:00', kind: 'break' },
      { start: '2026-11-25 15:00:00', end: '2026-11-25 17:00:00', kind: 'off' },
      { start: '2026-11-25 17:00:00', end: '2026-11-26 00:00:00', kind: 'closed' },
    ]);
  });

  it('shades an open business day whole for a member on time off', () => {
    const away = memberFixture({
      id: 3,
      name: 'Sara',
      timeOff: [{ id: 1, from: '2026-11-24', to: '2026-11-25', note: 'Course' }],
    });
    expect(memberClosedSpans(away, '2026-11-25', hoursOn('2026-11-25'))).toEqual([
      { start: '2026-11-25 00:00:00', end: '2026-11-25 09:00:00', kind: 'closed' },
      { start: '2026-11-25 09:00:00', end: '2026-11-25 17:00:00', kind: 'off' },
      { start: '2026-11-25 17:00:00', end: '2026-11-26 00:00:00', kind: 'closed' },
    ]);
  });

  it('shades the gap of a member’s own split day as not working', () => {
    // Wednesdays 09:00-11:00 and 14:00-16:00 (docs/decisions.md, Team; Split days).
    const sara = memberFixture({
      id: 3,
      name: 'Sara',
      hours: [1, 2, 3, 4, 5, 6, 7].map((day) =>
        day === 3
          ? { ...weekday(day, '09:00', '11:00'), secondStartTime: '14:00', secondEndTime: '16:00' }
          : weekday(day, null, null),
      ),
    });
    expect(memberClosedSpans(sara, '2026-11-25', hoursOn('2026-11-25'))).toEqual([
      { start: '2026-11-25 00:00:00', end: '2026-11-25 09:00:00', kind: 'closed' },
      { start: '2026-11-25 11:00:00', end: '2026-11-25 14:00:00', kind: 'off' },
      { start: '2026-11-25 16:00:00', end: '2026-11-25 17:00:00', kind: 'off' },
      { start: '2026-11-25 17:00:00', end: '2026-11-26 00:00:00', kind: 'closed' },
    ]);
  });

  it('keeps the business’s hours for a member who follows them', () => {
    const maria = memberFixture({ id: 1, name: 'Maria', hours: null });
    expect(memberClosedSpans(maria, '2026-11-25', hoursOn('2026-11-25'))).toEqual(
      closedSpans('2026-11-25', hoursOn('2026-11-25')),
    );
  });
});

describe('closedDates: the month grid', () => {
  it('names the closed date and the closed weekdays among the dates shown', () => {
    const dates = ['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
    expect(closedDates(dates, hoursOn)).toEqual(new Set(['2026-11-26', '2026-11-29']));
  });
});
