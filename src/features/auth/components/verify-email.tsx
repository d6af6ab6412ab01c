// The verification link's screen: success, or "404 Page Not Found" for any failure (unknown, used
// or expired link) as docs/decisions.md (Routes and screens) says. Opening it signs out whoever is
// signed in on this browser (the spec's verify event removes the token), so the verified owner
// signs in as themselves. Opened on a device other than the registering one, the server disabled the
// registration's password and this screen leads to choosing one (docs/decisions.md, Accounts).
import { useEffect, useState } from 'react';
import { Anchor, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { currentLanguage } from '@/lib/i18n/language-store';
import { useT } from '@/lib/i18n/use-t';
import { VERIFIED_MESSAGE } from '@contract/auth';
import { PublicLayout } from '@/components/layout/public-layout';
import { NotFound } from '@/components/not-found';
import { getToken } from '@/lib/session/token-store';
import { verifyEmailQueryOptions } from '../api/verify-email';
import { endSession } from '../hooks/end-session';

/**
 * True once no one is signed in here. A session is ended as logging out ends it (token, cached
 * answers, saved cache), staying on this screen; before the link is spent, so the emptied cache
 * never drops its answer.
 */
function useSignedOut(): boolean {
  const queryClient = useQueryClient();
  const [signedOut, setSignedOut] = useState(() => getToken() === null);
  useEffect(() => {
    if (signedOut) return;
    let live = true;
    void endSession(queryClient, async () => {}).then(() => {
      if (live) setSignedOut(true);
    });
    return () => {
      live = false;
    };
  }, [queryClient, signedOut]);
  return signedOut;
}

export function VerifyEmail({ id, token }: { id: string; token: string }) {
  const signedOut = useSignedOut();
  const verification = useQuery({ ...verifyEmailQueryOptions(id, token), enabled: signedOut });
  const t = useT();
  // The spec's English words, else the owner's language (docs/decisions.md, Languages).
  const verified = currentLanguage() === 'en' ? VERIFIED_MESSAGE : t('auth.verified');

  if (verification.isPending) {
    return (
      <PublicLayout title={t('auth.verifying')}>
        <Center>
          <Loader aria-label={t('auth.verifyingShort')} />
        </Center>
      </PublicLayout>
    );
  }
  if (verification.isError) {
    return (
      <PublicLayout>
        <NotFound>
          <Text c="dimmed">{t('auth.verifyLinkInvalid')}</Text>
          <Anchor component={Link} to="/login">
            {t('auth.goToLogin')}
          </Anchor>
        </NotFound>
      </PublicLayout>
    );
  }
  const { setPasswordToken } = verification.data;
  if (setPasswordToken) {
    return (
      <PublicLayout title={verified}>
        <Stack gap="md" align="flex-start">
          <Text>{t('auth.otherDevice')}</Text>
          <Button
            // renderRoot keeps the router's typing of params, which `component={Link}` loses.
            renderRoot={(props) => (
              <Link to="/reset-password/$token" params={{ token: setPasswordToken }} {...props} />
            )}
          >
            {t('auth.choosePassword')}
          </Button>
        </Stack>
      </PublicLayout>
    );
  }
  return (
    <PublicLayout title={verified}>
      <Stack gap="md" align="flex-start">
        <Text>{t('auth.nowActive')}</Text>
        <Button component={Link} to="/login">
          {t('auth.login')}
        </Button>
      </Stack>
    </PublicLayout>
  );
}
