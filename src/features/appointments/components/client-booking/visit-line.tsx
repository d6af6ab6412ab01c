// One of a client's visits on their page, as the diary describes a booking: when, which services,
// who, what became of it, whether it was paid and what it cost. The client's page lists them; the
// route hands this line to it (docs/architecture.md, Layout and import rules).
import { Group, Stack, Text } from '@mantine/core';
import type { AppointmentResponse } from '@contract/appointments';
import { useBusinessLocale } from '@/lib/format/use-business-locale';
import { useT } from '@/lib/i18n/use-t';
import { bookingTexts } from '../booking-texts';
import { formatBookingDateTime } from '../shared/booking-format';
import { BookingStatusBadge } from '../shared/booking-status-badge';
import { MemberName } from '../shared/member-name';
import { PaymentStatusBadge } from '../shared/payment-status-badge';

export function VisitLine({ visit }: { visit: AppointmentResponse }) {
  const t = useT();
  const { formatPrice, clock } = useBusinessLocale();
  const services = visit.book_items.map((item) => item.name).join(', ');
  return (
    <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
      <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
        <Text fw={600} size="sm">
          {formatBookingDateTime(visit, clock)}
        </Text>
        <Text size="sm" c="dimmed">
          {services || t('clients.noServices')}
        </Text>
        <MemberName memberId={visit.memberId} prefix={`${bookingTexts.with} `} size="sm" />
      </Stack>
      <Group gap="xs" wrap="nowrap">
        <BookingStatusBadge status={visit.status} withBooked={false} />
        <PaymentStatusBadge status={visit.payment_status} />
        {/* A column of amounts beside the badges; on a phone the line wraps and needs none. */}
        <Text fw={600} size="sm" miw={{ base: 0, sm: '4.5rem' }} ta="right">
          {formatPrice(visit.amount)}
        </Text>
      </Group>
    </Group>
  );
}
