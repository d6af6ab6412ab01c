// The dashboard's TODAY agenda: today's bookings in time order, each with its time span,
// client, services, status, payment and total. It lives with the appointments (it shows them); the
// dashboard route places it above the upcoming panel.
import { useEffect, useState } from 'react';
import {
  Anchor,
  Badge,
  Box,
  Flex,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { useT } from '@/lib/i18n/use-t';
import type { Appointment } from '@contract/appointments';
import { PendingBadge } from '@/components/offline/pending-badge';
import { QueryState } from '@/components/query-state';
import { formatMinutes, type Clock } from '@/lib/format/business-locale';
import { useBusinessLocale } from '@/lib/format/use-business-locale';
import { usePendingState } from '@/lib/offline/outbox';
import { appointmentTarget } from '@/entities/bookings/api/booking-keys';
import { rangeAppointmentsQueryOptions } from '../api/range-appointments';
import { calendarTitle } from './calendar/calendar-model';
import { BookingStatusBadge } from './shared/booking-status-badge';
import { PaymentStatusBadge } from './shared/payment-status-badge';
import { customerName, parseBookingTime, totalDuration } from './shared/booking-format';
import { MemberName } from './shared/member-name';
import { sortAppointments } from './table/table-sorting';

const localDate = () => dayjs().format('YYYY-MM-DD');

/**
 * The browser's local date, moving on at midnight. The timer covers a tab left open overnight;
 * a sleeping laptop or a throttled background tab may fire it late, so coming back to the tab
 * (focus, visibility) checks again. Setting the same text again does not re-render.
 */
function useToday(): string {
  const [today, setToday] = useState(localDate);
  useEffect(() => {
    const refresh = () => setToday(localDate());
    // A second past midnight, so the timer never fires a hair early on the old date.
    const untilMidnight = dayjs().add(1, 'day').startOf('day').diff(dayjs()) + 1000;
    const timer = window.setTimeout(refresh, untilMidnight);
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [today]);
  return today;
}

/**
 * "09:00 AM – 09:45 AM". The start is the booking's own wall-clock text, as every other screen
 * shows it. The end adds the real length (`end` minus `start`, or the items' durations when the
 * row has no instants) to that start rather than printing `end` in the browser's zone, so start
 * and end always agree even when the browser is not in the business's time zone.
 */
export function bookingTimeSpan(
  appointment: Pick<Appointment, 'book_time' | 'book_items' | 'start' | 'end'>,
  clock: Clock = '12h',
): string {
  const start = parseBookingTime(appointment.book_time);
  if (start === null) return appointment.book_time;
  const fromInstants =
    appointment.start && appointment.end
      ? (Date.parse(appointment.end) - Date.parse(appointment.start)) / 60_000
      : Number.NaN;
  const length = Number.isFinite(fromInstants)
    ? fromInstants
    : totalDuration(appointment.book_items);
  return `${formatMinutes(start, clock)} – ${formatMinutes(start + Math.round(length), clock)}`;
}

/**
 * "Pending" while a change to the booking waits in the outbox. A booking made offline has a
 * temporary (negative) id and is pending until the server has it, whatever its change's target.
 */
function PendingMark({ id }: { id: number }) {
  const state = usePendingState(appointmentTarget(id));
  const t = useT();
  if (state || id >= 0) return <PendingBadge target={appointmentTarget(id)} />;
  return (
    <Badge size="sm" autoContrast color="yellow.4" tt="none">
      {t('pending.badge')}
    </Badge>
  );
}

// Links go through renderRoot, not component={Link}: the polymorphic prop loses the route's
// params and search types.

/**
 * The client's name, a link to their page when the booking names a client the server knows. A
 * client made offline has a temporary (negative) id that no page answers to yet.
 */
function ClientName({ appointment }: { appointment: Appointment }) {
  const name = customerName(appointment);
  const { clientId } = appointment;
  if (clientId === undefined || clientId <= 0) {
    return (
      <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Text>
    );
  }
  return (
    <Anchor
      renderRoot={(props) => (
        <Link to="/clients/$id" params={{ id: String(clientId) }} {...props} />
      )}
      fw={600}
      size="sm"
      style={{ overflowWrap: 'anywhere' }}
    >
      {name}
    </Anchor>
  );
}

function AgendaRow({ appointment, first }: { appointment: Appointment; first: boolean }) {
  const services = appointment.book_items.map((item) => item.name).join(', ');
  const { formatPrice, clock } = useBusinessLocale();
  const t = useT();
  return (
    <Box
      component="li"
      py="sm"
      data-appointment-id={appointment.id}
      style={first ? undefined : { borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      {/* A phone stacks the row's parts; wider screens line them up in columns. */}
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        align={{ base: 'flex-start', sm: 'center' }}
        gap={{ base: 4, sm: 'md' }}
      >
        <Text fw={600} size="sm" w={{ sm: 170 }} style={{ flexShrink: 0 }}>
          {bookingTimeSpan(appointment, clock)}
        </Text>
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <ClientName appointment={appointment} />
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {services || t('dashboard.noServices')}
          </Text>
          <MemberName memberId={appointment.memberId} prefix={`${t('diary.with')} `} size="sm" />
        </Stack>
        <Group gap={6} wrap="wrap">
          {appointment.status && <BookingStatusBadge status={appointment.status} />}
          <PaymentStatusBadge status={appointment.payment_status} />
          <PendingMark id={appointment.id} />
        </Group>
        <Text fw={600} size="sm" w={{ sm: 90 }} ta={{ sm: 'right' }} style={{ flexShrink: 0 }}>
          {formatPrice(appointment.amount)}
        </Text>
      </Flex>
    </Box>
  );
}

const skeleton = [0, 1].map((row) => <Skeleton key={row} height={44} radius="sm" />);

export function TodayAgenda() {
  const today = useToday();
  const query = useQuery(rangeAppointmentsQueryOptions(today, today));
  const t = useT();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="today-heading">
      <Group justify="space-between" align="flex-start" gap="xs" mb="sm">
        <div>
          <Title order={2} id="today-heading" fz="sm" fw={700} c="dimmed" lts={0.5}>
            {t('dashboard.today')}
          </Title>
          <Text size="sm" fw={600}>
            {calendarTitle(today, 'day')}
          </Text>
        </div>
        <Anchor
          renderRoot={(props) => (
            <Link
              to="/appointments"
              search={{ view: 'calendar', mode: 'day', date: today }}
              {...props}
            />
          )}
          size="sm"
        >
          {t('dashboard.openInCalendar')}
        </Anchor>
      </Group>
      <QueryState
        query={query}
        loadingLabel={t('dashboard.todayLoading')}
        skeleton={skeleton}
        errorTitle={t('dashboard.todayFailed')}
        empty={t('dashboard.todayEmpty')}
      >
        {(appointments) => (
          <Box
            component="ol"
            aria-label={t('dashboard.todayList')}
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
          >
            {/* The server answers in time order; a booking the outbox laid in may not be. */}
            {sortAppointments(appointments, { column: 'date', direction: 'asc' }).map(
              (appointment, index) => (
                <AgendaRow key={appointment.id} appointment={appointment} first={index === 0} />
              ),
            )}
          </Box>
        )}
      </QueryState>
    </Paper>
  );
}
