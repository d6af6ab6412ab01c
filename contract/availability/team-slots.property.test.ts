// The team's slot engine (team-slots.ts) against the oracle (testing/slot-oracle.ts), member by
// member, on random businesses (testing/slot-arbitraries.ts) with up to three members who each
// perform some of three services, with their own hours (a split day's two ranges among them) and
// breaks on some weekdays, time off, a capacity and bookings, under the business's ceiling.
// SLOT_ENGINE_PROPERTY_SEED replays a seed and SLOT_ENGINE_PROPERTY_RUNS soaks the random one, as
// for the business's engine.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DayHours, IsoWeekday, TimeRange } from './date-hours.js';
import {
  eligibleMembers,
  findTeamSlots,
  type TeamDaySlots,
  type TeamMemberRules,
  type TeamSlotQuery,
} from './team-slots.js';
import {
  bookingArb,
  bookingsAt,
  breaksArb,
  dayHoursArb,
  queryArb,
  record,
} from './testing/slot-arbitraries.js';
import {
  keys,
  MINUTE,
  minutesAround,
  oracle,
  shiftDate,
  type DateRule,
} from './testing/slot-oracle.js';

// ---- The oracle, member by member ----

const weekdayOf = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() || 7) as IsoWeekday;
const offOn = (member: TeamMemberRules, date: string) =>
  (member.timeOff ?? []).some((range) => range.from <= date && date <= range.to);

/**
 * A member's own rules on a date: time off, their weekday's hours if they set it, and their
 * breaks (with those hours, and their own whichever hours they follow).
 */
const ownRule =
  (member: TeamMemberRules): DateRule =>
  (date, reached) => {
    if (offOn(member, date)) return null;
    const weekday = weekdayOf(date);
    const own = member.weeklyHours?.[weekday];
    if (own && (!own.open || own.openingTime === null || own.closingTime === null)) return null;
    // Their own ranges: the first when it opens before it closes, and then a split day's second
    // when it starts after the first closes and closes after it opens (docs/decisions.md, Split
    // days); without their own, the business's day.
    const ranges: { start: number; end: number }[] = [];
    if (!own) ranges.push({ start: -Infinity, end: Infinity });
    else if (own.openingTime && own.closingTime && own.openingTime < own.closingTime) {
      ranges.push({ start: reached(own.openingTime), end: reached(own.closingTime) });
      const [secondStart, secondEnd] = [own.secondOpeningTime, own.secondClosingTime];
      if (secondStart && secondEnd && own.closingTime < secondStart && secondStart < secondEnd) {
        ranges.push({ start: reached(secondStart), end: reached(secondEnd) });
      }
    }
    const breaks = [...(own?.breaks ?? []), ...(member.weeklyBreaks?.[weekday] ?? [])].map(
      (pause) => ({ start: reached(pause.start), end: reached(pause.end) }),
    );
    return (ms) =>
      ranges.some((range) => ms >= range.start && ms < range.end) &&
      !breaks.some((pause) => pause.start <= ms && ms < pause.end);
  };

/** The slots `member` could take by the oracle, as keys: their own rules, under the ceiling. */
function memberOracle(query: TeamSlotQuery, member: TeamMemberRules): Set<string> {
  const everyone = query.bookings
    .filter((booking) => booking.status !== 'cancelled')
    .map((booking) => ({ start: Date.parse(booking.start), end: Date.parse(booking.end) }));
  const underCeiling = (ms: number) =>
    everyone.filter((span) => span.start <= ms && ms < span.end).length < query.capacity;
  const own = ownRule(member);
  return oracle(
    { ...query, bookings: member.bookings, capacity: member.capacity ?? 1 },
    (date, reached) => {
      const works = own(date, reached);
      return works && ((ms) => works(ms) && underCeiling(ms));
    },
  );
}

/** The members the query may offer: eligible, and the chosen one only when one is chosen. */
const candidates = (query: TeamSlotQuery) =>
  eligibleMembers(query.members, query.serviceIds).filter(
    (member) => query.memberId === undefined || member.id === query.memberId,
  );

/**
 * Minutes of a member's bookings on the local date, counted minute by minute on the wall clock,
 * booking by booking: two bookings at once (a member taking two clients) are two bookings' work
 * (docs/decisions.md, Team).
 */
function bookedMinutes(query: TeamSlotQuery, member: TeamMemberRules, date: string): number {
  const held = member.bookings
    .filter((booking) => booking.status !== 'cancelled')
    .map((booking) => ({ start: Date.parse(booking.start), end: Date.parse(booking.end) }));
  const ticks = minutesAround(date, query.timeZone).filter((tick) => tick.wall.startsWith(date));
  return held.reduce(
    (sum, span) =>
      sum + ticks.filter((tick) => span.start <= tick.ms && tick.ms + MINUTE <= span.end).length,
    0,
  );
}

// ---- The three properties ----

type Check = (days: TeamDaySlots[], query: TeamSlotQuery) => void;

/** (a) A time is offered if and only if some eligible (or the chosen) member is free then. */
const checkOfferedIffSomeoneFree: Check = (days, query) => {
  const free = new Set(candidates(query).flatMap((member) => [...memberOracle(query, member)]));
  const offered = new Set(keys(days));
  const wrong = [...offered].filter((key) => !free.has(key));
  if (wrong.length > 0) throw new Error(`offered with no member free: ${wrong.join(', ')}`);
  const missing = [...free].filter((key) => !offered.has(key));
  if (missing.length > 0)
    throw new Error(`a member is free but not offered: ${missing.join(', ')}`);
};

/**
 * (b) The member a time is assigned to (the first listed) is eligible and free then, with the
 * fewest booked minutes that date among the free ones, then first in the business's order; and
 * the list is exactly the eligible members free then.
 */
const checkAssigned: Check = (days, query) => {
  const members = candidates(query);
  const allowed = new Map(members.map((member) => [member.id, memberOracle(query, member)]));
  for (const day of days) {
    for (const slot of day.slots) {
      const key = `${day.date} ${slot.time} ${slot.start} ${slot.end}`;
      const free = members.filter((member) => allowed.get(member.id)?.has(key));
      expect(new Set(slot.memberIds), key).toEqual(new Set(free.map((member) => member.id)));
      const [assigned] = slot.memberIds;
      const minutes = (id: number | undefined) => {
        const member = free.find((candidate) => candidate.id === id);
        if (!member) throw new Error(`${key} is assigned to ${id}, who is not eligible and free`);
        return bookedMinutes(query, member, day.date);
      };
      const fewest = Math.min(...free.map((member) => minutes(member.id)));
      const first = free.find((member) => minutes(member.id) === fewest);
      if (first?.id !== assigned) {
        throw new Error(`${key} is assigned to ${assigned}, not ${first?.id} (${fewest} minutes)`);
      }
    }
  }
};

/** (c) No time is offered for a member on their time off, outside their hours or in a break. */
const checkOwnRulesKept: Check = (days, query) => {
  for (const day of days) {
    const ticks = minutesAround(day.date, query.timeZone);
    const reached = (time: string) =>
      ticks.find((tick) => tick.wall >= `${day.date} ${time}`)?.ms ?? Infinity;
    for (const slot of day.slots) {
      for (const id of slot.memberIds) {
        const member = query.members.find((candidate) => candidate.id === id);
        if (!member) throw new Error(`${day.date} ${slot.time} names an unknown member ${id}`);
        const works = ownRule(member)(day.date, reached);
        const start = Date.parse(slot.start);
        const end = Date.parse(slot.end);
        let kept = works !== null;
        for (let ms = start; kept && works && ms < end; ms += MINUTE) kept = works(ms);
        if (!kept) {
          throw new Error(`${day.date} ${slot.time} offered for member ${id} off their own hours`);
        }
      }
    }
  }
};

// ---- Random teams ----

const SERVICES = [1, 2, 3];
// Mostly everything, so that often two or three members are free at one start.
const servicesArb = fc.oneof(
  { weight: 3, arbitrary: fc.constant(SERVICES) },
  { weight: 2, arbitrary: fc.subarray(SERVICES) },
);
const CLOSED: DayHours = { open: false, openingTime: null, closingTime: null };
const memberArb = record({
  serviceIds: servicesArb,
  // Each weekday their own hours (sometimes closed) or the business's.
  weekly: fc.array(fc.option(fc.oneof(dayHoursArb, fc.constant(CLOSED)), { nil: undefined }), {
    minLength: 7,
    maxLength: 7,
  }),
  // Each weekday their own breaks, or none.
  breaks: fc.array(fc.option(breaksArb, { nil: undefined }), { minLength: 7, maxLength: 7 }),
  timeOff: fc.array(
    record({ day: fc.integer({ min: -1, max: 3 }), length: fc.integer({ min: 0, max: 1 }) }),
    { maxLength: 1 },
  ),
  capacity: fc.option(fc.integer({ min: 1, max: 2 }), { nil: undefined }),
  bookings: fc.array(bookingArb, { maxLength: 10 }),
});

const teamQueryArb: fc.Arbitrary<TeamSlotQuery> = record({
  business: queryArb,
  members: fc.array(memberArb, { minLength: 1, maxLength: 3 }),
  serviceIds: fc.subarray(SERVICES, { minLength: 1 }),
  // Mostly "No preference".
  memberId: fc.oneof(
    { weight: 3, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 3 }) },
  ),
}).map(({ business, members, serviceIds, memberId }): TeamSlotQuery => {
  const grid = business;
  const midnight = Date.parse(`${grid.from}T00:00:00Z`);
  const at = (minutes: number) => new Date(midnight + minutes * MINUTE).toISOString();
  return {
    ...grid,
    serviceIds,
    memberId,
    members: members.map((drawn, index): TeamMemberRules => {
      const weeklyHours: Partial<Record<IsoWeekday, DayHours>> = {};
      drawn.weekly.forEach((hours, day) => {
        if (hours) weeklyHours[(day + 1) as IsoWeekday] = hours;
      });
      const weeklyBreaks: Partial<Record<IsoWeekday, TimeRange[]>> = {};
      drawn.breaks.forEach((breaks, day) => {
        if (breaks) weeklyBreaks[(day + 1) as IsoWeekday] = breaks;
      });
      return {
        id: index + 1,
        serviceIds: drawn.serviceIds,
        weeklyHours,
        weeklyBreaks,
        timeOff: drawn.timeOff.map(({ day, length }) => ({
          from: shiftDate(grid.from, day),
          to: shiftDate(grid.from, day + length),
        })),
        capacity: drawn.capacity,
        bookings: bookingsAt(drawn.bookings, at),
      };
    }),
  };
});

// ---- Runs ----

type Engine = (query: TeamSlotQuery) => TeamDaySlots[];

const FIXED_SEED = 20261127;
const envSeed = process.env.SLOT_ENGINE_PROPERTY_SEED;
const randomSeed = envSeed ? Number(envSeed) : Date.now() % 2 ** 31;
const RUNS = 200;
const RANDOM_RUNS = Number(process.env.SLOT_ENGINE_PROPERTY_RUNS) || RUNS;

const holds = (check: Check, engine: Engine = findTeamSlots) =>
  fc.property(teamQueryArb, (query) => check(engine(query), query));

describe.each([
  ['(a) offers a time iff some eligible member is free', checkOfferedIffSomeoneFree],
  ['(b) assigns an eligible, free member by the rule', checkAssigned],
  ["(c) never offers a member's time off, or outside their hours", checkOwnRulesKept],
] as const)('the team slot engine against the oracle (property): %s', (_, check) => {
  it('with a fixed seed', () => {
    fc.assert(holds(check), { seed: FIXED_SEED, numRuns: RUNS });
  }, 120_000);

  it(`with a random seed (SLOT_ENGINE_PROPERTY_SEED=${randomSeed} replays it)`, () => {
    fc.assert(holds(check), { seed: randomSeed, numRuns: RANDOM_RUNS });
  }, 120_000);
});

// The properties can fail: a broken engine is caught (unshrunk, to stay quick).
describe('the team properties catch a broken engine', () => {
  const fails = (check: Check, engine: Engine, message: RegExp) => {
    const run = () =>
      fc.assert(holds(check, engine), { seed: FIXED_SEED, numRuns: RUNS, endOnFailure: true });
    expect(run).toThrow(
      expect.objectContaining({
        cause: expect.objectContaining({ message: expect.stringMatching(message) }),
      }),
    );
  };

  it('one that offers members who do not perform the services', () => {
    fails(
      checkOfferedIffSomeoneFree,
      (query) => findTeamSlots({ ...query, serviceIds: [] }),
      /no member free/,
    );
  });

  it("one that lets the salon take more clients at once than the business's ceiling", () => {
    fails(
      checkOfferedIffSomeoneFree,
      (query) => findTeamSlots({ ...query, capacity: query.capacity + 1 }),
      /no member free/,
    );
  });

  it('one that assigns the last free member instead of the first by the rule', () => {
    const reversed: Engine = (query) =>
      findTeamSlots(query).map((day) => ({
        ...day,
        slots: day.slots.map((slot) => ({ ...slot, memberIds: [...slot.memberIds].reverse() })),
      }));
    fails(checkAssigned, reversed, /is assigned to/);
  });

  it('one that forgets time off and own hours', () => {
    const careless: Engine = (query) =>
      findTeamSlots({
        ...query,
        members: query.members.map(
          ({ timeOff: _off, weeklyHours: _hours, weeklyBreaks: _breaks, ...member }) => member,
        ),
      });
    fails(checkOwnRulesKept, careless, /off their own hours/);
  });

  it("one that forgets a member's second range", () => {
    // A member's split day read as its first range only (docs/decisions.md, Split days).
    const firstOnly: Engine = (query) =>
      findTeamSlots({
        ...query,
        members: query.members.map((member) => ({
          ...member,
          weeklyHours: Object.fromEntries(
            Object.entries(member.weeklyHours ?? {}).map(([day, hours]) => [
              day,
              { ...hours, secondOpeningTime: null, secondClosingTime: null },
            ]),
          ),
        })),
      });
    fails(checkOfferedIffSomeoneFree, firstOnly, /free but not offered/);
  });
});
