// The slot engine's settings for one team member on one date (docs/decisions.md, Team): the
// business's hours of the date narrowed to the member's own, the business's breaks and the
// member's, the business's closed dates and the member's time off, the member's capacity and
// only the member's bookings. The owner's free times ask the engine once per member with these
// and offer a time when any of them is free.
import type { SpecialHours } from '../../contract/availability/date-hours.js';
import { dateHoursRule } from '../../contract/availability/date-hours.js';
import {
  isoWeekday,
  openingRanges,
  type OpeningRange,
  type TimeSpan,
} from '../../contract/booking-time.js';
import type { MemberRules } from './member-rules.js';
import type { SlotSettings } from './slot-settings.js';

/** The later of two 'HH:mm' times, and the earlier. */
const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

/** The parts of `ranges` within `own`, empty ones left out; 'HH:mm' sorts as the time. */
function narrowRanges(ranges: readonly OpeningRange[], own: OpeningRange): OpeningRange[] {
  return ranges
    .map((range) => ({ start: later(range.start, own.start), end: earlier(range.end, own.end) }))
    .filter((range) => range.start < range.end);
}

export function memberSlotSettings(
  business: SlotSettings,
  member: MemberRules,
  date: string,
  bookings: readonly TimeSpan[],
): SlotSettings {
  const hours = dateHoursRule(business)(date);
  const weekday = isoWeekday(date);
  const own = member.hours ? member.hours.get(weekday) : undefined;
  let day: SpecialHours = {
    date,
    open: hours.open,
    openingTime: hours.openingTime,
    closingTime: hours.closingTime,
    secondOpeningTime: hours.secondOpeningTime,
    secondClosingTime: hours.secondClosingTime,
    breaks: [
      ...hours.breaks,
      ...member.breaks
        .filter((pause) => pause.dayOfWeek === weekday)
        .map((pause) => ({ start: pause.startTime, end: pause.endTime })),
    ],
  };
  if (member.hours) {
    // Each of the business's ranges narrowed to the member's own hours; one they do not work
    // in at all drops out, so a split day stays split (docs/decisions.md, Split days).
    const ranges =
      own?.open && own.startTime && own.endTime
        ? narrowRanges(openingRanges(hours), { start: own.startTime, end: own.endTime })
        : [];
    const [first, second] = ranges;
    day = first
      ? {
          ...day,
          openingTime: first.start,
          closingTime: first.end,
          secondOpeningTime: second?.start ?? null,
          secondClosingTime: second?.end ?? null,
        }
      : { ...day, open: false, openingTime: null, closingTime: null };
  }
  return {
    ...business,
    // The date's own entry replaces whatever the business had for it: it is already applied.
    specialHours: [...(business.specialHours ?? []), day],
    closedDates: [
      ...(business.closedDates ?? []),
      ...member.timeOff.map((range) => ({ from: range.from, to: range.to, note: range.note })),
    ],
    bookings,
    capacity: member.capacity,
  };
}
