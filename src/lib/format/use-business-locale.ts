// The one hook every screen formats with (docs/decisions.md, Locale): the signed-in business's
// currency, clock and first weekday, read from the shared current-user query (kept on the device,
// so offline screens format the same); money written as the owner's language writes it, so a
// screen formats again when the language changes.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Language } from '@contract/i18n/language';
import { useLanguage } from '../i18n/use-t';
import { currentUserQueryOptions } from '../session/current-user';
import {
  formatMoney,
  formatTimeOfDay,
  localeOf,
  timeFormatOf,
  timesOnClock,
  weekStartIndex,
  type BusinessLocale,
} from './business-locale';

export interface BusinessLocaleTools extends BusinessLocale {
  /** A price in the current language ("$45.50", "650,00 kr"), or "Free" ("Gratis") for null. */
  formatPrice: (amount: number | null | undefined) => string;
  /** "09:00 AM" or "14:00" text as this business reads time. */
  formatTime: (text: string) => string;
  /** Every time of day inside a sentence on this clock ("Book Ada, Mon 23 Nov 14:00"). */
  formatTimesIn: (text: string) => string;
  /** The dayjs format of a time of day: "hh:mm A" or "HH:mm". */
  timeFormat: string;
  /** The week's first day as dayjs and Mantine count: 0 Sunday, 1 Monday, 6 Saturday. */
  firstDayOfWeek: 0 | 1 | 6;
}

/** `language`: the one money is written in; the current one at each call when not given. */
export function toLocaleTools(locale: BusinessLocale, language?: Language): BusinessLocaleTools {
  return {
    ...locale,
    formatPrice: (amount) => formatMoney(amount, locale.currency, language),
    formatTime: (text) => formatTimeOfDay(text, locale.clock),
    formatTimesIn: (text) => timesOnClock(text, locale.clock),
    timeFormat: timeFormatOf(locale.clock),
    firstDayOfWeek: weekStartIndex(locale.weekStart),
  };
}

export function useBusinessLocale(): BusinessLocaleTools {
  const { data } = useQuery(currentUserQueryOptions());
  const { currency, clock, weekStart } = localeOf(data);
  const language = useLanguage();
  return useMemo(
    () => toLocaleTools({ currency, clock, weekStart }, language),
    [currency, clock, weekStart, language],
  );
}
