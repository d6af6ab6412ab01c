// The back office's messages in the current language (docs/decisions.md, Languages): a hook for
// components, a plain function for code outside React (notifications, offline labels).
import { useSyncExternalStore } from 'react';
import type { Language } from '@contract/i18n/language';
import { createTranslator, type Translate } from '@contract/i18n/translator';
import type { AppKey } from './app-en';
import { loadedCatalog, type LoadedTexts } from './catalogs';
import { currentLanguage, loadMissingPart, subscribeLanguage } from './language-store';

export type { AppKey };
export type AppTranslate = Translate<AppKey>;

/** Each language's translator over the texts it was made with: a new one when a part loads. */
const translators = new Map<Language, { texts: LoadedTexts; t: AppTranslate }>();

/** The key itself: what a language not loaded yet says (the shown one always is, catalogs.ts). */
const unloaded: AppTranslate = (key) => key;

/**
 * The text of a key of the loaded parts; for a key of a part not loaded yet, the key itself while
 * that part loads (language-store.ts, loadMissingPart), after which the screens render again.
 */
function translatorOver(language: Language, texts: LoadedTexts): AppTranslate {
  const format = createTranslator(language, texts);
  return (key, values) => {
    if (texts[key] !== undefined) return format(key, values);
    loadMissingPart(language);
    return key;
  };
}

export function translatorFor(language: Language): AppTranslate {
  const texts = loadedCatalog(language);
  if (!texts) return unloaded;
  let entry = translators.get(language);
  if (entry?.texts !== texts) {
    entry = { texts, t: translatorOver(language, texts) };
    translators.set(language, entry);
  }
  return entry.t;
}

/** The current language's text of `key`, outside React. */
export const translate: AppTranslate = (key, values) =>
  translatorFor(currentLanguage())(key, values);

export function useLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, currentLanguage, currentLanguage);
}

const currentTranslator = () => translatorFor(currentLanguage());

/**
 * The translate function of the current language: a new one when the language changes, or when
 * a part of it arrives, so a screen that showed a key of that part shows its text.
 */
export function useT(): AppTranslate {
  return useSyncExternalStore(subscribeLanguage, currentTranslator, currentTranslator);
}
