// The back office's messages in the current language (docs/decisions.md, Languages): a hook for
// components, a plain function for code outside React (notifications, offline labels).
import { useSyncExternalStore } from 'react';
import type { Language } from '../../../contract/i18n/language';
import { createTranslator, type Translate } from '../../../contract/i18n/translator';
import { appEn, type AppKey } from './app-en';
import { appNb } from './app-nb';
import { currentLanguage, subscribeLanguage } from './language-store';

export type { AppKey };
export type AppTranslate = Translate<AppKey>;

const CATALOGS: Record<Language, Readonly<Record<AppKey, string>>> = { en: appEn, nb: appNb };
const translators = new Map<Language, AppTranslate>();

export function translatorFor(language: Language): AppTranslate {
  let t = translators.get(language);
  if (!t) {
    t = createTranslator(language, CATALOGS[language]);
    translators.set(language, t);
  }
  return t;
}

/** The current language's text of `key`, outside React. */
export const translate: AppTranslate = (key, values) =>
  translatorFor(currentLanguage())(key, values);

export function useLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, currentLanguage, currentLanguage);
}

/** The translate function of the current language; a new one when the language changes. */
export function useT(): AppTranslate {
  return translatorFor(useLanguage());
}
