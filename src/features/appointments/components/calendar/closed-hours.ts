// Which times of a date the calendar shades: before opening, after closing, the breaks, a closed
// date or weekday whole, and in a member's lane of the day view also the hours that member does
// not work (their own hours, breaks and time off; docs/decisions.md, Team). The date's hours come
// from the one rule the server books by (contract/availability/date-hours.ts), so what looks
// closed is what the server would refuse without "Book anyway". Pure, like calendar-model.ts.
import dayjs from 'dayjs';
import type { ScheduleEventData } from '@mantine/schedule';
import type { DateHours, TimeRange } from '@contract/availability/date-hours';
import type { TeamMember } from '@contract/team';

/** closed: the business is; off: the member is not working; break: a break of either. */
export type ClosedKind = 'closed' | 'off' | 'break';

/** A shaded stretch, "YYYY-MM-DD HH:mm:ss" as the schedule reads times; `end` is exclusive. */
export interface ClosedSpan {
  start: string;
  end: string;
  kind: ClosedKind;
}

/** Where two stretches overlap, the stronger reason is the one shown. */
const STRENGTH: Record<ClosedKind, number> = { closed: 3, off: 2, break: 1 };
const DAY_MINUTES = 24 * 60;

interface MinuteSpan {
  from: number;
  to: number;
  kind: ClosedKind;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A day's open hours as the stretches outside them, and its breaks. */
function dayClosures(
  hours: { open: boolean; from: string | null; to: string | null; breaks: readonly TimeRange[] },
  outside: ClosedKind,
): MinuteSpan[] {
  if (!hours.open || !hours.from || !hours.to) return [{ from: 0, to: DAY_MINUTES, kind: outside }];
  return [
    { from: 0, to: minutesOf(hours.from), kind: outside },
    { from: minutesOf(hours.to), to: DAY_MINUTES, kind: outside },
    ...hours.breaks.map((pause) => ({
      from: minutesOf(pause.start),
      to: minutesOf(pause.end),
      kind: 'break' as const,
    })),
  ];
}

/**
 * The stretches laid together: at every minute the strongest reason covering it, neighbours of
 * one reason joined, in time order.
 */
function combine(date: string, spans: readonly MinuteSpan[]): ClosedSpan[] {
  const edges = [...new Set(spans.flatMap((span) => [span.from, span.to]))]
    .filter((minute) => minute >= 0 && minute <= DAY_MINUTES)
    .sort((a, b) => a - b);
  const merged: MinuteSpan[] = [];
  for (let index = 0; index + 1 < edges.length; index += 1) {
    const from = edges[index] ?? 0;
    const to = edges[index + 1] ?? 0;
    const kind = spans
      .filter((span) => span.from <= from && to <= span.to)
      .map((span) => span.kind)
      .sort((a, b) => STRENGTH[b] - STRENGTH[a])[0];
    if (!kind) continue;
    const last = merged[merged.length - 1];
    if (last && last.kind === kind && last.to === from) last.to = to;
    else merged.push({ from, to, kind });
  }
  const day = dayjs(date);
  const at = (minute: number) => day.add(minute, 'minute').format('YYYY-MM-DD HH:mm:ss');
  return merged.map((span) => ({ start: at(span.from), end: at(span.to), kind: span.kind }));
}

/**
 * A split day's gap is outside its hours too, and so is all after its second range rather than
 * the first (docs/decisions.md, Split days): the business's day, or a member's own.
 */
function withSecondRange(
  closures: MinuteSpan[],
  day: { open: boolean; to: string | null; reopens: string | null; closes: string | null },
  outside: ClosedKind,
): MinuteSpan[] {
  const { to: closingTime, reopens, closes } = day;
  if (!day.open || !closingTime || !reopens || !closes) return closures;
  return [
    ...closures.filter((span) => span.from !== minutesOf(closingTime)),
    { from: minutesOf(closingTime), to: minutesOf(reopens), kind: outside },
    { from: minutesOf(closes), to: DAY_MINUTES, kind: outside },
  ];
}

function businessClosures(hours: DateHours): MinuteSpan[] {
  const closures = dayClosures(
    { open: hours.open, from: hours.openingTime, to: hours.closingTime, breaks: hours.breaks },
    'closed',
  );
  const second = {
    reopens: hours.secondOpeningTime ?? null,
    closes: hours.secondClosingTime ?? null,
  };
  return withSecondRange(
    closures,
    { open: hours.open, to: hours.closingTime, ...second },
    'closed',
  );
}

/** The business's closed stretches of `date`, given the date's hours. */
export function closedSpans(date: string, hours: DateHours): ClosedSpan[] {
  return combine(date, businessClosures(hours));
}

/**
 * A member's lane: the business's stretches, and the member's own hours of that weekday (none:
 * the business's), breaks and time off as "off" and "break".
 */
export function memberClosedSpans(
  member: TeamMember,
  date: string,
  hours: DateHours,
): ClosedSpan[] {
  // dayjs counts Sunday as 0; the team's weekdays are 1 = Monday ... 7 = Sunday.
  const dayOfWeek = dayjs(date).day() || 7;
  const away = member.timeOff.some((off) => off.from <= date && date <= off.to);
  const own = member.hours?.find((day) => day.dayOfWeek === dayOfWeek);
  const breaks = member.breaks
    .filter((pause) => pause.dayOfWeek === dayOfWeek)
    .map((pause) => ({ start: pause.startTime, end: pause.endTime }));
  const ownDay = {
    open: own?.open ?? false,
    from: own?.startTime ?? null,
    to: own?.endTime ?? null,
    breaks,
  };
  const memberSpans = away
    ? [{ from: 0, to: DAY_MINUTES, kind: 'off' as const }]
    : member.hours === null
      ? dayClosures({ open: true, from: '00:00', to: '24:00', breaks }, 'off')
      : withSecondRange(
          dayClosures(ownDay, 'off'),
          {
            ...ownDay,
            reopens: own?.secondStartTime ?? null,
            closes: own?.secondEndTime ?? null,
          },
          'off',
        );
  return combine(date, [...businessClosures(hours), ...memberSpans]);
}

/** The dates among `dates` on which the business is closed all day: the month grid marks them. */
export function closedDates(
  dates: readonly string[],
  hoursOn: (date: string) => DateHours,
): Set<string> {
  return new Set(dates.filter((date) => !hoursOn(date).open));
}

/** A shaded stretch as the schedule draws it: a background event, behind every booking. */
export type ShadingPayload = { closed: ClosedKind };
export type ShadingEvent = ScheduleEventData<ShadingPayload>;

export const isShading = (payload: unknown): payload is ShadingPayload =>
  typeof payload === 'object' && payload !== null && 'closed' in payload;

/**
 * The stretches as background events, named by `labelOf` ("Closed", "Break"): the schedule draws
 * them under the bookings (z-index 2 against 3) and lets clicks through to the slots, so a
 * booking made outside the hours stays on top and an owner can still book there.
 */
export function toShadingEvents(
  spans: readonly (ClosedSpan & { memberId?: number })[],
  labelOf: (kind: ClosedKind) => string,
): ShadingEvent[] {
  return spans.map((span) => ({
    id: `closed:${span.memberId ?? 'all'}:${span.start}`,
    title: labelOf(span.kind),
    start: span.start,
    // A stretch from midnight to midnight (or to 23:59:59) is an all-day event to the schedule,
    // drawn in the all-day row the grids hide: ending a minute short, it stays in the grid.
    end: span.end.endsWith(' 00:00:00') ? lastMinuteBefore(span.end) : span.end,
    color: 'gray',
    display: 'background',
    ...(span.memberId !== undefined ? { resourceId: span.memberId } : {}),
    payload: { closed: span.kind },
  }));
}

const lastMinuteBefore = (dateTime: string) =>
  dayjs(dateTime).subtract(1, 'minute').format('YYYY-MM-DD HH:mm:ss');

/** A closed date of the month grid: one background event over its cell. */
export function toClosedDayEvents(dates: Iterable<string>, label: string): ShadingEvent[] {
  return [...dates].map((date) => ({
    id: `closed-day:${date}`,
    title: label,
    start: `${date} 00:00:00`,
    end: `${date} 23:59:59`,
    color: 'gray',
    display: 'background',
    payload: { closed: 'closed' },
  }));
}
