// How the booking page writes dates and times: in the page's language (portal-language.tsx;
// undefined: the browser's) and the business's time zone, whatever the phone's own zone is.
// Prices and durations: contract/price-display.ts.
import { instantToLocal } from '../contract/booking-time';
/** A local date ('YYYY-MM-DD') as a calendar date, never shifted by the phone's time zone. */
function calendarDate(date: string): Date {
  return new Date(`${date}T12:00:00Z`);
}

export function dateParts(
  date: string,
  locale?: string,
): { weekday: string; day: string; month: string } {
  const at = calendarDate(date);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(at);
  return {
    weekday: part({ weekday: 'short' }),
    day: part({ day: 'numeric' }),
    month: part({ month: 'short' }),
  };
}

export function shortDate(date: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(calendarDate(date));
}

export function longDate(date: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(calendarDate(date));
}

/** An instant as the time on the business's clocks. */
export function timeText(instant: string, timeZone: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, {
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
export function clockText(time: string, locale?: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2000, 0, 1, hours, minutes)));
}

/** An ISO weekday's name in the page's language: 1 is "Monday", in Norwegian "mandag". */
export function weekdayName(dayOfWeek: number, locale?: string): string {
  // 1 January 2024 was a Monday.
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, dayOfWeek)),
  );
}
