// Random businesses for the slot engine's property tests (slot-engine.property.test.ts,
// team-slots.property.test.ts): hours, breaks, closures, special hours, bookings, capacities,
// steps and durations, in zones and on dates where the clocks change (at 02:00, by half an hour,
// at midnight).
import fc from 'fast-check';
import type { TimeSpan } from '../../booking-time.js';
import type { DayHours, TimeRange } from '../date-hours.js';
import type { SlotQuery } from '../slot-engine.js';
import { hhmm, MINUTE, shiftDate } from './slot-oracle.js';

// Zones with a date their clocks change (at 02:00, by half an hour, at midnight) and one they do
// not; a business in one of them is asked about a range around that date.
const PLACES: readonly (readonly [zone: string, date: string])[] = [
  ['Europe/Oslo', '2026-03-29'],
  ['Europe/Oslo', '2026-10-25'],
  ['Europe/Oslo', '2026-06-15'],
  ['America/New_York', '2026-03-08'],
  ['America/New_York', '2026-11-01'],
  ['America/New_York', '2026-06-15'],
  ['Australia/Lord_Howe', '2026-04-05'],
  ['Australia/Lord_Howe', '2026-10-04'],
  ['America/Santiago', '2026-04-05'],
  ['America/Santiago', '2026-09-06'],
  ['UTC', '2026-03-29'],
];

const CLOSED: DayHours = { open: false, openingTime: null, closingTime: null };
// Plain objects print without `__proto__: null` in a counterexample.
export const record = <T>(model: { [K in keyof T]: fc.Arbitrary<T[K]> }) =>
  fc.record(model, { noNullPrototype: true });
export const weighted = <T>(weight: number, arbitrary: fc.Arbitrary<T>) => ({ weight, arbitrary });
const minuteOfDay = fc.oneof(
  weighted(3, fc.integer({ min: 0, max: 239 })), // the small hours, where the clocks change
  weighted(
    2,
    fc.integer({ min: 0, max: 95 }).map((quarter) => quarter * 15),
  ),
  weighted(1, fc.integer({ min: 0, max: 1439 })),
);
const clamp = (minutes: number) => hhmm(Math.min(1439, Math.max(0, minutes)));
/** A wall-clock span: `start` for `length` minutes (empty or backwards when length <= 0), or two
 * times of the small hours, so a day can also open or close inside the hour the clocks skip. */
const spanArb = (lengths: fc.Arbitrary<number>) =>
  fc.oneof(
    weighted(
      4,
      record({ start: minuteOfDay, length: lengths }).map(({ start, length }): TimeRange => ({
        start: hhmm(start),
        end: clamp(start + length),
      })),
    ),
    weighted(
      1,
      record({ start: fc.nat(239), end: fc.nat(359) }).map(({ start, end }): TimeRange => ({
        start: hhmm(start),
        end: hhmm(end),
      })),
    ),
  );
export const breaksArb = fc.array(spanArb(fc.integer({ min: -10, max: 120 })), { maxLength: 2 });
/**
 * A split day's second range (docs/decisions.md, Split days): mostly after a gap from the first
 * closing, sometimes touching or overlapping it (the engine ignores such a range), or absent.
 */
const secondRangeArb = fc.option(
  record({
    gap: fc.oneof(
      weighted(4, fc.integer({ min: 1, max: 240 })),
      weighted(1, fc.integer({ min: -60, max: 0 })),
    ),
    length: fc.integer({ min: -10, max: 360 }),
  }),
  { nil: undefined, freq: 2 },
);
const openDayArb = record({
  hours: spanArb(
    fc.oneof(
      weighted(4, fc.integer({ min: 240, max: 1440 })),
      weighted(1, fc.integer({ min: -30, max: 240 })),
    ),
  ),
  breaks: fc.option(breaksArb, { nil: undefined }),
  second: secondRangeArb,
}).map(({ hours, breaks, second }): DayHours => {
  const closing = Number(hours.end.slice(0, 2)) * 60 + Number(hours.end.slice(3, 5));
  return {
    open: true,
    openingTime: hours.start,
    closingTime: hours.end,
    breaks,
    ...(second && {
      secondOpeningTime: clamp(closing + second.gap),
      secondClosingTime: clamp(closing + second.gap + second.length),
    }),
  };
});
export const dayHoursArb: fc.Arbitrary<DayHours> = fc.oneof(
  weighted(12, openDayArb),
  weighted(1, fc.constant(CLOSED)),
  weighted(1, fc.constant({ ...CLOSED, open: true })),
);
export const bookingArb = record({
  // Minutes from the UTC midnight starting the range, where the range's local hours lie.
  start: fc.oneof(
    weighted(
      3,
      fc.integer({ min: -44, max: 300 }).map((quarter) => quarter * 15),
    ),
    weighted(1, fc.integer({ min: -660, max: 4500 })),
  ),
  length: fc.oneof(
    weighted(3, fc.constantFrom(30, 45, 60, 90)),
    weighted(1, fc.integer({ min: 0, max: 240 })),
  ),
  // Two clients booked at the same time, so a capacity of 2 is full too.
  twice: fc.boolean(),
  // A booking starting as this one ends: back to back, they never hold two chairs at once.
  then: fc.option(fc.constantFrom(30, 60, 90), { nil: undefined }),
  cancelled: fc.boolean(),
});

type BookingDraw = typeof bookingArb extends fc.Arbitrary<infer Drawn> ? Drawn : never;

/** Bookings drawn by bookingArb, placed by `at` (minutes from the range's first UTC midnight). */
export function bookingsAt(
  drawn: readonly BookingDraw[],
  at: (minutes: number) => string,
): TimeSpan[] {
  return drawn.flatMap(({ start, length, twice, then, cancelled }) => {
    const booking: TimeSpan = {
      start: at(start),
      end: at(start + length),
      ...(cancelled ? { status: 'cancelled' as const } : {}),
    };
    const next = then ? [{ start: booking.end, end: at(start + length + then) }] : [];
    return [booking, ...(twice ? [booking] : []), ...next];
  });
}

export const queryArb: fc.Arbitrary<SlotQuery> = record({
  place: fc.constantFrom(...PLACES),
  shift: fc.integer({ min: -1, max: 0 }),
  days: fc.integer({ min: 1, max: 3 }),
  weekly: fc.tuple(
    dayHoursArb,
    dayHoursArb,
    dayHoursArb,
    dayHoursArb,
    dayHoursArb,
    dayHoursArb,
    dayHoursArb,
  ),
  special: fc.array(record({ day: fc.integer({ min: 0, max: 3 }), hours: dayHoursArb }), {
    maxLength: 2,
  }),
  closed: fc.array(
    record({ day: fc.integer({ min: -2, max: 3 }), length: fc.integer({ min: 0, max: 2 }) }),
    { maxLength: 1 },
  ),
  step: fc.constantFrom(5, 10, 15, 20, 25, 30, 45, 60, 90),
  duration: fc.oneof(
    weighted(4, fc.constantFrom(15, 30, 45, 60, 90, 120)),
    weighted(3, fc.integer({ min: 1, max: 240 })),
    weighted(1, fc.integer({ min: 1, max: 1500 })),
  ),
  bookings: fc.array(bookingArb, { maxLength: 16 }),
  capacity: fc.integer({ min: 1, max: 3 }),
  // Minutes from the UTC midnight starting the range; mostly before it.
  now: fc.oneof(
    weighted(3, fc.integer({ min: -3 * 1440, max: -1440 })),
    weighted(1, fc.integer({ min: -1440, max: 2 * 1440 })),
    weighted(
      1,
      fc.integer({ min: -96, max: 192 }).map((quarter) => quarter * 15),
    ),
  ),
  notice: fc.oneof(
    weighted(4, fc.constantFrom(undefined, 0, 15, 120)),
    weighted(1, fc.constantFrom(1440, 2000)),
  ),
  horizon: fc.oneof(
    weighted(6, fc.constantFrom(undefined, 60)),
    weighted(1, fc.constantFrom(0, 1, 2)),
  ),
}).map((r): SlotQuery => {
  const [timeZone, anchor] = r.place;
  const from = shiftDate(anchor, r.shift);
  const midnight = Date.parse(`${from}T00:00:00Z`);
  const at = (minutes: number) => new Date(midnight + minutes * MINUTE).toISOString();
  const [mon, tue, wed, thu, fri, sat, sun] = r.weekly;
  return {
    timeZone,
    weeklyHours: { 1: mon, 2: tue, 3: wed, 4: thu, 5: fri, 6: sat, 7: sun },
    specialHours: r.special.map(({ day, hours }) => ({ date: shiftDate(from, day), ...hours })),
    closedDates: r.closed.map(({ day, length }) => ({
      from: shiftDate(from, day),
      to: shiftDate(from, day + length),
    })),
    stepMinutes: r.step,
    durationMinutes: r.duration,
    bookings: bookingsAt(r.bookings, at),
    capacity: r.capacity,
    minNoticeMinutes: r.notice,
    horizonDays: r.horizon,
    now: at(r.now),
    from,
    to: shiftDate(from, r.days - 1),
  };
});
