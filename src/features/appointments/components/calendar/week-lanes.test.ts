import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '@/lib/i18n/use-t';
import { makeAppointment } from '../../testing/appointment-fixtures';
import { toBookingEvents } from './calendar-model';
import { assignLanes, fitWeekLanes, lanesThatFit, overlaps, type LaneInterval } from './week-lanes';

const at = (hours: number, minutes = 0) => hours * 60 + minutes;

describe('assignLanes', () => {
  it('puts bookings that overlap side by side and reuses a lane once it is free', () => {
    const placements = assignLanes([
      { start: at(10), end: at(11) },
      { start: at(10, 30), end: at(11, 30) },
      { start: at(11), end: at(12) },
      { start: at(14), end: at(15) },
    ]);
    expect(placements).toEqual([
      { lane: 0, cluster: 0, lanes: 2 },
      { lane: 1, cluster: 0, lanes: 2 },
      // 11:00 starts as the first ends: touching is not overlapping.
      { lane: 0, cluster: 0, lanes: 2 },
      { lane: 0, cluster: 1, lanes: 1 },
    ]);
  });

  it('gives the longer of two bookings starting together the first lane', () => {
    expect(
      assignLanes([
        { start: at(10), end: at(10, 30) },
        { start: at(10), end: at(12) },
      ]).map((placement) => placement.lane),
    ).toEqual([1, 0]);
  });

  const intervalArb = fc
    .record({ start: fc.integer({ min: 0, max: 200 }), length: fc.integer({ min: 1, max: 60 }) })
    .map(({ start, length }) => ({ start, end: start + length }));

  /** The most intervals of `members` covering one moment (a start is where the count peaks). */
  const depth = (members: LaneInterval[]) =>
    Math.max(
      ...members.map(
        (point) => members.filter((i) => i.start <= point.start && point.start < i.end).length,
      ),
    );

  it('never shares a lane between overlapping bookings, and a cluster uses no more lanes than overlap at once', () => {
    fc.assert(
      fc.property(fc.array(intervalArb, { maxLength: 30 }), (intervals) => {
        const placements = assignLanes(intervals);
        intervals.forEach((a, i) => {
          intervals.forEach((b, j) => {
            if (i === j || !overlaps(a, b)) return;
            expect(placements[i]!.lane).not.toBe(placements[j]!.lane);
            // Overlapping bookings are in one cluster.
            expect(placements[i]!.cluster).toBe(placements[j]!.cluster);
          });
        });
        const clusters = new Set(placements.map((placement) => placement.cluster));
        for (const cluster of clusters) {
          const members = intervals.filter((_, i) => placements[i]!.cluster === cluster);
          const lanes = placements.filter((placement) => placement.cluster === cluster);
          const used = Math.max(...lanes.map((placement) => placement.lane)) + 1;
          expect(lanes.every((placement) => placement.lanes === used)).toBe(true);
          expect(used).toBe(depth(members));
        }
      }),
    );
  });
});

describe('lanesThatFit', () => {
  it('counts the lanes of at least 60 px in a day column, at least one; none when unmeasured', () => {
    // A 1280 px window: about 930 px of grid, 121 px a day.
    expect(lanesThatFit(930)).toBe(2);
    expect(lanesThatFit(1400)).toBe(3);
    expect(lanesThatFit(500)).toBe(1);
    expect(lanesThatFit(0)).toBe(Infinity);
  });
});

describe('fitWeekLanes', () => {
  const three = toBookingEvents([
    makeAppointment({ id: 1, book_time: '10:00 AM', firstName: 'Ada' }),
    makeAppointment({ id: 2, book_time: '10:00 AM', firstName: 'Bea' }),
    makeAppointment({ id: 3, book_time: '10:15 AM', firstName: 'Cal' }),
    makeAppointment({ id: 4, book_time: '02:00 PM', firstName: 'Dan' }),
    makeAppointment({ id: 5, book_date: '2026-11-24', book_time: '10:00 AM', firstName: 'Eva' }),
  ]);
  const summary = (events: ReturnType<typeof fitWeekLanes>) =>
    events.map(
      (event) => `${event.title} ${String(event.start).slice(5)}–${String(event.end).slice(11)}`,
    );

  it('keeps every booking when the lanes fit', () => {
    expect(fitWeekLanes(three, 3)).toEqual(three);
    expect(fitWeekLanes(three, Infinity)).toEqual(three);
  });

  it('keeps the first lanes and puts the rest of a cluster behind "+ N more", which opens the day', () => {
    const fitted = fitWeekLanes(three, 2);
    expect(summary(fitted)).toEqual([
      '10:00 AM Ada Hansen 11-23 10:00:00–10:45:00',
      '02:00 PM Dan Hansen 11-23 14:00:00–14:45:00',
      '+ 2 more 11-23 10:00:00–11:00:00',
      '10:00 AM Eva Hansen 11-24 10:00:00–10:45:00',
    ]);
    expect(fitted[2]!.payload).toEqual({ moreOf: '2026-11-23' });
  });

  it('shows a cluster as one chip naming its count when a column holds one lane', () => {
    expect(summary(fitWeekLanes(three, 1))).toEqual([
      '02:00 PM Dan Hansen 11-23 14:00:00–14:45:00',
      '3 bookings 11-23 10:00:00–11:00:00',
      '10:00 AM Eva Hansen 11-24 10:00:00–10:45:00',
    ]);
  });

  it('words its chips in Norwegian, with the plural of one', () => {
    const nb = translatorFor('nb');
    expect(fitWeekLanes(three, 2, nb).map((event) => event.title)).toContain('+ 2 til');
    expect(fitWeekLanes(three, 1, nb).map((event) => event.title)).toContain('3 timer');
    const [one] = fitWeekLanes(toBookingEvents([makeAppointment({ id: 9 })]), 0, nb);
    expect(one?.title).toBe('1 time');
  });

  it('never asks the schedule for more columns than fit', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            slot: fc.integer({ min: 16, max: 36 }),
            id: fc.integer({ min: 1, max: 999 }),
          }),
          { maxLength: 20 },
        ),
        fc.integer({ min: 1, max: 4 }),
        (slots, maxLanes) => {
          const events = toBookingEvents(
            slots.map(({ slot, id }, index) =>
              makeAppointment({
                id: index + 1,
                book_time: `${String(Math.floor(slot / 2) % 12 || 12).padStart(2, '0')}:${slot % 2 ? '30' : '00'} ${slot >= 24 ? 'PM' : 'AM'}`,
                firstName: `C${id}`,
              }),
            ),
          );
          const fitted = fitWeekLanes(events, maxLanes);
          const placements = assignLanes(
            fitted.map((event) => ({
              start: Date.parse(String(event.start).replace(' ', 'T')),
              end: Date.parse(String(event.end).replace(' ', 'T')),
            })),
          );
          expect(
            Math.max(0, ...placements.map((placement) => placement.lanes)),
          ).toBeLessThanOrEqual(maxLanes);
          // Every booking is shown or counted in a chip.
          const counted = fitted.reduce((sum, event) => {
            const match = /^\+ (\d+) more$|^(\d+) bookings$/.exec(event.title);
            return sum + (match ? Number(match[1] ?? match[2]) : 1);
          }, 0);
          expect(counted).toBe(events.length);
        },
      ),
    );
  });
});
