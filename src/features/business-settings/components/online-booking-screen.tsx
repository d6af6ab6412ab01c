// /business-settings/online-booking: the booking page's address and QR code, and the rules the
// portal's slots follow (docs/decisions.md, Availability settings (owner)). Every change goes
// through the outbox, so the screen works offline like the other settings (docs/offline.md).
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/layout/page-header';
import { useT } from '@/lib/i18n/use-t';
import { QueryState } from '@/components/query-state';
import { currentUserQueryOptions } from '@/lib/session/current-user';
import { availabilitySettingsQueryOptions } from '../api/availability-settings';
import { OnlineBookingBreaks } from './online-booking-breaks';
import { OnlineBookingClosures } from './online-booking-closures';
import { OnlineBookingLinkCard } from './online-booking-link-card';
import { OnlineBookingRulesForm } from './online-booking-rules-form';
import { OnlineBookingSpecialHours } from './online-booking-special-hours';

export function OnlineBookingScreen() {
  const t = useT();
  const settings = useQuery(availabilitySettingsQueryOptions());
  // The business's name goes on the printed QR code; the signed-in layout has already loaded it.
  const user = useQuery(currentUserQueryOptions());
  return (
    <Stack gap="lg" maw={880}>
      <PageHeader section="settings" title={t('onlineBooking.title')} />
      <QueryState
        query={settings}
        loadingLabel={t('onlineBooking.loading')}
        errorTitle={t('onlineBooking.loadError')}
      >
        {(data) => (
          <>
            <OnlineBookingLinkCard
              slug={data.slug}
              businessName={user.data?.businessName ?? ''}
              onlineBooking={data.onlineBooking}
            />
            <OnlineBookingRulesForm settings={data} />
            <OnlineBookingBreaks breaks={data.breaks} />
            <OnlineBookingClosures closures={data.closures} />
            <OnlineBookingSpecialHours specialHours={data.specialHours} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
