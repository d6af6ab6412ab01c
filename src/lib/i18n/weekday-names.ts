// Weekday names in the owner's language (docs/decisions.md, Languages), from Intl rather than the
// contract's English WEEKDAY_NAMES, so a third language brings its own without a catalog entry.
import { LANGUAGE_LOCALES, type Language } from '@contract/i18n/language';

/** 2024-01-01 was a Monday: ISO weekday n is that date plus n - 1 days. */
const A_MONDAY = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;

/**
 * The seven weekdays, Monday first (ISO order), as the language writes them inside a sentence:
 * "Monday", "mandag". `width` 'short' gives "Mon", "man.".
 */
export function weekdayNames(language: Language, width: 'long' | 'short' = 'long'): string[] {
  const format = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
    weekday: width,
    timeZone: 'UTC',
  });
  return Array.from({ length: 7 }, (_, index) =>
    format.format(new Date(A_MONDAY + index * DAY_MS)),
  );
}

/** A name at the start of a label or a table's row: "Mandag". */
export function capitalized(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
