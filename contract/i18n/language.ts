// The product's languages, Norwegian Bokmål and English (docs/decisions.md, Languages). A third
// is one more code here and one more catalog beside each existing one. No zod here: the booking
// page imports this file (docs/architecture.md, Booking portal); the schema is language-schema.ts.
export const LANGUAGES = ['nb', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** What a language is called in itself, for the Language menus. */
export const LANGUAGE_NAMES: Record<Language, string> = { nb: 'Norsk (bokmål)', en: 'English' };

/** The BCP 47 tag Intl formats a language's dates, numbers and plurals with. */
export const LANGUAGE_LOCALES: Record<Language, string> = { nb: 'nb-NO', en: 'en-GB' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first of a browser's preferred languages that is one of ours: "nb", "nb-NO", "no" and "nn"
 * read Bokmål (a Nynorsk reader reads it; we have no Nynorsk), "en-*" English; undefined when
 * none is.
 */
export function languageFromTags(tags: readonly string[]): Language | undefined {
  for (const tag of tags) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (primary === 'nb' || primary === 'no' || primary === 'nn') return 'nb';
    if (primary === 'en') return 'en';
  }
  return undefined;
}

/** A stored value read defensively: one we no longer know (written by hand) reads as English. */
export function asLanguage(value: unknown): Language {
  return isLanguage(value) ? value : 'en';
}

/** An Accept-Language header's first language of ours, by its q weights; undefined for none. */
export function languageFromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const tags = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
  return languageFromTags(tags);
}
