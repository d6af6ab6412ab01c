// How the "Online booking" screen and its pending changes name a break, closed dates and special
// hours: "Tuesday 12:00 to 12:30", "Thu, 24 Dec 2026 to Sat, 26 Dec 2026", in one place so a row
// and its "Remove" in the pending list read alike.
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

export function breakLabel(entry: Omit<BusinessBreak, 'id'>): string {
  return `${weekdayName(entry.dayOfWeek)} ${entry.startTime} to ${entry.endTime}`;
}

export function closureDates(entry: Pick<BusinessClosure, 'fromDate' | 'toDate'>): string {
  return entry.fromDate === entry.toDate
    ? formatSettingsDate(entry.fromDate)
    : `${formatSettingsDate(entry.fromDate)} to ${formatSettingsDate(entry.toDate)}`;
}

export function closureLabel(entry: Omit<BusinessClosure, 'id'>): string {
  return entry.note ? `${closureDates(entry)} (${entry.note})` : closureDates(entry);
}

export function specialHoursTimes(entry: Omit<SpecialHours, 'id' | 'date'>): string {
  return entry.open ? `open ${entry.openingTime} to ${entry.closingTime}` : 'closed';
}

export function specialHoursLabel(entry: Omit<SpecialHours, 'id'>): string {
  return `${formatSettingsDate(entry.date)}: ${specialHoursTimes(entry)}`;
}
