// The back office's language on this device (docs/decisions.md, Languages): chosen in the top
// bar's Language menu and applied at once, online or not; proposed from the browser until the
// owner chooses; the account's (GET /api/auth) once signed in, unless a choice made here has not
// reached the server yet (then the outbox is still sending it, and the choice here stands).
import { isLanguage, languageFromTags, type Language } from '../../../contract/i18n/language';

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

let current: Stored = read();
const listeners = new Set<() => void>();

/**
 * What follows the language outside React: `<html lang>`. dayjs's month and weekday names follow
 * it in the signed-in frame (dayjs-language.ts), so the login screen loads no dayjs.
 */
function apply(language: Language) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
apply(current.language);

function store(next: Stored) {
  const changed = next.language !== current.language;
  current = next;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Not kept across reloads; the account still has it once sent.
  }
  if (!changed) return;
  apply(next.language);
  for (const listener of listeners) listener();
}

export function currentLanguage(): Language {
  return current.language;
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
