// A refusal worded by its code (docs/decisions.md, API and Languages): a fixed sentence from the
// catalogs in both languages, one with values as sent in English and without them in Norwegian,
// and an unknown code as the server sent it.
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { resetLanguageForTests } from './language-store';
import { refusalTexts, serverText } from './server-text';

afterEach(() => resetLanguageForTests('en'));

describe('serverText and refusalTexts', () => {
  it('words a fixed refusal from the catalog in English, not from the sent text', () => {
    resetLanguageForTests('en');
    expect(serverText({ msg: 'Slug gone', code: 'slug_taken', param: 'slug' })).toBe(
      'This booking link is already taken',
    );
    expect(serverText({ msg: 'Full', code: 'team_full' })).toBe(
      'A business has at most 100 team members',
    );
    // Values only the server knows: its sentence; a code the app does not know: as sent.
    expect(
      serverText({ msg: 'A category named "Hår" already exists', code: 'category_name_taken' }),
    ).toBe('A category named "Hår" already exists');
    expect(serverText({ msg: 'Something new', code: 'something_new' })).toBe('Something new');
  });

  it('words every coded 409 in Norwegian, and leaves other alerts as sent', () => {
    resetLanguageForTests('nb');
    expect(serverText({ msg: 'x', code: 'category_not_empty' })).toBe(
      'Denne kategorien har fortsatt behandlinger: flytt dem til en annen kategori eller slett dem først',
    );
    expect(
      serverText({ msg: 'A category named "Hår" already exists', code: 'category_name_taken' }),
    ).toBe('Det finnes allerede en kategori med dette navnet');
    expect(serverText({ msg: 'x', code: 'team_full' })).toBe(
      'En salong kan ha høyst 100 medarbeidere',
    );
    const refused = new ApiError(409, ['This booking is already cancelled', 'Odd'], {
      errors: [
        { msg: 'This booking is already cancelled', code: 'already_cancelled' },
        { msg: 'Odd', code: 'odd' },
      ],
    });
    expect(refusalTexts(refused)).toEqual(['Denne timen er allerede avbestilt', 'Odd']);
    expect(refusalTexts(new Error('fetch failed'))).toEqual(['fetch failed']);
  });
});
