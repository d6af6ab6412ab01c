// The slot engine against a deliberately naive oracle (testing/slot-oracle.ts), on random hours,
// breaks, closures, special hours, bookings, capacities, steps and durations, in zones and on
// dates where the clocks change (testing/slot-arbitraries.ts). A failure prints fast-check's seed
// and path; SLOT_ENGINE_PROPERTY_SEED replays a seed and SLOT_ENGINE_PROPERTY_RUNS soaks the
// random one.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openingRanges } from '../booking-time.js';
import { dateHoursRule, type DayHours, type IsoWeekday } from './date-hours.js';
import { findSlots, type DaySlots, type SlotQuery } from './slot-engine.js';
import { queryArb } from './testing/slot-arbitraries.js';
import { keys, minutesAround, oracle, shiftDate } from './testing/slot-oracle.js';

// ---- The four properties ----

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

/**
 * (d) No slot starts in a split day's gap or runs across it (docs/decisions.md, Split days):
 * asked of the date's hours directly, on the wall clock read minute by minute, apart from the
 * oracle's model of the whole day.
 */
function checkNoGap(days: DaySlots[], query: SlotQuery): void {
  const hoursOn = dateHoursRule(query);
  for (const day of days) {
    const closed = (query.closedDates ?? []).some(
      (range) => range.from <= day.date && day.date <= range.to,
    );
    const [first, second] = closed ? [] : openingRanges(hoursOn(day.date));
    if (!first || !second) continue;
    const ticks = minutesAround(day.date, query.timeZone);
    const reached = (time: string) =>
      ticks.find((tick) => tick.wall >= `${day.date} ${time}`)?.ms ?? Infinity;
    const [gapStart, gapEnd] = [reached(first.end), reached(second.start)];
    for (const slot of day.slots) {
      if (Date.parse(slot.start) < gapEnd && gapStart < Date.parse(slot.end)) {
        throw new Error(`${day.date} ${slot.time} is in the gap ${first.end}-${second.start}`);
      }
    }
  }
}

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
  ["(d) offers nothing in a split day's gap", checkNoGap],
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

  it("one that sells a split day's gap", () => {
    // The day as one range from the first opening to the last closing.
    const whole = (day: DayHours): DayHours => ({
      ...day,
      closingTime: day.secondClosingTime ?? day.closingTime,
      secondOpeningTime: null,
      secondClosingTime: null,
    });
    const gapless: Engine = (query) =>
      findSlots({
        ...query,
        weeklyHours: Object.fromEntries(
          Object.entries(query.weeklyHours).map(([weekday, day]) => [weekday, whole(day)]),
        ) as Record<IsoWeekday, DayHours>,
        specialHours: query.specialHours?.map((day) => ({ ...day, ...whole(day) })),
      });
    fails(checkNoGap, gapless, /in the gap/);
  });

  it('one that offers a start twice', () => {
    const twice: Engine = (query) =>
      findSlots(query).map((day) => ({ ...day, slots: [...day.slots, ...day.slots] }));
    fails(checkOrdered, twice, /does not follow/);
  });
});
