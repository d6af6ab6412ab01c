// Messages in ICU MessageFormat, formatted by intl-messageformat (docs/decisions.md, Languages):
// plurals and selects follow the language's own rules, the same in the app, the booking page and
// the server's mails.
import { IntlMessageFormat } from 'intl-messageformat';
import { LANGUAGE_LOCALES, type Language } from './language.js';

/** One language's messages: key to ICU text. */
export type Catalog = Readonly<Record<string, string>>;
export type MessageValues = Record<string, string | number>;
export type Translate<K extends string> = (key: K, values?: MessageValues) => string;

/**
 * A function from a key of `catalog` to its text in `language`. Each message is parsed once, on
 * first use. A missing value throws (intl-messageformat's own check), so a mail is never sent
 * with a "{name}" left in it.
 */
export function createTranslator<K extends string>(
  language: Language,
  catalog: Readonly<Record<K, string>>,
): Translate<K> {
  const parsed = new Map<K, IntlMessageFormat>();
  return (key, values) => {
    let format = parsed.get(key);
    if (!format) {
      format = new IntlMessageFormat(catalog[key], LANGUAGE_LOCALES[language]);
      parsed.set(key, format);
    }
    const text = format.format(values);
    // Only rich-text tags give parts; our catalogs have none.
    return typeof text === 'string' ? text : String(text);
  };
}
