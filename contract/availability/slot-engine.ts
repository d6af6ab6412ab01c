// The slot engine: the start times a business can still sell on each of its local dates. The
// portal's API and the owner's "New booking" form both call it, so it is pure (Intl and Date via
// booking-time.ts, no Node APIs) and is handed `now` rather than reading the clock.
//
// Conventions:
// - Weekdays are ISO, 1 = Monday ... 7 = Sunday, as isoWeekday() and the weekday settings use.
// - Dates are the business's local 'YYYY-MM-DD'; times of day its wall-clock 'HH:mm'.
// - The grid is laid on the wall clock: opening, opening + step, ... while before closing, in each
//   opening range of a split day (openingRanges in booking-time.ts). Each label becomes the
//   instant localToInstant() gives it, the conversion the booking endpoint applies to the date
//   and time a client picks, so every slot offered is bookable by its label.
// - Durations are real minutes: a slot ends at its start instant + duration, and must end by the
//   closing instant. A spring day open 00:00-06:00 lasts 5 hours, an autumn one 7.
// - Opening, closing and break times are boundaries: the first instant of the date at which the
//   wall clock reads that time or later.
//
// Daylight saving time, as follows from the above:
// - A label the clocks skip names no instant, so it has no slot (the endpoint refuses it too). A
//   boundary inside the skipped hour is the instant the clocks jump.
// - A label the clocks repeat is its first pass only: no instant is offered twice, and the second
//   pass has no start times of its own, though a booking begun earlier runs through it. A break
//   inside the repeated hour blocks its first pass only.
// - A slot crossing a change lasts its real minutes: in Oslo on 2026-03-29, 01:30 + 60 minutes
//   ends at 03:30 on the wall clock.
import {
  addDays,
  dayNumber,
  instantToLocal,
  openingRanges,
  type TimeSpan,
} from '../booking-time.js';
import { dateHoursRule, type OpeningRules } from './date-hours.js';
import { peakLoad, type Span } from './peak-load.js';
import {
  checkDate,
  hhmm,
  heldSpans,
  instant,
  instantOf,
  iso,
  MINUTE,
  minutesOf,
  boundary,
  spansOf,
  steadyOffset,
  whole,
} from './wall-clock.js';

export interface SlotQuery extends OpeningRules {
  /** IANA zone of the business. */
  timeZone: string;
  /** The business's service interval: minutes between start times. */
  stepMinutes: number;
  /** Total minutes of the chosen services. */
  durationMinutes: number;
  /** Existing bookings as ISO instants; cancelled ones (and empty ones) hold no time. */
  bookings: readonly TimeSpan[];
  /** Clients served at the same time, at least 1. */
  capacity: number;
  /** A slot starts at least this long after `now`; default 120. */
  minNoticeMinutes?: number;
  /** Last bookable date: the business's today + this many days; default 60. */
  horizonDays?: number;
  /** ISO instant. */
  now: string;
  /** Local dates asked for, both inclusive. */
  from: string;
  to: string;
}

export interface Slot {
  /** ISO instant. */
  start: string;
  /** ISO instant, start + duration. */
  end: string;
  /** Local 'HH:mm' label of the start. */
  time: string;
}

export interface DaySlots {
  date: string;
  /** Ascending; empty on a closed or fully booked date. */
  slots: Slot[];
}

export const DEFAULT_MIN_NOTICE_MINUTES = 120;
export const DEFAULT_HORIZON_DAYS = 60;
/**
 * The most dates one query may cover: the engine's own bound, whatever its caller checked, so no
 * input makes it loop for long (docs/decisions.md, Dates). The callers ask for 62 at most.
 */
export const MAX_SLOT_DAYS = 366;

/**
 * A query the engine refuses to compute because it asks for too much. It carries the HTTP status
 * the server answers it with (server/plugins/errors.ts answers any error's 4xx `statusCode`).
 */
export class SlotQueryTooLargeError extends RangeError {
  readonly statusCode = 400;
}

/** A query without its bookings and capacity: the dates, hours and grid only. */
export type GridQuery = Omit<SlotQuery, 'bookings' | 'capacity'>;

/** A grid start the business's own rules allow, as epoch ms. */
export interface GridStart {
  start: number;
  end: number;
  time: string;
}

/** One date of the range: its grid starts, and how its wall clock reads (wall-clock.ts). */
export interface GridDay {
  date: string;
  /** The zone's offset all day, or null on a day its clocks change. */
  offset: number | null;
  /**
   * The business's first opening and last closing instants (a split day's gap lies between);
   * both 0 on a date with no opening range.
   */
  openAt: number;
  closeAt: number;
  /** Ascending: inside opening hours, outside breaks, after the notice, within the horizon. */
  starts: GridStart[];
}

/**
 * Every date in [from, to] with the grid starts its opening hours, breaks, notice and horizon
 * allow: what findSlots and findTeamSlots (team-slots.ts) then check against bookings.
 */
export function gridDays(query: GridQuery): GridDay[] {
  const { timeZone, from, to } = query;
  const closed = query.closedDates ?? [];
  const special = (query.specialHours ?? []).map((day) => day.date);
  [from, to, ...closed.flatMap((range) => [range.from, range.to]), ...special].forEach(checkDate);
  const hoursOn = dateHoursRule(query);
  // Dates are counted, not compared as text: a bounded loop whatever addDays answers.
  const firstDay = dayNumber(from);
  const dayCount = dayNumber(to) - firstDay + 1;
  if (dayCount < 1) throw new RangeError(`The range ${from}..${to} ends before it starts`);
  if (dayCount > MAX_SLOT_DAYS) {
    throw new SlotQueryTooLargeError(`Ask for at most ${MAX_SLOT_DAYS} dates at a time`);
  }
  const step = whole(query.stepMinutes, 1, 'stepMinutes');
  const duration = whole(query.durationMinutes, 1, 'durationMinutes') * MINUTE;
  const notice = whole(query.minNoticeMinutes ?? DEFAULT_MIN_NOTICE_MINUTES, 0, 'minNoticeMinutes');
  const horizon = whole(query.horizonDays ?? DEFAULT_HORIZON_DAYS, 0, 'horizonDays');
  const now = instant(query.now);
  const earliest = now + notice * MINUTE;
  const lastDay = dayNumber(instantToLocal(new Date(now), timeZone).date) + horizon;

  const days: GridDay[] = [];
  for (let index = 0; index < dayCount; index += 1) {
    const date = addDays(from, index);
    const day: GridDay = { date, offset: null, openAt: 0, closeAt: 0, starts: [] };
    days.push(day);
    if (firstDay + index > lastDay) continue;
    const hours = hoursOn(date);
    // A malformed time is refused, not compared as text and quietly dropped by openingRanges.
    if (hours.open) {
      const { openingTime, closingTime, secondOpeningTime, secondClosingTime } = hours;
      for (const time of [openingTime, closingTime, secondOpeningTime, secondClosingTime]) {
        if (time) minutesOf(time);
      }
    }
    const ranges = openingRanges(hours);
    const first = ranges[0];
    const last = ranges.at(-1);
    if (!first || !last) continue;
    const offset = steadyOffset(date, timeZone);
    const openAt = boundary(date, first.start, timeZone, offset);
    const closeAt = boundary(date, last.end, timeZone, offset);
    Object.assign(day, { offset, openAt, closeAt });
    const breaks = spansOf(hours.breaks, date, timeZone, offset);
    // Each range lays its own grid from its opening, and a slot lies within one range: nothing
    // starts in a split day's gap or runs across it (docs/decisions.md, Split days).
    for (const range of ranges) {
      const rangeOpen = boundary(date, range.start, timeZone, offset);
      const rangeClose = boundary(date, range.end, timeZone, offset);
      const closing = minutesOf(range.end);
      for (let label = minutesOf(range.start); label < closing; label += step) {
        const time = hhmm(label);
        const start = instantOf(date, time, timeZone, offset);
        if (start === undefined) continue;
        const end = start + duration;
        if (start < rangeOpen || end > rangeClose || start < earliest) continue;
        if (breaks.some((pause) => start < pause.end && pause.start < end)) continue;
        day.starts.push({ start, end, time });
      }
    }
  }
  return days;
}

/** Every date in [from, to] with the start times still for sale on it. */
export function findSlots(query: SlotQuery): DaySlots[] {
  const capacity = whole(query.capacity, 1, 'capacity');
  const bookings = heldSpans(query.bookings);
  return gridDays(query).map((day) => {
    // A slot lies within opening hours, so only the bookings that reach into them can count.
    const held: Span[] = bookings.filter(
      (booking) => booking.start < day.closeAt && day.openAt < booking.end,
    );
    return {
      date: day.date,
      slots: day.starts
        .filter((slot) => peakLoad(held, slot.start, slot.end) < capacity)
        .map((slot) => ({ start: iso(slot.start), end: iso(slot.end), time: slot.time })),
    };
  });
}
