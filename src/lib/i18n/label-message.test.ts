// A pending change's label is worded in the language shown now: one queued in English reads in
// Norwegian after a switch, its weekdays, dates and inner messages too; an entry without a message,
// or with one this version cannot word, shows the text it was stored with.
import { afterEach, describe, expect, it } from 'vitest';
import { setDayjsLanguage } from './dayjs-language';
import { entryLabel, labelled } from './label-message';
import { resetLanguageForTests } from './language-store';
import { translate } from './use-t';

afterEach(() => {
  resetLanguageForTests('en');
  setDayjsLanguage('en');
});

/** An entry queued in English, read back after the owner switched to Norwegian. */
function queuedInEnglish(change: ReturnType<typeof labelled>) {
  // As the signed-in frame does on a change of language (routes/_authed.tsx).
  resetLanguageForTests('nb');
  setDayjsLanguage('nb');
  // Stored as IndexedDB would give it back: a structured clone.
  return structuredClone(change);
}

describe('a pending change queued in English, shown in Norwegian', () => {
  it('words a plain message again', () => {
    resetLanguageForTests('en');
    const change = labelled('catalogue.change.createCategory', { name: 'Hair' });
    expect(change.label).toBe('Create category "Hair"');
    expect(entryLabel(queuedInEnglish(change), translate)).toBe('Opprett kategorien «Hair»');
  });

  it('words a weekday in the language, capitalized where it opens the label', () => {
    resetLanguageForTests('en');
    const change = labelled('hours.change.close', { day: { weekday: 1 } });
    expect(change.label).toBe('Close Monday');
    expect(entryLabel(queuedInEnglish(change), translate)).toBe('Mandag: stengt');
  });

  it('words a date and keeps names and times as they are', () => {
    resetLanguageForTests('en');
    const change = labelled('diary.change.book', {
      name: 'Ada Berg',
      when: { date: '2026-11-23', time: '02:30 PM' },
    });
    expect(change.label).toBe('Book Ada Berg, Mon, 23 Nov 2026 02:30 PM');
    // The time as stored: the pending list sets it on the business's clock (formatTimesIn).
    expect(entryLabel(queuedInEnglish(change), translate)).toBe(
      'Ny time for Ada Berg, ma. 23. nov. 2026 02:30 PM',
    );
  });

  it('words inner messages and lists', () => {
    resetLanguageForTests('en');
    const change = labelled('settings.change.paymentMethods', {
      methods: { list: [{ key: 'settings.change.info' }, { key: 'settings.change.removeLogo' }] },
    });
    expect(change.label).toBe('Payment methods: Business information, Remove the business logo');
    const norwegian = entryLabel(queuedInEnglish(change), translate);
    expect(norwegian).toMatch(/^Betalingsmåter: /);
    expect(norwegian).not.toMatch(/Business information|Remove the business logo/);
  });
});

describe('a label this version cannot word', () => {
  it('shows the stored text of an entry queued before labels were messages', () => {
    resetLanguageForTests('nb');
    expect(entryLabel({ label: 'Close Monday' }, translate)).toBe('Close Monday');
  });

  it('shows the stored text for a key no catalog has, or a value it does not know', () => {
    resetLanguageForTests('nb');
    expect(
      entryLabel({ label: 'Old words', labelMessage: { key: 'no.such.key' } }, translate),
    ).toBe('Old words');
    expect(
      entryLabel(
        {
          label: 'Close Monday',
          labelMessage: { key: 'hours.change.close', values: { day: { moon: 3 } } },
        },
        translate,
      ),
    ).toBe('Close Monday');
    expect(
      entryLabel({ label: 'Close Monday', labelMessage: 'hours.change.close' }, translate),
    ).toBe('Close Monday');
  });
});
