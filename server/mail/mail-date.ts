// A date in a mail as its reader's language writes it (docs/decisions.md, Languages), shared by
// the booking page's mails and the messages to clients.
import { LANGUAGE_LOCALES, type Language } from '../../contract/i18n/language.js';

/**
 * The booking's date as a reader of `language` writes it: Norwegian "fredag 4. desember 2026";
 * English keeps the spec's "2026-12-04", as its mails always wrote it.
 */
export function mailDate(date: string, language: Language): string {
  if (language === 'en') return date;
  return new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
    dateStyle: 'full',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}
