// /reset-password/{token}: the link from the password reset mail (docs/decisions.md, Accounts).
import { createFileRoute } from '@tanstack/react-router';
import { useT } from '../lib/i18n/use-t';
import { PublicLayout } from '../components/layout/public-layout';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form';

export const Route = createFileRoute('/reset-password/$token')({
  component: ResetPasswordScreen,
});

function ResetPasswordScreen() {
  const t = useT();
  const { token } = Route.useParams();
  return (
    <PublicLayout title={t('auth.resetTitle')}>
      <ResetPasswordForm token={token} />
    </PublicLayout>
  );
}
