// The booking editor's refusals (docs/decisions.md, Languages): English shows the server's own
// sentence; Norwegian tells it from the conflict's reason and what it names, and a 409 without a
// conflict from its code (docs/decisions.md, API).
import { afterEach, describe, expect, it } from 'vitest';
import type { AppointmentConflict } from '@contract/appointments';
import { ApiError } from '@/lib/api/api-error';
import { resetLanguageForTests } from '@/lib/i18n/language-store';
import { translatorFor } from '@/lib/i18n/use-t';
import { refusalMessages } from './booking-refusal';

afterEach(() => resetLanguageForTests('en'));

/** A diary conflict: its code is its reason (docs/decisions.md, API). */
const conflictError = (msg: string, conflict: NonNullable<AppointmentConflict['conflict']>) =>
  new ApiError(409, [msg], { errors: [{ msg, code: conflict.reason }], conflict });

/** A 409 without `conflict`: told by its code alone. */
const coded = (msg: string, code: string) => new ApiError(409, [msg], { errors: [{ msg, code }] });

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

  it('says the day’s hours and why the member is away in Norwegian from the refusal’s values', () => {
    const t = translatorFor('nb');
    resetLanguageForTests('nb');
    const withValues = (msg: string, code: string, params: Record<string, string | number>) =>
      new ApiError(409, [msg], {
        errors: [{ msg, code, params }],
        conflict: { reason: code, memberId: 3 },
      });
    const closed = withValues('Outside opening hours (closed on Sunday)', 'outside_hours', {
      date: '2026-11-29',
      ranges: 0,
      hours: '',
    });
    expect(refusalMessages(closed, t, context)).toEqual([
      'Utenfor åpningstidene (stengt 29. november 2026)',
    ]);
    const away = withValues('Ola does not work on Sundays', 'member_away', {
      kind: 'day_off',
      member: 'Ola',
      weekday: 7,
    });
    expect(refusalMessages(away, t, context)).toEqual(['Ola jobber ikke på søndager']);
  });

  it('reads a refusal without a conflict from its code in Norwegian', () => {
    const t = translatorFor('nb');
    resetLanguageForTests('nb');
    const gone = new ApiError(404, ['Appointment not found'], {
      errors: [{ msg: 'Appointment not found', code: 'not_found' }],
    });
    expect(refusalMessages(gone, t, context)).toEqual(['Fant det ikke. Det kan være slettet.']);
  });

  it('words the 409s without a conflict by their code, in Norwegian and in English', () => {
    const inactive = coded('Gone is not active: choose another team member', 'member_inactive');
    const nobody = coded('The business has no active team member', 'no_active_member');
    const moved = coded('A cancelled booking cannot be changed', 'cancelled_not_changeable');
    resetLanguageForTests('nb');
    const nb = translatorFor('nb');
    expect(refusalMessages(inactive, nb, context)).toEqual([
      'Denne medarbeideren er ikke aktiv: velg en annen medarbeider',
    ]);
    expect(refusalMessages(nobody, nb, context)).toEqual(['Salongen har ingen aktiv medarbeider']);
    expect(refusalMessages(moved, nb, context)).toEqual(['En avbestilt time kan ikke endres']);
    // English: the spec's sentence, from the catalog where it has no values, else as sent.
    resetLanguageForTests('en');
    const en = translatorFor('en');
    expect(refusalMessages(moved, en, context)).toEqual(['A cancelled booking cannot be changed']);
    expect(refusalMessages(inactive, en, context)).toEqual([
      'Gone is not active: choose another team member',
    ]);
  });
});
