// How the app's own date and time fields (src/components/dates) show a value, for the test helpers
// of both kinds (tests/setup for component tests, tests/e2e/helpers for Playwright): a 24-hour
// "HH:mm" as hours, minutes and AM/PM, an ISO "YYYY-MM-DD" as the field and its month grid say it.

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const pad = (value: number) => String(value).padStart(2, '0');

const parts = (date: string) => date.split('-').map(Number) as [number, number, number];

/** "14:05" as the time fields show it: 24-hour "14" "05", or 12-hour "02" "05" "PM". */
export function shownTime(time: string, twelveHour: boolean) {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return {
    hours: pad(twelveHour ? hours % 12 || 12 : hours),
    minutes: pad(minutes),
    amPm: hours < 12 ? 'AM' : 'PM',
  };
}

/** "2026-12-24" as the field shows it: "Thu 24 Dec 2026". */
export function shownDate(date: string): string {
  const [year, month, day] = parts(date);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${SHORT_DAYS[weekday]} ${day} ${MONTH_NAMES[month - 1]!.slice(0, 3)} ${year}`;
}

/** The name of the date's button in the month grid: "24 December 2026". */
export function dayButtonName(date: string): string {
  const [year, month, day] = parts(date);
  return `${day} ${MONTH_NAMES[month - 1]} ${year}`;
}

/** Months from the grid's header ("November 2026") to the date's month; negative: back. */
export function monthsAhead(header: string, date: string): number {
  const [year, month] = parts(date);
  const [shownMonth, shownYear] = header.split(' ');
  return (year - Number(shownYear)) * 12 + (month - 1 - MONTH_NAMES.indexOf(shownMonth!));
}
