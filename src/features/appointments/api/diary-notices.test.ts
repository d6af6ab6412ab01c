// A booking's notices and pending-list labels (docs/decisions.md, Languages): English keeps the
// words the diary always showed; Norwegian reads as a salon says them. A label is written in the
// language the change was queued in, and worded again in the one shown now (docs/offline.md,
// Outbox entries).
import { afterEach, describe, expect, it } from 'vitest';
import type { AppointmentResponse } from '@contract/appointments';
import { setDayjsLanguage } from '@/lib/i18n/dayjs-language';
import { entryLabel } from '@/lib/i18n/label-message';
import { resetLanguageForTests } from '@/lib/i18n/language-store';
import { translate, translatorFor } from '@/lib/i18n/use-t';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { makeAppointment } from '../testing/appointment-fixtures';
import { cancelAppointmentChange } from './cancel-appointment';
import { checkoutChange } from './checkout-appointment';
import { createAppointmentChange } from './create-appointment';
import { markNoShowChange } from './mark-no-show';
import { refundChange } from './refund-payment';
import { restoreChange } from './restore-appointment';
import { setPaymentStatusChange } from './set-payment-status';
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

describe('a booking change queued in English, shown after a switch to Norwegian', () => {
  afterEach(() => setDayjsLanguage('en'));

  /** The label as the pending list words it now, read back as IndexedDB gives the entry. */
  const shownNow = (change: OutboxChange) => entryLabel(structuredClone(change), translate);
  const erased = { id: 12, firstName: '', lastName: '' };
  const ada = { id: 4, firstName: 'Ada', lastName: 'Berg' };

  it('words every booking change again, its date, status and "Erased client" too', () => {
    const edit = { ...body, version: 1, memberId: null };
    const changes = [
      createAppointmentChange({ body, preview }),
      updateAppointmentChange({ id: 4, body: edit, preview }),
      cancelAppointmentChange({ booking: erased }),
      checkoutChange({ booking: ada, body: { amount: '45', method: 'cash' } }),
      markNoShowChange({ booking: ada }),
      refundChange({ booking: ada, paymentId: 9 }),
      restoreChange({ booking: erased }),
      setPaymentStatusChange({ booking: ada, status: 'refunded' }),
    ];
    // Queued in English: the text of that moment, as before.
    expect(changes.map((change) => change.label)).toEqual([
      'Book Ada Berg, Mon, 23 Nov 2026 10:30 AM',
      'Move Ada Berg to Mon, 23 Nov 2026 10:30 AM',
      'Cancel BID12 (Erased client)',
      'Check out BID4 (Ada Berg)',
      'No-show: BID4 (Ada Berg)',
      'Refund BID4 (Ada Berg)',
      'Restore BID12 (Erased client)',
      'Refunded: BID4 (Ada Berg)',
    ]);
    resetLanguageForTests('nb');
    setDayjsLanguage('nb');
    expect(changes.map(shownNow)).toEqual([
      'Ny time for Ada Berg, ma. 23. nov. 2026 10:30 AM',
      'Flytt Ada Berg til ma. 23. nov. 2026 10:30 AM',
      'Avbestill BID12 (Slettet kunde)',
      'Betaling for BID4 (Ada Berg)',
      'Ikke møtt: BID4 (Ada Berg)',
      'Refunder BID4 (Ada Berg)',
      'Gjenopprett BID12 (Slettet kunde)',
      'Refundert: BID4 (Ada Berg)',
    ]);
  });
});
