// A refusal worded by its code (docs/decisions.md, API and Languages): a fixed sentence from the
// catalogs in both languages, one with values as sent in English and in Norwegian with the
// values of its `params` (without them when an older answer has none), and an unknown code as the
// server sent it.
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

  it('says a refusal with values in Norwegian with the values of its params', () => {
    resetLanguageForTests('nb');
    expect(
      serverText({
        msg: 'A category named "Hår" already exists',
        code: 'category_name_taken',
        params: { categoryName: 'Hår' },
      }),
    ).toBe('Det finnes allerede en kategori som heter «Hår»');
    expect(
      serverText({
        msg: 'Tuesday already has a break from 12:00 to 12:30 that overlaps this one',
        code: 'break_overlap',
        params: { weekday: 2, startTime: '12:00', endTime: '12:30' },
      }),
    ).toBe('Pausen overlapper en annen pause på tirsdag fra 12:00 til 12:30');
    expect(
      serverText({
        msg: 'This time overlaps BID1234, Kari Nordmann 03:00 PM–04:00 PM',
        code: 'overlap',
        params: { bookingId: 1234, client: 'Kari Nordmann', from: '15:00', to: '16:00' },
      }),
    ).toBe('Tidspunktet overlapper BID1234, Kari Nordmann 15:00–16:00');
    const closed = { msg: 'Outside opening hours (closed on Saturday)', code: 'outside_hours' };
    expect(serverText({ ...closed, params: { date: '2026-11-28', ranges: 0, hours: '' } })).toBe(
      'Utenfor åpningstidene (stengt 28. november 2026)',
    );
    expect(
      serverText({
        msg: 'Outside opening hours (Saturday 09:00 AM–01:00 PM, 03:00 PM–07:00 PM)',
        code: 'outside_hours',
        params: { date: '2026-11-28', ranges: 2, hours: '09:00–13:00, 15:00–19:00' },
      }),
    ).toBe('Utenfor åpningstidene (28. november 2026 09:00–13:00, 15:00–19:00)');
    const away = { msg: 'Cy is away', code: 'member_away' };
    expect(
      serverText({
        ...away,
        params: { kind: 'time_off', member: 'Cy', from: '2026-11-26', to: '2026-11-26', days: 1 },
      }),
    ).toBe('Cy har fravær 26. november 2026');
    expect(
      serverText({
        ...away,
        params: { kind: 'time_off', member: 'Cy', from: '2026-12-24', to: '2027-01-02', days: 10 },
      }),
    ).toBe('Cy har fravær fra 24. desember 2026 til 2. januar 2027');
    expect(serverText({ ...away, params: { kind: 'day_off', member: 'Cy', weekday: 1 } })).toBe(
      'Cy jobber ikke på mandager',
    );
    expect(
      serverText({
        ...away,
        params: { kind: 'hours', member: 'Cy', weekday: 2, hours: '12:00–16:00' },
      }),
    ).toBe('Utenfor arbeidstiden til Cy (tirsdag 12:00–16:00)');
    expect(
      serverText({
        msg: 'Bo does not do Colour',
        code: 'member_services',
        params: { member: 'Bo', services: 'Colour' },
      }),
    ).toBe('Bo utfører ikke Colour');
    expect(
      refusalTexts(
        new ApiError(429, ['wait'], {
          errors: [{ msg: 'wait', code: 'rate_limited', params: { seconds: 3 } }],
        }),
      ),
    ).toEqual(['For mange forespørsler til salongen: vent 3 s og prøv igjen']);
    // An older answer without values, or with one missing: the refusal without them.
    expect(serverText({ msg: 'Gone is not active', code: 'member_inactive' })).toBe(
      'Denne medarbeideren er ikke aktiv: velg en annen medarbeider',
    );
    expect(serverText({ ...away, params: { kind: 'day_off', member: 'Cy' } })).toBe(
      'Medarbeideren er ikke på jobb da',
    );
  });

  it('keeps the server’s English sentence, which names the values itself', () => {
    resetLanguageForTests('en');
    expect(
      serverText({
        msg: 'Gone is not active: choose another team member',
        code: 'member_inactive',
        params: { member: 'Gone' },
      }),
    ).toBe('Gone is not active: choose another team member');
  });
});
