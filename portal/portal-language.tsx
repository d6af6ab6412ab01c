// The booking page's language (docs/decisions.md, Languages): the visitor's own choice from the
// switch, else their browser's when it is one of ours, else the business's default. Kept on the
// phone, so the confirmation page and a later visit read the same.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  LANGUAGE_LOCALES,
  LANGUAGE_NAMES,
  LANGUAGES,
  isLanguage,
  languageFromTags,
  type Language,
} from '../contract/i18n/language';
import { PORTAL_CATALOGS, type PortalKey } from '../contract/i18n/portal-messages';
import { createTranslator, type Translate } from '../contract/i18n/translator';
import type { PriceWords } from '../contract/price-display';
import { priceWordsOf } from '../contract/i18n/portal-price-words';

const STORAGE_KEY = 'booking-page-language';

export interface PortalText {
  language: Language;
  /** The BCP 47 tag dates and money are written in. */
  locale: string;
  t: Translate<PortalKey>;
  choose: (language: Language) => void;
  /** The business's default, once its profile is known. */
  setFallback: (language: Language | undefined) => void;
}

const translators = new Map<Language, Translate<PortalKey>>();
function translatorFor(language: Language): Translate<PortalKey> {
  let t = translators.get(language);
  if (!t) {
    t = createTranslator(language, PORTAL_CATALOGS[language]);
    translators.set(language, t);
  }
  return t;
}

function storedChoice(): Language | undefined {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** English without a provider: the component tests render pieces on their own. */
const PortalTextContext = createContext<PortalText>({
  language: 'en',
  locale: LANGUAGE_LOCALES.en,
  t: translatorFor('en'),
  choose: () => undefined,
  setFallback: () => undefined,
});

export function PortalLanguageProvider({
  fallback: initialFallback,
  children,
}: {
  fallback?: Language;
  children: ReactNode;
}) {
  const [chosen, setChosen] = useState<Language | undefined>(storedChoice);
  const [fallback, setFallback] = useState<Language | undefined>(initialFallback);
  const language =
    chosen ?? languageFromTags(navigator.languages ?? [navigator.language]) ?? fallback ?? 'en';
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const value = useMemo<PortalText>(
    () => ({
      language,
      locale: LANGUAGE_LOCALES[language],
      t: translatorFor(language),
      choose: (next) => {
        setChosen(next);
        try {
          localStorage.setItem(STORAGE_KEY, next);
        } catch {
          // Private browsing without storage: the choice lasts this visit.
        }
      },
      setFallback,
    }),
    [language],
  );
  return <PortalTextContext.Provider value={value}>{children}</PortalTextContext.Provider>;
}

export function usePortalText(): PortalText {
  return useContext(PortalTextContext);
}

/** The visible switch: each language named in itself, the current one pressed. */
export function LanguageSwitch() {
  const { language, choose, t } = usePortalText();
  return (
    <div className="language-switch" role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          className="link"
          lang={code}
          aria-pressed={code === language}
          onClick={() => choose(code)}
        >
          {LANGUAGE_NAMES[code]}
        </button>
      ))}
    </div>
  );
}

/** Prices and durations in the page's language (contract/price-display.ts). */
export function usePriceWords(): PriceWords {
  const { t } = usePortalText();
  return useMemo(() => priceWordsOf(t), [t]);
}
