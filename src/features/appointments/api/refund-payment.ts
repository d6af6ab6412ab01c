// POST /api/appointments/{id}/refund (through the outbox): returns a recorded payment, whole
// (docs/decisions.md, Checkout). Shown at once as refunded.
import { apiPaths } from '@contract/api-paths';
import { refundBodySchema } from '@contract/checkout';
import { defineChangeKind, jsonBody } from '@/lib/offline/change-kinds';
import { translate } from '@/lib/i18n/use-t';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { appointmentTarget } from '@/entities/bookings/api/booking-keys';
import { patchOverlay, useBookingStatusChange } from './booking-status-change';

export const refundPaymentKind = defineChangeKind({
  kind: 'appointments.refund',
  encoding: 'json',
  schema: refundBodySchema,
  overlay: (_body, entry, context) => patchOverlay(entry, context, { payment_status: 'refunded' }),
});

export interface Refund {
  id: number;
  label: string;
  paymentId: number;
}

function refundChange({ id, label, paymentId }: Refund): OutboxChange {
  return {
    kind: refundPaymentKind.kind,
    target: appointmentTarget(id),
    label: translate('diary.change.refund', { label }),
    method: 'POST',
    path: apiPaths.refundAppointment(id),
    body: jsonBody({ paymentId }),
  };
}

export function useRefundPayment() {
  return useBookingStatusChange(refundChange, 'diary.change.refunded');
}
