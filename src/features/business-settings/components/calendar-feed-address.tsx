// One calendar feed's address: Copy, its QR code (the booking link's, online-booking-qr-code.tsx)
// and "Replace address", asked first because the old address stops working at once
// (docs/decisions.md, Calendar feed).
import { Alert, Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { CalendarFeed } from '@contract/calendar-feeds';
import { messagesOf } from '@/lib/api/api-error';
import { useT } from '@/lib/i18n/use-t';
import { useOfflineStatus } from '@/lib/offline/offline-status';
import { useReplaceCalendarFeed } from '../api/calendar-feeds';
import { useQrCode } from '../hooks/online-booking-qr-code';
import { QrCodeImage } from './online-booking-qr-code';

export function CalendarFeedAddress({ feed }: { feed: CalendarFeed }) {
  const t = useT();
  const qr = useQrCode(feed.url);
  const replace = useReplaceCalendarFeed();
  const { offline } = useOfflineStatus();
  const [asking, setAsking] = useState(false);
  const whose = feed.memberName ?? t('calendarFeed.everyone');
  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('calendarFeed.address', { whose })}
          value={feed.url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          style={{ flex: '1 1 16rem' }}
        />
        <CopyButton value={feed.url} timeout={2000}>
          {({ copied, copy }) => (
            <Button onClick={copy} miw={96}>
              {copied ? t('calendarFeed.copied') : t('calendarFeed.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Group gap="md" align="center">
        <QrCodeImage qr={qr} url={feed.url} width={144} />
        <Stack gap="xs" align="flex-start" style={{ flex: '1 1 14rem' }}>
          <Text size="sm">{t('calendarFeed.howTo')}</Text>
          <Button
            variant="default"
            color="red"
            disabled={offline}
            onClick={() => {
              replace.reset();
              setAsking(true);
            }}
          >
            {t('calendarFeed.replace')}
          </Button>
          {offline && (
            <Text size="xs" c="dimmed">
              {t('calendarFeed.replaceOnline')}
            </Text>
          )}
        </Stack>
      </Group>
      <Modal
        closeButtonProps={{ 'aria-label': t('dialog.close') }}
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('calendarFeed.replaceTitle')}
      >
        <Stack gap="md">
          <Text size="sm">{t('calendarFeed.replaceWarning')}</Text>
          {replace.error && (
            <Alert color="red" variant="light" role="alert" title={t('calendarFeed.replaceFailed')}>
              {messagesOf(replace.error).join(' ')}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsking(false)}>
              {t('calendarFeed.cancel')}
            </Button>
            <Button
              color="red"
              loading={replace.isPending}
              onClick={() => replace.mutate(feed.memberId, { onSuccess: () => setAsking(false) })}
            >
              {t('calendarFeed.replaceConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
