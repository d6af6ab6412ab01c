// The diary's "not kept on this device" notice in both languages (docs/offline.md, Kept ahead;
// docs/decisions.md, Languages): English word for word as before, Norwegian with its own dates.
import { afterEach, describe, expect, it } from 'vitest';
import { setDayjsLanguage } from '../../lib/i18n/dayjs-language';
import { resetLanguageForTests } from '../../lib/i18n/language-store';
import type { AheadState } from '../../lib/offline/ahead-db';
import { notKeptSentence } from './kept-ahead-texts';

/** Friday 20 November 2026, 14:05 on the device's clock. */
const REFRESHED_AT = new Date(2026, 10, 20, 14, 5).getTime();
const KEPT = {
  userId: 1,
  from: '2026-11-20',
  to: '2026-12-25',
  refreshedAt: REFRESHED_AT,
  clients: 2,
  region: 'NO',
} satisfies AheadState;

function inLanguage(language: 'en' | 'nb') {
  resetLanguageForTests(language);
  setDayjsLanguage(language);
}

afterEach(() => inLanguage('en'));

describe('notKeptSentence', () => {
  it('keeps the English as it was', () => {
    inLanguage('en');
    expect(notKeptSentence(undefined, 'HH:mm')).toBe(
      'Nothing of the diary is kept on this device yet: it keeps the coming weeks once it has been online.',
    );
    expect(notKeptSentence(KEPT, 'HH:mm')).toBe(
      'This device keeps Fri 20 Nov 2026 to Fri 25 Dec 2026, last refreshed 20 Nov 2026 14:05. ' +
        'This day shows once the connection returns.',
    );
  });

  it('says it in Norwegian, with Norwegian dates', () => {
    inLanguage('nb');
    expect(notKeptSentence(undefined, 'HH:mm')).toBe(
      'Ingenting av timeboken er lagret på denne enheten ennå: de kommende ukene lagres når enheten har vært på nett.',
    );
    expect(notKeptSentence(KEPT, 'HH:mm')).toBe(
      'Denne enheten har lagret fr. 20. nov. 2026 til fr. 25. des. 2026, sist oppdatert ' +
        '20. nov. 2026 14:05. Denne dagen vises når forbindelsen er tilbake.',
    );
  });
});
