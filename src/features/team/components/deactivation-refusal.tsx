// Why a member was not deactivated: the server's sentence and, when they have future bookings,
// the list of them, so the owner knows what to move or cancel first (docs/decisions.md, Team).
import './styles';
import { Alert, List, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { teamMemberBusySchema } from '../../../../contract/team';
import { ApiError, messagesOf } from '../../../lib/api/api-error';
import { useBusinessLocale } from '../../../lib/format/use-business-locale';
import { teamTexts } from '../team-texts';

export function DeactivationRefusal({ name, error }: { name: string; error: unknown }) {
  const { formatTime } = useBusinessLocale();
  const busy = error instanceof ApiError ? teamMemberBusySchema.safeParse(error.body) : undefined;
  const bookings = busy?.success ? busy.data.bookings : [];
  return (
    <Alert color="red" variant="light" title={teamTexts.deactivationRefused(name)} role="alert">
      <Stack gap="xs">
        <Text size="sm">{messagesOf(error).join(' ')}</Text>
        {bookings.length > 0 && (
          <>
            <Text size="sm">{teamTexts.futureBookingsIntro}</Text>
            <List size="sm" aria-label={`Future bookings of ${name}`}>
              {bookings.map((booking) => (
                <List.Item key={booking.id}>
                  {`${dayjs(booking.book_date).format('ddd, D MMM YYYY')} ${formatTime(booking.book_time)}: ${booking.firstName} ${booking.lastName} (BID${booking.id})`}
                </List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Alert>
  );
}
