// Loads the signed-in owner's profile (the query the top bar shares) and shows the form, or a
// skeleton of it while it loads for the first time (docs/offline.md, Slow networks).
import { Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/query-state';
import { currentUserQueryOptions } from '@/lib/session/current-user';
import { PageHeader } from '@/components/layout/page-header';
import { useT } from '@/lib/i18n/use-t';
import { BusinessInfoForm } from './business-info-form';
import { BUSINESS_INFO_TARGET } from '../api/query-keys';
import { MessageSettingsCard } from './message-settings-card';
import { MessageTextsCard } from './message-texts-card';
import { CalendarFeedCard } from './calendar-feed-card';
import { PaymentMethodsCard } from './payment-methods-card';

const skeleton = [
  <Skeleton key="logo" height={120} radius="md" />,
  ...[0, 1, 2, 3].map((field) => <Skeleton key={field} height={56} radius="sm" />),
];

export function BusinessInfoScreen() {
  const t = useT();
  const currentUser = useQuery(currentUserQueryOptions());
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        section="settings"
        title={t('settings.infoTitle')}
        pendingTarget={BUSINESS_INFO_TARGET}
      />
      <QueryState
        query={currentUser}
        loadingLabel={t('settings.infoLoading')}
        skeleton={skeleton}
        errorTitle={t('settings.infoLoadError')}
      >
        {(user) => (
          <BusinessInfoForm
            // Follows the server's profile when a fresher answer replaces the saved one.
            key={[
              user.id,
              user.firstName,
              user.lastName,
              user.businessPhone,
              user.timezone,
              user.brand_logo,
              user.slug,
            ].join(':')}
            user={user}
          />
        )}
      </QueryState>
      <PaymentMethodsCard />
      <MessageSettingsCard />
      <MessageTextsCard />
      <CalendarFeedCard />
    </Stack>
  );
}
