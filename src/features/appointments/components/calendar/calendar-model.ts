// The calendar's rules as pure functions: bookings as schedule events (end = start + the items'
// durations), the 42-cell month grid starting on the business's first weekday (Sunday by default),
// a cell's bookings and its "+ N more" chip, navigation and titles. Only types come from
// @mantine/schedule here, so this file never pulls the calendar chunk.
import dayjs from 'dayjs';
import type { ScheduleEventData } from '@mantine/schedule';
import type { Appointment } from '@contract/appointments';
import { formatTimeOfDay, type Clock } from '@/lib/format/business-locale';
import { translate, type AppTranslate } from '@/lib/i18n/use-t';
import { appointmentTarget } from '@/entities/bookings/api/booking-keys';
import { customerName, parseBookingTime, totalDuration } from '../shared/booking-format';
import { STATE_COLOURS, bookingState, type BookingState } from './booking-states';
import type { ShadingPayload } from './closed-hours';

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

export type BookingPayload = { appointment: Appointment; state: BookingState };
export type BookingEvent = ScheduleEventData<BookingPayload>;

const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';

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
 * `pendingTargets`: the outbox targets of changes not sent yet; those bookings have "Pending" in
 * their title, as everywhere else a pending change is marked. Each booking takes its state's
 * colour (booking-states.ts) and names its member as the resource of the day view's lanes. `t`:
 * the words' language (the component's, so a new language makes new events).
 */
export function toBookingEvents(
  appointments: readonly Appointment[],
  pendingTargets: ReadonlySet<string> = new Set(),
  clock: Clock = '12h',
  t: AppTranslate = translate,
): BookingEvent[] {
  const events: BookingEvent[] = [];
  for (const appointment of appointments) {
    const interval = bookingInterval(appointment);
    if (!interval) continue;
    const pending = pendingTargets.has(appointmentTarget(appointment.id));
    const state = bookingState(appointment, pending);
    const title = `${formatTimeOfDay(appointment.book_time, clock)} ${customerName(appointment)}`;
    events.push({
      id: appointment.id,
      title: pending ? t('diary.calendar.pendingTitle', { title }) : title,
      ...interval,
      color: STATE_COLOURS[state],
      variant: 'filled',
      ...(appointment.memberId !== undefined ? { resourceId: appointment.memberId } : {}),
      payload: { appointment, state },
    });
  }
  return events;
}

/** What a month cell's "+ N more" chip opens: that day. */
export type MorePayload = { moreOf: string };
/** What the views draw: bookings, the month's chips and the closed hours' shading. */
export type MonthEvent = ScheduleEventData<BookingPayload | MorePayload | ShadingPayload>;

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
  t: AppTranslate = translate,
): MonthEvent[] {
  const events: MonthEvent[] = [];
  const shown = new Map<string, number>();
  for (const event of toBookingEvents(appointments, pendingTargets, clock, t)) {
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
      title: t('diary.calendar.more', { count: String(hidden) }),
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

/** The booking an event shows; none for a "+ N more" chip or a shaded stretch. */
export const bookingOf = (event: ScheduleEventData): BookingPayload | undefined =>
  isBooking(event.payload) ? event.payload : undefined;

const isBooking = (payload: unknown): payload is BookingPayload =>
  typeof payload === 'object' && payload !== null && 'appointment' in payload;

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

/**
 * A date's day and month as the language in use writes them (dayjs's locale follows the owner's
 * language, docs/decisions.md, Languages): Norwegian "27. november", English "27 November".
 * `weekday` titles a day, `date` names one to a screen reader, `dayHeading` heads a day's list.
 */
export function dayMonth(): { weekday: string; day: string; date: string; dayHeading: string } {
  return dayjs.locale() === 'nb'
    ? {
        weekday: 'dddd D. MMMM YYYY',
        day: 'D.',
        date: 'dddd D. MMMM YYYY',
        dayHeading: 'dddd D. MMMM',
      }
    : {
        weekday: 'dddd, D MMMM YYYY',
        day: 'D',
        date: 'dddd D MMMM YYYY',
        dayHeading: 'dddd, D MMMM',
      };
}

/**
 * "Monday, 23 November 2026"; a week "22 – 28 November 2026"; a month "November 2026". In
 * Norwegian "mandag 23. november 2026" and "22. – 28. november 2026".
 */
export function calendarTitle(
  date: string,
  mode: CalendarMode,
  firstDay: FirstDay = FIRST_DAY_OF_WEEK,
): string {
  const day = dayjs(date);
  const formats = dayMonth();
  if (mode === 'day') return day.format(formats.weekday);
  if (mode === 'month') return day.format('MMMM YYYY');
  const start = dayjs(startOfWeek(date, firstDay));
  const end = start.add(6, 'day');
  const dayOf = (at: dayjs.Dayjs, rest = '') => at.format(`${formats.day}${rest}`);
  if (start.year() !== end.year()) {
    return `${dayOf(start, ' MMMM YYYY')} – ${dayOf(end, ' MMMM YYYY')}`;
  }
  if (start.month() !== end.month()) {
    return `${dayOf(start, ' MMMM')} – ${dayOf(end, ' MMMM YYYY')}`;
  }
  return `${dayOf(start)} – ${dayOf(end, ' MMMM YYYY')}`;
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
