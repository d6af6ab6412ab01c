// How the "Online booking" screen and its pending changes name a break, closed dates and special
// hours: "Tuesday 12:00 PM to 12:30 PM", "Thu, 24 Dec 2026 to Sat, 26 Dec 2026", in one place so a
// row and its "Remove" in the pending list read alike. Times are given as the API's "HH:mm"; the
// screen passes its business's clock (docs/decisions.md, Locale), a stored label keeps "HH:mm".
// The words and weekday names are the owner's language's (docs/decisions.md, Languages).

/** A time of day as it is shown: the API's "HH:mm" unless a business's clock is given. */
type TimeText = (time: string) => string;
const asGiven: TimeText = (time) => time;
import dayjs from 'dayjs';
import type { BusinessBreak, BusinessClosure, SpecialHours } from '@contract/availability-settings';
import { translate } from '@/lib/i18n/use-t';
import { currentLanguage } from '@/lib/i18n/language-store';
import { capitalized, weekdayNames } from '@/lib/i18n/weekday-names';

/** 1 = Monday ... 7 = Sunday, in the owner's language: "Tuesday", "Tirsdag". */
export function weekdayName(dayOfWeek: number): string {
  const name = weekdayNames(currentLanguage())[dayOfWeek - 1];
  return name ? capitalized(name) : translate('onlineBooking.dayNumber', { day: dayOfWeek });
}

/** "2026-12-24" -> "Thu, 24 Dec 2026", "to. 24. des. 2026" (dayjs follows the language). */
export function formatSettingsDate(isoDate: string): string {
  const date = dayjs(isoDate, 'YYYY-MM-DD');
  return date.isValid() ? date.format(translate('onlineBooking.dateFormat')) : isoDate;
}

export function breakLabel(entry: Omit<BusinessBreak, 'id'>, time: TimeText = asGiven): string {
  return translate('onlineBooking.breakRow', {
    day: weekdayName(entry.dayOfWeek),
    start: time(entry.startTime),
    end: time(entry.endTime),
  });
}

export function closureDates(entry: Pick<BusinessClosure, 'fromDate' | 'toDate'>): string {
  return entry.fromDate === entry.toDate
    ? formatSettingsDate(entry.fromDate)
    : translate('onlineBooking.dateRange', {
        from: formatSettingsDate(entry.fromDate),
        to: formatSettingsDate(entry.toDate),
      });
}

export function closureLabel(entry: Omit<BusinessClosure, 'id'>): string {
  return entry.note
    ? translate('onlineBooking.closureWithNote', { dates: closureDates(entry), note: entry.note })
    : closureDates(entry);
}

export function specialHoursTimes(
  entry: Omit<SpecialHours, 'id' | 'date'>,
  time: TimeText = asGiven,
): string {
  if (!entry.open) return translate('onlineBooking.specialClosed');
  const first = { opens: time(entry.openingTime ?? ''), closes: time(entry.closingTime ?? '') };
  // A split date names its second range too (docs/decisions.md, Split days).
  return entry.secondOpeningTime && entry.secondClosingTime
    ? translate('onlineBooking.specialSplit', {
        ...first,
        opensAgain: time(entry.secondOpeningTime),
        closesAgain: time(entry.secondClosingTime),
      })
    : translate('onlineBooking.specialOpen', first);
}

export function specialHoursLabel(entry: Omit<SpecialHours, 'id'>): string {
  return translate('onlineBooking.specialRow', {
    date: formatSettingsDate(entry.date),
    hours: specialHoursTimes(entry),
  });
}
