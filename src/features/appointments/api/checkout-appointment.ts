// POST /api/appointments/{id}/checkout (through the outbox): what the client paid, by which
// method, with the discount and tip (docs/decisions.md, Checkout). Shown at once as paid.
import { apiPaths } from '@contract/api-paths';
import { checkoutBodySchema, type CheckoutBody } from '@contract/checkout';
import { defineChangeKind, jsonBody } from '@/lib/offline/change-kinds';
import { translate } from '@/lib/i18n/use-t';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { appointmentTarget } from '@/entities/bookings/api/booking-keys';
import { patchOverlay, useBookingStatusChange } from './booking-status-change';

export const checkoutAppointmentKind = defineChangeKind({
  kind: 'appointments.checkout',
  encoding: 'json',
  schema: checkoutBodySchema,
  overlay: (_body, entry, context) => patchOverlay(entry, context, { payment_status: 'paid' }),
});

export interface Checkout {
  id: number;
  /** Who, for the pending list: "Check out BID12 (Ann Lee)". */
  label: string;
  body: CheckoutBody;
}

function checkoutChange({ id, label, body }: Checkout): OutboxChange {
  return {
    kind: checkoutAppointmentKind.kind,
    target: appointmentTarget(id),
    label: translate('diary.change.checkout', { label }),
    method: 'POST',
    path: apiPaths.checkoutAppointment(id),
    body: jsonBody(body),
  };
}

export function useCheckoutAppointment() {
  return useBookingStatusChange(checkoutChange, 'diary.change.paymentRecorded');
}
