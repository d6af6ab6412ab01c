// The calendar's rules as pure functions: bookings as schedule events (end = start + the items'
// durations), the 42-cell month grid starting Sunday, "+ N more" per cell, navigation and titles.
// Only types come from @mantine/schedule here, so this file never pulls the calendar chunk.
import dayjs from 'dayjs';
import type { ScheduleEventData } from '@mantine/schedule';
import type { Appointment } from '../../../../../contract/appointments';
import { appointmentTarget } from '../../api/appointment-keys';
import { customerName, parseBookingTime, totalDuration } from '../shared/booking-format';

export const CALENDAR_MODES = ['day', 'week', 'month'] as const;
export type CalendarMode = (typeof CALENDAR_MODES)[number];

/** Spec section 9: at most 2 bookings per month cell, then "+ N more". */
export const MAX_BOOKINGS_PER_CELL = 2;
/** Sunday, as the spec's month grid. */
export const FIRST_DAY_OF_WEEK = 0;
/** A booking whose items have no duration still needs some height to be seen and clicked. */
const MIN_BOOKING_MINUTES = 15;

export type BookingPayload = { appointment: Appointment };
export type BookingEvent = ScheduleEventData<BookingPayload>;

const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';
const PENDING_EVENT_COLOUR = '#7a4f01';

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
 * "Pending" in their title, as everywhere else a pending change is marked.
 */
export function toBookingEvents(
  appointments: readonly Appointment[],
  pendingTargets: ReadonlySet<string> = new Set(),
): BookingEvent[] {
  const events: BookingEvent[] = [];
  for (const appointment of appointments) {
    const interval = bookingInterval(appointment);
    if (!interval) continue;
    const pending = pendingTargets.has(appointmentTarget(appointment.id));
    events.push({
      id: appointment.id,
      title: `${pending ? 'Pending · ' : ''}${appointment.book_time} ${customerName(appointment)}`,
      ...interval,
      // A dark amber under white text (above 4.5:1, WCAG AA): the schedule's light variants put
      // amber text on amber, which could not be read.
      color: pending ? PENDING_EVENT_COLOUR : 'teal.9',
      variant: 'filled',
      payload: { appointment },
    });
  }
  return events;
}

/** How many bookings start on each date. */
export function countByDate(appointments: readonly Appointment[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const appointment of appointments) {
    counts.set(appointment.book_date, (counts.get(appointment.book_date) ?? 0) + 1);
  }
  return counts;
}

/** The number behind a cell's "+ N more"; 0 when every booking fits. */
export function hiddenBookings(count: number, max = MAX_BOOKINGS_PER_CELL): number {
  return Math.max(0, count - max);
}

/** The 42 dates (6 weeks from the Sunday on or before the 1st) of the month holding `date`. */
export function monthGridDates(date: string): string[] {
  const first = dayjs(date).startOf('month');
  const start = first.subtract((first.day() - FIRST_DAY_OF_WEEK + 7) % 7, 'day');
  return Array.from({ length: 42 }, (_, index) => start.add(index, 'day').format('YYYY-MM-DD'));
}

/**
 * The date of the n-th "+ N more" link in one week row: the schedule renders one link per day
 * with hidden bookings, in day order, without saying which day it belongs to.
 */
export function dateOfMoreLink(
  weekDates: readonly string[],
  linkIndex: number,
  counts: ReadonlyMap<string, number>,
): string | undefined {
  return weekDates.filter((date) => hiddenBookings(counts.get(date) ?? 0) > 0)[linkIndex];
}

export function startOfWeek(date: string): string {
  const day = dayjs(date);
  return day.subtract((day.day() - FIRST_DAY_OF_WEEK + 7) % 7, 'day').format('YYYY-MM-DD');
}

/**
 * The local dates the calendar shows (a month: its six-week grid), the range it asks the server
 * for: 42 days at most, within the range call's limit.
 */
export function visibleRange(date: string, mode: CalendarMode): { from: string; to: string } {
  if (mode === 'day') return { from: date, to: date };
  if (mode === 'week') {
    const from = startOfWeek(date);
    return { from, to: dayjs(from).add(6, 'day').format('YYYY-MM-DD') };
  }
  const grid = monthGridDates(date);
  return { from: grid[0] ?? date, to: grid[grid.length - 1] ?? date };
}

/** The previous or next day, week or month. */
export function shiftDate(date: string, mode: CalendarMode, step: 1 | -1): string {
  return dayjs(date).add(step, mode).format('YYYY-MM-DD');
}

/** "Monday, 23 November 2026"; a week "22 – 28 November 2026"; a month "November 2026". */
export function calendarTitle(date: string, mode: CalendarMode): string {
  const day = dayjs(date);
  if (mode === 'day') return day.format('dddd, D MMMM YYYY');
  if (mode === 'month') return day.format('MMMM YYYY');
  const start = dayjs(startOfWeek(date));
  const end = start.add(6, 'day');
  if (start.year() !== end.year()) {
    return `${start.format('D MMMM YYYY')} – ${end.format('D MMMM YYYY')}`;
  }
  if (start.month() !== end.month()) {
    return `${start.format('D MMMM')} – ${end.format('D MMMM YYYY')}`;
  }
  return `${start.format('D')} – ${end.format('D MMMM YYYY')}`;
}
