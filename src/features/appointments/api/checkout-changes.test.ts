// How the checkout's changes show while they wait in the outbox (docs/offline.md, Outbox
// entries), and what "Book anyway" sends for a restore refused as a conflict (docs/offline.md,
// Conflicts).
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Appointment } from '@contract/appointments';
import { ChangeKinds, installPendingOverlays } from '@/lib/offline/change-kinds';
import type { OutboxEntry } from '@/lib/offline/offline-db';
import { appointmentKeys, appointmentTarget } from '@/entities/bookings/api/booking-keys';
import { makeAppointment } from '../testing/appointment-fixtures';
import { checkoutAppointmentKind } from './checkout-appointment';
import { refundPaymentKind } from './refund-payment';
import { restoreAppointmentKind } from './restore-appointment';

const changeKinds = new ChangeKinds([
  checkoutAppointmentKind,
  refundPaymentKind,
  restoreAppointmentKind,
]);

function entry(change: Pick<OutboxEntry, 'kind' | 'path' | 'body'> & Partial<OutboxEntry>) {
  return {
    id: 1,
    userId: 7,
    key: 'key-1',
    label: 'A change',
    method: 'POST',
    createdAt: 0,
    attempts: 0,
    state: 'queued',
    nextAttemptAt: 0,
    errors: [],
    ...change,
  } satisfies OutboxEntry;
}

const waiting = (...entries: OutboxEntry[]) => ({
  getEntries: () => entries,
  subscribe: () => () => {},
  realId: (id: number) => id,
});

/** The day's cached list with `rows`, and the list as the waiting `change` shows it. */
function shown(rows: Appointment[], change: OutboxEntry): Appointment[] | undefined {
  const queryClient = new QueryClient();
  const key = appointmentKeys.range('2026-11-23', '2026-11-23');
  queryClient.setQueryData(key, rows);
  installPendingOverlays(queryClient, waiting(change), changeKinds);
  return queryClient.getQueryData<Appointment[]>(key);
}

describe('the checkout’s waiting changes', () => {
  it('show a checked-out booking paid and a refunded one refunded', () => {
    const unpaid = makeAppointment({ id: 12, status: 'completed', payment_status: 'unpaid' });
    const checkout = entry({
      kind: checkoutAppointmentKind.kind,
      target: appointmentTarget(12),
      path: '/api/appointments/12/checkout',
      body: { kind: 'json', json: { amount: '1 850,50', method: 'card', tip: '100' } },
    });
    expect(shown([unpaid], checkout)).toEqual([{ ...unpaid, payment_status: 'paid' }]);
    const paid = { ...unpaid, payment_status: 'paid' as const };
    const refund = entry({
      kind: refundPaymentKind.kind,
      target: appointmentTarget(12),
      path: '/api/appointments/12/refund',
      body: { kind: 'json', json: { paymentId: 9 } },
    });
    expect(shown([paid], refund)).toEqual([{ ...paid, payment_status: 'refunded' }]);
  });

  it('show a restored no-show booked again', () => {
    const noShow = makeAppointment({ id: 13, status: 'no_show' });
    const restore = entry({
      kind: restoreAppointmentKind.kind,
      target: appointmentTarget(13),
      path: '/api/appointments/13/restore',
      body: { kind: 'json', json: {} },
    });
    expect(shown([noShow], restore)).toEqual([{ ...noShow, status: 'booked' }]);
  });

  it('offer "Book anyway" for a restore whose time was taken, with force, and not for a changed one', () => {
    const refused = (conflict: unknown) =>
      entry({
        kind: restoreAppointmentKind.kind,
        path: '/api/appointments/13/restore',
        body: { kind: 'json', json: {} },
        state: 'failed',
        conflict,
      });
    expect(changeKinds.conflictChoices(refused({ reason: 'overlap' }))).toEqual({
      overruled: { kind: 'json', json: { force: true } },
      rework: false,
    });
    expect(changeKinds.conflictChoices(refused({ reason: 'changed' }))).toEqual({
      overruled: undefined,
      rework: false,
    });
  });

  it('refuse a stored checkout whose amount the server would refuse', () => {
    const read = changeKinds.read({
      kind: checkoutAppointmentKind.kind,
      body: { kind: 'json', json: { amount: '1,650', method: 'card' } },
    });
    expect(read.ok).toBe(false);
  });
});
