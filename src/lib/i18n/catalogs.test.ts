// One language at a time, in two parts (docs/decisions.md, Languages): the app starts with the
// current language's public part only, loads its office part for the signed-in screens, and the
// other language's parts when the owner switches. Fresh modules here: the test set-up registers
// both whole catalogs for every other component test.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

async function freshModules() {
  vi.resetModules();
  const catalogs = await import('./catalogs');
  const store = await import('./language-store');
  const { translate, translatorFor } = await import('./use-t');
  return { ...catalogs, ...store, translate, translatorFor };
}

describe('the catalogs, one language at a time', () => {
  beforeEach(() => {
    localStorage.setItem('salon-language', JSON.stringify({ language: 'en', unsent: false }));
  });
  afterEach(() => {
    vi.resetModules();
  });

  it("starts with the current language's public part only", async () => {
    const { hasPart, loadedCatalog, startLanguageLoaded, translate } = await freshModules();
    expect(loadedCatalog('en')).toBeUndefined();
    await startLanguageLoaded({ signedIn: false });
    expect(translate('language.menu')).toBe('Language');
    expect(hasPart('en', 'office')).toBe(false);
    expect(loadedCatalog('nb')).toBeUndefined();
  });

  it('loads the office part for the signed-in screens, once', async () => {
    const { hasPart, officeWordsLoaded, startLanguageLoaded, translate } = await freshModules();
    await startLanguageLoaded({ signedIn: false });
    await officeWordsLoaded();
    expect(hasPart('en', 'office')).toBe(true);
    expect(translate('nav.dashboard')).toBe('Dashboard');
    expect(officeWordsLoaded()).toBeUndefined();
  });

  it('loads the part of a key asked before its part, and renders again once it is there', async () => {
    const { hasPart, startLanguageLoaded, subscribeLanguage, translate, translatorFor } =
      await freshModules();
    await startLanguageLoaded({ signedIn: false });
    const before = translatorFor('en');
    const rendered = vi.fn();
    subscribeLanguage(rendered);
    // An office key on a signed-out screen: the key itself, never another word, while it loads.
    expect(translate('nav.dashboard')).toBe('nav.dashboard');
    await vi.waitFor(() => expect(rendered).toHaveBeenCalled());
    expect(hasPart('en', 'office')).toBe(true);
    expect(translate('nav.dashboard')).toBe('Dashboard');
    // useT's snapshot: a new translator, so the components render again with it.
    expect(translatorFor('en')).not.toBe(before);
  });

  it('shows a switch once the other public part has loaded, <html lang> with it', async () => {
    const { chooseLanguage, currentLanguage, hasPart, startLanguageLoaded, translate } =
      await freshModules();
    await startLanguageLoaded({ signedIn: false });
    chooseLanguage('nb', { signedIn: false });
    // Until the catalog is there, the screen stays in the language it was in.
    expect(currentLanguage()).toBe('en');
    expect(translate('language.menu')).toBe('Language');
    await vi.waitFor(() => expect(currentLanguage()).toBe('nb'));
    expect(translate('language.menu')).toBe('Språk');
    expect(document.documentElement.lang).toBe('nb');
    // Signed out, the office's words stay unloaded.
    expect(hasPart('nb', 'office')).toBe(false);
  });

  it('shows a switch made signed in once the other office part has loaded too', async () => {
    const { chooseLanguage, currentLanguage, hasPart, officeWordsLoaded, startLanguageLoaded } =
      await freshModules();
    await startLanguageLoaded({ signedIn: true });
    await officeWordsLoaded();
    chooseLanguage('nb', { signedIn: true });
    await vi.waitFor(() => expect(currentLanguage()).toBe('nb'));
    expect(hasPart('nb', 'public')).toBe(true);
    expect(hasPart('nb', 'office')).toBe(true);
  });

  it('keeps the last choice when two are made before a catalog arrives', async () => {
    const { chooseLanguage, currentLanguage, loadPart, startLanguageLoaded } = await freshModules();
    await startLanguageLoaded({ signedIn: false });
    chooseLanguage('nb', { signedIn: false });
    chooseLanguage('en', { signedIn: false });
    await loadPart('nb', 'public');
    expect(currentLanguage()).toBe('en');
  });
});
