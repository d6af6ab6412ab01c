// The language change's label in the pending list (docs/offline.md, Outbox entries): the
// language's own name, worded in the language shown now, the one the change itself may switch to.
import { afterEach, expect, it } from 'vitest';
import { entryLabel } from '@/lib/i18n/label-message';
import { resetLanguageForTests } from '@/lib/i18n/language-store';
import { translate } from '@/lib/i18n/use-t';
import { languageChange } from './set-language';

afterEach(() => resetLanguageForTests('en'));

it('reads in Norwegian once the owner switched, the language named by its own name', () => {
  resetLanguageForTests('en');
  const change = languageChange({ language: 'nb' });
  expect(change.label).toBe('Language: Norsk (bokmål)');
  resetLanguageForTests('nb');
  // Read back as IndexedDB gives an entry: a structured clone.
  expect(entryLabel(structuredClone(change), translate)).toBe('Språk: Norsk (bokmål)');
});
