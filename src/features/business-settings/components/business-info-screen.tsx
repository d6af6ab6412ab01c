// Loads the signed-in owner's profile (the query the top bar shares) and shows the form.
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { currentUserQueryOptions } from '../../../lib/session/current-user';
import { BusinessInfoForm } from './business-info-form';
import { BUSINESS_INFO_TARGET } from '../offline/settings-changes';
import { SettingsPageHeader } from './settings-page-header';

export function BusinessInfoScreen() {
  const currentUser = useQuery(currentUserQueryOptions());
  return (
    <Stack gap="lg" maw={960}>
      <SettingsPageHeader title="Business Information" pendingTarget={BUSINESS_INFO_TARGET} />
      {currentUser.data ? (
        <BusinessInfoForm
          // Follows the server's profile when a fresher answer replaces the saved one.
          key={[
            currentUser.data.id,
            currentUser.data.firstName,
            currentUser.data.lastName,
            currentUser.data.businessPhone,
            currentUser.data.timezone,
            currentUser.data.brand_logo,
          ].join(':')}
          user={currentUser.data}
        />
      ) : currentUser.isError ? (
        <Text c="gray.7">Your business information could not be loaded. Try again later.</Text>
      ) : (
        <Center py="xl">
          <Loader aria-label="Loading business information" />
        </Center>
      )}
    </Stack>
  );
}
