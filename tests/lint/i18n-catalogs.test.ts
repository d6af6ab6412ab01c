// The catalogs cannot slip (docs/decisions.md, Languages): every key in every language, the same
// placeholders in each, each message valid ICU, and no key that no code uses. The app's catalog is
// in two parts, the signed-out screens' and the office's: each part holds the same keys in every
// language, and a key is in one part only.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_LOCALES, LANGUAGES, type Language } from '../../contract/i18n/language.js';
import { MAIL_CATALOGS } from '../../contract/i18n/mail-messages.js';
import { PORTAL_CATALOGS } from '../../contract/i18n/portal-messages.js';
import { appEnOffice } from '../../src/lib/i18n/app-en.js';
import { appEnPublic } from '../../src/lib/i18n/app-en-public.js';
import { appNbOffice } from '../../src/lib/i18n/app-nb.js';
import { appNbPublic } from '../../src/lib/i18n/app-nb-public.js';

const root = resolve(import.meta.dirname, '../..');

type Catalogs = Record<Language, Readonly<Record<string, string>>>;

/** Each catalog set, with the folders whose code may use its keys. */
const SETS: { name: string; catalogs: Catalogs; users: string[] }[] = [
  { name: 'mail', catalogs: MAIL_CATALOGS, users: ['server'] },
  { name: 'portal', catalogs: PORTAL_CATALOGS, users: ['portal', 'server/web', 'contract/i18n'] },
  { name: 'app, public part', catalogs: { en: appEnPublic, nb: appNbPublic }, users: ['src'] },
  { name: 'app, office part', catalogs: { en: appEnOffice, nb: appNbOffice }, users: ['src'] },
];

/** The app's two parts in each language (src/lib/i18n/catalogs.ts). */
const APP_PARTS: Record<Language, Readonly<Record<string, string>>[]> = {
  en: [appEnPublic, appEnOffice],
  nb: [appNbPublic, appNbOffice],
};

/** The argument names of an ICU message, plurals' and selects' branches included. */
export function placeholders(message: string, locale: string): string[] {
  const names = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const element = node as {
      type?: number;
      value?: unknown;
      options?: object;
      children?: unknown;
    };
    // 1 argument, 2 number, 3 date, 4 time, 5 select, 6 plural (intl-messageformat's TYPE).
    if (element.type && element.type >= 1 && element.type <= 6 && typeof element.value === 'string')
      names.add(element.value);
    if (element.options) for (const option of Object.values(element.options)) walk(option);
    if (element.children) walk(element.children);
    if (Array.isArray(element.value)) walk(element.value);
  };
  walk(new IntlMessageFormat(message, locale).getAst());
  return [...names].sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('message catalogs', () => {
  for (const { name, catalogs, users } of SETS) {
    it(`${name}: every key in every language, with the same placeholders`, () => {
      const keys = Object.keys(catalogs.en).sort();
      expect(keys.length).toBeGreaterThan(10);
      for (const language of LANGUAGES) {
        expect(Object.keys(catalogs[language]).sort(), language).toEqual(keys);
        for (const key of keys) {
          const text = catalogs[language][key] ?? '';
          expect(text.trim(), `${language} ${key} is empty`).not.toBe('');
          expect(placeholders(text, LANGUAGE_LOCALES[language]), `${language} ${key}`).toEqual(
            placeholders(catalogs.en[key] ?? '', LANGUAGE_LOCALES.en),
          );
        }
      }
    });

    it(`${name}: no key that no code uses`, () => {
      const code = users
        .flatMap((folder) => sourceFiles(join(root, folder)))
        .filter((file) => !/(messages|app-en|app-nb)(-public)?\.ts$/.test(file))
        .map((file) => readFileSync(file, 'utf8'))
        .join('\n');
      const unused = Object.keys(catalogs.en).filter((key) => !code.includes(`'${key}'`));
      expect(
        unused,
        `unused keys of ${name} (${users.map((u) => relative(root, join(root, u)))})`,
      ).toEqual([]);
    });
  }

  it('app: no key in both parts, so each is loaded with its screens and said once', () => {
    for (const language of LANGUAGES) {
      const [publicPart = {}, officePart = {}] = APP_PARTS[language];
      const inBoth = Object.keys(publicPart).filter((key) => Object.hasOwn(officePart, key));
      expect(inBoth, language).toEqual([]);
    }
  });

  it('tells a placeholder that one language lacks', () => {
    expect(placeholders('{count, plural, one {# tjeneste} other {# {what}}}', 'nb-NO')).toEqual([
      'count',
      'what',
    ]);
    expect(placeholders('Hei {name}', 'nb-NO')).not.toEqual(placeholders('Hei', 'nb-NO'));
  });
});
