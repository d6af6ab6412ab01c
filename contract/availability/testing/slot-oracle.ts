// The slot engine's oracle, for its property tests (slot-engine.property.test.ts,
// team-slots.property.test.ts): deliberately naive, it never converts a wall time to an instant.
// It walks the minutes around a date, reads each one's wall clock from Intl, and checks a slot
// minute by minute.
import { instantToLocal } from '../../booking-time.js';
import type { IsoWeekday } from '../date-hours.js';
import {
  DEFAULT_HORIZON_DAYS,
  DEFAULT_MIN_NOTICE_MINUTES,
  type DaySlots,
  type SlotQuery,
} from '../slot-engine.js';

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

export const pad = (n: number) => String(n).padStart(2, '0');
export const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
export const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

export interface Tick {
  ms: number;
  /** 'YYYY-MM-DD HH:mm' on the business's wall clock: sorts like the local date and time. */
  wall: string;
}

const clocks = new Map<string, Tick[]>();
/** Every minute from well before `date` begins anywhere to well after it ends anywhere. */
export function minutesAround(date: string, timeZone: string): Tick[] {
  const key = `${timeZone} ${date}`;
  let ticks = clocks.get(key);
  if (!ticks) {
    ticks = [];
    const midnight = Date.parse(`${date}T00:00:00Z`);
    for (let ms = midnight - 15 * 60 * MINUTE; ms < midnight + 39 * 60 * MINUTE; ms += MINUTE) {
      const local = instantToLocal(new Date(ms), timeZone);
      ticks.push({ ms, wall: `${local.date} ${local.time}` });
    }
    clocks.set(key, ticks);
  }
  return ticks;
}

/**
 * A further rule on one date (a member's own hours, breaks and time off): null when nothing can be
 * booked on it, else whether a minute is free by it. `reached` is the first instant of the date
 * whose wall clock reads a time or later.
 */
export type DateRule = (
  date: string,
  reached: (time: string) => number,
) => ((ms: number) => boolean) | null;

/** The slots the rules allow, as 'date time start end' keys. */
export function oracle(query: SlotQuery, rule?: DateRule): Set<string> {
  const allowed = new Set<string>();
  const now = Date.parse(query.now);
  const notice = query.minNoticeMinutes ?? DEFAULT_MIN_NOTICE_MINUTES;
  const today = instantToLocal(new Date(now), query.timeZone).date;
  const lastDate = shiftDate(today, query.horizonDays ?? DEFAULT_HORIZON_DAYS);
  const bookings = query.bookings
    .filter((booking) => booking.status !== 'cancelled')
    .map((booking) => ({ start: Date.parse(booking.start), end: Date.parse(booking.end) }));
  for (let date = query.from; date <= query.to; date = shiftDate(date, 1)) {
    if (date > lastDate) continue;
    if ((query.closedDates ?? []).some((range) => range.from <= date && date <= range.to)) {
      continue;
    }
    const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() || 7) as IsoWeekday;
    const weekly = query.weeklyHours[weekday];
    const special = query.specialHours?.findLast((day) => day.date === date);
    const hours = special ?? weekly;
    if (!hours.open || hours.openingTime === null || hours.closingTime === null) continue;
    // The day's ranges: the first when it opens before it closes, and a split day's second when
    // it also starts after the first closes. A slot lies within one of them.
    const ranges: [string, string][] = [];
    if (hours.openingTime < hours.closingTime) ranges.push([hours.openingTime, hours.closingTime]);
    const [secondStart, secondEnd] = [hours.secondOpeningTime, hours.secondClosingTime];
    if (ranges.length > 0 && secondStart && secondEnd) {
      if (hours.closingTime < secondStart && secondStart < secondEnd) {
        ranges.push([secondStart, secondEnd]);
      }
    }
    const ticks = minutesAround(date, query.timeZone);
    const reached = (time: string) =>
      ticks.find((tick) => tick.wall >= `${date} ${time}`)?.ms ?? Infinity;
    const breaks = (special?.breaks ?? weekly.breaks ?? []).map((pause) => ({
      start: reached(pause.start),
      end: reached(pause.end),
    }));
    const further = rule ? rule(date, reached) : () => true;
    if (!further) continue;
    for (const [opensAt, closesAt] of ranges) {
      const opens = reached(opensAt);
      const closes = reached(closesAt);
      const free = (ms: number) =>
        further(ms) &&
        ms >= opens &&
        ms < closes &&
        !breaks.some((pause) => pause.start <= ms && ms < pause.end) &&
        bookings.filter((booking) => booking.start <= ms && ms < booking.end).length <
          query.capacity;
      const opening = toMinutes(opensAt);
      const seen = new Set<number>();
      for (const tick of ticks) {
        if (!tick.wall.startsWith(date)) continue;
        const label = toMinutes(tick.wall.slice(11));
        if (label < opening || (label - opening) % query.stepMinutes !== 0 || seen.has(label)) {
          continue;
        }
        seen.add(label); // a repeated wall time is its first pass only
        if (tick.ms < now + notice * MINUTE) continue;
        let fits = true;
        for (let minute = 0; fits && minute < query.durationMinutes; minute += 1) {
          fits = free(tick.ms + minute * MINUTE);
        }
        if (!fits) continue;
        const end = new Date(tick.ms + query.durationMinutes * MINUTE).toISOString();
        allowed.add(`${date} ${hhmm(label)} ${new Date(tick.ms).toISOString()} ${end}`);
      }
    }
  }
  return allowed;
}

/** Slots as 'date time start end' keys, the oracle's form. */
export const keys = (days: readonly Pick<DaySlots, 'date' | 'slots'>[]) =>
  days.flatMap((day) =>
    day.slots.map((slot) => `${day.date} ${slot.time} ${slot.start} ${slot.end}`),
  );
