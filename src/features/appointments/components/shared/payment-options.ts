// Which payment actions a booking offers in its state (docs/decisions.md, Checkout): the
// checkout for an unpaid booking that was not cancelled (a no-show may pay a fee), a refund for a
// paid one only, whatever happened to it since, and nothing for a refunded one.
import type { AppointmentStatus, PaymentStatus } from '@contract/appointments';

export interface PaymentOptions {
  checkout: boolean;
  refund: boolean;
}

export function paymentOptions(status: AppointmentStatus, payment: PaymentStatus): PaymentOptions {
  return {
    checkout: payment === 'unpaid' && status !== 'cancelled',
    refund: payment === 'paid',
  };
}
