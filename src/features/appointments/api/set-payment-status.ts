// PUT /api/appointments/{id}/payment_status (through the outbox): the status alone, without a
// payment row. The details mark a booking paid before the checkout refunded with it; a payment
// goes through the checkout instead (docs/decisions.md, Checkout).
import { apiPaths } from '@contract/api-paths';
import { appointmentPaymentBodySchema, type PaymentStatus } from '@contract/appointments';
import { defineChangeKind, jsonBody } from '@/lib/offline/change-kinds';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { translate } from '@/lib/i18n/use-t';
import { appointmentTarget } from '@/entities/bookings/api/booking-keys';
import { patchOverlay, useBookingStatusChange } from './booking-status-change';

export const setPaymentStatusKind = defineChangeKind({
  kind: 'appointments.paymentStatus',
  encoding: 'json',
  schema: appointmentPaymentBodySchema,
  overlay: (body, entry, context) =>
    patchOverlay(entry, context, { payment_status: body.payment_status }),
});

export interface PaymentChange {
  id: number;
  label: string;
  status: PaymentStatus;
}

function setPaymentStatusChange({ id, label, status }: PaymentChange): OutboxChange {
  return {
    kind: setPaymentStatusKind.kind,
    target: appointmentTarget(id),
    label: translate('diary.change.paymentStatus', { status, label }),
    method: 'PUT',
    path: apiPaths.appointmentPaymentStatus(id),
    body: jsonBody({ payment_status: status }),
  };
}

export function useSetPaymentStatus() {
  return useBookingStatusChange(setPaymentStatusChange, 'diary.change.paymentStatusUpdated');
}
