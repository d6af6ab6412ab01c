// The back office's language on this device (docs/decisions.md, Languages): chosen in the top
// bar's Language menu and applied at once, online or not; proposed from the browser until the
// owner chooses; the account's (GET /api/auth) once signed in, unless a choice made here has not
// reached the server yet (then the outbox is still sending it, and the choice here stands).
//
// Only the shown language's catalog parts are loaded (catalogs.ts): a choice of the other shows
// once the parts the screens need have arrived, a moment later, and until then the screen stays in
// the language it was in.
import { isLanguage, languageFromTags, type Language } from '@contract/i18n/language';
import { hasPart, loadPart, type CatalogPart } from './catalogs';

export const LANGUAGE_STORAGE_KEY = 'salon-language';

interface Stored {
  language: Language;
  /** Chosen on this device and not yet confirmed by the account. */
  unsent: boolean;
}

function browserLanguage(): Language {
  const tags = typeof navigator === 'undefined' ? [] : navigator.languages;
  return languageFromTags(tags ?? []) ?? 'en';
}

function read(): Stored {
  try {
    const parsed = JSON.parse(localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? 'null') as unknown;
    if (parsed && typeof parsed === 'object') {
      const { language, unsent } = parsed as Record<string, unknown>;
      if (isLanguage(language)) return { language, unsent: unsent === true };
    }
  } catch {
    // A private window without storage, or a value from a stranger: the browser's then.
  }
  return { language: browserLanguage(), unsent: false };
}

/** The language chosen, stored at once. */
let current: Stored = read();
/** The language the screens are in: the chosen one once its parts are loaded. */
let shown: Language = current.language;
/** Set once a signed-in screen asked for the office part (officeWordsLoaded). */
let officeWanted = false;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/**
 * What follows the language outside React: `<html lang>`. dayjs's month and weekday names follow
 * it in the signed-in frame (dayjs-language.ts), so the login screen loads no dayjs.
 */
function apply(language: Language) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
apply(shown);

function show(language: Language) {
  if (language === shown) return;
  shown = language;
  apply(language);
  notify();
}

/** The parts a language needs before it is shown: the office's too once signed in. */
function partsToShow(): CatalogPart[] {
  return officeWanted || hasPart(shown, 'office') ? ['public', 'office'] : ['public'];
}

/**
 * Shows the chosen language once the parts the screens need are loaded, unless another was chosen
 * meanwhile. Asked again after each load: a sign-in meanwhile wants the office part too.
 */
function showWhenLoaded(language: Language) {
  const missing = partsToShow().filter((part) => !hasPart(language, part));
  if (missing.length === 0) return show(language);
  Promise.all(missing.map((part) => loadPart(language, part))).then(
    () => {
      if (current.language === language) showWhenLoaded(language);
    },
    () => {
      // Not loaded (no connection and no precache yet): the screen stays as it was, and the
      // choice, stored, shows at the next start.
    },
  );
}

/** Screens still showing a key of the part just loaded render again (use-t.ts). */
function loaded(language: Language) {
  if (language === shown) notify();
}

function store(next: Stored) {
  current = next;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Not kept across reloads; the account still has it once sent.
  }
  showWhenLoaded(next.language);
}

/** The language the screens are in. */
export function currentLanguage(): Language {
  return shown;
}

/**
 * Resolves once the language to start in has its public part: src/main.tsx renders after it. A
 * signed-in start loads the office part meanwhile, which src/routes/_authed.tsx waits for.
 */
export function startLanguageLoaded(options: { signedIn: boolean }): Promise<void> {
  if (options.signedIn) void officeWordsLoaded();
  return loadPart(shown, 'public');
}

/**
 * The signed-in screens' words, the office part: src/routes/_authed.tsx waits for it before any
 * of them renders; nothing to wait for once loaded. A failed load resolves too, the screens
 * showing keys rather than nothing, and is tried again by the first key asked of it (use-t.ts).
 */
export function officeWordsLoaded(): Promise<void> | undefined {
  officeWanted = true;
  const language = shown;
  if (hasPart(language, 'office')) return undefined;
  return loadPart(language, 'office').then(
    () => loaded(language),
    () => undefined,
  );
}

/**
 * The safety net (docs/decisions.md, Languages): `t(key)` of a key whose part is not loaded yet
 * loads it, and the screens render again once it is there. A key that should have been public
 * costs bytes, never a wrong word for long. The public part first, should it have failed at start.
 */
export function loadMissingPart(language: Language): void {
  const part: CatalogPart = hasPart(language, 'public') ? 'office' : 'public';
  if (hasPart(language, part)) return;
  loadPart(language, part).then(
    () => loaded(language),
    () => {
      // Tried again by the next key asked of it.
    },
  );
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The owner's own choice: shown at once, and unsent until the account confirms it. */
export function chooseLanguage(language: Language, options: { signedIn: boolean }) {
  store({ language, unsent: options.signedIn });
}

/**
 * The account's language, as GET /api/auth or the language call answers: it wins unless a
 * different choice made on this device is still on its way.
 */
export function adoptAccountLanguage(language: Language) {
  if (current.unsent && current.language !== language) return;
  store({ language, unsent: false });
}

/** For tests: forget the device's choice and read the browser again. */
export function resetLanguageForTests(language?: Language) {
  store({ language: language ?? browserLanguage(), unsent: false });
}
