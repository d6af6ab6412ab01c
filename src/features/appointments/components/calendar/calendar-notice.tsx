// What the calendar's grid says when its days cannot be shown: a day the device does not keep,
// offline (docs/offline.md, Kept ahead), or any other failure with its Retry. Inside the grid,
// so the toolbar's arrows and Today stay to move to a day that can be shown.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { notKeptSentence } from '@/components/offline/kept-ahead-texts';
import { ApiError, messagesOf } from '@/lib/api/api-error';
import { serverText } from '@/lib/i18n/server-text';
import { useT } from '@/lib/i18n/use-t';
import { NotKeptError } from '@/lib/offline/ahead-reads';
import { useBusinessLocale } from '@/lib/format/use-business-locale';

interface CalendarNoticeProps {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/** The refusal's words in the owner's language (src/lib/i18n/server-text.ts). */
function errorText(error: unknown): string {
  if (error instanceof ApiError && error.items.length > 0)
    return error.items.map((item) => serverText(item)).join(' ');
  return messagesOf(error).join(' ');
}

export function CalendarNotice({ error, onRetry, retrying }: CalendarNoticeProps) {
  const { timeFormat } = useBusinessLocale();
  const t = useT();
  const notKept = error instanceof NotKeptError;
  return (
    <Alert
      color={notKept ? 'yellow' : 'red'}
      variant="light"
      m="sm"
      role={notKept ? 'status' : 'alert'}
      title={notKept ? t('diary.calendar.notKept') : t('diary.loadFailed')}
      data-testid="calendar-notice"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {notKept ? notKeptSentence(error.kept, timeFormat) : errorText(error)}
        </Text>
        <Button size="xs" variant="white" onClick={onRetry} loading={retrying}>
          {t('shell.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
