// Durations as the spec shows them: minutes split by 60, "1 hr 30 min", "45 min", "2 hrs"; in
// Norwegian "1 t 30 min" (docs/decisions.md, Languages). The language is the current one unless
// given, so a screen that re-renders on a change of language shows the new one.
import type { Language } from '@contract/i18n/language';
import { currentLanguage } from '../i18n/language-store';
import { translatorFor } from '../i18n/use-t';

export function formatDuration(
  totalMinutes: number,
  language: Language = currentLanguage(),
): string {
  const t = translatorFor(language);
  const minutes = Math.max(0, Math.round(totalMinutes));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(t('duration.hours', { count: hours }));
  if (rest > 0 || hours === 0) parts.push(t('duration.minutes', { count: rest }));
  return parts.join(' ');
}

export function formatHoursMinutes(
  hrs: number,
  min: number,
  language: Language = currentLanguage(),
): string {
  return formatDuration(hrs * 60 + min, language);
}
