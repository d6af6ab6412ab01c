// A client's visits, one line each: when, which services, what it cost, whether it was paid and,
// for past ones, what became of it. Long histories show the latest ten until asked for all.
import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AppointmentResponse } from '../../../../../contract/appointments';
import { useBusinessLocale } from '../../../../lib/format/use-business-locale';
import { bookingTexts } from '../booking-texts';
import { formatBookingDateTime } from '../shared/booking-format';
import { MemberName } from '../shared/member-name';
import { PaymentStatusBadge } from '../shared/payment-status-badge';
import { BookingStatusBadge } from '../shared/booking-status-badge';

const FIRST_SHOWN = 10;

function VisitItem({ visit }: { visit: AppointmentResponse }) {
  const { formatPrice, clock } = useBusinessLocale();
  const services = visit.book_items.map((item) => item.name).join(', ');
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Text fw={600} size="sm">
            {formatBookingDateTime(visit, clock)}
          </Text>
          <Text size="sm" c="dimmed">
            {services || 'No services'}
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
    </Paper>
  );
}

interface ClientVisitsProps {
  title: string;
  visits: readonly AppointmentResponse[];
  /** Shown when there are none, e.g. "No upcoming visits". */
  empty: string;
}

export function ClientVisits({ title, visits, empty }: ClientVisitsProps) {
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? visits : visits.slice(0, FIRST_SHOWN);
  const id = `visits-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
        {visits.length > 0 && (
          <Text span c="dimmed" fz="md" fw={400} ml="xs">
            ({visits.length})
          </Text>
        )}
      </Title>
      {visits.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Stack
          gap="xs"
          component="ul"
          aria-labelledby={id}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {shown.map((visit) => (
            <VisitItem key={visit.id} visit={visit} />
          ))}
        </Stack>
      )}
      {shown.length < visits.length && (
        <Button
          variant="default"
          onClick={() => setShowAll(true)}
          style={{ alignSelf: 'flex-start' }}
        >
          Show all {visits.length} {title.toLowerCase()}
        </Button>
      )}
    </Stack>
  );
}
