// "Resend verification e-mail" for an address that has not been verified yet.
import { Button, type ButtonProps } from '@mantine/core';
import { useT } from '@/lib/i18n/use-t';
import { useResendVerification } from '../api/resend-verification';

export function ResendVerificationButton({ email, ...props }: { email: string } & ButtonProps) {
  const resend = useResendVerification();
  const t = useT();
  return (
    <Button
      variant="outline"
      {...props}
      loading={resend.isPending}
      disabled={!email}
      onClick={() => resend.mutate({ email })}
    >
      {t('auth.resend')}
    </Button>
  );
}
