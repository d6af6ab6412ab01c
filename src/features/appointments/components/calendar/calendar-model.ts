// The calendar's rules as pure functions: bookings as schedule events (end = start + the items'
// durations), the 42-cell month grid starting on the business's first weekday (Sunday by default),
// a cell's bookings and its "+ N more" chip, navigation and titles. Only types come from
// @mantine/schedule here, so this file never pulls the calendar chunk.
import dayjs from 'dayjs';
import type { ScheduleEventData } from '@mantine/schedule';
import type { Appointment } from '../../../../../contract/appointments';
import { appointmentTarget } from '../../api/appointment-keys';
import { formatTimeOfDay, type Clock } from '../../../../lib/format/business-locale';
import { customerName, parseBookingTime, totalDuration } from '../shared/booking-format';

export const CALENDAR_MODES = ['day', 'week', 'month'] as const;
export type CalendarMode = (typeof CALENDAR_MODES)[number];

/** At most 2 bookings per month cell, then "+ N more" (docs/decisions.md, Lists at scale). */
export const MAX_BOOKINGS_PER_CELL = 2;
/**
 * Sunday, as the spec's month grid: the default of a business that chose no other
 * (docs/decisions.md, Locale). 0 Sunday, 1 Monday, 6 Saturday, as dayjs counts.
 */
export const FIRST_DAY_OF_WEEK = 0;
export type FirstDay = number;
/** A booking whose items have no duration still needs some height to be seen and clicked. */
const MIN_BOOKING_MINUTES = 15;

export type BookingPayload = { appointment: Appointment };
export type BookingEvent = ScheduleEventData<BookingPayload>;

const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';
const PENDING_EVENT_COLOUR = '#7a4f01';
/** A booking whose member this device does not know yet. */
const DEFAULT_EVENT_COLOUR = 'teal.9';

/** Start and end as "YYYY-MM-DD HH:mm:ss" wall-clock text; null when the time is unreadable. */
export function bookingInterval(appointment: Appointment): { start: string; end: string } | null {
  const minutes = parseBookingTime(appointment.book_time);
  if (minutes === null || !/^\d{4}-\d{2}-\d{2}$/.test(appointment.book_date)) return null;
  const start = dayjs(appointment.book_date).add(minutes, 'minute');
  if (!start.isValid()) return null;
  const length = Math.max(MIN_BOOKING_MINUTES, totalDuration(appointment.book_items));
  return { start: start.format(DATE_TIME), end: start.add(length, 'minute').format(DATE_TIME) };
}

/**
 * `pendingTargets`: the outbox targets of changes not sent yet; those bookings show in amber with
 * "Pending" in their title, as everywhere else a pending change is marked. `colourOf`: the
 * background of a booking's member (docs/decisions.md, Team); each event names its member as the
 * resource of the day view's member lanes.
 */
export function toBookingEvents(
  appointments: readonly Appointment[],
  pendingTargets: ReadonlySet<string> = new Set(),
  clock: Clock = '12h',
  colourOf: (memberId: number | undefined) => string = () => DEFAULT_EVENT_COLOUR,
): BookingEvent[] {
  const events: BookingEvent[] = [];
  for (const appointment of appointments) {
    const interval = bookingInterval(appointment);
    if (!interval) continue;
    const pending = pendingTargets.has(appointmentTarget(appointment.id));
    events.push({
      id: appointment.id,
      title: `${pending ? 'Pending · ' : ''}${formatTimeOfDay(appointment.book_time, clock)} ${customerName(appointment)}`,
      ...interval,
      // A dark amber under white text (above 4.5:1, WCAG AA): the schedule's light variants put
      // amber text on amber, which could not be read.
      color: pending ? PENDING_EVENT_COLOUR : colourOf(appointment.memberId),
      variant: 'filled',
      ...(appointment.memberId !== undefined ? { resourceId: appointment.memberId } : {}),
      payload: { appointment },
    });
  }
  return events;
}

/** What a month cell's "+ N more" chip opens: that day. */
export type MorePayload = { moreOf: string };
export type MonthEvent = ScheduleEventData<BookingPayload | MorePayload>;

/** The chip sits after the day's bookings: the schedule orders a day's events by start. */
const MORE_CHIP_TIME = ' 23:59:00';
const MORE_CHIP_END = ' 23:59:59';

/**
 * A month cell: its first MAX_BOOKINGS_PER_CELL bookings (the server sends no more, see
 * GET /api/appointments/month), then, when the day has more, one "+ N more" chip counting them
 * from the day's total. The schedule so gets at most 3 events a day, whatever the diary holds
 * (docs/decisions.md, Lists at scale).
 */
export function toMonthEvents(
  appointments: readonly Appointment[],
  dayTotals: Readonly<Record<string, number>>,
  pendingTargets: ReadonlySet<string> = new Set(),
  clock: Clock = '12h',
  colourOf?: (memberId: number | undefined) => string,
): MonthEvent[] {
  const events: MonthEvent[] = [];
  const shown = new Map<string, number>();
  for (const event of toBookingEvents(appointments, pendingTargets, clock, colourOf)) {
    const date = event.payload?.appointment.book_date ?? '';
    const count = shown.get(date) ?? 0;
    if (count >= MAX_BOOKINGS_PER_CELL) continue;
    shown.set(date, count + 1);
    events.push(event);
  }
  for (const [date, total] of Object.entries(dayTotals)) {
    const hidden = total - (shown.get(date) ?? 0);
    if (hidden <= 0) continue;
    events.push({
      id: `more:${date}`,
      title: `+ ${hidden} more`,
      start: `${date}${MORE_CHIP_TIME}`,
      end: `${date}${MORE_CHIP_END}`,
      color: 'gray',
      variant: 'light',
      payload: { moreOf: date },
    });
  }
  return events;
}

export const isMoreChip = (payload: unknown): payload is MorePayload =>
  typeof payload === 'object' && payload !== null && 'moreOf' in payload;

/**
 * The 42 dates (6 weeks from the first weekday on or before the 1st: Sunday, or the business's
 * Monday or Saturday) of the month holding `date`.
 */
export function monthGridDates(date: string, firstDay: FirstDay = FIRST_DAY_OF_WEEK): string[] {
  const first = dayjs(date).startOf('month');
  const start = first.subtract((first.day() - firstDay + 7) % 7, 'day');
  return Array.from({ length: 42 }, (_, index) => start.add(index, 'day').format('YYYY-MM-DD'));
}

export function startOfWeek(date: string, firstDay: FirstDay = FIRST_DAY_OF_WEEK): string {
  const day = dayjs(date);
  return day.subtract((day.day() - firstDay + 7) % 7, 'day').format('YYYY-MM-DD');
}

/**
 * The local dates the calendar shows (a month: its six-week grid), the range it asks the server
 * for: 42 days at most, within the range call's limit.
 */
export function visibleRange(
  date: string,
  mode: CalendarMode,
  firstDay: FirstDay = FIRST_DAY_OF_WEEK,
): { from: string; to: string } {
  if (mode === 'day') return { from: date, to: date };
  if (mode === 'week') {
    const from = startOfWeek(date, firstDay);
    return { from, to: dayjs(from).add(6, 'day').format('YYYY-MM-DD') };
  }
  const grid = monthGridDates(date, firstDay);
  return { from: grid[0] ?? date, to: grid[grid.length - 1] ?? date };
}

/** The previous or next day, week or month. */
export function shiftDate(date: string, mode: CalendarMode, step: 1 | -1): string {
  return dayjs(date).add(step, mode).format('YYYY-MM-DD');
}

/** "Monday, 23 November 2026"; a week "22 – 28 November 2026"; a month "November 2026". */
export function calendarTitle(
  date: string,
  mode: CalendarMode,
  firstDay: FirstDay = FIRST_DAY_OF_WEEK,
): string {
  const day = dayjs(date);
  if (mode === 'day') return day.format('dddd, D MMMM YYYY');
  if (mode === 'month') return day.format('MMMM YYYY');
  const start = dayjs(startOfWeek(date, firstDay));
  const end = start.add(6, 'day');
  if (start.year() !== end.year()) {
    return `${start.format('D MMMM YYYY')} – ${end.format('D MMMM YYYY')}`;
  }
  if (start.month() !== end.month()) {
    return `${start.format('D MMMM')} – ${end.format('D MMMM YYYY')}`;
  }
  return `${start.format('D')} – ${end.format('D MMMM YYYY')}`;
}

/**
 * The time grid's hour labels and its now-marker's bubble (Mantine uses one format for both): "9
 * AM" on the hour and "9:40 AM" between hours on a 12-hour clock, "09:00" and "09:40" on a 24-hour
 * one (docs/decisions.md, Locale).
 */
export function gridTimeLabel(clock: Clock): string | ((date: string) => string) {
  if (clock === '24h') return 'HH:mm';
  return (date) => {
    const time = dayjs(date);
    return time.format(time.minute() === 0 ? 'h A' : 'h:mm A');
  };
}
