// How the booking page writes dates and times: in the visitor's language and the business's time
// zone, whatever the phone's own zone is. Prices and durations: contract/price-display.ts.
import { instantToLocal } from '../contract/booking-time';
/** A local date ('YYYY-MM-DD') as a calendar date, never shifted by the phone's time zone. */
function calendarDate(date: string): Date {
  return new Date(`${date}T12:00:00Z`);
}

export function dateParts(date: string): { weekday: string; day: string; month: string } {
  const at = calendarDate(date);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(undefined, { ...options, timeZone: 'UTC' }).format(at);
  return {
    weekday: part({ weekday: 'short' }),
    day: part({ day: 'numeric' }),
    month: part({ month: 'short' }),
  };
}

export function shortDate(date: string): string {
  return new Intl.DateTimeFormat(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(calendarDate(date));
}

export function longDate(date: string): string {
  return new Intl.DateTimeFormat(undefined, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(calendarDate(date));
}

/** An instant as the time on the business's clocks. */
export function timeText(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat(undefined, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(instant));
}

/** Today's date where the business is. */
export function todayIn(timeZone: string, now = new Date()): string {
  return instantToLocal(now, timeZone).date;
}

/** Whether the visitor's phone keeps another time than the business (then the page says whose). */
export function differentZone(timeZone: string): boolean {
  return Intl.DateTimeFormat().resolvedOptions().timeZone !== timeZone;
}

/** A local 'HH:mm' as the visitor's clock writes it (12 or 24 hours). */
export function clockText(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(undefined, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2000, 0, 1, hours, minutes)));
}
