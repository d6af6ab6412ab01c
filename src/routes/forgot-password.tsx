// /forgot-password: asks for a link to choose a new password (docs/decisions.md, Accounts).
import { createFileRoute } from '@tanstack/react-router';
import { useT } from '../lib/i18n/use-t';
import { PublicLayout } from '../components/layout/public-layout';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form';

export const Route = createFileRoute('/forgot-password')({
  component: ForgotPasswordScreen,
});

function ForgotPasswordScreen() {
  const t = useT();
  return (
    <PublicLayout title={t('auth.forgot')} subtitle={t('auth.forgotSubtitle')}>
      <ForgotPasswordForm />
    </PublicLayout>
  );
}
