// The diary's changes in the top bar's pending list after the owner switched language
// (docs/offline.md, Outbox entries): queued in English, they read in Norwegian, their dates, the
// payment status and "Erased client" too, times on the business's clock.
import { http, HttpResponse } from 'msw';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppointmentResponse } from '@contract/appointments';
import { setupMswServer } from '@tests/setup/msw-server';
import { ownerFixture } from '@tests/setup/owner-fixture';
import { renderApp } from '@tests/setup/render-app';
import { PendingChangesButton } from '@/components/offline/pending-changes-button';
import { setDayjsLanguage } from '@/lib/i18n/dayjs-language';
import { resetLanguageForTests } from '@/lib/i18n/language-store';
import { outbox } from '@/lib/offline/outbox';
import { reportLiveAnswer } from '@/lib/offline/offline-status';
import { setToken } from '@/lib/session/token-store';
import { makeAppointment } from '../testing/appointment-fixtures';
import { cancelAppointmentChange } from './cancel-appointment';
import { createAppointmentChange } from './create-appointment';
import { setPaymentStatusChange } from './set-payment-status';

setupMswServer(
  http.get('/api/auth', () => HttpResponse.json(ownerFixture({ clock: '24h' }))),
  // The server cannot be reached: every change stays in the list.
  http.post('/api/appointments', () => HttpResponse.error()),
  http.post('/api/appointments/:id/cancel', () => HttpResponse.error()),
  http.put('/api/appointments/:id/payment_status', () => HttpResponse.error()),
);

const preview = {
  ...makeAppointment({
    id: -1,
    firstName: 'Ada',
    lastName: 'Berg',
    book_date: '2026-11-23',
    book_time: '02:30 PM',
  }),
  status: 'booked',
  clientId: 4,
  start: '2026-11-23T13:30:00.000Z',
  end: '2026-11-23T14:15:00.000Z',
  version: 1,
} satisfies AppointmentResponse;

beforeEach(() => {
  setToken('token-1');
  reportLiveAnswer();
  resetLanguageForTests('en');
});

afterEach(() => {
  resetLanguageForTests('en');
  setDayjsLanguage('en');
});

describe('the pending list after a switch to Norwegian', () => {
  it('words the diary’s changes queued in English in Norwegian', async () => {
    renderApp(<PendingChangesButton />, { path: '/appointments' });
    const changes = [
      createAppointmentChange({
        body: { client: { id: 4 }, serviceIds: [1], date: '2026-11-23', time: '14:30' },
        preview,
      }),
      cancelAppointmentChange({ booking: { id: 12, firstName: '', lastName: '' } }),
      setPaymentStatusChange({
        booking: { id: 4, firstName: 'Ada', lastName: 'Berg' },
        status: 'refunded',
      }),
    ];
    for (const change of changes) {
      expect(await outbox.submit(change)).toEqual({ status: 'pending' });
    }
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '3 pending' }));
    const listed = () => screen.getAllByTestId('pending-change').map((item) => item.firstChild);
    await expect
      .poll(() => listed().map((label) => label?.textContent))
      .toEqual([
        'Book Ada Berg, Mon, 23 Nov 2026 14:30',
        'Cancel BID12 (Erased client)',
        'Refunded: BID4 (Ada Berg)',
      ]);

    // As the signed-in frame does on a change of language (routes/_authed.tsx).
    act(() => {
      setDayjsLanguage('nb');
      resetLanguageForTests('nb');
    });
    expect(await screen.findByRole('button', { name: '3 venter' })).toBeInTheDocument();
    await expect
      .poll(() => listed().map((label) => label?.textContent))
      .toEqual([
        'Ny time for Ada Berg, ma. 23. nov. 2026 14:30',
        'Avbestill BID12 (Slettet kunde)',
        'Refundert: BID4 (Ada Berg)',
      ]);
  });
});
