// Payment status as a coloured badge (docs/decisions.md, Appointments and clients): paid green,
// unpaid red, refunded amber.
import { Badge } from '@mantine/core';
import type { PaymentStatus } from '@contract/appointments';
import { useT } from '@/lib/i18n/use-t';
import { PAYMENT_STATUS_LABELS } from './booking-format';

/** Dark enough for white text at badge size (WCAG AA); Mantine's darkest green is not. */
export const STATUS_COLOURS: Record<PaymentStatus, string> = {
  paid: '#237032',
  unpaid: 'red.9',
  refunded: 'yellow.4',
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const t = useT();
  return (
    <Badge color={STATUS_COLOURS[status]} autoContrast tt="none" radius="sm" data-status={status}>
      {t(PAYMENT_STATUS_LABELS[status])}
    </Badge>
  );
}
