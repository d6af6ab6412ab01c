// What a new owner sees after registering: where the message went, and a resend button. The same
// screen whether or not the address already had an account: the message says which
// (docs/decisions.md, Accounts).
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ResendVerificationButton } from './resend-verification-button';

export function RegisterSuccess({ email }: { email: string }) {
  return (
    <Stack gap="md">
      <Text>
        {email ? (
          <>
            We sent a message to <strong>{email}</strong>.
          </>
        ) : (
          'We sent a message to your business email.'
        )}{' '}
        Open its link to activate your account, then log in.
      </Text>
      <Text size="sm" c="dimmed">
        Already have an account with this address? The message tells you how to log in or choose a
        new password.
      </Text>
      <Text size="sm" c="dimmed">
        No e-mail after a few minutes? Check your spam folder, or ask for a new link.
      </Text>
      {email && <ResendVerificationButton email={email} style={{ alignSelf: 'flex-start' }} />}
      <Text size="sm">
        Already verified?{' '}
        {/* Underlined: in dark mode no link colour is 3:1 from the text beside it (WCAG 1.4.1). */}
        <Anchor component={Link} to="/login" underline="always">
          Login
        </Anchor>
      </Text>
    </Stack>
  );
}
