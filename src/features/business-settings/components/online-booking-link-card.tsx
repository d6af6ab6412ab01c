// "Booking link": the booking page's full address with Copy and Open, and its QR code to print
// for the counter.
import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { portalPagePath } from '@contract/api-paths';
import { useT } from '@/lib/i18n/use-t';
import { useQrCode } from '../hooks/online-booking-qr-code';
import { OnlineBookingCard } from './online-booking-card';
import { printQrSheet, QrCodeImage, QrPrintSheet } from './online-booking-qr-code';

interface OnlineBookingLinkCardProps {
  slug: string | null;
  businessName: string;
  onlineBooking: boolean;
}

function BookingLink({
  url,
  businessName,
  onlineBooking,
}: Omit<OnlineBookingLinkCardProps, 'slug'> & { url: string }) {
  const t = useT();
  const qr = useQrCode(url);
  return (
    <>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('onlineBooking.yourPage')}
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          style={{ flex: '1 1 16rem' }}
        />
        <Group gap="sm" wrap="nowrap">
          <CopyButton value={url} timeout={2000}>
            {({ copied, copy }) => (
              <Button onClick={copy} miw={96}>
                {copied ? t('onlineBooking.copied') : t('onlineBooking.copy')}
              </Button>
            )}
          </CopyButton>
          <Button component="a" href={url} target="_blank" rel="noopener" variant="default">
            {t('onlineBooking.open')}
          </Button>
        </Group>
      </Group>
      {!onlineBooking && (
        <Alert color="yellow" variant="light" title={t('onlineBooking.offTitle')}>
          {t('onlineBooking.offText')}
        </Alert>
      )}
      <Group gap="md" align="center">
        <QrCodeImage qr={qr} url={url} width={144} />
        <Stack gap="xs" align="flex-start" style={{ flex: '1 1 14rem' }}>
          <Text size="sm">{t('onlineBooking.printHint')}</Text>
          <Button variant="default" onClick={printQrSheet} disabled={qr.status !== 'ready'}>
            {t('onlineBooking.print')}
          </Button>
        </Stack>
      </Group>
      <QrPrintSheet qr={qr} url={url} businessName={businessName} />
    </>
  );
}

export function OnlineBookingLinkCard({
  slug,
  businessName,
  onlineBooking,
}: OnlineBookingLinkCardProps) {
  const t = useT();
  return (
    <OnlineBookingCard
      id="booking-link"
      title={t('onlineBooking.link')}
      description={t('onlineBooking.linkIntro')}
    >
      {slug ? (
        <BookingLink
          url={`${window.location.origin}${portalPagePath(slug)}`}
          businessName={businessName}
          onlineBooking={onlineBooking}
        />
      ) : (
        <Text size="sm">{t('onlineBooking.noLink')}</Text>
      )}
    </OnlineBookingCard>
  );
}
