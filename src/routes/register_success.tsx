// /register_success: after registering, where the link went and a way to ask for another.
import { createFileRoute } from '@tanstack/react-router';
import { useT } from '../lib/i18n/use-t';
import { PublicLayout } from '../components/layout/public-layout';
import { RegisterSuccess } from '../features/auth/components/register-success';

export const Route = createFileRoute('/register_success')({
  // A plain check, not zod: search validation runs in the entry chunk every screen loads.
  validateSearch: (search: Record<string, unknown>): { email?: string } => ({
    email:
      typeof search.email === 'string' && search.email.length <= 254 ? search.email : undefined,
  }),
  component: RegisterSuccessScreen,
});

function RegisterSuccessScreen() {
  const t = useT();
  const { email } = Route.useSearch();
  return (
    <PublicLayout title={t('auth.checkInbox')}>
      <RegisterSuccess email={email ?? ''} />
    </PublicLayout>
  );
}
