// /register: a new owner registers their business.
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useT } from '../lib/i18n/use-t';
import { PublicLayout } from '../components/layout/public-layout';
import { RegisterForm } from '../features/auth/components/register-form';
import { getToken } from '../lib/session/token-store';

export const Route = createFileRoute('/register')({
  beforeLoad: () => {
    if (getToken()) throw redirect({ to: '/dashboard' });
  },
  component: RegisterScreen,
});

function RegisterScreen() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <PublicLayout title={t('auth.register')} subtitle={t('auth.registerSubtitle')} size="md">
      <RegisterForm
        onRegistered={(email) => void navigate({ to: '/register_success', search: { email } })}
      />
    </PublicLayout>
  );
}
