// dayjs's month and weekday names in the owner's language (docs/decisions.md, Languages), for
// the signed-in screens, the only ones that format with dayjs. Set during render, before the
// screens below format anything, and again on every change of language.
import dayjs from 'dayjs';
import 'dayjs/locale/nb';
import type { Language } from '@contract/i18n/language';

export function setDayjsLanguage(language: Language): void {
  if (dayjs.locale() !== language) dayjs.locale(language);
}
