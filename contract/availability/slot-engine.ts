// The slot engine: the start times a business can still sell on each of its local dates. The
// portal's API and the owner's "New booking" form both call it, so it is pure (Intl and Date via
// booking-time.ts, no Node APIs) and is handed `now` rather than reading the clock.
//
// Conventions:
// - Weekdays are ISO, 1 = Monday ... 7 = Sunday, as isoWeekday() and the weekday settings use.
// - Dates are the business's local 'YYYY-MM-DD'; times of day its wall-clock 'HH:mm'.
// - The grid is laid on the wall clock: opening, opening + step, ... while before closing. Each
//   label becomes the instant localToInstant() gives it, the conversion the booking endpoint
//   applies to the date and time a client picks, so every slot offered is bookable by its label.
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
  isoWeekday,
  localToInstant,
  zoneOffsetMs,
  type OpeningDay,
  type TimeSpan,
} from '../booking-time.js';
import { peakLoad } from './peak-load.js';

export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** Wall-clock times 'HH:mm'; `end` is exclusive. */
export interface TimeRange {
  start: string;
  end: string;
}

export interface DayHours extends OpeningDay {
  breaks?: readonly TimeRange[];
}

/** One date's own hours. Without `breaks`, that weekday's breaks still apply; `[]` drops them. */
export interface SpecialHours extends DayHours {
  date: string;
}

/** Local dates 'YYYY-MM-DD', both inclusive: one closed day is `{ from: day, to: day }`. */
export interface DateRange {
  from: string;
  to: string;
}

export interface SlotQuery {
  /** IANA zone of the business. */
  timeZone: string;
  weeklyHours: Readonly<Record<IsoWeekday, DayHours>>;
  /** Holidays. They win over special hours: nothing is ever sold on a closed date. */
  closedDates?: readonly DateRange[];
  /** Replace the weekday's hours on their date; a later entry for the same date wins. */
  specialHours?: readonly SpecialHours[];
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

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Every date in [from, to] with the start times still for sale on it. */
export function findSlots(query: SlotQuery): DaySlots[] {
  const { timeZone, from, to } = query;
  const closed = query.closedDates ?? [];
  const special = new Map((query.specialHours ?? []).map((day) => [day.date, day]));
  [from, to, ...closed.flatMap((range) => [range.from, range.to]), ...special.keys()].forEach(
    checkDate,
  );
  // Dates are counted, not compared as text: a bounded loop whatever addDays answers.
  const firstDay = dayNumber(from);
  const dayCount = dayNumber(to) - firstDay + 1;
  if (dayCount < 1) throw new RangeError(`The range ${from}..${to} ends before it starts`);
  if (dayCount > MAX_SLOT_DAYS) {
    throw new SlotQueryTooLargeError(`Ask for at most ${MAX_SLOT_DAYS} dates at a time`);
  }
  const step = whole(query.stepMinutes, 1, 'stepMinutes');
  const duration = whole(query.durationMinutes, 1, 'durationMinutes') * MINUTE;
  const capacity = whole(query.capacity, 1, 'capacity');
  const notice = whole(query.minNoticeMinutes ?? DEFAULT_MIN_NOTICE_MINUTES, 0, 'minNoticeMinutes');
  const horizon = whole(query.horizonDays ?? DEFAULT_HORIZON_DAYS, 0, 'horizonDays');
  const now = instant(query.now);
  const earliest = now + notice * MINUTE;
  const lastDay = dayNumber(instantToLocal(new Date(now), timeZone).date) + horizon;
  const bookings = query.bookings
    .filter((booking) => booking.status !== 'cancelled')
    .map((booking) => ({ start: instant(booking.start), end: instant(booking.end) }))
    .filter((booking) => booking.start < booking.end);

  const days: DaySlots[] = [];
  for (let index = 0; index < dayCount; index += 1) {
    const date = addDays(from, index);
    const slots: Slot[] = [];
    days.push({ date, slots });
    if (
      firstDay + index > lastDay ||
      closed.some((range) => range.from <= date && date <= range.to)
    ) {
      continue;
    }
    const weekly = query.weeklyHours[isoWeekday(date) as IsoWeekday];
    const hours = special.get(date) ?? weekly;
    if (!hours.open || !hours.openingTime || !hours.closingTime) continue;
    const offset = steadyOffset(date, timeZone);
    const openAt = boundary(date, hours.openingTime, timeZone, offset);
    const closeAt = boundary(date, hours.closingTime, timeZone, offset);
    // An empty or backwards break holds no time, like an empty booking.
    const breaks = (special.get(date)?.breaks ?? weekly.breaks ?? [])
      .map((pause) => ({
        start: boundary(date, pause.start, timeZone, offset),
        end: boundary(date, pause.end, timeZone, offset),
      }))
      .filter((pause) => pause.start < pause.end);
    // A slot lies within opening hours, so only the bookings that reach into them can count.
    const held = bookings.filter((booking) => booking.start < closeAt && openAt < booking.end);
    const closing = minutesOf(hours.closingTime);
    for (let label = minutesOf(hours.openingTime); label < closing; label += step) {
      const time = hhmm(label);
      const start = instantOf(date, time, timeZone, offset);
      if (start === undefined) continue;
      const end = start + duration;
      if (start < openAt || end > closeAt || start < earliest) continue;
      if (breaks.some((pause) => start < pause.end && pause.start < end)) continue;
      if (peakLoad(held, start, end) >= capacity) continue;
      slots.push({ start: iso(start), end: iso(end), time });
    }
  }
  return days;
}

/**
 * The zone's offset throughout `date` (with 3 hours' margin each side), or null on a day its
 * clocks change. On a steady day a label's instant is its wall time less the offset: the exact
 * conversion (localToInstant, four Intl calls a label) is kept for the few days a year that need
 * it, which made 60 days' slots about ten times faster (bench/README.md, Booking page). Sampled
 * every 6 hours: no zone changes its clocks twice within 6 hours.
 */
function steadyOffset(date: string, timeZone: string): number | null {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  const first = zoneOffsetMs(midnight, timeZone);
  for (const hours of [-3, 3, 9, 15, 21, 27]) {
    if (zoneOffsetMs(midnight - first + hours * HOUR, timeZone) !== first) return null;
  }
  return first;
}

/** Epoch ms of `time` on `date`; undefined for a time the clocks skip. */
function instantOf(
  date: string,
  time: string,
  timeZone: string,
  offset: number | null,
): number | undefined {
  if (offset !== null) return Date.parse(`${date}T${time}:00Z`) - offset;
  return localToInstant(date, time, timeZone)?.getTime();
}

/** Epoch ms of the first instant of `date` whose wall clock reads `time` or later. */
function boundary(date: string, time: string, timeZone: string, offset: number | null): number {
  minutesOf(time); // localToInstant answers null for a malformed time too: refuse it here
  const exact = instantOf(date, time, timeZone, offset);
  if (exact !== undefined) return exact;
  // The clocks skip `time`. Read with the offset after the jump it falls before the jump, read
  // with the one before it falls after: bisect between the two for the jump itself.
  const wall = Date.parse(`${date}T${time}:00Z`);
  const before = zoneOffsetMs(wall - DAY, timeZone);
  let low = wall - zoneOffsetMs(wall + DAY, timeZone);
  let high = wall - before;
  while (high - low > 1000) {
    const middle = low + Math.floor((high - low) / 2000) * 1000;
    if (zoneOffsetMs(middle, timeZone) === before) low = middle;
    else high = middle;
  }
  return high;
}

function minutesOf(time: string): number {
  const match = TIME_PATTERN.exec(time);
  if (!match) throw new RangeError(`Not a time of day 'HH:mm': ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const iso = (ms: number) => new Date(ms).toISOString();

/** Refuses '2026-02-30' too: dates are compared as text, so a bad one would silently misorder. */
function checkDate(date: string): void {
  dayNumber(date);
}

function instant(text: string): number {
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) throw new RangeError(`Not an ISO instant: ${text}`);
  return ms;
}

function whole(value: number, min: number, name: string): number {
  if (!Number.isInteger(value) || value < min) {
    throw new RangeError(`${name} must be a whole number of at least ${min}, not ${value}`);
  }
  return value;
}
