// The verification link's screen: success, or "404 Page Not Found" for any failure (unknown, used
// or expired link) as docs/decisions.md (Routes and screens) says.
import { Anchor, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { VERIFIED_MESSAGE } from '../../../../contract/auth';
import { PublicLayout } from '../../../components/layout/public-layout';
import { NotFound } from '../../../components/not-found';
import { verifyEmailQueryOptions } from '../api/verify-email';

export function VerifyEmail({ id, token }: { id: string; token: string }) {
  const verification = useQuery(verifyEmailQueryOptions(id, token));

  if (verification.isPending) {
    return (
      <PublicLayout title="Verifying your email address">
        <Center>
          <Loader aria-label="Verifying" />
        </Center>
      </PublicLayout>
    );
  }
  if (verification.isError) {
    return (
      <PublicLayout>
        <NotFound>
          <Text c="dimmed">This verification link is unknown, already used or expired.</Text>
          <Anchor component={Link} to="/login">
            Go to login
          </Anchor>
        </NotFound>
      </PublicLayout>
    );
  }
  return (
    <PublicLayout title={VERIFIED_MESSAGE}>
      <Stack gap="md" align="flex-start">
        <Text>Your account is now active: log in with your business email and password.</Text>
        <Button component={Link} to="/login">
          Login
        </Button>
      </Stack>
    </PublicLayout>
  );
}
