// The time rules of a booking, shared by the server, the app's booking form and the portal's slot
// engine, so it uses only Intl and Date (no Node APIs). Instants travel as fixed-width ISO text
// ('YYYY-MM-DDTHH:mm:ss.sssZ'): that text sorts like the instant on SQLite and PostgreSQL alike,
// so the overlap query compares plain text columns.

export type BookingStatus = 'booked' | 'cancelled' | 'no_show';

export interface TimeSpan {
  /** ISO instant, inclusive. */
  start: string;
  /** ISO instant, exclusive: a booking ending at 10:00 leaves 10:00 free. */
  end: string;
  status?: BookingStatus;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of `instant` in `timeZone`: date 'YYYY-MM-DD' and time 'HH:mm'. */
export function instantToLocal(instant: Date, timeZone: string): { date: string; time: string } {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** Milliseconds the zone's wall clock is ahead of UTC at `ms`. */
export function zoneOffsetMs(ms: number, timeZone: string): number {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(ms))) {
    parts[part.type] = part.value;
  }
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - Math.floor(ms / 1000) * 1000;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * The instant a local date and time ('HH:mm') names in `timeZone`, or null when that wall-clock
 * time does not exist (the hour skipped when clocks go forward). When it happens twice (clocks
 * go back) the first one is taken: the owner means the earlier pass unless told otherwise.
 */
export function localToInstant(date: string, time: string, timeZone: string): Date | null {
  const d = DATE_PATTERN.exec(date);
  const t = TIME_PATTERN.exec(time);
  if (!d || !t) return null;
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  // The offset in force is one of those around the wall time (a zone changes at most once a day).
  const day = 24 * 60 * 60 * 1000;
  const offsets = new Set([
    zoneOffsetMs(wall - day, timeZone),
    zoneOffsetMs(wall, timeZone),
    zoneOffsetMs(wall + day, timeZone),
  ]);
  const matches = [...offsets]
    .map((offset) => wall - offset)
    .filter((candidate) => {
      const local = instantToLocal(new Date(candidate), timeZone);
      return local.date === date && local.time === time;
    })
    .sort((a, b) => a - b);
  return matches.length > 0 ? new Date(matches[0] as number) : null;
}

/**
 * The dates a request may name: real calendar dates of these years (docs/decisions.md, Dates).
 * Within them every date is fixed-width 'YYYY-MM-DD' text, which sorts like the date.
 */
export const FIRST_DATE = '2000-01-01';
export const LAST_DATE = '2200-12-31';

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a 'YYYY-MM-DD' calendar date; RangeError for anything else. */
export function dayNumber(date: string): number {
  const ms = DATE_PATTERN.test(date) ? Date.parse(`${date}T00:00:00Z`) : NaN;
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) {
    throw new RangeError(`Not a date 'YYYY-MM-DD': ${date}`);
  }
  return ms / DAY_MS;
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/**
 * The local date `days` after `date` ('YYYY-MM-DD'; negative goes back): calendar days. A result
 * outside the years 0000-9999 is a RangeError: toISOString would write it '+010000-01-01', which
 * sorts before '9999-12-31' and once kept a date loop running for ever.
 */
export function addDays(date: string, days: number): string {
  const ms = (dayNumber(date) + days) * DAY_MS;
  const year = new Date(ms).getUTCFullYear();
  if (!Number.isInteger(days) || year < 0 || year > 9999) {
    throw new RangeError(`${date} + ${days} days is not a date of the years 0000-9999`);
  }
  return new Date(ms).toISOString().slice(0, 10);
}

/** The ISO instant `minutes` after `start`: durations are real time, not wall-clock time. */
export function addMinutes(start: string, minutes: number): string {
  return new Date(new Date(start).getTime() + minutes * 60_000).toISOString();
}

export function totalMinutes(items: readonly { duration: number }[]): number {
  return items.reduce((sum, item) => sum + item.duration, 0);
}

/** Half-open spans overlap when each starts before the other ends; cancelled ones hold no time. */
export function overlaps(a: TimeSpan, b: TimeSpan): boolean {
  if (a.status === 'cancelled' || b.status === 'cancelled') return false;
  return a.start < b.end && b.start < a.end;
}

/** 1 = Monday ... 7 = Sunday, for a 'YYYY-MM-DD' date (the weekday is the same in every zone). */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export interface OpeningDay {
  open: boolean;
  /** 'HH:mm': the first (or only) opening range. */
  openingTime: string | null;
  closingTime: string | null;
  /**
   * A split day's second range, after a gap (docs/decisions.md, Split days); null or absent on a
   * day with one range.
   */
  secondOpeningTime?: string | null;
  secondClosingTime?: string | null;
}

/** Wall-clock times 'HH:mm'; `end` is exclusive. */
export interface OpeningRange {
  start: string;
  end: string;
}

/**
 * The ranges an open day sells, in order: the first when it opens before it closes, and the
 * second when it also starts after the first closes. A range the server would have refused
 * (docs/decisions.md, Split days) is left out rather than guessed at.
 */
export function openingRanges(day: OpeningDay): OpeningRange[] {
  if (!day.open || !day.openingTime || !day.closingTime) return [];
  if (day.openingTime >= day.closingTime) return [];
  const ranges = [{ start: day.openingTime, end: day.closingTime }];
  const { secondOpeningTime: start, secondClosingTime: end } = day;
  if (start && end && day.closingTime < start && start < end) ranges.push({ start, end });
  return ranges;
}

/**
 * Whether a booking from `start` to `end` lies within one opening range of its day, judged on the
 * wall clock (opening hours are local times, whatever the offset that day). A booking that runs
 * past midnight, or across a split day's gap, is outside.
 */
export function withinOpeningHours(
  start: string,
  end: string,
  timeZone: string,
  day: OpeningDay,
): boolean {
  const from = instantToLocal(new Date(start), timeZone);
  const to = instantToLocal(new Date(end), timeZone);
  // Ending exactly at midnight is the end of the day, allowed only if the day closes at 24:00.
  if (to.date !== from.date) return false;
  return openingRanges(day).some((range) => range.start <= from.time && to.time <= range.end);
}

/** "14:05" -> "02:05 PM", the 12-hour text the API uses for book_time. */
export function to12Hour(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(hour12).padStart(2, '0')}:${String(minutes).padStart(2, '0')} ${suffix}`;
}
