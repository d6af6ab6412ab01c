// "Mark paid" in one click, wherever a booking offers it (its details, a table row, a phone's
// card): a checkout of the booked total by the business's first payment method, through the
// checkout call and its outbox kind, so it is a payment row the takings and reports count
// (docs/decisions.md, Checkout; docs/offline.md, What works offline). Offered only for a booking
// its state lets check out, once the services are read and none is a "From" price (whose real
// price only the checkout form asks) and a method is known.
import { useQuery } from '@tanstack/react-query';
import type { Appointment } from '@contract/appointments';
import { amountInputText } from '@/lib/format/money';
import { paymentMethodsQueryOptions } from '@/lib/payments/payment-methods-query';
import { useCheckoutAppointment } from '../../api/checkout-appointment';
import { useHasFromPrice } from './from-price';
import { paymentOptions } from './payment-options';

export interface MarkPaid {
  /** The click's handler, or undefined where one click may not settle the booking. */
  markPaid: (() => void) | undefined;
  isPending: boolean;
}

export function useMarkPaid(appointment: Appointment): MarkPaid {
  const checkout = useCheckoutAppointment();
  const firstMethod = useQuery(paymentMethodsQueryOptions()).data?.methods[0];
  const fromPrice = useHasFromPrice(appointment);
  const { checkout: allowed } = paymentOptions(
    appointment.status ?? 'booked',
    appointment.payment_status,
  );
  const markPaid =
    allowed && fromPrice === false && firstMethod !== undefined
      ? () =>
          checkout.mutate({
            booking: appointment,
            body: { amount: amountInputText(appointment.amount), method: firstMethod },
          })
      : undefined;
  return { markPaid, isPending: checkout.isPending };
}
