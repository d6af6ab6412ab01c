// "Messages to the client" in the booking details: each reminder and notice of the booking with
// its state and time on the business's clock, or why none can be sent (docs/decisions.md,
// Messages to clients). Read from the server only: a message is the server's to send.
import './styles';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { instantToLocal } from '@contract/booking-time';
import type { BookingMessage, MessageNoteCode } from '@contract/messages';
import { QueryState } from '@/components/query-state';
import { useBusinessLocale } from '@/lib/format/use-business-locale';
import { currentUserQueryOptions } from '@/lib/session/current-user';
import { useT, type AppKey, type AppTranslate } from '@/lib/i18n/use-t';
import { appointmentMessagesQueryOptions } from '../../api/get-appointment-messages';
import { formatBookingDate } from '../shared/booking-format';

/** Outlined, as the booking's status badge: the theme's outline shades are AA in both schemes. */
const STATE_COLOURS: Record<BookingMessage['state'], string> = {
  scheduled: 'blue',
  sending: 'blue',
  sent: 'teal',
  failed: 'red',
  cancelled: 'gray',
};

/** "Reminder, 24 hours before", "Change notice", "Cancellation notice". */
function kindText(message: BookingMessage, t: AppTranslate): string {
  if (message.kind === 'change') return t('bookingDetails.changeNotice');
  if (message.kind === 'cancellation') return t('bookingDetails.cancellationNotice');
  return message.leadHours
    ? t('bookingDetails.reminderBefore', { hours: message.leadHours })
    : t('bookingDetails.reminder');
}

const NOTE_KEYS = {
  started: 'messageNote.started',
  not_booked: 'messageNote.notBooked',
  no_email: 'messageNote.noEmail',
  no_phone: 'messageNote.noPhone',
  gone: 'messageNote.gone',
  booking_cancelled: 'messageNote.bookingCancelled',
  replaced: 'messageNote.replaced',
  sms_off: 'messageNote.smsOff',
} as const satisfies Record<MessageNoteCode, AppKey>;

/** The server's own reason in the owner's language; a mail or SMS server's in its own words. */
function noteText(message: BookingMessage, t: AppTranslate): string | null {
  return message.noteCode ? t(NOTE_KEYS[message.noteCode]) : message.note;
}

export function BookingMessages({ appointmentId }: { appointmentId: number }) {
  const t = useT();
  const messages = useQuery(appointmentMessagesQueryOptions(appointmentId));
  const timeZone = useQuery(currentUserQueryOptions()).data?.timezone ?? 'UTC';
  const { formatTime } = useBusinessLocale();
  const when = (iso: string) => {
    const local = instantToLocal(new Date(iso), timeZone);
    return `${formatBookingDate(local.date)} ${formatTime(local.time)}`;
  };
  if (appointmentId <= 0) return null;
  return (
    <section aria-labelledby={`booking-messages-${appointmentId}`}>
      <Text id={`booking-messages-${appointmentId}`} size="xs" c="dimmed" fw={600} tt="uppercase">
        {t('bookingDetails.messagesHeading')}
      </Text>
      <QueryState
        query={messages}
        loadingLabel={t('bookingDetails.messagesLoading')}
        errorTitle={t('bookingDetails.messagesError')}
      >
        {({ messages: list, reachable }) => (
          <Stack gap={4} mt={4}>
            {!reachable && (
              // The body colour: an orange on white stays under 4.5:1 (axe), and it is a fact to
              // read, not an error to fix here.
              <Text size="sm" fw={500}>
                {t('bookingDetails.unreachable')}
              </Text>
            )}
            {reachable && list.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('bookingDetails.noMessages')}
              </Text>
            )}
            {list.map((message) => (
              <Group key={message.id} justify="space-between" gap="xs" wrap="nowrap">
                <div>
                  <Text size="sm">{kindText(message, t)}</Text>
                  <Text size="xs" c="dimmed">
                    {t('bookingDetails.messageWhen', {
                      state: message.state,
                      time: when(message.sentAt ?? message.dueAt),
                    })}
                    {message.channel === 'sms'
                      ? ` · ${t('bookingDetails.bySms', { recipient: message.recipient })}`
                      : ''}
                    {noteText(message, t) ? ` · ${noteText(message, t)}` : ''}
                  </Text>
                </div>
                {/* A long line beside it (an SMS's number) must not squeeze the state to "Se…". */}
                <Badge
                  color={STATE_COLOURS[message.state]}
                  variant="outline"
                  tt="none"
                  radius="sm"
                  style={{ flexShrink: 0 }}
                >
                  {t('bookingDetails.messageState', { state: message.state })}
                </Badge>
              </Group>
            ))}
          </Stack>
        )}
      </QueryState>
    </section>
  );
}
