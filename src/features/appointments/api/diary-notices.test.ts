// A booking's notices and pending-list labels (docs/decisions.md, Languages): English keeps the
// words the diary always showed; Norwegian reads as a salon says them, in the language the
// change was queued in.
import { afterEach, describe, expect, it } from 'vitest';
import type { AppointmentResponse } from '@contract/appointments';
import { resetLanguageForTests } from '@/lib/i18n/language-store';
import { translatorFor } from '@/lib/i18n/use-t';
import { makeAppointment } from '../testing/appointment-fixtures';
import { createAppointmentChange } from './create-appointment';
import { updateAppointmentChange } from './update-appointment';

afterEach(() => resetLanguageForTests('en'));

const preview = {
  ...makeAppointment({
    id: -1,
    firstName: 'Ada',
    lastName: 'Berg',
    book_date: '2026-11-23',
    book_time: '10:30 AM',
  }),
  status: 'booked',
  clientId: 4,
  start: '2026-11-23T09:30:00.000Z',
  end: '2026-11-23T10:15:00.000Z',
  version: 1,
} satisfies AppointmentResponse;
const body = { client: { id: 4 }, serviceIds: [1], date: '2026-11-23', time: '10:30' };

describe('diary notices', () => {
  it('keep the English the diary always showed', () => {
    const t = translatorFor('en');
    expect(t('diary.change.saved')).toBe('Booking saved');
    expect(t('diary.change.updated')).toBe('Booking updated');
    expect(t('diary.change.cancelled')).toBe('Booking cancelled');
    expect(t('diary.change.paymentRecorded')).toBe('Payment recorded');
    expect(t('diary.change.noShowMarked')).toBe('Marked as a no-show');
    expect(t('diary.change.refunded')).toBe('Payment refunded');
    expect(t('diary.change.restored')).toBe('Booking restored');
    expect(t('diary.change.paymentStatus', { status: 'paid', label: 'BID4 (Ada Berg)' })).toBe(
      'Paid: BID4 (Ada Berg)',
    );
  });

  it('label a booking in the language it was queued in', () => {
    expect(createAppointmentChange({ body, preview }).label).toBe(
      'Book Ada Berg, Mon, 23 Nov 2026 10:30 AM',
    );
    resetLanguageForTests('nb');
    // The date is written by dayjs in the frame's language (booking-format.ts).
    expect(createAppointmentChange({ body, preview }).label).toMatch(
      /^Ny time for Ada Berg, .+ 10:30 AM$/,
    );
    expect(
      updateAppointmentChange({ id: 4, body: { ...body, version: 1, memberId: null }, preview })
        .label,
    ).toMatch(/^Flytt Ada Berg til .+ 10:30 AM$/);
  });
});
