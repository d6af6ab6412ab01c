// How the "Online booking" screen and its pending changes name a break, closed dates and special
// hours: "Tuesday 12:00 PM to 12:30 PM", "Thu, 24 Dec 2026 to Sat, 26 Dec 2026", in one place so a
// row and its "Remove" in the pending list read alike. Times are given as the API's "HH:mm"; the
// screen passes its business's clock (docs/decisions.md, Locale), a stored label keeps "HH:mm".

/** A time of day as it is shown: the API's "HH:mm" unless a business's clock is given. */
type TimeText = (time: string) => string;
const asGiven: TimeText = (time) => time;
import dayjs from 'dayjs';
import type {
  BusinessBreak,
  BusinessClosure,
  SpecialHours,
} from '../../../../contract/availability-settings';
import { WEEKDAY_NAMES } from '../../../../contract/booking-time';

/** 1 = Monday ... 7 = Sunday. */
export function weekdayName(dayOfWeek: number): string {
  return WEEKDAY_NAMES[dayOfWeek - 1] ?? `Day ${dayOfWeek}`;
}

/** "2026-12-24" -> "Thu, 24 Dec 2026". */
export function formatSettingsDate(isoDate: string): string {
  const date = dayjs(isoDate, 'YYYY-MM-DD');
  return date.isValid() ? date.format('ddd, D MMM YYYY') : isoDate;
}

export function breakLabel(entry: Omit<BusinessBreak, 'id'>, time: TimeText = asGiven): string {
  return `${weekdayName(entry.dayOfWeek)} ${time(entry.startTime)} to ${time(entry.endTime)}`;
}

export function closureDates(entry: Pick<BusinessClosure, 'fromDate' | 'toDate'>): string {
  return entry.fromDate === entry.toDate
    ? formatSettingsDate(entry.fromDate)
    : `${formatSettingsDate(entry.fromDate)} to ${formatSettingsDate(entry.toDate)}`;
}

export function closureLabel(entry: Omit<BusinessClosure, 'id'>): string {
  return entry.note ? `${closureDates(entry)} (${entry.note})` : closureDates(entry);
}

export function specialHoursTimes(
  entry: Omit<SpecialHours, 'id' | 'date'>,
  time: TimeText = asGiven,
): string {
  return entry.open
    ? `open ${time(entry.openingTime ?? '')} to ${time(entry.closingTime ?? '')}`
    : 'closed';
}

export function specialHoursLabel(entry: Omit<SpecialHours, 'id'>): string {
  return `${formatSettingsDate(entry.date)}: ${specialHoursTimes(entry)}`;
}
