// The slot engine against a deliberately naive oracle, on random hours, breaks, closures, special
// hours, bookings, capacities, steps and durations, in zones and on dates where the clocks change
// (at 02:00, by half an hour, at midnight). The oracle never converts a wall time to an instant:
// it walks the minutes around a date, reads each one's wall clock from Intl, and checks a slot
// minute by minute. A failure prints fast-check's seed and path; SLOT_ENGINE_PROPERTY_SEED
// replays a seed and SLOT_ENGINE_PROPERTY_RUNS soaks the random one.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantToLocal, type TimeSpan } from '../booking-time.js';
import type { DayHours, IsoWeekday, TimeRange } from './date-hours.js';
import {
  DEFAULT_HORIZON_DAYS,
  DEFAULT_MIN_NOTICE_MINUTES,
  findSlots,
  type DaySlots,
  type SlotQuery,
} from './slot-engine.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
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

// ---- The oracle ----

const pad = (n: number) => String(n).padStart(2, '0');
const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

interface Tick {
  ms: number;
  /** 'YYYY-MM-DD HH:mm' on the business's wall clock: sorts like the local date and time. */
  wall: string;
}

const clocks = new Map<string, Tick[]>();
/** Every minute from well before `date` begins anywhere to well after it ends anywhere. */
function minutesAround(date: string, timeZone: string): Tick[] {
  const key = `${timeZone} ${date}`;
  let ticks = clocks.get(key);
  if (!ticks) {
    ticks = [];
    const midnight = Date.parse(`${date}T00:00:00Z`);
    for (let ms = midnight - 15 * 60 * MINUTE; ms < midnight + 39 * 60 * MINUTE; ms += MINUTE) {
      const local = instantToLocal(new Date(ms), timeZone);
      ticks.push({ ms, wall: `${local.date} ${local.time}` });
    }
    clocks.set(key, ticks);
  }
  return ticks;
}

/** The slots the rules allow, as 'date time start end' keys. */
function oracle(query: SlotQuery): Set<string> {
  const allowed = new Set<string>();
  const now = Date.parse(query.now);
  const notice = query.minNoticeMinutes ?? DEFAULT_MIN_NOTICE_MINUTES;
  const today = instantToLocal(new Date(now), query.timeZone).date;
  const lastDate = shiftDate(today, query.horizonDays ?? DEFAULT_HORIZON_DAYS);
  const bookings = query.bookings
    .filter((booking) => booking.status !== 'cancelled')
    .map((booking) => ({ start: Date.parse(booking.start), end: Date.parse(booking.end) }));
  for (let date = query.from; date <= query.to; date = shiftDate(date, 1)) {
    if (date > lastDate) continue;
    if ((query.closedDates ?? []).some((range) => range.from <= date && date <= range.to)) {
      continue;
    }
    const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() || 7) as IsoWeekday;
    const weekly = query.weeklyHours[weekday];
    const special = query.specialHours?.findLast((day) => day.date === date);
    const hours = special ?? weekly;
    if (!hours.open || hours.openingTime === null || hours.closingTime === null) continue;
    const ticks = minutesAround(date, query.timeZone);
    const reached = (time: string) =>
      ticks.find((tick) => tick.wall >= `${date} ${time}`)?.ms ?? Infinity;
    const opens = reached(hours.openingTime);
    const closes = reached(hours.closingTime);
    const breaks = (special?.breaks ?? weekly.breaks ?? []).map((pause) => ({
      start: reached(pause.start),
      end: reached(pause.end),
    }));
    const free = (ms: number) =>
      ms >= opens &&
      ms < closes &&
      !breaks.some((pause) => pause.start <= ms && ms < pause.end) &&
      bookings.filter((booking) => booking.start <= ms && ms < booking.end).length < query.capacity;
    const opening = toMinutes(hours.openingTime);
    const seen = new Set<number>();
    for (const tick of ticks) {
      if (!tick.wall.startsWith(date)) continue;
      const label = toMinutes(tick.wall.slice(11));
      if (label < opening || (label - opening) % query.stepMinutes !== 0 || seen.has(label)) {
        continue;
      }
      seen.add(label); // a repeated wall time is its first pass only
      if (tick.ms < now + notice * MINUTE) continue;
      let fits = true;
      for (let minute = 0; fits && minute < query.durationMinutes; minute += 1) {
        fits = free(tick.ms + minute * MINUTE);
      }
      if (!fits) continue;
      const end = new Date(tick.ms + query.durationMinutes * MINUTE).toISOString();
      allowed.add(`${date} ${hhmm(label)} ${new Date(tick.ms).toISOString()} ${end}`);
    }
  }
  return allowed;
}

// ---- The three properties ----

const keys = (days: DaySlots[]) =>
  days.flatMap((day) =>
    day.slots.map((slot) => `${day.date} ${slot.time} ${slot.start} ${slot.end}`),
  );

/** (a) Every slot returned is one the rules allow. */
function checkSound(days: DaySlots[], query: SlotQuery): void {
  const allowed = oracle(query);
  const wrong = keys(days).filter((key) => !allowed.has(key));
  if (wrong.length > 0) throw new Error(`offered but breaking a rule: ${wrong.join(', ')}`);
}

/** (b) Every grid start the rules allow is returned. */
function checkComplete(days: DaySlots[], query: SlotQuery): void {
  const offered = new Set(keys(days));
  const missing = [...oracle(query)].filter((key) => !offered.has(key));
  if (missing.length > 0) throw new Error(`allowed but not offered: ${missing.join(', ')}`);
}

/** (c) Each date of the range once, in order; start instants unique and ascending. */
function checkOrdered(days: DaySlots[], query: SlotQuery): void {
  const dates: string[] = [];
  for (let date = query.from; date <= query.to; date = shiftDate(date, 1)) dates.push(date);
  expect(days.map((day) => day.date)).toEqual(dates);
  const starts = days.flatMap((day) => day.slots.map((slot) => Date.parse(slot.start)));
  starts.slice(1).forEach((start, index) => {
    if (!(start > (starts[index] as number))) {
      throw new Error(`start ${new Date(start).toISOString()} does not follow the one before`);
    }
  });
}

// ---- Random businesses ----

const CLOSED: DayHours = { open: false, openingTime: null, closingTime: null };
// Plain objects print without `__proto__: null` in a counterexample.
const record = <T>(model: { [K in keyof T]: fc.Arbitrary<T[K]> }) =>
  fc.record(model, { noNullPrototype: true });
const weighted = <T>(weight: number, arbitrary: fc.Arbitrary<T>) => ({ weight, arbitrary });
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
const breaksArb = fc.array(spanArb(fc.integer({ min: -10, max: 120 })), { maxLength: 2 });
const openDayArb = record({
  hours: spanArb(
    fc.oneof(
      weighted(4, fc.integer({ min: 240, max: 1440 })),
      weighted(1, fc.integer({ min: -30, max: 240 })),
    ),
  ),
  breaks: fc.option(breaksArb, { nil: undefined }),
}).map(({ hours, breaks }): DayHours => ({
  open: true,
  openingTime: hours.start,
  closingTime: hours.end,
  breaks,
}));
const dayHoursArb: fc.Arbitrary<DayHours> = fc.oneof(
  weighted(12, openDayArb),
  weighted(1, fc.constant(CLOSED)),
  weighted(1, fc.constant({ ...CLOSED, open: true })),
);
const bookingArb = record({
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

const queryArb: fc.Arbitrary<SlotQuery> = record({
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
    bookings: r.bookings.flatMap(({ start, length, twice, then, cancelled }) => {
      const booking: TimeSpan = {
        start: at(start),
        end: at(start + length),
        ...(cancelled ? { status: 'cancelled' as const } : {}),
      };
      const next = then ? [{ start: booking.end, end: at(start + length + then) }] : [];
      return [booking, ...(twice ? [booking] : []), ...next];
    }),
    capacity: r.capacity,
    minNoticeMinutes: r.notice,
    horizonDays: r.horizon,
    now: at(r.now),
    from,
    to: shiftDate(from, r.days - 1),
  };
});

// ---- Runs ----

type Check = (days: DaySlots[], query: SlotQuery) => void;
type Engine = (query: SlotQuery) => DaySlots[];

const FIXED_SEED = 20260329;
const envSeed = process.env.SLOT_ENGINE_PROPERTY_SEED;
const randomSeed = envSeed ? Number(envSeed) : Date.now() % 2 ** 31;
const RUNS = 300;
const RANDOM_RUNS = Number(process.env.SLOT_ENGINE_PROPERTY_RUNS) || RUNS;

const holds = (check: Check, engine: Engine = findSlots) =>
  fc.property(queryArb, (query) => check(engine(query), query));

describe.each([
  ['(a) offers no slot that breaks a rule', checkSound],
  ['(b) offers every grid start the rules allow', checkComplete],
  ['(c) lists each date once and starts unique and ascending', checkOrdered],
] as const)('the slot engine against the oracle (property): %s', (_, check) => {
  it('with a fixed seed', () => {
    fc.assert(holds(check), { seed: FIXED_SEED, numRuns: RUNS });
  });

  it(`with a random seed (SLOT_ENGINE_PROPERTY_SEED=${randomSeed} replays it)`, () => {
    fc.assert(holds(check), { seed: randomSeed, numRuns: RANDOM_RUNS });
  }, 120_000);
});

// The properties can fail: a broken engine is caught (unshrunk, to stay quick).
describe('the properties catch a broken engine', () => {
  const fails = (check: Check, engine: Engine, message: RegExp) => {
    const run = () =>
      fc.assert(holds(check, engine), { seed: FIXED_SEED, numRuns: RUNS, endOnFailure: true });
    expect(run).toThrow(
      expect.objectContaining({
        cause: expect.objectContaining({ message: expect.stringMatching(message) }),
      }),
    );
  };

  it('one that lets a chair too many be booked', () => {
    fails(
      checkSound,
      (query) => findSlots({ ...query, capacity: query.capacity + 1 }),
      /breaking a rule/,
    );
  });

  it('one that wants a minute more than the services take', () => {
    const greedy: Engine = (query) =>
      findSlots({ ...query, durationMinutes: query.durationMinutes + 1 });
    fails(checkComplete, greedy, /not offered/);
  });

  it('one that offers a start twice', () => {
    const twice: Engine = (query) =>
      findSlots(query).map((day) => ({ ...day, slots: [...day.slots, ...day.slots] }));
    fails(checkOrdered, twice, /does not follow/);
  });
});
