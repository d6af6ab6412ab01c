// The booking's payment in its details (docs/decisions.md, Checkout): what was recorded, and the
// actions its state allows: "Check out" for an unpaid booking, with "Mark paid" beside it when its
// total is fixed (one click: `shared/use-mark-paid.ts`), "Refund" (after a confirmation) for a
// paid one. A refund returns the latest payment with something left of it; a booking marked paid
// before the checkout has no payment to name and is marked refunded instead.
import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { Appointment, AppointmentDetail } from '@contract/appointments';
import type { Payment } from '@contract/checkout';
import { useBusinessLocale } from '@/lib/format/use-business-locale';
import { useT } from '@/lib/i18n/use-t';
import { useRefundPayment } from '../../api/refund-payment';
import { useSetPaymentStatus } from '../../api/set-payment-status';
import { paymentOptions } from '../shared/payment-options';
import { useMarkPaid } from '../shared/use-mark-paid';

interface PaymentSectionProps {
  appointment: Appointment;
  detail: AppointmentDetail | undefined;
  onCheckout: () => void;
}

/** The payment a refund returns, and how much is left of it, in major units. */
function refundable(payments: readonly Payment[]): { payment: Payment; left: number } | undefined {
  const cents = (amount: number) => Math.round(amount * 100);
  for (const payment of [...payments].reverse()) {
    if (payment.kind !== 'payment') continue;
    const returned = payments
      .filter((row) => row.kind === 'refund' && row.refundOf === payment.id)
      .reduce((sum, row) => sum + cents(row.amount), 0);
    const left = cents(payment.amount) + cents(payment.tip) - returned;
    if (left > 0) return { payment, left: left / 100 };
  }
  return undefined;
}

export function PaymentSection({ appointment, detail, onCheckout }: PaymentSectionProps) {
  const t = useT();
  const { formatPrice } = useBusinessLocale();
  const [confirming, setConfirming] = useState(false);
  const refund = useRefundPayment();
  const legacyRefund = useSetPaymentStatus();
  const options = paymentOptions(appointment.status ?? 'booked', appointment.payment_status);
  const payments = detail?.payments ?? [];
  const toRefund = refundable(payments);
  const { markPaid, isPending: markingPaid } = useMarkPaid(appointment);

  const line = (payment: Payment) => {
    const method = t('checkout.methodName', { method: payment.method });
    if (payment.kind === 'refund') {
      return t('bookingDetails.refunded', { amount: formatPrice(payment.amount), method });
    }
    const extras = [
      payment.discount > 0
        ? t('bookingDetails.discount', { amount: formatPrice(payment.discount) })
        : '',
      payment.tip > 0 ? t('bookingDetails.tip', { amount: formatPrice(payment.tip) }) : '',
    ].filter(Boolean);
    return [
      t('bookingDetails.paid', { amount: formatPrice(payment.amount) }),
      method,
      ...extras,
    ].join(' · ');
  };

  if (payments.length === 0 && !options.checkout && !options.refund) return null;
  return (
    <Stack gap={6}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {t('bookingDetails.payment')}
      </Text>
      {payments.map((payment) => (
        <Text key={payment.id} size="sm">
          {line(payment)}
        </Text>
      ))}
      {payments.length > 0 && (
        <Text size="sm" fw={600}>
          {t('bookingDetails.takings', { amount: formatPrice(detail?.takings ?? 0) })}
        </Text>
      )}
      {options.checkout && (
        <Group justify="flex-end" gap="xs">
          {markPaid && (
            <Button variant="default" loading={markingPaid} onClick={markPaid}>
              {t('diary.markPaid')}
            </Button>
          )}
          <Button color="teal.9" onClick={onCheckout}>
            {t('bookingDetails.checkOut')}
          </Button>
        </Group>
      )}
      {options.refund && !confirming && (
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(true)}>
            {t('bookingDetails.refund')}
          </Button>
        </Group>
      )}
      {options.refund && confirming && (
        <Stack gap="xs">
          <Text size="sm">
            {toRefund
              ? t('bookingDetails.refundQuestion', {
                  amount: formatPrice(toRefund.left),
                  method: toRefund.payment.method,
                })
              : t('bookingDetails.markRefunded')}
          </Text>
          <Group gap="xs" justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('bookingDetails.keepPayment')}
            </Button>
            <Button
              color="red.9"
              loading={refund.isPending || legacyRefund.isPending}
              onClick={() => {
                const done = { onSettled: () => setConfirming(false) };
                if (toRefund) {
                  refund.mutate({ booking: appointment, paymentId: toRefund.payment.id }, done);
                } else {
                  legacyRefund.mutate({ booking: appointment, status: 'refunded' }, done);
                }
              }}
            >
              {t('bookingDetails.confirmRefund')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
