// The team's slot engine on a readable day (docs/decisions.md, Team); the property tests
// (team-slots.property.test.ts) cover the random ones. Oslo, Tuesday 24 November 2026 (UTC+1),
// open 10:00-14:00 on a 60-minute grid, hour-long bookings, "now" the day before.
import { describe, expect, it } from 'vitest';
import type { DayHours, IsoWeekday } from './date-hours.js';
import { findTeamSlots, type TeamMemberRules, type TeamSlotQuery } from './team-slots.js';

const DAY = '2026-11-24';
const OPEN: DayHours = { open: true, openingTime: '10:00', closingTime: '14:00' };
const weeklyHours = Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((day) => [day, OPEN])) as Record<
  IsoWeekday,
  DayHours
>;
const at = (time: string) => new Date(`${DAY}T${time}:00+01:00`).toISOString();
const hour = (time: string) => ({ start: at(time), end: at(`${Number(time.slice(0, 2)) + 1}:00`) });

const CUT = 1;
const COLOUR = 2;
const ada: TeamMemberRules = { id: 1, serviceIds: [CUT, COLOUR], bookings: [] };
const bo: TeamMemberRules = { id: 2, serviceIds: [CUT], bookings: [] };

function query(overrides: Partial<TeamSlotQuery>): TeamSlotQuery {
  return {
    timeZone: 'Europe/Oslo',
    weeklyHours,
    stepMinutes: 60,
    durationMinutes: 60,
    bookings: [],
    capacity: 5,
    now: '2026-11-23T09:00:00Z',
    from: DAY,
    to: DAY,
    members: [ada, bo],
    serviceIds: [CUT],
    ...overrides,
  };
}

/** 'HH:mm free-member-ids' per start of the day. */
const starts = (days: ReturnType<typeof findTeamSlots>) =>
  days[0]?.slots.map((slot) => `${slot.time} ${slot.memberIds.join(',')}`);

describe('findTeamSlots', () => {
  it('lists the free members first by fewest booked minutes that day, then by order', () => {
    const busyAda = { ...ada, bookings: [hour('10:00')] };
    // Ada has 60 minutes booked, Bo none: Bo comes first wherever both are free.
    expect(starts(findTeamSlots(query({ members: [busyAda, bo] })))).toEqual([
      '10:00 2',
      '11:00 2,1',
      '12:00 2,1',
      '13:00 2,1',
    ]);
    // Nobody booked: the business's order decides.
    expect(starts(findTeamSlots(query({})))).toEqual([
      '10:00 1,2',
      '11:00 1,2',
      '12:00 1,2',
      '13:00 1,2',
    ]);
  });

  it('offers only the members who do every chosen service, or the one asked for', () => {
    expect(starts(findTeamSlots(query({ serviceIds: [CUT, COLOUR] })))).toEqual([
      '10:00 1',
      '11:00 1',
      '12:00 1',
      '13:00 1',
    ]);
    expect(starts(findTeamSlots(query({ memberId: 2, serviceIds: [CUT, COLOUR] })))).toEqual([]);
    expect(starts(findTeamSlots(query({ memberId: 2 })))).toEqual([
      '10:00 2',
      '11:00 2',
      '12:00 2',
      '13:00 2',
    ]);
  });

  it("keeps to a member's own hours, breaks and time off, and the salon's ceiling", () => {
    const lateBo: TeamMemberRules = {
      ...bo,
      weeklyHours: { 2: { open: true, openingTime: '11:00', closingTime: '19:00' } },
      weeklyBreaks: { 2: [{ start: '12:00', end: '12:30' }] },
    };
    const awayAda: TeamMemberRules = { ...ada, timeOff: [{ from: DAY, to: DAY }] };
    expect(starts(findTeamSlots(query({ members: [awayAda, lateBo] })))).toEqual([
      '11:00 2',
      '13:00 2',
    ]);
    // One client at a time in the whole salon: a booking of anyone's at 12:00 closes it.
    expect(starts(findTeamSlots(query({ capacity: 1, bookings: [hour('12:00')] })))).toEqual([
      '10:00 1,2',
      '11:00 1,2',
      '13:00 1,2',
    ]);
  });

  it("offers a member's split day in its two ranges, never in its gap or across it", () => {
    // Bo works 10:00-11:00 and 12:30-14:00 on Tuesdays (docs/decisions.md, Split days): the
    // business's 11:00 and 12:00 starts reach into his gap, 13:00 fits his second range.
    const splitBo: TeamMemberRules = {
      ...bo,
      weeklyHours: {
        2: {
          open: true,
          openingTime: '10:00',
          closingTime: '11:00',
          secondOpeningTime: '12:30',
          secondClosingTime: '14:00',
        },
      },
    };
    expect(starts(findTeamSlots(query({ members: [splitBo], memberId: 2 })))).toEqual([
      '10:00 2',
      '13:00 2',
    ]);
  });
});
