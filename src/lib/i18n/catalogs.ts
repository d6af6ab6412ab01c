// The back office's catalogs, two chunks per language (docs/decisions.md, Languages): the public
// part (app-<language>-public.ts), the words of what a visitor sees signed out, which the first
// render waits for (src/main.tsx), and the office part (app-<language>.ts), which the signed-in
// screens wait for (src/routes/_authed.tsx). Only the shown language's parts are loaded; the other
// language's when the owner switches (language-store.ts). Every chunk is in the service worker's
// precache (vite.config.ts), so a switch or a sign-in works offline too.
import type { Language } from '@contract/i18n/language';
import type { AppPublicKey } from './app-en-public';
import type { AppKey, AppOfficeKey } from './app-en';

export type AppCatalog = Readonly<Record<AppKey, string>>;
export type CatalogPart = 'public' | 'office';

interface PartImports {
  public: () => Promise<Readonly<Record<AppPublicKey, string>>>;
  office: () => Promise<Readonly<Record<AppOfficeKey, string>>>;
}

const IMPORTS: Record<Language, PartImports> = {
  en: {
    public: () => import('./app-en-public').then((module) => module.appEnPublic),
    office: () => import('./app-en').then((module) => module.appEnOffice),
  },
  nb: {
    public: () => import('./app-nb-public').then((module) => module.appNbPublic),
    office: () => import('./app-nb').then((module) => module.appNbOffice),
  },
};

/** Key to text, over the parts loaded: a new object whenever a part is added (use-t.ts). */
export type LoadedTexts = Readonly<Record<string, string>>;

const texts = new Map<Language, LoadedTexts>();
const loadedParts = new Set<`${Language}:${CatalogPart}`>();
const loading = new Map<`${Language}:${CatalogPart}`, Promise<void>>();

/** The texts of the language's loaded parts; undefined while none is. */
export function loadedCatalog(language: Language): LoadedTexts | undefined {
  return texts.get(language);
}

export function hasPart(language: Language, part: CatalogPart): boolean {
  return loadedParts.has(`${language}:${part}`);
}

function add(language: Language, part: CatalogPart, catalog: LoadedTexts) {
  texts.set(language, { ...texts.get(language), ...catalog });
  loadedParts.add(`${language}:${part}`);
}

/** Loads a part once; a failed load (a lost connection) may be tried again. */
export function loadPart(language: Language, part: CatalogPart): Promise<void> {
  const id = `${language}:${part}` as const;
  if (loadedParts.has(id)) return Promise.resolve();
  let pending = loading.get(id);
  if (!pending) {
    pending = IMPORTS[language][part]()
      .then((catalog) => add(language, part, catalog))
      .finally(() => loading.delete(id));
    loading.set(id, pending);
  }
  return pending;
}

/**
 * Both languages' whole catalogs given as they are, for component tests
 * (tests/setup/app-setup.ts): their screens render at once in either language, as they did when
 * both catalogs were in the entry.
 */
export function registerCatalog(language: Language, catalog: AppCatalog): void {
  texts.set(language, catalog);
  loadedParts.add(`${language}:public`);
  loadedParts.add(`${language}:office`);
}
