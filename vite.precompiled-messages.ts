// The back office's catalogs compiled at build time (docs/decisions.md, Languages): each message
// of `src/lib/i18n/app-<language>.ts` and `app-<language>-public.ts` (the office's part and the
// signed-out screens') becomes the ICU syntax tree intl-messageformat would parse it into at first
// use, and the parser is swapped for FormatJS's `no-parser` build, which only formats trees. The
// parser is about 7.6 kB gzip of the entry chunk; the trees add about 1.3 kB to a catalog's own
// chunk (bench/README.md, Route weight). The catalogs' source stays ICU text:
// the component tests, the catalogs' test and the server's mails read them as written.
import { Buffer } from 'node:buffer';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { LANGUAGE_LOCALES, isLanguage, type Language } from './contract/i18n/language';

const CATALOG_FILE = /[\\/]src[\\/]lib[\\/]i18n[\\/]app-([a-z]+)(?:-public)?\.ts$/;

/** The language of a catalog module by its path; undefined for any other module. */
export function catalogFileLanguage(id: string): string | undefined {
  return CATALOG_FILE.exec(id)?.[1];
}

/** A catalog module as its code exports it: names of objects of key to ICU text. */
type CatalogModule = Record<string, unknown>;

function isMessages(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((message) => typeof message === 'string')
  );
}

/**
 * A catalog module's code (JavaScript) with each exported catalog's texts as ICU trees, parsed as
 * intl-messageformat parses them (with the language's locale). A message that is not ICU throws.
 */
export async function compileCatalogModule(
  code: string,
  language: Language,
  file: string,
): Promise<string> {
  const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
  const exported = (await import(url)) as CatalogModule;
  const locale = new Intl.Locale(LANGUAGE_LOCALES[language]);
  const lines = Object.entries(exported).map(([name, value]) => {
    if (!isMessages(value)) throw new Error(`${file}: export ${name} is not a catalog`);
    const trees: Record<string, MessageFormatElement[]> = {};
    for (const [key, message] of Object.entries(value)) trees[key] = parse(message, { locale });
    return `export const ${name} = ${JSON.stringify(trees)};`;
  });
  return lines.join('\n');
}

export function precompiledMessages(): Plugin {
  return {
    name: 'precompiled-app-messages',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    // After Vite's own TypeScript transform: the code is JavaScript, its type imports gone.
    async transform(code, id) {
      const language = catalogFileLanguage(id);
      if (language === undefined) return undefined;
      if (!isLanguage(language)) throw new Error(`${id}: no language "${language}"`);
      return { code: await compileCatalogModule(code, language, id), map: null };
    },
  };
}
