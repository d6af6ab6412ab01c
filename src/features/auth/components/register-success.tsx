// What a new owner sees after registering: where the message went, and a resend button. The same
// screen whether or not the address already had an account: the message says which
// (docs/decisions.md, Accounts).
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useT } from '@/lib/i18n/use-t';
import { ResendVerificationButton } from './resend-verification-button';

/** "We sent a message to <strong>{email}</strong>.": the address stands out in either language. */
function SentTo({ email }: { email: string }) {
  const t = useT();
  // A mark no address holds splits the sentence around the address, wherever the language puts it.
  const [before = '', after = ''] = t('auth.sentTo', { email: '\u2063' }).split('\u2063');
  return (
    <>
      {before}
      <strong>{email}</strong>
      {after}
    </>
  );
}

export function RegisterSuccess({ email }: { email: string }) {
  const t = useT();
  return (
    <Stack gap="md">
      <Text>
        {email ? <SentTo email={email} /> : t('auth.sentToYours')} {t('auth.openLink')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('auth.alreadyAccount')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('auth.noMail')}
      </Text>
      {email && <ResendVerificationButton email={email} style={{ alignSelf: 'flex-start' }} />}
      <Text size="sm">
        {t('auth.alreadyVerified')}{' '}
        {/* Underlined: in dark mode no link colour is 3:1 from the text beside it (WCAG 1.4.1). */}
        <Anchor component={Link} to="/login" underline="always">
          {t('auth.login')}
        </Anchor>
      </Text>
    </Stack>
  );
}
