// The slot engine with a team (docs/decisions.md, Team): on each grid start the business's own
// rules allow (slot-engine.ts, gridDays), which members could take the booking. A member is
// eligible when they perform every chosen service, and free at a start when the booking lies
// inside one range of their own hours (a weekday they do not set is the business's; a split day
// has two, and nothing is offered in its gap or across it: docs/decisions.md, Split days) and
// outside their breaks,
// no time off covers the date, and their own bookings leave them a place (their capacity,
// counted as the diary counts: peak-load.ts). The business's "clients at the same time" stays the
// ceiling for the whole salon, over every member's bookings. "No preference" offers a start when
// some eligible member is free; a chosen member, when that member is.
import { addDays, isoWeekday, openingRanges, type TimeSpan } from '../booking-time.js';
import type { DateRange, DayHours, IsoWeekday, TimeRange } from './date-hours.js';
import { peakLoad, type Span } from './peak-load.js';
import { gridDays, type GridDay, type Slot, type SlotQuery } from './slot-engine.js';
import { boundary, heldSpans, iso, MINUTE, spansOf, steadyOffset, whole } from './wall-clock.js';

export interface TeamMemberRules {
  id: number;
  /** The services they perform. */
  serviceIds: readonly number[];
  /** Their own hours (and breaks) by weekday; a weekday absent here is the business's. */
  weeklyHours?: Readonly<Partial<Record<IsoWeekday, DayHours>>>;
  /** Their breaks by weekday, whether they work their own hours or the business's. */
  weeklyBreaks?: Readonly<Partial<Record<IsoWeekday, readonly TimeRange[]>>>;
  /** Local dates they do not work, both inclusive. */
  timeOff?: readonly DateRange[];
  /** Clients they serve at the same time; default 1. */
  capacity?: number;
  /** Their bookings as ISO instants; cancelled and empty ones hold no time. */
  bookings: readonly TimeSpan[];
}

/**
 * `bookings` are the whole business's and `capacity` its ceiling for them all, as in SlotQuery;
 * each member's own bookings and capacity are in `members`.
 */
export interface TeamSlotQuery extends SlotQuery {
  /** The business's members in its order: the assignment's last tie-break. */
  members: readonly TeamMemberRules[];
  /** The chosen services: an eligible member performs every one. */
  serviceIds: readonly number[];
  /** Only this member's times; absent for "No preference". */
  memberId?: number;
}

export interface TeamSlot extends Slot {
  /**
   * The eligible members free at this start, never empty, in the order "No preference" assigns
   * them: fewest booked minutes on the date first, then the business's order.
   */
  memberIds: number[];
}

export interface TeamDaySlots {
  date: string;
  slots: TeamSlot[];
}

/** The members who perform every one of `serviceIds`, in their order. */
export function eligibleMembers<Member extends Pick<TeamMemberRules, 'serviceIds'>>(
  members: readonly Member[],
  serviceIds: readonly number[],
): Member[] {
  return members.filter((member) => serviceIds.every((id) => member.serviceIds.includes(id)));
}

/** Every date in [from, to] with the start times some eligible (or the chosen) member can take. */
export function findTeamSlots(query: TeamSlotQuery): TeamDaySlots[] {
  const eligible = eligibleMembers(query.members, query.serviceIds).filter(
    (member) => query.memberId === undefined || member.id === query.memberId,
  );
  const members = eligible.map((member, order) => ({
    ...member,
    order,
    capacity: whole(member.capacity ?? 1, 1, 'capacity'),
    held: heldSpans(member.bookings),
  }));
  const ceiling = whole(query.capacity, 1, 'capacity');
  const everyone = heldSpans(query.bookings);
  return gridDays(query).map((day) => {
    if (day.starts.length === 0) return { date: day.date, slots: [] };
    const held = everyone.filter((span) => span.start < day.closeAt && day.openAt < span.end);
    const working = members
      .map((member) => ({ ...member, ...memberDay(member, day, query.timeZone) }))
      .filter((member) => member.works)
      .sort((a, b) => a.bookedMinutes - b.bookedMinutes || a.order - b.order);
    const slots: TeamSlot[] = [];
    for (const start of day.starts) {
      if (peakLoad(held, start.start, start.end) >= ceiling) continue;
      const memberIds = working
        .filter((member) => freeAt(member, start.start, start.end))
        .map((member) => member.id);
      if (memberIds.length === 0) continue;
      slots.push({ start: iso(start.start), end: iso(start.end), time: start.time, memberIds });
    }
    return { date: day.date, slots };
  });
}

interface MemberDay {
  works: boolean;
  /** The spans they work: the business's day, or their own one or two ranges. */
  ranges: Span[];
  breaks: Span[];
  /** Their bookings that reach into the business's hours of the date. */
  dayHeld: Span[];
  /** Minutes of their bookings within the local date, for the assignment. */
  bookedMinutes: number;
  capacity: number;
}

const OFF = { works: false, ranges: [], breaks: [], dayHeld: [], bookedMinutes: 0 };

/** A member's hours, breaks and bookings on one date of the grid. */
function memberDay(
  member: Pick<TeamMemberRules, 'weeklyHours' | 'weeklyBreaks' | 'timeOff'> & {
    held: Span[];
    capacity: number;
  },
  day: GridDay,
  timeZone: string,
): MemberDay {
  const { date, offset } = day;
  const capacity = member.capacity;
  if ((member.timeOff ?? []).some((range) => range.from <= date && date <= range.to)) {
    return { ...OFF, capacity };
  }
  const weekday = isoWeekday(date) as IsoWeekday;
  const own = member.weeklyHours?.[weekday];
  if (own && (!own.open || !own.openingTime || !own.closingTime)) return { ...OFF, capacity };
  const ranges = own
    ? spansOf(openingRanges(own), date, timeZone, offset)
    : [{ start: day.openAt, end: day.closeAt }];
  const midnight = boundary(date, '00:00', timeZone, offset);
  const next = addDays(date, 1);
  const nextMidnight = boundary(next, '00:00', timeZone, steadyOffset(next, timeZone));
  let booked = 0;
  for (const span of member.held) {
    booked += Math.max(0, Math.min(span.end, nextMidnight) - Math.max(span.start, midnight));
  }
  return {
    works: true,
    ranges,
    breaks: spansOf(
      [...(own?.breaks ?? []), ...(member.weeklyBreaks?.[weekday] ?? [])],
      date,
      timeZone,
      offset,
    ),
    dayHeld: member.held.filter((span) => span.start < day.closeAt && day.openAt < span.end),
    bookedMinutes: booked / MINUTE,
    capacity,
  };
}

function freeAt(member: MemberDay, start: number, end: number): boolean {
  if (!member.ranges.some((range) => range.start <= start && end <= range.end)) return false;
  if (member.breaks.some((pause) => start < pause.end && pause.start < end)) return false;
  return peakLoad(member.dayHeld, start, end) < member.capacity;
}
