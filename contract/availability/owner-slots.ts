// The owner's free times on the team's slot engine (team-slots.ts) with the owner's rules: no
// minimum notice, no horizon, only the times already past left out, and no salon-wide ceiling
// (each member's own capacity counts: docs/decisions.md, Free times in the owner's form, and
// Team). Pure, so the server and the device (offline, from what it keeps: docs/offline.md, Kept
// ahead) can build the same question and get the same times.
import type { TimeSpan } from '../booking-time.js';
import type { DayHours, IsoWeekday, OpeningRules, TimeRange } from './date-hours.js';
import type { Slot } from './slot-engine.js';
import { findTeamSlots, type TeamMemberRules } from './team-slots.js';

/**
 * The owner's rules as the engine takes them, for the server's free times and the device's alike:
 * no minimum notice; "no horizon" (the engine needs a last date, so a century after the business's
 * today); and no salon-wide ceiling, since the owner's diary counts each member against their own
 * capacity (docs/decisions.md, Team).
 */
export const OWNER_SLOT_RULES = {
  capacity: Number.MAX_SAFE_INTEGER,
  minNoticeMinutes: 0,
  horizonDays: 100 * 366,
} as const;

/** A team member as GET /api/team describes them (contract/team.ts), the fields the engine needs. */
export interface TeamMemberHours {
  id: number;
  active: boolean;
  capacity: number;
  serviceIds: readonly number[];
  /** Null follows the business's hours. */
  hours:
    | readonly {
        dayOfWeek: number;
        open: boolean;
        startTime: string | null;
        endTime: string | null;
        /** A split day's second range; absent in an answer kept from before split days. */
        secondStartTime?: string | null;
        secondEndTime?: string | null;
      }[]
    | null;
  breaks: readonly { dayOfWeek: number; startTime: string; endTime: string }[];
  timeOff: readonly { from: string; to: string }[];
}

/** A member's rules as the team's engine takes them, without their bookings. */
export function memberEngineRules(member: TeamMemberHours): Omit<TeamMemberRules, 'bookings'> {
  let weeklyHours: Partial<Record<IsoWeekday, DayHours>> | undefined;
  if (member.hours) {
    weeklyHours = {};
    for (const day of member.hours) {
      weeklyHours[day.dayOfWeek as IsoWeekday] = {
        open: day.open,
        openingTime: day.startTime,
        closingTime: day.endTime,
        // The engine offers nothing in a split day's gap (docs/decisions.md, Split days).
        secondOpeningTime: day.secondStartTime ?? null,
        secondClosingTime: day.secondEndTime ?? null,
      };
    }
  }
  const weeklyBreaks: Partial<Record<IsoWeekday, TimeRange[]>> = {};
  for (const pause of member.breaks) {
    const day = (weeklyBreaks[pause.dayOfWeek as IsoWeekday] ??= []);
    day.push({ start: pause.startTime, end: pause.endTime });
  }
  return {
    id: member.id,
    capacity: Math.max(1, member.capacity),
    serviceIds: [...member.serviceIds],
    weeklyHours,
    weeklyBreaks,
    timeOff: member.timeOff.map((range) => ({ from: range.from, to: range.to })),
  };
}

/** A booking as the engine counts it: when, and whose time it holds. */
export interface MemberHeldSpan extends TimeSpan {
  memberId?: number | null;
}

export interface OwnerSlotsQuery extends OpeningRules {
  timeZone: string;
  /** The service interval, minutes between start times. */
  stepMinutes: number;
  /** The chosen services' minutes added up. */
  durationMinutes: number;
  serviceIds: readonly number[];
  /** Only this member's times; absent for "Anyone available". */
  memberId?: number;
  /** The business's active members in its order. */
  members: readonly Omit<TeamMemberRules, 'bookings'>[];
  /** The bookings around the date; one without a member holds nobody's time. */
  bookings: readonly MemberHeldSpan[];
  /** Local "YYYY-MM-DD". */
  date: string;
  /** ISO instant: earlier starts are left out. */
  now: string;
}

/** The date's free start times, ascending. */
export function ownerFreeSlots(query: OwnerSlotsQuery): Slot[] {
  const { members, bookings, date, ...rest } = query;
  const held = bookings.filter((booking) => booking.status !== 'cancelled');
  const [day] = findTeamSlots({
    ...rest,
    from: date,
    to: date,
    ...OWNER_SLOT_RULES,
    bookings: held,
    members: members.map((member) => ({
      ...member,
      bookings: held.filter((booking) => booking.memberId === member.id),
    })),
  });
  return (day?.slots ?? []).map(({ start, end, time }) => ({ start, end, time }));
}
