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
import type { LabelMessage, LabelValue } from '@/lib/offline/outbox-label';

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

// The same names as messages for a pending change's label (docs/offline.md, Outbox entries): the
// weekdays, dates and words are kept as what they stand for, so the pending list words them in
// the language shown then; the times are kept as text.

/** A weekday as a label's value: "Tuesday", or "Day 9" for a number that is none. */
export function weekdayValue(dayOfWeek: number): LabelValue {
  return Number.isInteger(dayOfWeek) && dayOfWeek >= 1 && dayOfWeek <= 7
    ? { weekday: dayOfWeek }
    : { key: 'onlineBooking.dayNumber', values: { day: dayOfWeek } };
}

export function breakMessage(
  entry: Omit<BusinessBreak, 'id'>,
  time: TimeText = asGiven,
): LabelMessage {
  return {
    key: 'onlineBooking.breakRow',
    values: {
      day: weekdayValue(entry.dayOfWeek),
      start: time(entry.startTime),
      end: time(entry.endTime),
    },
  };
}

export function closureDatesValue(entry: Pick<BusinessClosure, 'fromDate' | 'toDate'>): LabelValue {
  return entry.fromDate === entry.toDate
    ? { date: entry.fromDate }
    : {
        key: 'onlineBooking.dateRange',
        values: { from: { date: entry.fromDate }, to: { date: entry.toDate } },
      };
}

export function closureValue(entry: Omit<BusinessClosure, 'id'>): LabelValue {
  return entry.note
    ? {
        key: 'onlineBooking.closureWithNote',
        values: { dates: closureDatesValue(entry), note: entry.note },
      }
    : closureDatesValue(entry);
}

function specialHoursTimesMessage(
  entry: Omit<SpecialHours, 'id' | 'date'>,
  time: TimeText,
): LabelMessage {
  if (!entry.open) return { key: 'onlineBooking.specialClosed' };
  const first = { opens: time(entry.openingTime ?? ''), closes: time(entry.closingTime ?? '') };
  return entry.secondOpeningTime && entry.secondClosingTime
    ? {
        key: 'onlineBooking.specialSplit',
        values: {
          ...first,
          opensAgain: time(entry.secondOpeningTime),
          closesAgain: time(entry.secondClosingTime),
        },
      }
    : { key: 'onlineBooking.specialOpen', values: first };
}

export function specialHoursMessage(
  entry: Omit<SpecialHours, 'id'>,
  time: TimeText = asGiven,
): LabelMessage {
  return {
    key: 'onlineBooking.specialRow',
    values: { date: { date: entry.date }, hours: specialHoursTimesMessage(entry, time) },
  };
}
