// /login: the sign-in screen; a signed-in owner goes straight to the dashboard.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { useT } from '../lib/i18n/use-t';
import { PublicLayout } from '../components/layout/public-layout';
import { LoginForm } from '../features/auth/components/login-form';
import { getToken } from '../lib/session/token-store';

export const Route = createFileRoute('/login')({
  beforeLoad: () => {
    if (getToken()) throw redirect({ to: '/dashboard' });
  },
  component: LoginScreen,
});

function LoginScreen() {
  const t = useT();
  return (
    <PublicLayout title={t('auth.login')} subtitle={t('auth.loginSubtitle')}>
      <LoginForm />
    </PublicLayout>
  );
}
