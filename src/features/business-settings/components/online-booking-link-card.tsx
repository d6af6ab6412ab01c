// "Booking link": the booking page's full address with Copy and Open, and its QR code to print
// for the counter.
import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { portalPagePath } from '../../../../contract/api-paths';
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
  const qr = useQrCode(url);
  return (
    <>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Your booking page"
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          style={{ flex: '1 1 16rem' }}
        />
        <Group gap="sm" wrap="nowrap">
          <CopyButton value={url} timeout={2000}>
            {({ copied, copy }) => (
              <Button onClick={copy} miw={96}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
          <Button component="a" href={url} target="_blank" rel="noopener" variant="default">
            Open
          </Button>
        </Group>
      </Group>
      {!onlineBooking && (
        <Alert color="yellow" variant="light" title="Online booking is off">
          The page shows your business and asks clients to call you. Turn on Online booking below to
          take bookings there.
        </Alert>
      )}
      <Group gap="md" align="center">
        <QrCodeImage qr={qr} url={url} width={144} />
        <Stack gap="xs" align="flex-start" style={{ flex: '1 1 14rem' }}>
          <Text size="sm">
            Print the QR code for the counter: clients scan it with their phone to open your booking
            page.
          </Text>
          <Button variant="default" onClick={printQrSheet} disabled={qr.status !== 'ready'}>
            Print QR code
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
  return (
    <OnlineBookingCard
      id="booking-link"
      title="Booking link"
      description="Share this address with your clients: on your website, in messages or as a QR code."
    >
      {slug ? (
        <BookingLink
          url={`${window.location.origin}${portalPagePath(slug)}`}
          businessName={businessName}
          onlineBooking={onlineBooking}
        />
      ) : (
        <Text size="sm">Your business has no booking page address yet.</Text>
      )}
    </OnlineBookingCard>
  );
}
