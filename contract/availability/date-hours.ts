// Which hours apply on a local date: a closed date is closed, special hours replace the
// weekday's, any other date has its weekday's; breaks are the special day's when it names them,
// else the weekday's. The one rule for the slot engine (slot-engine.ts) and the owner's
// opening-hours check (server/scheduling/opening-rules.ts), so what is offered and what is
// accepted agree (docs/decisions.md, Free times in the owner's form).
import { isoWeekday, type OpeningDay, type OpeningRange } from '../booking-time.js';

export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** Wall-clock times 'HH:mm'; `end` is exclusive. */
export type TimeRange = OpeningRange;

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
  /** Why the business is closed ("Stocktaking"), for the owner's messages. */
  note?: string | null;
}

export interface OpeningRules {
  weeklyHours: Readonly<Record<IsoWeekday, DayHours>>;
  /** Holidays. They win over special hours: nothing is ever sold on a closed date. */
  closedDates?: readonly DateRange[];
  /** Replace the weekday's hours on their date; a later entry for the same date wins. */
  specialHours?: readonly SpecialHours[];
}

/** A date's hours and breaks, and which rule gave them. */
export interface DateHours extends OpeningDay {
  breaks: readonly TimeRange[];
  source: { kind: 'closed'; note: string | null } | { kind: 'special' } | { kind: 'weekday' };
}

const CLOSED = {
  open: false,
  openingTime: null,
  closingTime: null,
  secondOpeningTime: null,
  secondClosingTime: null,
  breaks: [],
} as const;

/** The rule over `rules`, prepared once for asking about many dates. */
export function dateHoursRule(rules: OpeningRules): (date: string) => DateHours {
  const closed = rules.closedDates ?? [];
  const special = new Map((rules.specialHours ?? []).map((day) => [day.date, day]));
  return (date) => {
    const closure = closed.find((range) => range.from <= date && date <= range.to);
    if (closure) return { ...CLOSED, source: { kind: 'closed', note: closure.note ?? null } };
    const weekly = rules.weeklyHours[isoWeekday(date) as IsoWeekday];
    const own = special.get(date);
    const hours = own ?? weekly;
    return {
      open: hours.open,
      openingTime: hours.openingTime,
      closingTime: hours.closingTime,
      // A split day's second range comes with its first: special hours with one range replace a
      // split weekday whole (docs/decisions.md, Split days).
      secondOpeningTime: hours.secondOpeningTime ?? null,
      secondClosingTime: hours.secondClosingTime ?? null,
      breaks: own?.breaks ?? weekly.breaks ?? [],
      source: own ? { kind: 'special' } : { kind: 'weekday' },
    };
  };
}
