// How a figure moved against the period before (docs/decisions.md, Reports): in words, so the
// change reads the same to a screen reader and without colour. Shared by the Reports screen and
// the dashboard's week cards; the words and the dates are in the owner's language
// (docs/decisions.md, Languages).
import { LANGUAGE_LOCALES } from '@contract/i18n/language';
import { currentLanguage } from '../../lib/i18n/language-store';
import { translate } from '../../lib/i18n/use-t';

const percent = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 0 });

export function formatPercent(fraction: number): string {
  return percent.format(fraction);
}

/** "Up 20 %", "Opp 20 %": in the current language, so a screen calls it while rendering. */
export function changeText(current: number, previous: number): string {
  if (current === previous) return translate('reports.change.same');
  if (previous === 0) return translate('reports.change.fromNothing');
  const change = (current - previous) / Math.abs(previous);
  const text = formatPercent(Math.abs(change));
  return translate(change > 0 ? 'reports.change.up' : 'reports.change.down', { percent: text });
}

/** "1 Oct 2026", "1. okt. 2026" for a local 'YYYY-MM-DD' (read as UTC so no zone moves it a day). */
export function formatDay(date: string): string {
  return new Intl.DateTimeFormat(LANGUAGE_LOCALES[currentLanguage()], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** "23 Nov 2026, 12:00" in the business's zone, for "Figures as of". */
export function formatInstant(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(LANGUAGE_LOCALES[currentLanguage()], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
}
