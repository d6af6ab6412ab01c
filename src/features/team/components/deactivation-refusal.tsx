// Why a member was not deactivated: the refusal, worded by its code, and, when they have future bookings,
// the list of them, so the owner knows what to move or cancel first (docs/decisions.md, Team).
import './styles';
import { Alert, List, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { teamMemberBusySchema } from '@contract/team';
import { ApiError } from '@/lib/api/api-error';
import { useBusinessLocale } from '@/lib/format/use-business-locale';
import { refusalTexts } from '@/lib/i18n/server-text';
import { useT } from '@/lib/i18n/use-t';

export function DeactivationRefusal({ name, error }: { name: string; error: unknown }) {
  const t = useT();
  const { formatTime } = useBusinessLocale();
  const busy = error instanceof ApiError ? teamMemberBusySchema.safeParse(error.body) : undefined;
  const bookings = busy?.success ? busy.data.bookings : [];
  return (
    <Alert color="red" variant="light" title={t('team.deactivationRefused', { name })} role="alert">
      <Stack gap="xs">
        <Text size="sm">{refusalTexts(error).join(' ')}</Text>
        {bookings.length > 0 && (
          <>
            <Text size="sm">{t('team.futureBookingsIntro')}</Text>
            <List size="sm" aria-label={t('team.futureBookings', { name })}>
              {bookings.map((booking) => (
                <List.Item key={booking.id}>
                  {/* untranslated: BID is the spec's booking number, the same in every language */}
                  {`${dayjs(booking.book_date).format('ddd, D MMM YYYY')} ${formatTime(booking.book_time)}: ${`${booking.firstName} ${booking.lastName}`.trim()} (BID${booking.id})`}
                </List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Alert>
  );
}
