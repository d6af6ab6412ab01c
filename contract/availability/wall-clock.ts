// The slot engine's wall-clock arithmetic (slot-engine.ts, team-slots.ts): a local date and time
// to an instant, fast on the days a zone's clocks do not change and exact on the days they do,
// and the checks of the engine's input. Its conventions are in slot-engine.ts's header.
import { dayNumber, localToInstant, zoneOffsetMs } from '../booking-time.js';

export const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * The zone's offset throughout `date` (with 3 hours' margin each side), or null on a day its
 * clocks change. On a steady day a label's instant is its wall time less the offset: the exact
 * conversion (localToInstant, four Intl calls a label) is kept for the few days a year that need
 * it, which made 60 days' slots about ten times faster (bench/README.md, Booking page). Sampled
 * every 6 hours: no zone changes its clocks twice within 6 hours.
 */
export function steadyOffset(date: string, timeZone: string): number | null {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  const first = zoneOffsetMs(midnight, timeZone);
  for (const hours of [-3, 3, 9, 15, 21, 27]) {
    if (zoneOffsetMs(midnight - first + hours * HOUR, timeZone) !== first) return null;
  }
  return first;
}

/** Epoch ms of `time` on `date`; undefined for a time the clocks skip. */
export function instantOf(
  date: string,
  time: string,
  timeZone: string,
  offset: number | null,
): number | undefined {
  if (offset !== null) return Date.parse(`${date}T${time}:00Z`) - offset;
  return localToInstant(date, time, timeZone)?.getTime();
}

/** Epoch ms of the first instant of `date` whose wall clock reads `time` or later. */
export function boundary(
  date: string,
  time: string,
  timeZone: string,
  offset: number | null,
): number {
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

/** Epoch ms spans of wall-clock ranges on `date`; an empty or backwards one holds no time. */
export function spansOf(
  ranges: readonly { start: string; end: string }[],
  date: string,
  timeZone: string,
  offset: number | null,
): { start: number; end: number }[] {
  return ranges
    .map((range) => ({
      start: boundary(date, range.start, timeZone, offset),
      end: boundary(date, range.end, timeZone, offset),
    }))
    .filter((span) => span.start < span.end);
}

export function minutesOf(time: string): number {
  const match = TIME_PATTERN.exec(time);
  if (!match) throw new RangeError(`Not a time of day 'HH:mm': ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

export const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export const iso = (ms: number) => new Date(ms).toISOString();

/** Refuses '2026-02-30' too: dates are compared as text, so a bad one would silently misorder. */
export function checkDate(date: string): void {
  dayNumber(date);
}

export function instant(text: string): number {
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) throw new RangeError(`Not an ISO instant: ${text}`);
  return ms;
}

export function whole(value: number, min: number, name: string): number {
  if (!Number.isInteger(value) || value < min) {
    throw new RangeError(`${name} must be a whole number of at least ${min}, not ${value}`);
  }
  return value;
}

/** Bookings that hold time: not cancelled, not empty; as epoch ms. */
export function heldSpans(
  bookings: readonly { start: string; end: string; status?: string }[],
): { start: number; end: number }[] {
  return bookings
    .filter((booking) => booking.status !== 'cancelled')
    .map((booking) => ({ start: instant(booking.start), end: instant(booking.end) }))
    .filter((booking) => booking.start < booking.end);
}
