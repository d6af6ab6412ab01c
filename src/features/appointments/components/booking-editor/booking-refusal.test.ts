// The booking editor's refusals (docs/decisions.md, Languages): English shows the server's own
// sentence; Norwegian tells it from the conflict's reason and what it names.
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api/api-error';
import { resetLanguageForTests } from '../../../../lib/i18n/language-store';
import { translatorFor } from '../../../../lib/i18n/use-t';
import { refusalMessages } from './booking-refusal';

afterEach(() => resetLanguageForTests('en'));

const conflictError = (msg: string, conflict: object) =>
  new ApiError(409, [msg], { errors: [{ msg, code: 'conflict' }], conflict });

const context = {
  memberName: (id: number) => (id === 3 ? 'Ola' : undefined),
  timeZone: 'Europe/Oslo',
  formatTime: (text: string) => text,
};

describe('refusalMessages', () => {
  const outside = conflictError('Outside opening hours (Sunday closed)', {
    reason: 'outside_hours',
    memberId: 3,
  });
  const overlap = conflictError('This time overlaps BID7, Kari Nordmann 10:00 AM–10:45 AM', {
    reason: 'overlap',
    memberId: 3,
    appointment: {
      id: 7,
      book_date: '2026-11-23',
      book_time: '10:00 AM',
      start: '2026-11-23T09:00:00.000Z',
      end: '2026-11-23T09:45:00.000Z',
      firstName: 'Kari',
      lastName: 'Nordmann',
    },
  });

  it('keeps the server’s English in English', () => {
    const t = translatorFor('en');
    expect(refusalMessages(outside, t, context)).toEqual(['Outside opening hours (Sunday closed)']);
    expect(refusalMessages(overlap, t, context)).toEqual([
      'This time overlaps BID7, Kari Nordmann 10:00 AM–10:45 AM',
    ]);
  });

  it('tells each reason in Norwegian, with the booking and member it names', () => {
    const t = translatorFor('nb');
    resetLanguageForTests('nb');
    expect(refusalMessages(outside, t, context)).toEqual(['Utenfor åpningstidene']);
    expect(refusalMessages(overlap, t, context)).toEqual([
      'Tidspunktet overlapper BID7, Kari Nordmann 10:00–10:45',
    ]);
    const away = conflictError('Ola does not work on Sundays', {
      reason: 'member_away',
      memberId: 3,
    });
    expect(refusalMessages(away, t, context)).toEqual(['Ola er ikke på jobb da']);
  });

  it('reads a refusal without a conflict from its code in Norwegian', () => {
    const t = translatorFor('nb');
    resetLanguageForTests('nb');
    const gone = new ApiError(404, ['Appointment not found'], {
      errors: [{ msg: 'Appointment not found', code: 'not_found' }],
    });
    expect(refusalMessages(gone, t, context)).toEqual(['Fant det ikke. Det kan være slettet.']);
  });
});
