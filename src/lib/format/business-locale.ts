// The business's own money, clock and week (docs/decisions.md, Locale), as pure functions: every
// price, time of day and week order on screen goes through here, with the locale the signed-in
// user's query carries (use-business-locale.ts). The API keeps the spec's formats ("09:00 AM",
// amounts as numbers): only what is shown changes.
import type { CurrentUser } from '@contract/auth';
import {
  DEFAULT_BUSINESS_LOCALE,
  type BusinessLocale,
  type Clock,
  type WeekStart,
} from '@contract/business-locale';
import { LANGUAGE_LOCALES, type Language } from '@contract/i18n/language';
import { currentLanguage } from '../i18n/language-store';
import { translatorFor } from '../i18n/use-t';

export type { BusinessLocale, Clock, WeekStart };

/** The locale of the signed-in business; the spec's defaults before it is known. */
export function localeOf(user: CurrentUser | undefined | null): BusinessLocale {
  return {
    currency: user?.currency ?? DEFAULT_BUSINESS_LOCALE.currency,
    clock: user?.clock ?? DEFAULT_BUSINESS_LOCALE.clock,
    weekStart: user?.weekStart ?? DEFAULT_BUSINESS_LOCALE.weekStart,
  };
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * The locale money is written in: Norwegian's own in Norwegian, whatever the browser; in English
 * the browser's, so an English screen in a Norwegian browser writes "450,00 kr" as the owner's
 * other programs do, and an American one "$1,200.00" (docs/decisions.md, Locale).
 */
export function moneyLocale(language: Language): string | undefined {
  return language === 'en' ? undefined : LANGUAGE_LOCALES[language];
}

/** The currency's format in a language, made once per pair; undefined for a code Intl lacks. */
function moneyFormat(currency: string, language: Language): Intl.NumberFormat | undefined {
  const cacheKey = `${language} ${currency}`;
  let format = moneyFormats.get(cacheKey);
  if (!format) {
    try {
      format = new Intl.NumberFormat(moneyLocale(language), {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
      });
    } catch {
      return undefined;
    }
    moneyFormats.set(cacheKey, format);
  }
  return format;
}

/**
 * "$1,200.00" or "kr 1,200.00" in English (as the browser's region writes it), "1 200,00 kr" in
 * Norwegian whatever the browser (moneyLocale); no price reads "Free" ("Gratis") from the catalog.
 */
export function formatMoney(
  amount: number | null | undefined,
  currency: string,
  language: Language = currentLanguage(),
): string {
  if (amount === null || amount === undefined) return translatorFor(language)('catalogue.free');
  const format = moneyFormat(currency, language);
  // A code this browser does not know: the amount with the code beside it.
  return format ? format.format(amount) : `${currency} ${amount.toFixed(2)}`;
}

/** The currency's sign as formatMoney writes it ("$", "kr", "€"), or its code if unknown. */
export function currencySymbol(currency: string, language: Language = currentLanguage()): string {
  const parts = moneyFormat(currency, language)?.formatToParts(0) ?? [];
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

const TIME_PATTERN = /^(\d{1,2}):(\d{2})(?::\d{2})?\s*([AaPp])?\.?\s*[Mm]?\.?$/;

/**
 * Minutes after midnight of a time of day: "12:15 AM" -> 15, "12:30 PM" -> 750, "14:00" -> 840.
 * Null when the text is not a time.
 */
export function parseTimeOfDay(text: string): number | null {
  const match = TIME_PATTERN.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  const meridiem = match[3]?.toUpperCase();
  if (minutes > 59) return null;
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    return ((hours % 12) + (meridiem === 'P' ? 12 : 0)) * 60 + minutes;
  }
  if (hours > 23) return null;
  return hours * 60 + minutes;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Minutes after midnight as the business reads time: "02:05 PM" (the spec's) or "14:05". */
export function formatMinutes(minutes: number, clock: Clock): string {
  const hours = Math.floor(minutes / 60) % 24;
  const rest = minutes % 60;
  if (clock === '24h') return `${pad(hours)}:${pad(rest)}`;
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${pad(hour12)}:${pad(rest)} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "09:00 AM" or "14:00" (any of the two) as the business reads time; other text unchanged. */
export function formatTimeOfDay(text: string, clock: Clock): string {
  const minutes = parseTimeOfDay(text);
  return minutes === null ? text : formatMinutes(minutes, clock);
}

/** A time of day inside a sentence: "10:00 AM", "10:00am" or "14:00". */
const TIME_IN_TEXT = /\b\d{1,2}:\d{2}(?:\s?[AaPp]\.?[Mm]\.?)?(?![\d:])/g;

/**
 * Every time of day in a sentence on the business's clock: "Book Ada Berg, Mon 23 Nov 10:00 AM"
 * -> "... 10:00". The pending list's labels were written when the change was made, some on the
 * spec's 12-hour clock and some as the API's "HH:mm" (docs/offline.md, Outbox entries).
 */
export function timesOnClock(text: string, clock: Clock): string {
  return text.replace(TIME_IN_TEXT, (time) => formatTimeOfDay(time, clock));
}

/** The dayjs format of a time of day on this clock: "hh:mm A" or "HH:mm". */
export function timeFormatOf(clock: Clock): string {
  return clock === '24h' ? 'HH:mm' : 'hh:mm A';
}

/** ISO weekday (1 Monday ... 7 Sunday) -> the 0 Sunday ... 6 Saturday of dayjs and Mantine. */
export function weekStartIndex(weekStart: WeekStart): 0 | 1 | 6 {
  return weekStart === 7 ? 0 : weekStart;
}

/** Weekdays (ISO dayOfWeek) in the order of the business's week: Monday first, or Sunday first. */
export function inWeekOrder<T extends { dayOfWeek: number }>(
  days: readonly T[],
  weekStart: WeekStart,
): T[] {
  const position = (day: number) => (day - weekStart + 7) % 7;
  return [...days].sort((a, b) => position(a.dayOfWeek) - position(b.dayOfWeek));
}

/**
 * The clock and first weekday of this browser's locale, sent at registration (docs/decisions.md,
 * Locale). weekInfo is missing in some browsers (Firefox): then nothing is sent and the server
 * keeps the spec's Sunday.
 */
export function browserLocaleDefaults(): { clock?: Clock; week_start?: WeekStart } {
  const defaults: { clock?: Clock; week_start?: WeekStart } = {};
  try {
    const cycle = new Intl.DateTimeFormat(undefined, { hour: 'numeric' }).resolvedOptions()
      .hourCycle;
    if (cycle) defaults.clock = cycle === 'h23' || cycle === 'h24' ? '24h' : '12h';
    const locale = new Intl.Locale(navigator.language) as Intl.Locale & {
      weekInfo?: { firstDay?: number };
      getWeekInfo?: () => { firstDay?: number };
    };
    const firstDay = (locale.getWeekInfo?.() ?? locale.weekInfo)?.firstDay;
    if (firstDay === 1 || firstDay === 6 || firstDay === 7) defaults.week_start = firstDay;
  } catch {
    // An old browser: the server's defaults apply.
  }
  return defaults;
}
